import type * as TF from '@tensorflow/tfjs';
import type { CalibrationSample } from '../../src/adapters/vision/calibration';
import { inceptionFeatureSize, inceptionLogits, type UpperLayout } from '../../src/adapters/vision/item-type-model';
import { seededRandom, shuffle } from './random';
import { oneHot, type PhotoRef } from './train-loop';
import type { Trainable } from './fine-tune';

/** The cached pooled InceptionV3 features of some photos, [n, k]. */
function featuresOf(tf: typeof TF, layout: UpperLayout, photos: PhotoRef[]): TF.Tensor2D {
  const k = inceptionFeatureSize(layout.inceptionLayers);
  const out = new Float32Array(photos.length * k);
  photos.forEach((p, i) => {
    if (p.shard.shape[0] !== k)
      throw new Error(`cached InceptionV3 features have ${p.shard.shape[0]} values, not ${k}`);
    out.set(p.shard.data.subarray(p.index * k, (p.index + 1) * k), i * k);
  });
  return tf.tensor2d(out, [photos.length, k]);
}

/**
 * The linear layer on InceptionV3's frozen pooled features (each layer's part
 * L2-normalised; decisions 016 and 038), trained on the fit photos' plain
 * views with Adam (classifier-notes.md: learning rate 0.01, 30 epochs, batch 128).
 */
export function trainInceptionLayer(
  tf: typeof TF,
  layout: UpperLayout,
  weights: Trainable,
  fit: PhotoRef[],
  seed: number,
): void {
  const features = featuresOf(tf, layout, fit);
  const labels = oneHot(
    tf,
    fit.map((p) => p.label),
  );
  const w = tf.variable(tf.zerosLike(weights.inception_w!));
  const b = tf.variable(tf.zeros([10]));
  const optimizer = tf.train.adam(0.01);
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < 30; epoch++) {
    const order = shuffle([...fit.keys()], random);
    for (let start = 0; start < order.length; start += 128) {
      const idx = tf.tensor1d(order.slice(start, start + 128), 'int32');
      optimizer.minimize(() =>
        tf.tidy(() => {
          const logits = inceptionLogits(
            tf,
            layout,
            { ...weights, inception_w: w, inception_b: b },
            tf.gather(features, idx),
          );
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
export function inceptionLogitsOf(
  tf: typeof TF,
  layout: UpperLayout,
  weights: Trainable,
  photos: PhotoRef[],
): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < photos.length; start += 256) {
    const x = featuresOf(tf, layout, photos.slice(start, start + 256));
    out.push(...(tf.tidy(() => inceptionLogits(tf, layout, weights, x).arraySync()) as number[][]));
    x.dispose();
  }
  return out;
}

/** Each view's logits times `own` plus `weight` times InceptionV3's, as inference adds them. */
export function blend(
  samples: CalibrationSample[],
  inception: number[][],
  weight: number,
  own = 1,
): CalibrationSample[] {
  return samples.map((s, i) => ({
    label: s.label,
    logits: s.logits.map((view) => view.map((v, c) => own * v + weight * inception[i]![c]!)),
  }));
}
