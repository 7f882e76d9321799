import type * as TF from '@tensorflow/tfjs';
import {
  calibratedProbabilities,
  negativeLogLikelihood,
  type CalibrationSample,
} from '../../src/adapters/vision/calibration';
import { upperFeatures, upperLogits, type UpperLayout } from '../../src/adapters/vision/item-type-model';
import type { ActivationShard } from './activation-cache';
import { blockWeights, createAdamW, createForward, HEAD_WEIGHTS, restore, snapshot, type Trainable } from './fine-tune';
import { seededRandom, shuffle, symmetricBeta } from './random';

/** One photo of a split: where its views sit in the cache, and its class. */
export type PhotoRef = { shard: ActivationShard; index: number; label: number };

export type Schedule = {
  headEpochs: number;
  maxEpochs: number;
  /** Epochs without a better held-out result before stopping, counted from the middle of the run on: the first epochs dip below the linear probe while the blocks adapt. */
  patience: number;
  batchSize: number;
  headRate: number;
  blockRate: number;
  weightDecay: number;
  dropout: number;
  /** Label smoothing of the fine-tuning loss (the temperature undoes its softening of the probabilities). */
  labelSmoothing: number;
  /**
   * Each photo's loss is weighted by (its class's share of the fit photos) to
   * the power minus this: 0 weights every photo alike, 1 every class alike.
   */
  classBalance: number;
  /**
   * Mixup of the cached activations: each batch is blended with a shuffled copy
   * of itself, photos and soft targets alike, by a share drawn from Beta(mixup,
   * mixup); 0 leaves the photos as they are.
   */
  mixup: number;
  seed: number;
};

/** Loss weights per class, mean 1 over the fit photos (see `Schedule.classBalance`). */
export function classWeights(fit: PhotoRef[], power: number): number[] {
  const counts = new Array<number>(10).fill(0);
  for (const p of fit) counts[p.label]!++;
  const raw = counts.map((n) => (n > 0 ? (n / fit.length) ** -power : 0));
  const mean = fit.reduce((sum, p) => sum + raw[p.label]!, 0) / fit.length;
  return raw.map((w) => w / mean);
}

/** The frozen backbone's activations of the given (photo, view) pairs as one batch tensor. */
export function gather(tf: typeof TF, picks: { photo: PhotoRef; view: number }[]): TF.Tensor4D {
  const shape = picks[0]!.photo.shard.shape as [number, number, number];
  const size = shape[0] * shape[1] * shape[2];
  const out = new Float32Array(picks.length * size);
  picks.forEach(({ photo, view }, i) => {
    const start = (photo.index * photo.shard.views + view) * size;
    out.set(photo.shard.data.subarray(start, start + size), i * size);
  });
  return tf.tensor4d(out, [picks.length, ...shape]);
}

/** Logits of each photo's plain and mirror views (what inference averages), for held-out measuring. */
export function heldOutSamples(
  tf: typeof TF,
  layout: UpperLayout,
  weights: Trainable,
  photos: PhotoRef[],
): CalibrationSample[] {
  const samples: CalibrationSample[] = [];
  for (let start = 0; start < photos.length; start += 32) {
    const batch = photos.slice(start, start + 32);
    const picks = batch.flatMap((photo) => [0, 1].map((view) => ({ photo, view })));
    const logits = tf.tidy(() => upperLogits(tf, layout, weights, gather(tf, picks)).arraySync());
    batch.forEach((photo, i) => samples.push({ logits: [logits[2 * i]!, logits[2 * i + 1]!], label: photo.label }));
  }
  return samples;
}

export function accuracyOf(samples: CalibrationSample[], temperature = 1): number {
  const right = samples.filter((s) => {
    const p = calibratedProbabilities(s.logits, temperature);
    return p.indexOf(Math.max(...p)) === s.label;
  }).length;
  return right / Math.max(1, samples.length);
}

/** A stratified share of each class, held out of training (seeded, so every run holds out the same photos). */
export function stratifiedHoldout<T extends { label: number }>(photos: T[], fraction: number, seed: number) {
  const random = seededRandom(seed);
  const fit: T[] = [];
  const holdout: T[] = [];
  for (const label of [...new Set(photos.map((p) => p.label))]) {
    const group = shuffle(
      photos.filter((p) => p.label === label),
      random,
    );
    const cut = Math.round(group.length * fraction);
    holdout.push(...group.slice(0, cut));
    fit.push(...group.slice(cut));
  }
  return { fit, holdout };
}

/** One-hot rows of the ten classes. */
export const oneHot = (tf: typeof TF, labels: number[]): TF.Tensor2D =>
  tf.tidy(() => tf.oneHot(tf.tensor1d(labels, 'int32'), 10).toFloat() as TF.Tensor2D);

const cosine = (rate: number, progress: number) => rate * 0.5 * (1 + Math.cos(Math.PI * Math.min(1, progress)));

/**
 * Phase 1 (linear probe): a softmax layer on the pretrained pooled features of
 * each photo's first views (the plain one, its mirror and one augmented view:
 * running the upper blocks over all of them would cost more than it adds), so
 * fine-tuning starts from a sensible head and the random head's first
 * gradients do not wreck the pretrained blocks.
 */
export function trainHead(
  tf: typeof TF,
  layout: UpperLayout,
  weights: Trainable,
  fit: PhotoRef[],
  s: Schedule,
  log: (l: string) => void,
) {
  const views = Math.min(3, fit[0]!.shard.views);
  const picks = fit.flatMap((photo) => Array.from({ length: views }, (_, view) => ({ photo, view })));
  const pooled: TF.Tensor2D[] = [];
  for (let start = 0; start < picks.length; start += 64) {
    pooled.push(tf.tidy(() => upperFeatures(tf, layout, weights, gather(tf, picks.slice(start, start + 64)))));
  }
  const features = tf.concat(pooled);
  tf.dispose(pooled);
  const labels = oneHot(
    tf,
    picks.map((p) => p.photo.label),
  );
  const step = createAdamW(tf, weights, s.weightDecay);
  const random = seededRandom(s.seed);
  const perEpoch = Math.ceil(picks.length / 64);
  for (let epoch = 0; epoch < s.headEpochs; epoch++) {
    const order = shuffle([...picks.keys()], random);
    for (let b = 0; b < perEpoch; b++) {
      const idx = tf.tensor1d(order.slice(b * 64, (b + 1) * 64), 'int32');
      const { value, grads } = tf.variableGrads(
        () => {
          const x = tf.gather(features, idx);
          const logits = tf.add(tf.matMul(x, weights.logits_w as TF.Tensor2D), weights.logits_b!);
          return tf.losses.softmaxCrossEntropy(tf.gather(labels, idx), logits) as TF.Scalar;
        },
        HEAD_WEIGHTS.map((n) => weights[n] as TF.Variable),
      );
      const rate = cosine(10 * s.headRate, (epoch * perEpoch + b) / (s.headEpochs * perEpoch));
      step(grads, { logits_w: rate, logits_b: rate });
      tf.dispose([value, idx, ...Object.values(grads)]);
    }
  }
  tf.dispose([features, labels]);
  log(`head_epochs: ${s.headEpochs} epochs`);
}

/**
 * A batch blended with its rows in `partner` order by `share` (mixup): the
 * activations, the targets and the loss weights alike. A share of 1 returns
 * the batch as it is.
 */
export function mixed(
  tf: typeof TF,
  x: TF.Tensor4D,
  y: TF.Tensor2D,
  w: TF.Tensor1D,
  share: number,
  partner: number[],
): { x: TF.Tensor4D; y: TF.Tensor2D; w: TF.Tensor1D } {
  if (share >= 1) return { x, y, w };
  const out = tf.tidy(() => {
    const order = tf.tensor1d(partner, 'int32');
    const blend = <T extends TF.Tensor>(t: T): T =>
      tf.add(tf.mul(t, share), tf.mul(tf.gather(t, order), 1 - share)) as T;
    return { x: blend(x), y: blend(y), w: blend(w) };
  });
  tf.dispose([x, y, w]);
  return out;
}

/**
 * Phase 2: the fine-tuned blocks, Conv_1 and the head together, one random view of each
 * photo per epoch, cosine learning rates; after every epoch the held-out
 * photos are measured and the best epoch (accuracy, then NLL) is kept. Stops
 * after `patience` epochs without a better one (from the middle of the run on).
 */
export async function fineTune(
  tf: typeof TF,
  layout: UpperLayout,
  weights: Trainable,
  fit: PhotoRef[],
  holdout: PhotoRef[],
  s: Schedule,
  log: (l: string) => void,
) {
  const forward = createForward(tf, layout, weights);
  const step = createAdamW(tf, weights, s.weightDecay);
  const random = seededRandom(s.seed + 1);
  const blocks = blockWeights(layout);
  const variables = [...blocks, ...HEAD_WEIGHTS].map((n) => weights[n] as TF.Variable);
  const perEpoch = Math.ceil(fit.length / s.batchSize);
  const lossWeights = classWeights(fit, s.classBalance);
  const measure = () => heldOutSamples(tf, layout, weights, holdout);
  const first = measure();
  let best = {
    epoch: 0,
    accuracy: accuracyOf(first),
    nll: negativeLogLikelihood(first, 1),
    weights: snapshot(weights),
  };
  log(`holdout_accuracy[epoch 0, linear probe]: ${best.accuracy.toFixed(3)} ratio`);
  const stale = (epoch: number) => epoch - Math.max(best.epoch, Math.floor(s.maxEpochs / 2)) > s.patience;
  for (let epoch = 1; epoch <= s.maxEpochs && !stale(epoch); epoch++) {
    const started = Date.now();
    const order = shuffle(fit, random);
    let lossSum = 0;
    for (let b = 0; b < perEpoch; b++) {
      const batch = order.slice(b * s.batchSize, (b + 1) * s.batchSize);
      const picks = batch.map((photo) => ({ photo, view: Math.floor(random() * photo.shard.views) }));
      // Drawn only under mixup, so a run without it repeats the committed model's random stream.
      const share = s.mixup > 0 ? symmetricBeta(random, s.mixup) : 1;
      const { x, y, w } = mixed(
        tf,
        gather(tf, picks),
        oneHot(
          tf,
          batch.map((p) => p.label),
        ),
        tf.tensor1d(batch.map((p) => lossWeights[p.label]!)),
        share,
        share < 1 ? shuffle([...batch.keys()], random) : [],
      );
      const { value, grads } = tf.variableGrads(
        () =>
          tf.losses.softmaxCrossEntropy(
            y,
            forward(x, s.dropout),
            w,
            s.labelSmoothing,
            tf.Reduction.SUM_BY_NONZERO_WEIGHTS,
          ) as TF.Scalar,
        variables,
      );
      const progress = ((epoch - 1) * perEpoch + b) / (s.maxEpochs * perEpoch);
      const rates: Record<string, number> = {};
      for (const n of blocks) rates[n] = cosine(s.blockRate, progress);
      for (const n of HEAD_WEIGHTS) rates[n] = cosine(s.headRate, progress);
      step(grads, rates);
      lossSum += (await value.data())[0]!;
      tf.dispose([x, y, w, value, ...Object.values(grads)]);
    }
    const samples = measure();
    const accuracy = accuracyOf(samples);
    const nll = negativeLogLikelihood(samples, 1);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    log(
      `epoch ${epoch}: train_loss ${(lossSum / perEpoch).toFixed(3)}, holdout_accuracy ${accuracy.toFixed(3)}, holdout_nll ${nll.toFixed(3)}, ${seconds} s`,
    );
    if (accuracy > best.accuracy + 1e-9 || (Math.abs(accuracy - best.accuracy) < 1e-9 && nll < best.nll)) {
      best = { epoch, accuracy, nll, weights: snapshot(weights) };
    }
  }
  restore(tf, weights, best.weights);
  return { epoch: best.epoch, accuracy: best.accuracy };
}
