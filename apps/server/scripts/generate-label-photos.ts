/**
 * Writes labelled photos of clothing labels and hang tags, so brand and size
 * extraction are measured rather than assumed (issue 4):
 *
 *   npx tsx apps/server/scripts/generate-label-photos.ts [outDir] [--count 200] [--seed 1] [--layouts all] [--brands a,b]
 *   npm run eval:ai -- <outDir>
 *
 * Each photo varies brand, size form, fibre content, country, font, rotation,
 * blur, noise, label and scene colours. labels.json lists the expected fields;
 * a label printed without a brand has no "brand" key, so a brand the analyzer
 * returns for it counts as invented; "department" is there when the printed
 * label implies one (a department word, a misses' number, a brand that only
 * dresses one department).
 *
 * `--layouts` picks layout families, comma-separated: `classic` (every line in
 * one font, the size after "SIZE": the only layout before decision 017, and
 * `--layouts classic` still makes those sets), and the families of
 * label-families.ts: `keyword`, `alone` (the size alone on its line), `bigsize`
 * (the size the largest text), `care` (multilingual care label) and `hangtag`
 * (kept out of tuning, with its own fonts), and `plain` (decision 034: fonts of
 * its own, the size alone in the body's type, under the brand, a registration
 * number or the fibres). `all` (the default) mixes them all but `plain`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '../src/modules/ai/facts/brand-list';
import { renderLayout, type LayoutStyle } from '../src/modules/ai/fixtures/label-layouts';
import { LABEL_FONTS, renderLabel, type LabelStyle } from '../src/modules/ai/fixtures/synthetic-photos';
import { composeLabel, FAMILIES, MIXED_FAMILIES, type Draw, type Expected, type Family } from './label-families';
import { seededRandom } from './lib/softmax-trainer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

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

/** Label and ink colours of the new families, some of them low in contrast as worn labels are. */
const LAYOUT_PALETTES: { background: string; ink: string }[] = [
  ...PALETTES,
  { background: '#c9c2b4', ink: '#5b5348' },
  { background: '#2b2b2b', ink: '#a8a8a8' },
  { background: '#8b1e2d', ink: '#f0d9b5' },
  { background: '#e9e4f2', ink: '#6b6480' },
];

/** A label of one of the new families (label-families.ts), with its photo style. */
async function layoutLabel(family: Family, draw: Draw, index: number): Promise<{ jpeg: Buffer; expected: Expected }> {
  const { random, pick } = draw;
  const { lines, expected } = composeLabel(family, draw);
  const palette = pick(LAYOUT_PALETTES);
  const texture = random();
  const style: LayoutStyle = {
    ...palette,
    align: random() > 0.75 ? 'left' : 'centre',
    texture: texture < 0.4 ? 'plain' : texture < 0.7 ? 'woven' : 'crumpled',
    rotate: Math.round((random() - 0.5) * 16),
    blur: random() > 0.5 ? Number((0.3 + random() * 1.1).toFixed(2)) : 0,
    noise: random() > 0.5 ? Math.round(random() * 22) : 0,
    seed: index + 1,
    jpegQuality: 60 + Math.floor(random() * 30),
    ...(random() > 0.5 ? { scene: { width: 1600, height: 1200, colour: pick(SCENES) } } : {}),
  };
  return { jpeg: await renderLayout(lines, style), expected };
}

/** Even numbers from 0 to 16 printed as the size are misses' sizes (decision 017). */
function departmentOfSize(size: string): Expected['department'] {
  return /^(?:0|2|4|6|8|10|12|14|16)$/.test(size) ? 'Women' : undefined;
}

function layoutsArg(): ('classic' | Family)[] {
  const value = argValue('--layouts') ?? 'all';
  if (value === 'all') return ['classic', ...MIXED_FAMILIES];
  const names = value.split(',').map((v) => v.trim());
  for (const name of names) {
    if (name !== 'classic' && !(FAMILIES as readonly string[]).includes(name))
      throw new Error(`unknown layout ${name}`);
  }
  return names as ('classic' | Family)[];
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
  // `--brands "Patagonia,Levi's"` keeps the labels to those brands (the pricing eval prints brands a market sells).
  const only = argValue('--brands')
    ?.split(',')
    .map((b) => b.trim().toLowerCase())
    .filter(Boolean);
  const brands = BRANDS.filter((b) => b.name.length >= 2 && (!only || only.includes(b.name.toLowerCase())));
  if (brands.length === 0) throw new Error(`no known brand among --brands ${argValue('--brands') ?? ''}`);
  mkdirSync(outDir, { recursive: true });
  const labels: Record<string, Expected> = {};
  const layouts = layoutsArg();

  for (let i = 0; i < count; i++) {
    const file = `tag-${String(i + 1).padStart(3, '0')}.jpg`;
    // One layout alone draws exactly as before, so earlier seeds make the same sets.
    const layout = layouts.length === 1 ? layouts[0]! : pick(layouts);
    if (layout !== 'classic') {
      const { jpeg, expected } = await layoutLabel(layout, { random, pick, brands }, i);
      writeFileSync(path.join(outDir, file), jpeg);
      labels[file] = expected;
      continue;
    }
    const expected: Expected = {};
    const lines: string[] = [];
    if (random() > 0.15) {
      const brand = pick(brands);
      expected.brand = brand.name;
      if (brand.department) expected.department = brand.department;
      lines.push(brand.name.toUpperCase());
    }
    const size = pick(SIZES);
    expected.size = size.expected;
    const sizeDepartment = departmentOfSize(size.expected);
    if (sizeDepartment && !expected.department) expected.department = sizeDepartment;
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
