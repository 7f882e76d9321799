/**
 * Writes labelled photos of clothing labels and hang tags, so brand and size
 * extraction are measured rather than assumed (issue 4):
 *
 *   npx tsx apps/server/scripts/generate-label-photos.ts [outDir] [--count 200] [--seed 1]
 *   npm run eval:ai -- <outDir>
 *
 * Each photo varies brand, size form, fibre content, country, font, rotation,
 * blur, noise, label and scene colours. labels.json lists the expected fields;
 * a label printed without a brand has no "brand" key, so a brand the analyzer
 * returns for it counts as invented.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '../src/modules/ai/brand-list';
import { LABEL_FONTS, renderLabel, type LabelStyle } from '../src/modules/ai/fixtures/synthetic-photos';
import { seededRandom } from './lib/softmax-trainer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

type Expected = { brand?: string; size?: string; material?: string; country?: string };

const SIZES: { printed: string; expected: string }[] = [
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'].map((s) => ({
    printed: `SIZE ${s}`,
    expected: s === 'XXL' ? '2XL' : s,
  })),
  ...['S', 'M', 'L', 'XL'].map((s) => ({ printed: `SIZE/TAILLE ${s}`, expected: s })),
  { printed: 'M/M', expected: 'M' },
  { printed: 'L/G', expected: 'L' },
  { printed: 'SIZE MEDIUM', expected: 'M' },
  { printed: 'SIZE X-LARGE', expected: 'XL' },
  ...[
    [28, 30],
    [30, 32],
    [32, 30],
    [32, 32],
    [34, 32],
    [36, 34],
  ].map(([w, l]) => ({ printed: `W${w} L${l}`, expected: `W${w} L${l}` })),
  { printed: '32W 32L', expected: 'W32 L32' },
  ...['2', '4', '6', '8', '10', '12', '14'].map((n) => ({ printed: `SIZE ${n}`, expected: n })),
  { printed: 'US 8 UK 12 EU 40', expected: '8' },
  { printed: 'UK 10', expected: 'UK 10' },
];

const COMPOSITIONS: { printed: string[]; expected: string }[] = [
  { printed: ['100% COTTON'], expected: '100% Cotton' },
  { printed: ['60% COTTON', '40% POLYESTER'], expected: '60% Cotton, 40% Polyester' },
  { printed: ['100% POLYESTER'], expected: '100% Polyester' },
  { printed: ['98% COTTON 2% ELASTANE'], expected: '98% Cotton, 2% Elastane' },
  { printed: ['80% WOOL 20% NYLON'], expected: '80% Wool, 20% Nylon' },
  { printed: ['SHELL: 100% NYLON', 'LINING: 100% POLYESTER'], expected: '100% Nylon' },
  { printed: ['55% LINEN 45% COTTON'], expected: '55% Linen, 45% Cotton' },
  { printed: ['95% VISCOSE 5% SPANDEX'], expected: '95% Viscose, 5% Spandex' },
];

const COUNTRIES = [
  'CHINA',
  'VIETNAM',
  'BANGLADESH',
  'INDIA',
  'MEXICO',
  'TURKEY',
  'PORTUGAL',
  'ITALY',
  'CAMBODIA',
  'INDONESIA',
];
const CARE = ['MACHINE WASH COLD', 'TUMBLE DRY LOW', 'DO NOT BLEACH', 'WASH WITH LIKE COLORS'];
const PALETTES: { background: string; ink: string }[] = [
  { background: '#ffffff', ink: '#111111' },
  { background: '#f3ecdc', ink: '#202020' },
  { background: '#101010', ink: '#f2f2f2' },
  { background: '#1d2b4f', ink: '#f5f5f5' },
  { background: '#d8d8d8', ink: '#1a1a1a' },
];
const SCENES = ['#6b5d4f', '#2f3e5c', '#a33b3b', '#cfcfcf', '#3f5f3f'];

function titleCase(country: string): string {
  return country.charAt(0) + country.slice(1).toLowerCase();
}

async function main(): Promise<void> {
  const outDir = path.resolve(
    process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : path.join(repoRoot, 'data/eval/labels'),
  );
  const count = Number(argValue('--count') ?? 200);
  const random = seededRandom(Number(argValue('--seed') ?? 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Ordinary-word brands only count as a whole line, which a generated label
  // always prints, so they are fair game too.
  const brands = BRANDS.filter((b) => b.name.length >= 2);
  mkdirSync(outDir, { recursive: true });
  const labels: Record<string, Expected> = {};

  for (let i = 0; i < count; i++) {
    const expected: Expected = {};
    const lines: string[] = [];
    if (random() > 0.15) {
      const brand = pick(brands);
      expected.brand = brand.name;
      lines.push(brand.name.toUpperCase());
    }
    const size = pick(SIZES);
    expected.size = size.expected;
    lines.push(size.printed);
    if (random() > 0.3) {
      const composition = pick(COMPOSITIONS);
      expected.material = composition.expected;
      lines.push(...composition.printed);
    }
    if (random() > 0.3) {
      const country = pick(COUNTRIES);
      expected.country = titleCase(country);
      lines.push(`MADE IN ${country}`);
    }
    if (random() > 0.6) lines.push(pick(CARE));
    if (random() > 0.7) lines.push(`RN ${10000 + Math.floor(random() * 89999)}`);

    const palette = pick(PALETTES);
    const style: LabelStyle = {
      font: pick(LABEL_FONTS),
      bold: random() > 0.6,
      fontSize: 44 + Math.floor(random() * 30),
      width: 700 + Math.floor(random() * 500),
      ...palette,
      rotate: Math.round((random() - 0.5) * 16),
      blur: random() > 0.5 ? Number((0.3 + random() * 1.2).toFixed(2)) : 0,
      noise: random() > 0.5 ? Math.round(random() * 25) : 0,
      seed: i + 1,
      jpegQuality: 60 + Math.floor(random() * 30),
      ...(random() > 0.5 ? { scene: { width: 1600, height: 1200, colour: pick(SCENES) } } : {}),
    };
    const file = `tag-${String(i + 1).padStart(3, '0')}.jpg`;
    writeFileSync(path.join(outDir, file), await renderLabel(lines, style));
    labels[file] = expected;
  }
  writeFileSync(path.join(outDir, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
  console.log(`photos: ${count} photos`);
  console.log(`folder: ${path.relative(process.cwd(), outDir) || '.'} path`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
