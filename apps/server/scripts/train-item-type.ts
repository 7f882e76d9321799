/**
 * Trains the item-type head (DESIGN section 7, issue 4):
 *
 *   npm run train:item-type [-- --data ../shared/data/clothing]
 *
 * Features come from the MobileNetV2Mid graph shipped inside nsfwjs (wasm
 * backend, nothing fetched); they are cached under data/cache (gitignored), so a
 * rerun only trains the head. Block sets are chosen on a stratified 20% holdout
 * of the train split, never on the validation split, which is only measured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBackbone, type FeatureBlockName } from '../src/modules/ai/backbone';
import { buildFeatureVector, encodeHeadWeights, type ItemTypeHead } from '../src/modules/ai/item-type-head';
import { extractWithCache, listLabelledPhotos, type ExtractedPhoto } from './lib/feature-cache';
import { argmax, predictAveraged, seededRandom, shuffle, trainSoftmax, type TrainOptions } from './lib/softmax-trainer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Candidate = { blocks: FeatureBlockName[]; powerNormalise: boolean };

// Cheaper sets first: on a tie the earlier one wins. MobileNetV2Mid costs
// ~0.1 s a photo per input size (with the mirror image); InceptionV3 `mixed8`
// ~0.3 s a photo more (classifier-notes.md, measured again here).
const A: FeatureBlockName[] = [
  'conv1_avg_320',
  'block16_avg_320',
  'block13_avg_320',
  'block16_avg_224',
  'block13_avg_224',
];
const CANDIDATES: Candidate[] = [
  { blocks: ['conv1_avg_224'], powerNormalise: false },
  { blocks: ['conv1_avg_320', 'block16_avg_320', 'block13_avg_320'], powerNormalise: false },
  { blocks: A, powerNormalise: false },
  { blocks: ['mixed8_avg_299'], powerNormalise: false },
  { blocks: ['conv1_avg_320', 'block16_avg_320', 'block13_avg_320', 'mixed8_avg_299'], powerNormalise: false },
  { blocks: [...A, 'mixed8_avg_299'], powerNormalise: false },
];

const TRAIN: Omit<TrainOptions, 'classes'> = {
  epochs: 30,
  batchSize: 128,
  learningRate: 0.01,
  weightDecay: 0,
  seed: 7,
};

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function vectorsOf(photo: ExtractedPhoto, candidate: Candidate): Float32Array[] {
  const blocks = candidate.blocks.map((name) => ({ name, dim: photo.features[0][name]!.length }));
  return photo.features.map((variant) => buildFeatureVector(variant, blocks, candidate.powerNormalise));
}

function fit(photos: ExtractedPhoto[], classes: string[], candidate: Candidate) {
  const vectors: Float32Array[] = [];
  const labels: number[] = [];
  for (const p of photos) {
    // Each photo and its mirror image are separate training examples.
    for (const v of vectorsOf(p, candidate)) {
      vectors.push(v);
      labels.push(classes.indexOf(p.label));
    }
  }
  return trainSoftmax({ vectors, labels }, { ...TRAIN, classes: classes.length });
}

function accuracy(model: ReturnType<typeof fit>, photos: ExtractedPhoto[], classes: string[], candidate: Candidate) {
  const perClass = new Map<string, { right: number; total: number }>();
  let right = 0;
  for (const p of photos) {
    const predicted = classes[argmax(predictAveraged(model, vectorsOf(p, candidate)))];
    const entry = perClass.get(p.label) ?? { right: 0, total: 0 };
    entry.total++;
    if (predicted === p.label) {
      entry.right++;
      right++;
    }
    perClass.set(p.label, entry);
  }
  return { accuracy: right / photos.length, perClass };
}

function stratifiedHoldout(photos: ExtractedPhoto[], fraction: number, seed: number) {
  const random = seededRandom(seed);
  const train: ExtractedPhoto[] = [];
  const holdout: ExtractedPhoto[] = [];
  for (const label of [...new Set(photos.map((p) => p.label))]) {
    const group = shuffle(
      photos.filter((p) => p.label === label),
      random,
    );
    const cut = Math.round(group.length * fraction);
    holdout.push(...group.slice(0, cut));
    train.push(...group.slice(cut));
  }
  return { train, holdout };
}

async function main(): Promise<void> {
  const dataRoot = path.resolve(argValue('--data') ?? path.join(repoRoot, '../shared/data/clothing'));
  const outFile = path.resolve(argValue('--out') ?? path.join(repoRoot, 'apps/server/models/item-type/head.json'));
  const cacheRoot = path.resolve(argValue('--cache') ?? path.join(repoRoot, 'data/cache/item-type-features'));
  const started = Date.now();

  const backbone = await loadBackbone();
  const blocks = [...new Set(CANDIDATES.flatMap((c) => c.blocks))];
  const extract = async (split: 'train' | 'validation') => {
    const photos = listLabelledPhotos(path.join(dataRoot, split));
    const splitStarted = Date.now();
    let lastReport = 0;
    const extracted = await extractWithCache({
      backbone,
      photos,
      blocks,
      cacheDir: path.join(cacheRoot, split),
      onProgress: (done, total) => {
        if (Date.now() - lastReport > 30_000 || done === total) {
          lastReport = Date.now();
          console.log(`extracting ${split}: ${done}/${total} photos`);
        }
      },
    });
    console.log(`${split}_photos: ${extracted.length} photos`);
    console.log(`${split}_feature_seconds: ${((Date.now() - splitStarted) / 1000).toFixed(1)} s`);
    return extracted;
  };
  const train = await extract('train');
  const validation = await extract('validation');
  const classes = [...new Set(train.map((p) => p.label))].sort();

  const split = stratifiedHoldout(train, 0.2, 11);
  let best: { candidate: Candidate; accuracy: number } | undefined;
  for (const candidate of CANDIDATES) {
    const model = fit(split.train, classes, candidate);
    const { accuracy: acc } = accuracy(model, split.holdout, classes, candidate);
    const name = `${candidate.blocks.join('+')}${candidate.powerNormalise ? '+sqrt' : ''}`;
    console.log(`holdout_accuracy[${name}]: ${acc.toFixed(3)} ratio`);
    if (!best || acc > best.accuracy + 1e-9) best = { candidate, accuracy: acc };
  }
  if (!best) throw new Error('no candidate trained');

  const chosen = best.candidate;
  const model = fit(train, classes, chosen);
  const result = accuracy(model, validation, classes, chosen);
  for (const [label, { right, total }] of [...result.perClass].sort()) {
    console.log(`validation_accuracy[${label}]: ${(right / total).toFixed(3)} ratio`);
  }
  console.log(`chosen_blocks: ${chosen.blocks.join('+')}${chosen.powerNormalise ? ' (signed sqrt)' : ''}`);
  console.log(`holdout_accuracy: ${best.accuracy.toFixed(3)} ratio`);
  console.log(`validation_accuracy: ${result.accuracy.toFixed(3)} ratio`);

  const first = train[0]!.features[0];
  const head: ItemTypeHead = {
    version: 1,
    classes,
    blocks: chosen.blocks.map((name) => ({ name, dim: first[name]!.length })),
    powerNormalise: chosen.powerNormalise,
    weights: encodeHeadWeights(model.weights),
    bias: [...model.bias].map((b) => Number(b.toFixed(6))),
    training: {
      backbone: 'nsfwjs MobileNetV2Mid',
      trainPhotos: train.length,
      validationPhotos: validation.length,
      holdoutAccuracy: Number(best.accuracy.toFixed(4)),
      validationAccuracy: Number(result.accuracy.toFixed(4)),
      epochs: TRAIN.epochs,
      learningRate: TRAIN.learningRate,
      batchSize: TRAIN.batchSize,
      flipAugmentation: true,
    },
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(head)}\n`);
  console.log(`head_file: ${path.relative(repoRoot, outFile)}`);
  console.log(`total_seconds: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
