import type * as TF from '@tensorflow/tfjs';
import type { CalibrationSample } from '../../src/adapters/vision/calibration';
import { inceptionLogits } from '../../src/adapters/vision/item-type-model';
import { seededRandom, shuffle } from './random';
import type { PhotoRef } from './train-loop';
import type { Trainable } from './fine-tune';

/**
 * The linear layer on InceptionV3's frozen, L2-normalised `mixed8` features
 * (decision 016), trained on the fit photos' plain views with Adam
 * (classifier-notes.md: learning rate 0.01, 30 epochs, batch 128).
 */
export function trainInceptionLayer(tf: typeof TF, weights: Trainable, fit: PhotoRef[], seed: number): void {
  const features = tf.tensor2d(
    fit.flatMap((p) => Array.from(p.shard.data.subarray(p.index * 1280, (p.index + 1) * 1280))),
    [fit.length, 1280],
  );
  const labels = tf
    .oneHot(
      tf.tensor1d(
        fit.map((p) => p.label),
        'int32',
      ),
      10,
    )
    .toFloat();
  const w = tf.variable(tf.zeros([1280, 10]));
  const b = tf.variable(tf.zeros([10]));
  const optimizer = tf.train.adam(0.01);
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < 30; epoch++) {
    const order = shuffle([...fit.keys()], random);
    for (let start = 0; start < order.length; start += 128) {
      const idx = tf.tensor1d(order.slice(start, start + 128), 'int32');
      optimizer.minimize(() =>
        tf.tidy(() => {
          const logits = inceptionLogits(tf, { ...weights, inception_w: w, inception_b: b }, tf.gather(features, idx));
          return tf.losses.softmaxCrossEntropy(tf.gather(labels, idx), logits) as TF.Scalar;
        }),
      );
      idx.dispose();
    }
  }
  (weights.inception_w as TF.Variable).assign(w);
  (weights.inception_b as TF.Variable).assign(b);
  tf.dispose([features, labels, w, b]);
  optimizer.dispose();
}

/** InceptionV3's logits of each photo (its plain view). */
export function inceptionLogitsOf(tf: typeof TF, weights: Trainable, photos: PhotoRef[]): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < photos.length; start += 256) {
    const batch = photos.slice(start, start + 256);
    const x = tf.tensor2d(
      batch.flatMap((p) => Array.from(p.shard.data.subarray(p.index * 1280, (p.index + 1) * 1280))),
      [batch.length, 1280],
    );
    out.push(...(tf.tidy(() => inceptionLogits(tf, weights, x).arraySync()) as number[][]));
    x.dispose();
  }
  return out;
}

/** Each view's logits plus `weight` times InceptionV3's, as inference adds them. */
export function blend(samples: CalibrationSample[], inception: number[][], weight: number): CalibrationSample[] {
  return samples.map((s, i) => ({
    label: s.label,
    logits: s.logits.map((view) => view.map((v, c) => v + weight * inception[i]![c]!)),
  }));
}
