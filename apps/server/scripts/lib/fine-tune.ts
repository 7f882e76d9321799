import type * as TF from '@tensorflow/tfjs';
import {
  upperFeaturesWith,
  upperWeightSpecs,
  type UpperLayout,
  type UpperOps,
  type UpperWeights,
} from '../../src/adapters/vision/item-type-model';

/**
 * Differentiable forward pass and optimiser for the fine-tuned upper blocks
 * (decisions 016 and 038). tfjs-wasm has no gradient kernels for convolutions
 * and computes transposed matrix products about twelve times slower than
 * plain ones, so the 1x1 convolutions are matrix products with a hand-written
 * gradient that transposes explicitly, and the depthwise convolution passes
 * its input's gradient back through the same fast forward kernel with the
 * kernel turned 180 degrees; its kernel's gradient is the sum, over the
 * batch and the map, of the output's gradient times the input shifted by
 * each of the nine kernel offsets.
 */

export type Trainable = UpperWeights;

/** The new softmax layer. */
export const HEAD_WEIGHTS = ['logits_w', 'logits_b'];
/** InceptionV3's linear layer is trained on its own (inception-layer.ts). */
export const INCEPTION_WEIGHTS = ['inception_w', 'inception_b'];
/** The fine-tuned blocks' weights (every weight but the two layers above). */
export const blockWeights = (layout: UpperLayout) =>
  upperWeightSpecs(layout)
    .map((w) => w.name)
    .filter((n) => !HEAD_WEIGHTS.includes(n) && !INCEPTION_WEIGHTS.includes(n));

export function createTrainable(tf: typeof TF, layout: UpperLayout, init: Record<string, Float32Array>): Trainable {
  const out: Trainable = {};
  for (const w of upperWeightSpecs(layout)) {
    out[w.name] = tf.variable(tf.tensor(init[w.name]!, w.shape), true, `item_type/${w.name}`);
  }
  return out;
}

export function snapshot(weights: Trainable): Record<string, Float32Array> {
  return Object.fromEntries(Object.entries(weights).map(([name, t]) => [name, Float32Array.from(t.dataSync())]));
}

export function restore(tf: typeof TF, weights: Trainable, values: Record<string, Float32Array>): void {
  for (const [name, variable] of Object.entries(weights)) {
    (variable as TF.Variable).assign(tf.tensor(values[name]!, variable.shape));
  }
}

function matMulFast(tf: typeof TF) {
  return tf.customGrad((x, w, save) => {
    (save as TF.GradSaveFunc)([x as TF.Tensor, w as TF.Tensor]);
    return {
      value: tf.matMul(x as TF.Tensor2D, w as TF.Tensor2D),
      gradFunc: (dy, saved) => {
        const [sx, sw] = saved as [TF.Tensor2D, TF.Tensor2D];
        const g = dy as TF.Tensor2D;
        return [tf.matMul(g, tf.transpose(sw)), tf.matMul(tf.transpose(sx), g)];
      },
    };
  }) as (x: TF.Tensor2D, w: TF.Tensor) => TF.Tensor2D;
}

function depthwiseTrainable(tf: typeof TF) {
  return tf.customGrad((x, kernel, save) => {
    (save as TF.GradSaveFunc)([x as TF.Tensor, kernel as TF.Tensor]);
    const forward = tf.reshape(kernel as TF.Tensor, [3, 3, -1, 1]) as TF.Tensor4D;
    return {
      value: tf.depthwiseConv2d(x as TF.Tensor4D, forward, 1, 'same'),
      gradFunc: (dy, saved) => {
        const [sx, sk] = saved as [TF.Tensor4D, TF.Tensor];
        const g = dy as TF.Tensor4D;
        const turned = tf.reverse(tf.reshape(sk, [3, 3, -1, 1]), [0, 1]) as TF.Tensor4D;
        const [n, h, w, c] = sx.shape;
        const padded = tf.pad(sx, [
          [0, 0],
          [1, 1],
          [1, 1],
          [0, 0],
        ]);
        const taps: TF.Tensor1D[] = [];
        for (let i = 0; i < 3; i++) {
          for (let j = 0; j < 3; j++) {
            taps.push(tf.sum(tf.mul(tf.slice(padded, [0, i, j, 0], [n, h, w, c]), g), [0, 1, 2]) as TF.Tensor1D);
          }
        }
        return [tf.depthwiseConv2d(g, turned, 1, 'same'), tf.reshape(tf.stack(taps), [3, 3, c])];
      },
    };
  }) as (x: TF.Tensor4D, kernel: TF.Tensor) => TF.Tensor4D;
}

/** The products with the gradients above. */
export const trainingOps = (tf: typeof TF): UpperOps => ({
  matMul: matMulFast(tf),
  depthwise: depthwiseTrainable(tf),
});

/** Training-time logits (with dropout on the pooled features when `dropout` > 0). */
export function createForward(tf: typeof TF, layout: UpperLayout, w: Trainable) {
  const ops = trainingOps(tf);
  return (x: TF.Tensor4D, dropout: number): TF.Tensor2D => {
    let pooled = upperFeaturesWith(tf, ops, layout, w, x);
    if (dropout > 0) pooled = tf.dropout(pooled, dropout) as TF.Tensor2D;
    return tf.add(ops.matMul(pooled, w.logits_w!), w.logits_b!) as TF.Tensor2D;
  };
}

/**
 * Adam with decoupled weight decay, one learning rate per weight, changeable
 * between steps (the cosine schedule); tfjs' own Adam fixes its rate.
 */
export function createAdamW(tf: typeof TF, weights: Trainable, weightDecay: number) {
  const state = new Map<string, { m: TF.Variable; v: TF.Variable }>();
  let step = 0;
  return (grads: Partial<Record<string, TF.Tensor>>, rates: Record<string, number>) => {
    step++;
    const [b1, b2, eps] = [0.9, 0.999, 1e-8];
    tf.tidy(() => {
      for (const [name, rate] of Object.entries(rates)) {
        const variable = weights[name] as TF.Variable;
        const g = grads[variable.name];
        if (!g) continue;
        let s = state.get(name);
        if (!s) {
          s = { m: tf.variable(tf.zerosLike(g), false), v: tf.variable(tf.zerosLike(g), false) };
          state.set(name, s);
        }
        s.m.assign(s.m.mul(b1).add(g.mul(1 - b1)));
        s.v.assign(s.v.mul(b2).add(g.square().mul(1 - b2)));
        const mHat = s.m.div(1 - b1 ** step);
        const vHat = s.v.div(1 - b2 ** step);
        const decay = name.endsWith('_w') ? variable.mul(weightDecay * rate) : tf.zerosLike(variable);
        variable.assign(variable.sub(mHat.div(vHat.sqrt().add(eps)).mul(rate)).sub(decay));
      }
    });
  };
}
