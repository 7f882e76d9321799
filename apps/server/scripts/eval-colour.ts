/**
 * Colour accuracy alone, fast enough to tune with (no OCR, no classifier):
 *
 *   npx tsx apps/server/scripts/eval-colour.ts <labels.json> <folder> [--baseline] [--verbose]
 *
 * The labels file maps a photo's path under <folder> to the one colour a
 * person named by eye. `--baseline` reads colour from the simple border-distance
 * split instead of the refined one, to measure what the refinement adds.
 * Tune on train photos (test/fixtures/colour-tuning-labels.json); the
 * validation labels (test/fixtures/colour-labels.json) are for measuring only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { garmentColours } from '../src/modules/ai/evidence/colour';
import { decodePhoto, isDecoded } from '../src/modules/ai/evidence/photo-input';
import { createSharpImageEngine } from '../src/adapters/image/sharp-image-engine';

const image = createSharpImageEngine();

export const ColourLabelsSchema = z.record(z.string(), z.string());

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [labelsFile, folder] = args.filter((a) => !a.startsWith('--'));
  if (!labelsFile || !folder) throw new Error('usage: eval-colour.ts <labels.json> <folder> [--baseline] [--verbose]');
  const labels = ColourLabelsSchema.parse(JSON.parse(readFileSync(labelsFile, 'utf8')));
  const baseline = args.includes('--baseline');
  const confusion = new Map<string, number>();
  let right = 0;
  let total = 0;
  const started = performance.now();
  for (const [name, expected] of Object.entries(labels)) {
    const decoded = await decodePhoto(
      image,
      { bytes: readFileSync(path.join(folder, name)), mimeType: 'image/jpeg' },
      0,
    );
    if (!isDecoded(decoded)) continue;
    const result = garmentColours(decoded.small, { baseline });
    total++;
    if (result.primary === expected) right++;
    else
      confusion.set(`${expected} -> ${result.primary}`, (confusion.get(`${expected} -> ${result.primary}`) ?? 0) + 1);
    if (args.includes('--verbose')) {
      const clusters = result.clusters
        .map((c) => `${c.name} ${c.share} [${c.lab.map((v) => Math.round(v)).join(' ')}]`)
        .join(', ');
      console.log(
        `${result.primary === expected ? 'ok ' : 'BAD'} ${name} want ${expected} got ${result.primary} | mix ${result.mix} share ${result.garmentShare} ${result.method} | ${clusters}`,
      );
    }
  }
  console.log(`color_accuracy: ${(right / total).toFixed(3)} ratio`);
  console.log(`color_labelled: ${total} photos`);
  console.log(`ms_per_photo: ${Math.round((performance.now() - started) / total)} ms`);
  for (const [pair, n] of [...confusion.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`confusion[${pair}]: ${n} photos`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
