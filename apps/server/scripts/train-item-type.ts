/**
 * Fine-tunes the item-type model (issue 17, decision 016):
 *
 *   npm run train:item-type [-- --data ../shared/data/clothing] [--extract-only]
 *
 * The frozen lower layers of nsfwjs' MobileNetV2Mid (to block 13) run once
 * per augmented view of every train photo and their activations are cached
 * under data/cache/item-type (gitignored), as are InceptionV3's pooled
 * features of the plain photo; blocks 14 to 16, Conv_1 and a new softmax
 * layer are then trained on them (decision 038). Early stopping, the temperature and the review
 * threshold use a stratified holdout of the train split, never the validation
 * split, which is only measured. `--extract-only` fills the cache and stops
 * (run a second one beside a training run to use the second core).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBackbone, loadInception } from '../src/adapters/vision/backbone';
import {
  calibratedProbabilities,
  chooseReviewThreshold,
  expectedCalibrationError,
  fitTemperature,
  negativeLogLikelihood,
  type CalibrationSample,
} from '../src/adapters/vision/calibration';
import {
  encodeUpperWeights,
  lastFrozenBlock,
  type ItemTypeModel,
  type UpperLayout,
} from '../src/adapters/vision/item-type-model';
import { getTf } from '../src/adapters/vision/tf-runtime';
import {
  inceptionExtractor,
  listLabelledPhotos,
  loadActivations,
  mobilenetExtractor,
  type Extractor,
} from './lib/activation-cache';
import { createTrainable, snapshot } from './lib/fine-tune';
import { pairsOf, pretrained, previousWeights } from './lib/starting-weights';
import { blend, inceptionLogitsOf, trainInceptionLayer } from './lib/inception-layer';
import { accuracyOf, fineTune, heldOutSamples, stratifiedHoldout, trainHead, type Schedule } from './lib/train-loop';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Views per train photo: plain, mirror and six augmented ones. */
const TRAIN_VIEWS = 8;
/** What is fine-tuned (blocks 14 to 16 and Conv_1) and what InceptionV3 contributes. */
const LAYOUT: UpperLayout = { firstBlock: 14, inceptionLayers: ['mixed7', 'mixed8', 'mixed9'] };
/** Share of each class held out of the train split for early stopping and calibration. */
const HOLDOUT = 0.15;
/** A draft guesses silently only where held-out drafts at its confidence were right this often. */
const SILENT_PRECISION = 0.95;

const SCHEDULE: Schedule = {
  headEpochs: 15,
  maxEpochs: 8,
  patience: 3,
  batchSize: 32,
  headRate: 1e-3,
  blockRate: 2e-4,
  weightDecay: 1e-4,
  dropout: 0.2,
  labelSmoothing: 0,
  classBalance: 0,
  seed: 7,
};

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Confidence and correctness of each photo's calibrated top class. */
const judged = (samples: CalibrationSample[], temperature: number) =>
  samples.map((s) => {
    const p = calibratedProbabilities(s.logits, temperature);
    const confidence = Math.max(...p);
    return { confidence, correct: p.indexOf(confidence) === s.label };
  });

/**
 * The weight of InceptionV3's logits (0 to 2 in steps of 0.25: 0 drops it and
 * saves its 0.5 s a photo), then the temperature, then the review threshold,
 * all on the held-out train photos.
 */
function calibrate(held: CalibrationSample[], inception: number[][], log: (l: string) => void) {
  let best = { weight: 0, accuracy: -1, nll: Infinity };
  for (let step = 0; step <= 8; step++) {
    const weight = step * 0.25;
    const samples = blend(held, inception, weight);
    const accuracy = accuracyOf(samples);
    const nll = negativeLogLikelihood(samples, fitTemperature(samples));
    log(`holdout_accuracy[inception weight ${weight}]: ${accuracy.toFixed(3)} ratio`);
    if (accuracy > best.accuracy + 1e-9 || (Math.abs(accuracy - best.accuracy) < 1e-9 && nll < best.nll)) {
      best = { weight, accuracy, nll };
    }
  }
  const samples = blend(held, inception, best.weight);
  const temperature = fitTemperature(samples);
  // The quick read (MobileNet alone) has its own temperature.
  const quickTemperature = fitTemperature(held);
  log(`quick_temperature: ${quickTemperature}`);
  log(`holdout_ece_quick: ${expectedCalibrationError(judged(held, quickTemperature)).toFixed(3)}`);
  const heldJudged = judged(samples, temperature);
  const reviewThreshold = chooseReviewThreshold(heldJudged, SILENT_PRECISION);
  const flagged = heldJudged.filter((p) => p.confidence < reviewThreshold).length / heldJudged.length;
  log(`inception_weight: ${best.weight}`);
  log(`holdout_accuracy: ${best.accuracy.toFixed(3)} ratio`);
  log(`temperature: ${temperature}`);
  const nll = [1, temperature].map((t) => negativeLogLikelihood(samples, t).toFixed(3));
  log(`holdout_nll: ${nll[0]} before, ${nll[1]} after`);
  const ece = expectedCalibrationError(judged(samples, 1)).toFixed(3);
  log(`holdout_ece: ${ece} before, ${expectedCalibrationError(heldJudged).toFixed(3)} after`);
  log(`review_threshold: ${reviewThreshold} (holdout photos flagged: ${(100 * flagged).toFixed(1)} %)`);
  return {
    inceptionWeight: best.weight,
    holdoutAccuracy: best.accuracy,
    temperature,
    quickTemperature,
    reviewThreshold,
  };
}

/** `--set name=value` overrides a number of the schedule (for experiments; the committed model uses SCHEDULE). */
function scheduleFromArgs(): Schedule {
  const schedule = { ...SCHEDULE };
  process.argv.forEach((arg, i) => {
    if (arg !== '--set') return;
    const [name, value] = (process.argv[i + 1] ?? '').split('=');
    if (!name || !(name in schedule) || !Number.isFinite(Number(value))) throw new Error(`bad --set ${name}`);
    (schedule as Record<string, number>)[name] = Number(value);
  });
  return schedule;
}

async function main(): Promise<void> {
  const dataRoot = path.resolve(argValue('--data') ?? path.join(repoRoot, '../shared/data/clothing'));
  const cacheRoot = path.resolve(argValue('--cache') ?? path.join(repoRoot, 'data/cache/item-type'));
  const outFile = path.resolve(argValue('--out') ?? path.join(repoRoot, 'apps/server/models/item-type/model.json'));
  const schedule = scheduleFromArgs();
  const started = Date.now();
  const log = (line: string) => console.log(line);
  const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

  const tf = await getTf();
  const backbone = await loadBackbone();
  const load = (split: string, extractor: Extractor, kind: string) =>
    loadActivations({
      extractor,
      photos: listLabelledPhotos(path.join(dataRoot, split)),
      cacheDir: path.join(cacheRoot, kind, split),
      log,
    });
  const cut = lastFrozenBlock(LAYOUT);
  const mobileKind = `mobilenet-block${cut}`;
  const train = await load('train', mobilenetExtractor(backbone, cut, TRAIN_VIEWS), mobileKind);
  const validation = await load('validation', mobilenetExtractor(backbone, cut, 2), mobileKind);
  const inception = inceptionExtractor(await loadInception(LAYOUT.inceptionLayers));
  const inceptionKind = `inception-${LAYOUT.inceptionLayers.join('-')}`;
  const trainPairs = pairsOf(train, await load('train', inception, inceptionKind));
  const validationPairs = pairsOf(validation, await load('validation', inception, inceptionKind));
  log(`activations_seconds: ${seconds(started)}`);
  if (process.argv.includes('--extract-only')) return;
  const classes = train.map((s) => s.label);
  if (validation.map((s) => s.label).join() !== classes.join()) throw new Error('splits name different classes');

  const trainingStarted = Date.now();
  const { fit, holdout } = stratifiedHoldout(trainPairs, HOLDOUT, 11);
  log(`fit_photos: ${fit.length} photos`);
  log(`holdout_photos: ${holdout.length} photos`);
  const keep = process.argv.includes('--keep-fine-tuned');
  const previous = keep ? previousWeights(outFile, LAYOUT.inceptionLayers) : undefined;
  const layout = previous?.layout ?? LAYOUT;
  if (previous && previous.layout.firstBlock !== LAYOUT.firstBlock)
    throw new Error('the kept model has another layout');
  const weights = createTrainable(tf, layout, previous?.weights ?? pretrained(backbone, layout));
  // A kept model keeps the record of the run that fine-tuned it.
  let chosenEpoch = typeof previous?.training.chosenEpoch === 'number' ? previous.training.chosenEpoch : 0;
  if (!previous) {
    trainHead(
      tf,
      layout,
      weights,
      fit.map((p) => p.mobile),
      schedule,
      log,
    );
    log(`head_seconds: ${seconds(trainingStarted)}`);
    const best = await fineTune(
      tf,
      layout,
      weights,
      fit.map((p) => p.mobile),
      holdout.map((p) => p.mobile),
      schedule,
      log,
    );
    chosenEpoch = best.epoch;
    log(`chosen_epoch: ${best.epoch} epochs`);
  }
  trainInceptionLayer(
    tf,
    layout,
    weights,
    fit.map((p) => p.inception),
    schedule.seed,
  );
  log(`training_seconds: ${seconds(trainingStarted)}`);

  // Calibration and the review threshold, on the held-out train photos only.
  const held = heldOutSamples(
    tf,
    layout,
    weights,
    holdout.map((p) => p.mobile),
  );
  const heldInception = inceptionLogitsOf(
    tf,
    layout,
    weights,
    holdout.map((p) => p.inception),
  );
  log(`holdout_accuracy_inception_alone: ${accuracyOf(blend(held, heldInception, 1, 0)).toFixed(3)} ratio`);
  const fitted = calibrate(held, heldInception, log);

  // Validation: measured, never used for any choice above.
  const quick = heldOutSamples(
    tf,
    layout,
    weights,
    validationPairs.map((p) => p.mobile),
  );
  log(`validation_accuracy_quick: ${accuracyOf(quick, fitted.quickTemperature).toFixed(3)} ratio`);
  log(`validation_ece_quick: ${expectedCalibrationError(judged(quick, fitted.quickTemperature)).toFixed(3)}`);
  const measured = blend(
    quick,
    inceptionLogitsOf(
      tf,
      layout,
      weights,
      validationPairs.map((p) => p.inception),
    ),
    fitted.inceptionWeight,
  );
  classes.forEach((label, c) => {
    const own = measured.filter((s) => s.label === c);
    log(`validation_accuracy[${label}]: ${accuracyOf(own, fitted.temperature).toFixed(3)} ratio`);
  });
  const validationAccuracy = accuracyOf(measured, fitted.temperature);
  log(`validation_accuracy: ${validationAccuracy.toFixed(3)} ratio`);
  log(`validation_ece: ${expectedCalibrationError(judged(measured, fitted.temperature)).toFixed(3)}`);

  const weightsFile = 'weights.bin';
  const model: ItemTypeModel = {
    version: 3,
    classes,
    inputSize: 224,
    weightsFile,
    ...layout,
    inceptionWeight: fitted.inceptionWeight,
    temperature: fitted.temperature,
    quickTemperature: fitted.quickTemperature,
    reviewThreshold: fitted.reviewThreshold,
    training: {
      backbone: `nsfwjs MobileNetV2Mid (width 1.4), frozen to block ${cut}; InceptionV3 ${layout.inceptionLayers.join(', ')}, frozen`,
      fineTuned: `blocks ${layout.firstBlock} to 16, Conv_1, new softmax layer`,
      trainPhotos: fit.length,
      holdoutPhotos: holdout.length,
      viewsPerPhoto: TRAIN_VIEWS,
      chosenEpoch,
      holdoutAccuracy: Number(fitted.holdoutAccuracy.toFixed(4)),
      validationAccuracy: Number(validationAccuracy.toFixed(4)),
      silentPrecision: SILENT_PRECISION,
      ...Object.fromEntries(Object.entries(schedule).map(([k, v]) => [`schedule_${k}`, v])),
    },
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(path.join(path.dirname(outFile), weightsFile), encodeUpperWeights(layout, snapshot(weights)));
  writeFileSync(outFile, `${JSON.stringify(model, null, 2)}\n`);
  log(`model_file: ${path.relative(repoRoot, outFile)}`);
  log(`total_seconds: ${seconds(started)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
