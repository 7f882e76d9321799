/**
 * Trains the learnt colour namers (decisions 036 and 044):
 *
 *   npm run train:colour [-- --labels <labels.json> --data <folder> --out <folder>]
 *
 * Defaults: the train photos named by eye in
 * test/fixtures/colour-tuning-labels.json, under ../shared/data/clothing/train,
 * written to models/colour/. Two namers: `namer-network.json` reads the colour
 * features and the backbone's block-9 map pooled over the garment (the map
 * the vision thread returns with a photo's item type), `namer.json` the colour
 * features alone. Each one's L2 penalty is chosen by 5-fold cross-validation
 * on those labels alone (three shuffles); the validation labels
 * (colour-labels.json) are never read here. The run is deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadColourLabels } from './eval-labels';
import { garmentColourFeatures } from '../src/modules/ai/evidence/colour';
import { COLOUR_FEATURES, NETWORK_COLOUR_FEATURES } from '../src/modules/ai/evidence/colour-features';
import { loadItemTypeScorer } from '../src/adapters/vision/item-type-scorer';
import { EBAY_COLOURS } from '../src/modules/ai/evidence/colour-naming';
import { parseColourNamer, type ColourNamer } from '../src/modules/ai/evidence/colour-namer';
import { decodePhoto, isDecoded } from '../src/modules/ai/evidence/photo-input';
import { createSharpImageEngine } from '../src/adapters/image/sharp-image-engine';
import { fitSoftmax, predict, standardise, standardiser } from './lib/softmax-regression';
import { seededRandom, shuffle } from './lib/random';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAMBDAS = [0.003, 0.01, 0.03, 0.1, 0.3];
const FOLDS = 5;
const SHUFFLES = 3;
/** A name needs this many labelled photos to be learnt. */
const MIN_PER_CLASS = 2;

function argValue(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function crossValidated(x: number[][], y: number[], classes: number, lambda: number): number {
  let right = 0;
  for (let s = 0; s < SHUFFLES; s++) {
    const order = shuffle(
      x.map((_, i) => i),
      seededRandom(17 + s),
    );
    for (let f = 0; f < FOLDS; f++) {
      const test = order.filter((_, k) => k % FOLDS === f);
      const held = new Set(test);
      const train = order.filter((i) => !held.has(i));
      const scaler = standardiser(train.map((i) => x[i]!));
      const model = fitSoftmax(
        train.map((i) => standardise(x[i]!, scaler)),
        train.map((i) => y[i]!),
        classes,
        lambda,
      );
      for (const i of test) if (predict(model, standardise(x[i]!, scaler)) === y[i]) right++;
    }
  }
  return right / (x.length * SHUFFLES);
}

type Labelled = { x: number[][]; y: number[]; classes: string[]; labelsFile: string };

/** Chooses the L2 penalty by cross-validation, fits on every photo and writes the namer. */
function trainNamer(data: Labelled, features: readonly string[], out: string): void {
  const { x, y, classes, labelsFile } = data;
  console.log(`${path.basename(out)}: ${features.length} features`);
  let best = { lambda: LAMBDAS[0]!, accuracy: -1 };
  for (const lambda of LAMBDAS) {
    const accuracy = crossValidated(x, y, classes.length, lambda);
    console.log(`  cv_accuracy[lambda=${lambda}]: ${accuracy.toFixed(3)}`);
    if (accuracy > best.accuracy) best = { lambda, accuracy };
  }
  const scaler = standardiser(x);
  const model = fitSoftmax(
    x.map((row) => standardise(row, scaler)),
    y,
    classes.length,
    best.lambda,
  );
  const round = (v: number) => Number(v.toPrecision(6));
  const namer: ColourNamer = parseColourNamer(
    {
      version: 1,
      features: [...features],
      classes,
      mean: scaler.mean.map(round),
      scale: scaler.scale.map(round),
      weights: model.weights.map((row) => row.map(round)),
      bias: model.bias.map(round),
      training: {
        labels: path.relative(serverRoot, labelsFile),
        photos: x.length,
        lambda: best.lambda,
        cv_accuracy: Number(best.accuracy.toFixed(3)),
        cv: `${FOLDS}-fold, ${SHUFFLES} shuffles`,
      },
    },
    features,
  );
  writeFileSync(out, `${JSON.stringify(namer, null, 2)}\n`);
  console.log(
    `  chosen lambda ${best.lambda}: cross-validated accuracy ${best.accuracy.toFixed(3)} on ${x.length} photos`,
  );
}

async function main(): Promise<void> {
  const labelsFile = argValue('labels', path.join(serverRoot, 'test/fixtures/colour-tuning-labels.json'));
  const folder = argValue('data', path.resolve(serverRoot, '../../../shared/data/clothing/train'));
  const out = argValue('out', path.join(serverRoot, 'models/colour'));
  const labels = Object.fromEntries(loadColourLabels(labelsFile));
  const started = performance.now();
  const known = new Set<string>([...EBAY_COLOURS, 'Multicolor']);
  const counts = new Map<string, number>();
  for (const name of Object.values(labels)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const classes = [...known].filter((c) => (counts.get(c) ?? 0) >= MIN_PER_CLASS);
  const skipped = Object.values(labels).filter((name) => !classes.includes(name)).length;
  const engine = createSharpImageEngine();
  // The map comes from the item-type model's backbone, as in the vision thread (the quick read: the same map).
  const scorer = await loadItemTypeScorer();
  const plain: number[][] = [];
  const withMap: number[][] = [];
  const y: number[] = [];
  for (const [photo, name] of Object.entries(labels)) {
    if (!classes.includes(name)) continue;
    const bytes = readFileSync(path.join(folder, photo));
    const decoded = await decodePhoto(engine, { bytes, mimeType: 'image/jpeg' }, 0);
    if (!isDecoded(decoded)) throw new Error(`${photo}: ${decoded.error}`);
    const { colourMap } = await scorer.viewPhoto(bytes, 'quick');
    if (!colourMap) throw new Error(`${photo}: the backbone gave no colour map`);
    withMap.push(garmentColourFeatures(decoded.small, colourMap));
    plain.push(withMap.at(-1)!.slice(0, COLOUR_FEATURES.length));
    y.push(classes.indexOf(name));
  }
  console.log(`photos: ${y.length} (${skipped} with a name outside eBay's learnable colours or too rare, left out)`);
  console.log(`features: ${Math.round(performance.now() - started)} ms`);
  trainNamer({ x: withMap, y, classes, labelsFile }, NETWORK_COLOUR_FEATURES, path.join(out, 'namer-network.json'));
  trainNamer({ x: plain, y, classes, labelsFile }, COLOUR_FEATURES, path.join(out, 'namer.json'));
  console.log(`wrote ${path.relative(process.cwd(), out)} in ${Math.round((performance.now() - started) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
