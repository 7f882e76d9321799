/**
 * Per-field accuracy of the analyzer on a labelled folder (DESIGN section 10):
 *
 *   npm run eval:ai [-- <folder>] [--limit N] [--verbose]
 *
 * The folder may be laid out as `<folder>/<item-type>/*.jpg` (the layout of
 * ../shared/data/clothing; the folder name is the item-type label) and/or hold
 * a labels.json of expected fields per photo:
 *   {"tag-001.jpg": {"brand": "Levi's", "size": "W32 L30", "material": "100% Cotton", "country": "Mexico"}}
 * A field missing from an entry means the photo has no such evidence, so a
 * brand returned for it counts as invented. Each photo is analysed on its own
 * with the local provider. Output lines read `name: value unit`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { analyzeItem } from '../src/modules/ai/analyze-item';
import { sameBrand } from '../src/modules/ai/brands';
import { closeSharedAiEngine } from '../src/modules/ai/engine';
import { foldText } from '../src/modules/ai/fuzzy';
import { CLASS_TO_ITEM_TYPE } from '../src/modules/ai/item-type-classifier';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LabelsSchema = z.record(
  z.string(),
  z.object({
    brand: z.string().optional(),
    size: z.string().optional(),
    material: z.string().optional(),
    country: z.string().optional(),
    item_type: z.string().optional(),
  }),
);
type Expected = z.infer<typeof LabelsSchema>[string];

/** Finer types the analyzer may name, mapped back to the classifier's classes. */
const TYPE_TO_CLASS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CLASS_TO_ITEM_TYPE).map(([cls, type]) => [type, cls])),
  Jeans: 'pants',
  Hoodie: 'longsleeve',
  Sweatshirt: 'longsleeve',
  Sweater: 'longsleeve',
  Coat: 'outwear',
  Polo: 't-shirt',
  Blouse: 'shirt',
  Sneakers: 'shoes',
  Boots: 'shoes',
};

type Case = { file: string; name: string; expected: Expected };

function collectCases(folder: string): Case[] {
  const cases: Case[] = [];
  const labelsFile = path.join(folder, 'labels.json');
  if (existsSync(labelsFile)) {
    const labels = LabelsSchema.parse(JSON.parse(readFileSync(labelsFile, 'utf8')));
    for (const [name, expected] of Object.entries(labels))
      cases.push({ file: path.join(folder, name), name, expected });
  }
  for (const entry of readdirSync(folder).sort()) {
    const dir = path.join(folder, entry);
    if (!statSync(dir).isDirectory() || !(entry in CLASS_TO_ITEM_TYPE)) continue;
    for (const photo of readdirSync(dir)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort()) {
      const name = `${entry}/${photo}`;
      const existing = cases.find((c) => c.name === name);
      if (existing) existing.expected.item_type ??= entry;
      else cases.push({ file: path.join(dir, photo), name, expected: { item_type: entry } });
    }
  }
  return cases;
}

const fold = (v: string) => foldText(v).replace(/\s+/g, '');

type Tally = { right: number; total: number };
const ratio = (t: Tally) => (t.total === 0 ? 'n/a' : (t.right / t.total).toFixed(3));

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folderArg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--limit');
  const folder = path.resolve(folderArg ?? path.join(repoRoot, '../shared/data/clothing/validation'));
  const limitIndex = args.indexOf('--limit');
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : Infinity;
  const verbose = args.includes('--verbose');
  const cases = collectCases(folder).slice(0, limit);
  if (cases.length === 0) throw new Error(`no labelled photos in ${folder}`);

  const tallies: Record<string, Tally> = {};
  const perClass: Record<string, Tally> = {};
  const count = (name: string, right: boolean) => {
    const t = (tallies[name] ??= { right: 0, total: 0 });
    t.total++;
    if (right) t.right++;
  };
  let invented = 0;
  let unverifiedBrands = 0;
  let unverifiedSizes = 0;
  let failures = 0;
  const times: number[] = [];

  for (const c of cases) {
    const result = await analyzeItem([{ bytes: readFileSync(c.file), mimeType: 'image/jpeg', id: c.name }], {
      useEnhanced: false,
    });
    times.push(result.durationMs);
    if (!result.success) failures++;
    const a = result.analysis;
    const brand = a.brand !== 'Unknown' ? a.brand : undefined;
    const e = c.expected;
    if (e.item_type) {
      const predicted = TYPE_TO_CLASS[a.item_type] ?? a.item_type;
      count('item_type', predicted === e.item_type);
      const t = (perClass[e.item_type] ??= { right: 0, total: 0 });
      t.total++;
      if (predicted === e.item_type) t.right++;
    }
    const labelled =
      e.brand !== undefined || e.size !== undefined || e.material !== undefined || e.country !== undefined;
    if (e.brand) count('brand', Boolean(brand && sameBrand(brand, e.brand)));
    else if (brand && labelled) invented++;
    else if (brand) unverifiedBrands++;
    if (e.size) count('size', fold(a.size) === fold(e.size));
    else if (!labelled && a.size !== 'Unknown') unverifiedSizes++;
    if (e.material) count('material', Boolean(a.material && fold(a.material) === fold(e.material)));
    if (e.country) count('country', Boolean(a.country_of_origin && fold(a.country_of_origin) === fold(e.country)));
    if (verbose) {
      console.log(
        `photo[${c.name}]: ${a.item_type} | ${a.brand} | ${a.size} | ${a.material ?? '-'} | ${a.country_of_origin ?? '-'} (expected ${JSON.stringify(e)})`,
      );
    }
  }

  times.sort((x, y) => x - y);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`photos: ${cases.length} photos`);
  for (const [name, t] of Object.entries(tallies)) {
    console.log(`${name}_accuracy: ${ratio(t)} ratio`);
    console.log(`${name}_labelled: ${t.total} photos`);
  }
  for (const [label, t] of Object.entries(perClass).sort())
    console.log(`item_type_accuracy[${label}]: ${ratio(t)} ratio`);
  console.log(`invented_brands: ${invented} photos`);
  console.log(`brands_on_unlabelled_photos: ${unverifiedBrands} photos`);
  console.log(`sizes_on_unlabelled_photos: ${unverifiedSizes} photos`);
  console.log(`failed_analyses: ${failures} photos`);
  console.log(`median_ms_per_photo: ${Math.round(median)} ms`);
  await closeSharedAiEngine();
}

main().catch(async (error: unknown) => {
  console.error(error);
  await closeSharedAiEngine();
  process.exitCode = 1;
});
