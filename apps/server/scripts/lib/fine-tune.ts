import type * as TF from '@tensorflow/tfjs';
import { UPPER_WEIGHTS, type UpperWeightName } from '../../src/adapters/vision/item-type-model';

/**
 * Differentiable forward pass and optimiser for the fine-tuned upper blocks
 * (decision 016). tfjs-wasm has no gradient kernels for convolutions and
 * computes transposed matrix products about twelve times slower than plain
 * ones, so the 1x1 convolutions are matrix products with a hand-written
 * gradient that transposes explicitly, and the depthwise convolution (whose
 * 12k weights stay frozen; its bias trains) passes its gradient back through
 * the same fast forward kernel with the kernel turned 180 degrees.
 */

export type Trainable = Record<UpperWeightName, TF.Tensor>;

/** Which weights train: everything but the depthwise kernel. */
export const HEAD_WEIGHTS: UpperWeightName[] = ['logits_w', 'logits_b'];
/** InceptionV3's linear layer is trained on its own (inception-layer.ts). */
export const INCEPTION_WEIGHTS: UpperWeightName[] = ['inception_w', 'inception_b'];
export const BLOCK_WEIGHTS = UPPER_WEIGHTS.map((w) => w.name).filter(
  (n) => n !== 'block16_depthwise_w' && !HEAD_WEIGHTS.includes(n) && !INCEPTION_WEIGHTS.includes(n),
);

export function createTrainable(tf: typeof TF, init: Record<UpperWeightName, Float32Array>): Trainable {
  const out = {} as Trainable;
  for (const w of UPPER_WEIGHTS) {
    const tensor = tf.tensor(init[w.name], [...w.shape]);
    out[w.name] = w.name === 'block16_depthwise_w' ? tensor : tf.variable(tensor, true, `item_type/${w.name}`);
  }
  return out;
}

export function snapshot(weights: Trainable): Record<UpperWeightName, Float32Array> {
  const out = {} as Record<UpperWeightName, Float32Array>;
  for (const w of UPPER_WEIGHTS) out[w.name] = Float32Array.from(weights[w.name].dataSync());
  return out;
}

export function restore(tf: typeof TF, weights: Trainable, values: Record<UpperWeightName, Float32Array>): void {
  for (const name of [...BLOCK_WEIGHTS, ...HEAD_WEIGHTS, ...INCEPTION_WEIGHTS]) {
    (weights[name] as TF.Variable).assign(tf.tensor(values[name], weights[name].shape));
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

function depthwiseFrozen(tf: typeof TF, kernel: TF.Tensor) {
  const forward = tf.reshape(kernel, [3, 3, -1, 1]) as TF.Tensor4D;
  const turned = tf.reverse(forward, [0, 1]) as TF.Tensor4D;
  return tf.customGrad((x) => ({
    value: tf.depthwiseConv2d(x as TF.Tensor4D, forward, 1, 'same'),
    gradFunc: (dy) => tf.depthwiseConv2d(dy as TF.Tensor4D, turned, 1, 'same'),
  })) as (x: TF.Tensor4D) => TF.Tensor4D;
}

/** Training-time logits (with dropout on the pooled features when `dropout` > 0). */
export function createForward(tf: typeof TF, w: Trainable) {
  const mm = matMulFast(tf);
  const depthwise = depthwiseFrozen(tf, w.block16_depthwise_w);
  const pointwise = (x: TF.Tensor4D, weight: TF.Tensor, bias: TF.Tensor) => {
    const [n, h, width, c] = x.shape;
    return tf.reshape(tf.add(mm(tf.reshape(x, [n * h * width, c]), weight), bias), [n, h, width, weight.shape[1]!]);
  };
  return (x: TF.Tensor4D, dropout: number): TF.Tensor2D => {
    const expanded = tf.relu6(pointwise(x, w.block16_expand_w, w.block16_expand_b)) as TF.Tensor4D;
    const filtered = tf.relu6(tf.add(depthwise(expanded), w.block16_depthwise_b)) as TF.Tensor4D;
    const projected = pointwise(filtered, w.block16_project_w, w.block16_project_b) as TF.Tensor4D;
    const features = tf.relu6(pointwise(projected, w.conv1_w, w.conv1_b));
    let pooled = tf.mean(features, [1, 2]) as TF.Tensor2D;
    if (dropout > 0) pooled = tf.dropout(pooled, dropout) as TF.Tensor2D;
    return tf.add(mm(pooled, w.logits_w), w.logits_b) as TF.Tensor2D;
  };
}

/**
 * Adam with decoupled weight decay, one learning rate per group of weights,
 * changeable between steps (the cosine schedule); tfjs' own Adam fixes its rate.
 */
export function createAdamW(tf: typeof TF, weights: Trainable, weightDecay: number) {
  const state = new Map<string, { m: TF.Variable; v: TF.Variable }>();
  let step = 0;
  return (grads: Partial<Record<string, TF.Tensor>>, rates: Partial<Record<UpperWeightName, number>>) => {
    step++;
    const [b1, b2, eps] = [0.9, 0.999, 1e-8];
    tf.tidy(() => {
      for (const [name, rate] of Object.entries(rates) as [UpperWeightName, number][]) {
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
