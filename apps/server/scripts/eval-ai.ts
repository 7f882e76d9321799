/**
 * Per-field accuracy of the analyzer on a labelled folder (DESIGN section 10):
 *
 *   npm run eval:ai [-- <folder>] [--limit N] [--verbose] [--no-items] [--write-figures "<set>"]
 *
 * The folder may be laid out as `<folder>/<item-type>/*.jpg` (the layout of
 * ../shared/data/clothing; the folder name is the item-type label) and/or hold
 * a labels.json of expected fields per photo:
 *   {"tag-001.jpg": {"brand": "Levi's", "size": "W32 L30", "material": "100% Cotton", "country": "Mexico"}}
 * A field missing from an entry means the photo has no such evidence, so a
 * brand returned for it counts as invented. Each photo is analysed on its own
 * with the local provider. Output lines read `name: value unit`.
 *
 * Item type (issue 17): besides per-class accuracy, the confusion matrix and
 * the expected calibration error of the classifier's calibrated probability;
 * then items of three photos of one class (each class's photos in a seeded
 * shuffle, taken three at a time) are analysed together and give
 * `item_type_accuracy_3_photos`. `--no-items` skips that second pass.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { analyzeItem } from '../src/modules/ai/analyze-item';
import { sameBrand } from '../src/modules/ai/facts/brands';
import { closeEngines, createEngines } from '../src/adapters/engines';
import { foldText } from '../src/modules/ai/facts/fuzzy';
import { CLASS_TO_ITEM_TYPE } from '../src/modules/ai/evidence/vision/item-type-classifier';
import { expectedCalibrationError } from '../src/adapters/vision/calibration';
import type { AiAnalysis } from '@listlens/shared';
import {
  countExtra,
  ExtraLabelSchema,
  loadColourLabels,
  newExtraTallies,
  printExtra,
  writeFigures,
} from './eval-labels';

// Pixels, OCR and the vision thread: the defaults createDeps makes, started on first use.
const engines = createEngines();

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LabelsSchema = z.record(
  z.string(),
  z.object({
    brand: z.string().optional(),
    size: z.string().optional(),
    material: z.string().optional(),
    country: z.string().optional(),
    item_type: z.string().optional(),
    department: ExtraLabelSchema.shape.department,
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
  const folderArg = args.find(
    (a, i) => !a.startsWith('--') && !['--limit', '--write-figures'].includes(args[i - 1] ?? ''),
  );
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
  const typeRecords: ItemTypeRecord[] = [];
  // Colour and department (decision 017): see eval-labels.ts.
  const colourLabels = loadColourLabels();
  const extra = newExtraTallies();

  for (const c of cases) {
    const result = await analyzeItem([{ bytes: readFileSync(c.file), mimeType: 'image/jpeg', id: c.name }], {
      engine: engines,
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
      typeRecords.push(itemTypeRecord(e.item_type, a));
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
    countExtra(extra, a, { ...e, color: colourLabels.get(c.name), labelled });
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
  printItemTypeReport(typeRecords, '');
  printExtra(extra);
  console.log(`invented_brands: ${invented} photos`);
  console.log(`brands_on_unlabelled_photos: ${unverifiedBrands} photos`);
  console.log(`sizes_on_unlabelled_photos: ${unverifiedSizes} photos`);
  console.log(`failed_analyses: ${failures} photos`);
  console.log(`median_ms_per_photo: ${Math.round(median)} ms`);
  // --write-figures "<set>": the figures the web's accuracy claims quote (docs/accuracy.md).
  const figuresIndex = args.indexOf('--write-figures');
  if (figuresIndex >= 0) {
    const set =
      args[figuresIndex + 1] && !args[figuresIndex + 1]!.startsWith('--')
        ? args[figuresIndex + 1]!
        : path.basename(folder);
    const written = writeFigures(set, { ...tallies, color: extra.color, department: extra.department });
    console.log(`figures_written: ${written.length} fields`);
  }
  if (!args.includes('--no-items')) await evaluateItemsOfThree(cases, limit);
  await closeEngines(engines);
}

// ---- Item type: confusion matrix, calibration, items of three photos (issue 17) ----

type ItemTypeRecord = { expected: string; predicted: string; confidence?: number; checkNeeded?: boolean };

/** The classifier's top candidate and its calibrated probability, beside the draft's item type. */
function itemTypeRecord(expected: string, a: AiAnalysis): ItemTypeRecord {
  const top = a.item_type_check?.candidates[0];
  return {
    expected,
    predicted: TYPE_TO_CLASS[a.item_type] ?? a.item_type,
    ...(top ? { confidence: top.probability } : {}),
    ...(a.item_type_check ? { checkNeeded: a.item_type_check.needed } : {}),
  };
}

function printItemTypeReport(records: ItemTypeRecord[], suffix: string): void {
  if (records.length === 0) return;
  const classes = Object.keys(CLASS_TO_ITEM_TYPE);
  if (suffix === '') {
    // Rows are the true class, columns the predicted one.
    console.log(`item_type_confusion (rows expected, columns predicted): ${classes.join(' ')}`);
    for (const expected of classes) {
      const row = classes.map((p) => records.filter((r) => r.expected === expected && r.predicted === p).length);
      const other = records.filter((r) => r.expected === expected && !classes.includes(r.predicted)).length;
      console.log(`item_type_confusion[${expected}]: ${row.join(' ')}${other ? ` (+${other} other)` : ''}`);
    }
  }
  const scored = records.filter((r) => r.confidence !== undefined);
  const judged = scored.map((r) => ({ confidence: r.confidence!, correct: r.predicted === r.expected }));
  console.log(`expected_calibration_error${suffix}: ${expectedCalibrationError(judged).toFixed(3)}`);
  const silent = records.filter((r) => r.checkNeeded === false);
  const asked = records.length - silent.length;
  console.log(`item_type_check_needed${suffix}: ${(asked / records.length).toFixed(3)} ratio`);
  const right = silent.filter((r) => r.predicted === r.expected).length;
  console.log(
    `item_type_accuracy_unchecked${suffix}: ${silent.length ? (right / silent.length).toFixed(3) : 'n/a'} ratio`,
  );
}

/** Items of three photos of one class: a seeded shuffle per class, three at a time. */
function itemsOfThree(cases: Case[]): { expected: string; photos: Case[] }[] {
  const byClass = new Map<string, Case[]>();
  for (const c of cases) {
    if (!c.expected.item_type || !c.name.startsWith(`${c.expected.item_type}/`)) continue;
    byClass.set(c.expected.item_type, [...(byClass.get(c.expected.item_type) ?? []), c]);
  }
  const items: { expected: string; photos: Case[] }[] = [];
  for (const [expected, group] of [...byClass].sort(([a], [b]) => a.localeCompare(b))) {
    let seed = 17;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const order = group.map((c) => ({ c, key: random() })).sort((x, y) => x.key - y.key);
    for (let i = 0; i + 3 <= order.length; i += 3)
      items.push({ expected, photos: order.slice(i, i + 3).map((o) => o.c) });
  }
  return items;
}

async function evaluateItemsOfThree(cases: Case[], limit: number): Promise<void> {
  const items = itemsOfThree(cases).slice(0, Number.isFinite(limit) ? Math.ceil(limit / 3) : undefined);
  if (items.length === 0) return;
  const records: ItemTypeRecord[] = [];
  const times: number[] = [];
  for (const item of items) {
    const photos = item.photos.map((c) => ({ bytes: readFileSync(c.file), mimeType: 'image/jpeg', id: c.name }));
    const result = await analyzeItem(photos, { engine: engines, useEnhanced: false });
    times.push(result.durationMs);
    records.push(itemTypeRecord(item.expected, result.analysis));
  }
  const right = records.filter((r) => r.predicted === r.expected).length;
  console.log(`items_3_photos: ${items.length} items`);
  console.log(`item_type_accuracy_3_photos: ${(right / records.length).toFixed(3)} ratio`);
  printItemTypeReport(records, '_3_photos');
  times.sort((x, y) => x - y);
  console.log(`median_ms_per_item_3_photos: ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await closeEngines(engines);
  process.exitCode = 1;
});
