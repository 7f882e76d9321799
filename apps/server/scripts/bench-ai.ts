/**
 * The AI figures for `npm run bench` (issue 4 targets):
 *
 *   npx tsx apps/server/scripts/bench-ai.ts [--items 20]
 *
 * analyze_item_ms: median over N items of 3 photos each (a care label and two
 * real garment photos from ../shared/data/clothing/validation), local
 * provider, warm (models loaded by one untimed item first).
 * item_type_ms_per_photo: the classifier alone (in the vision thread), per photo, warm;
 * item_type_quick_ms_per_photo: its quick read (without InceptionV3), as an item's later garment photos get.
 *
 * `--write-figures` also stores analyze_item_ms in packages/shared/src/draft-speed.json,
 * the figure the landing page quotes for how long a draft takes (docs/accuracy.md):
 * run it on a quiet machine.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DraftSpeedSchema } from '@listlens/shared';
import { analyzeItem } from '../src/modules/ai/analyze-item';
import { closeEngines, createEngines } from '../src/adapters/engines';
import { renderLabel } from '../src/modules/ai/fixtures/synthetic-photos';
import type { PhotoBytes } from '../src/modules/ai/evidence/photo-input';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const engines = createEngines();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const i = process.argv.indexOf('--items');
  const items = i >= 0 ? Number(process.argv[i + 1]) : 20;
  const validation = path.join(repoRoot, '../shared/data/clothing/validation');
  const garments: PhotoBytes[] = readdirSync(validation)
    .sort()
    .flatMap((label) =>
      readdirSync(path.join(validation, label))
        .sort()
        .slice(0, 6)
        .map((f) => ({ bytes: readFileSync(path.join(validation, label, f)), mimeType: 'image/jpeg' })),
    );
  const label: PhotoBytes = {
    bytes: await renderLabel(['PATAGONIA', 'SIZE M', '60% COTTON 40% POLYESTER', 'MADE IN VIETNAM'], {
      scene: { width: 1600, height: 1200, colour: '#5a4a3a' },
    }),
    mimeType: 'image/jpeg',
  };
  const itemPhotos = (n: number) => [
    label,
    garments[(2 * n) % garments.length]!,
    garments[(2 * n + 1) % garments.length]!,
  ];

  await analyzeItem(itemPhotos(items), { engine: engines });
  const times: number[] = [];
  for (let n = 0; n < items; n++) {
    const started = performance.now();
    await analyzeItem(itemPhotos(n), { engine: engines });
    times.push(performance.now() - started);
  }

  // The classifier the analyses use, in the vision thread they have already warmed.
  const { vision } = engines;
  const perPhoto: number[] = [];
  for (const photo of garments.slice(0, 20)) {
    const started = performance.now();
    await vision.viewGarment(photo.bytes);
    perPhoto.push(performance.now() - started);
  }
  console.log(`analyze_item_ms: ${Math.round(median(times))} ms`);
  if (process.argv.includes('--write-figures')) writeDraftSpeed(Math.round(median(times)), items);
  console.log(`item_type_ms_per_photo: ${Math.round(median(perPhoto))} ms`);
  // The quick read (fine-tuned MobileNet alone) that an item's other garment photos get (decision 016).
  const quick: number[] = [];
  for (const photo of garments.slice(0, 20)) {
    const started = performance.now();
    await vision.viewGarment(photo.bytes, 'quick');
    quick.push(performance.now() - started);
  }
  console.log(`item_type_quick_ms_per_photo: ${Math.round(median(quick))} ms`);
  await closeEngines(engines);
}

/** The measured draft time, for the landing page's claims (packages/shared/src/draft-speed.ts). */
function writeDraftSpeed(medianMs: number, items: number): void {
  const file = path.join(repoRoot, 'packages/shared/src/draft-speed.json');
  const speed = DraftSpeedSchema.parse({
    medianMs,
    items,
    photosPerItem: 3,
    machine: `${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
    measuredOn: new Date().toISOString().slice(0, 10),
  });
  writeFileSync(file, `${JSON.stringify(speed, null, 2)}\n`);
  console.log(`draft_speed_file: ${path.relative(repoRoot, file)}`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await closeEngines(engines);
  process.exitCode = 1;
});
