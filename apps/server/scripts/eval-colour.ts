/**
 * Colour accuracy alone, fast enough to tune with (no OCR, no classifier):
 *
 *   npx tsx apps/server/scripts/eval-colour.ts <labels.json> <folder> [--rules] [--no-map] [--baseline] [--verbose] [--write-figures "<set>"]
 *
 * The labels file maps a photo's path under <folder> to the one colour a
 * person named by eye. Each photo's colour map comes from the item-type
 * model's backbone in this process, as the vision thread gives it to the
 * analyzer (decision 044); `--no-map` names colours from the colour features
 * alone (decision 039's namer). `--rules` names colours with the hand rules alone
 * (decision 032), without the learnt namer, to measure what the namer adds;
 * `--baseline` reads colour from the simple border-distance split instead of
 * the refined one. Train the namer on train photos (`npm run train:colour`,
 * test/fixtures/colour-tuning-labels.json); the validation labels
 * (test/fixtures/colour-labels.json) are for measuring only.
 * `--write-figures "<set>"` stores color_accuracy alone in
 * packages/shared/src/accuracy-figures.json (docs/accuracy.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { garmentColours } from '../src/modules/ai/evidence/colour';
import { decodePhoto, isDecoded } from '../src/modules/ai/evidence/photo-input';
import { createSharpImageEngine } from '../src/adapters/image/sharp-image-engine';
import { loadItemTypeScorer } from '../src/adapters/vision/item-type-scorer';
import { loadColourLabels, writeFigures } from './eval-labels';

const image = createSharpImageEngine();

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const figuresIndex = args.indexOf('--write-figures');
  const [labelsFile, folder] = args.filter(
    (a, i) => !a.startsWith('--') && (figuresIndex < 0 || i !== figuresIndex + 1),
  );
  if (!labelsFile || !folder)
    throw new Error(
      'usage: eval-colour.ts <labels.json> <folder> [--rules] [--no-map] [--baseline] [--verbose] [--write-figures "<set>"]',
    );
  const labels = loadColourLabels(labelsFile);
  if (labels.size === 0) throw new Error(`no colour labels in ${labelsFile}`);
  const options = { baseline: args.includes('--baseline'), ...(args.includes('--rules') ? { namer: null } : {}) };
  const scorer = args.includes('--no-map') ? undefined : await loadItemTypeScorer();
  const confusion = new Map<string, number>();
  let right = 0;
  let total = 0;
  const started = performance.now();
  for (const [name, expected] of labels) {
    const bytes = readFileSync(path.join(folder, name));
    const decoded = await decodePhoto(image, { bytes, mimeType: 'image/jpeg' }, 0);
    if (!isDecoded(decoded)) continue;
    const colourMap = scorer ? (await scorer.viewPhoto(bytes, 'quick')).colourMap : undefined;
    const result = garmentColours(decoded.small, { ...options, colourMap });
    total++;
    if (result.primary === expected) right++;
    else
      confusion.set(`${expected} -> ${result.primary}`, (confusion.get(`${expected} -> ${result.primary}`) ?? 0) + 1);
    if (args.includes('--verbose')) {
      const clusters = result.clusters
        .map((c) => `${c.name} ${c.share} [${c.lab.map((v) => Math.round(v)).join(' ')}]`)
        .join(', ');
      console.log(
        `${result.primary === expected ? 'ok ' : 'BAD'} ${name} want ${expected} got ${result.primary} (${result.confidence}) | mix ${result.mix} share ${result.garmentShare} ${result.method} | ${clusters}`,
      );
    }
  }
  console.log(`color_accuracy: ${(right / total).toFixed(3)} ratio`);
  console.log(`color_labelled: ${total} photos`);
  console.log(`ms_per_photo: ${Math.round((performance.now() - started) / total)} ms`);
  for (const [pair, n] of [...confusion.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`confusion[${pair}]: ${n} photos`);
  if (figuresIndex >= 0) {
    const set = args[figuresIndex + 1];
    if (!set) throw new Error('--write-figures needs the name of the photo set');
    const written = writeFigures(set, { color: { right, total } });
    console.log(`figures written: ${written.join(', ') || 'none (fewer than 20 photos)'}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
