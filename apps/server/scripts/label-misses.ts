/**
 * What the label reader got wrong, and what the OCR saw, photo by photo:
 *
 *   npx tsx apps/server/scripts/label-misses.ts <folder> [--cache <dir>] [--refresh] [--quiet] [--no-classifier]
 *
 * The slow part of an analysis (decoding, OCR, the second looks, the
 * classifier) is run once per photo and its evidence kept in a cache
 * (`<folder>/.evidence` unless `--cache` says otherwise); every later run only
 * replays the fact rules (facts/resolve-facts.ts) on it, in a second or two,
 * so a parser change is measured at once. The folder is a generated label set
 * (labels.json) and/or garment photos in class folders, whose brands and sizes
 * are all invented. Tesseract is deterministic, so the replay gives what
 * `npm run eval:ai` gives, as long as the evidence code has not changed
 * (`--refresh` reads the photos again). For tuning only: the figures on
 * record come from eval-ai.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectEvidence, type EvidenceBundle } from '../src/modules/ai/evidence/collect-evidence';
import { closeEngines, createEngines } from '../src/adapters/engines';
import { sameBrand } from '../src/modules/ai/facts/brands';
import { foldText } from '../src/modules/ai/facts/fuzzy';
import { resolveFacts } from '../src/modules/ai/facts/resolve-facts';
import type { OcrLine } from '../src/modules/ai/evidence/ocr';
import type { SizeLine } from '../src/modules/ai/evidence/size-reread';

type Expected = { brand?: string; size?: string; material?: string };
type Case = { name: string; file: string; expected: Expected; labelled: boolean };
type Cached = Omit<EvidenceBundle, 'decoded'>;

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function casesOf(folder: string): Case[] {
  const cases: Case[] = [];
  const labelsFile = path.join(folder, 'labels.json');
  if (existsSync(labelsFile)) {
    const labels = JSON.parse(readFileSync(labelsFile, 'utf8')) as Record<string, Expected>;
    for (const [name, expected] of Object.entries(labels))
      cases.push({ name, file: path.join(folder, name), expected, labelled: true });
  }
  for (const entry of readdirSync(folder).sort()) {
    const dir = path.join(folder, entry);
    if (entry.startsWith('.') || !statSync(dir).isDirectory()) continue;
    for (const photo of readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))) {
      cases.push({ name: `${entry}/${photo}`, file: path.join(dir, photo), expected: {}, labelled: false });
    }
  }
  return cases;
}

const engines = createEngines();
/**
 * `--no-classifier`: the item type is not looked at (a fixed score stands in),
 * which halves the time a photo takes; brand, size and material do not use it.
 */
const withoutClassifier: typeof engines = {
  ...engines,
  vision: { ...engines.vision, viewGarment: () => Promise.resolve({ itemType: [{ label: 'shirt', score: 1 }] }) },
};

async function evidenceOf(c: Case, cacheDir: string, refresh: boolean, classify: boolean): Promise<Cached> {
  const cacheFile = path.join(cacheDir, `${c.name.replace(/[/\\]/g, '__')}.json`);
  if (!refresh && existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as Cached;
  const bundle = await collectEvidence({
    photos: [{ bytes: readFileSync(c.file), mimeType: 'image/jpeg', id: c.name }],
    engine: classify ? engines : withoutClassifier,
  });
  const { decoded: _decoded, ...kept } = bundle;
  writeFileSync(cacheFile, JSON.stringify(kept));
  return kept;
}

const fold = (v: string) => foldText(v).replace(/\s+/g, '');
const height = (l: OcrLine) => (l.bbox ? l.bbox.y1 - l.bbox.y0 : 0);

function describeLines(bundle: Cached): string {
  return bundle.photos
    .flatMap((p) => {
      const page = p.ocr.lines.map((l) => `    page ${Math.round(l.confidence)}% h${height(l)} | ${l.text}`);
      const rereads = (p.sizeLines ?? [])
        .filter((l: SizeLine) => l.reread)
        .map((l: SizeLine) => `    ${l.reread} ${Math.round(l.confidence)}% h${height(l)} | ${l.text}`);
      const head = (p.headLines ?? []).map((l) => `    head ${Math.round(l.confidence)}% h${height(l)} | ${l.text}`);
      return [...page, ...rereads, ...head];
    })
    .join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--cache') ?? '.');
  const cacheDir = path.resolve(argValue(args, '--cache') ?? path.join(folder, '.evidence'));
  mkdirSync(cacheDir, { recursive: true });
  const quiet = args.includes('--quiet');
  const tallies: Record<string, { right: number; total: number }> = {};
  const invented = { brand: 0, size: 0 };
  for (const c of casesOf(folder)) {
    const bundle = await evidenceOf(c, cacheDir, args.includes('--refresh'), !args.includes('--no-classifier'));
    const { fields } = resolveFacts({ ...bundle, decoded: [] });
    const got = {
      brand: fields.brand?.value as string | undefined,
      size: fields.size?.value as string | undefined,
      material: fields.material?.value as string | undefined,
    };
    const misses: string[] = [];
    for (const name of ['brand', 'size', 'material'] as const) {
      const want = c.expected[name];
      const value = got[name];
      if (!want) {
        if (value && (name !== 'material' || !c.labelled)) {
          if (name !== 'material') invented[name]++;
          misses.push(`${name}: invented ${value}`);
        }
        continue;
      }
      const right = Boolean(value && (name === 'brand' ? sameBrand(value, want) : fold(value) === fold(want)));
      const t = (tallies[name] ??= { right: 0, total: 0 });
      t.total++;
      if (right) t.right++;
      else misses.push(`${name}: want ${want}, got ${value ?? '-'}`);
    }
    if (misses.length > 0 && !quiet) console.log(`miss[${c.name}] ${misses.join('; ')}\n${describeLines(bundle)}`);
  }
  for (const [name, t] of Object.entries(tallies))
    console.log(`${name}_accuracy: ${(t.right / t.total).toFixed(3)} ratio (${t.right}/${t.total})`);
  console.log(`invented_brands: ${invented.brand} photos`);
  console.log(`invented_sizes: ${invented.size} photos`);
  await closeEngines(engines);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await closeEngines(engines);
  process.exitCode = 1;
});
