import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs';
import { z } from 'zod';

/**
 * The fine-tuned upper part of the item-type model (decision 016): block 16
 * and Conv_1 of MobileNetV2Mid, fine-tuned from nsfwjs' weights, and a new
 * softmax layer over the ten classes; plus a linear layer on InceptionV3's
 * frozen features, whose logits are added with `inceptionWeight`. `model.json` names the classes, the
 * calibration and the review threshold; `weights.bin` holds the weights as
 * little-endian float32 in the order of `UPPER_WEIGHTS`. Both are written by
 * scripts/train-item-type.ts.
 */

export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../../models/item-type/model.json', import.meta.url));

/** Weight names and shapes; 1x1 convolutions are stored as [in, out] matrices. */
export const UPPER_WEIGHTS = [
  { name: 'block16_expand_w', shape: [224, 1344] },
  { name: 'block16_expand_b', shape: [1344] },
  { name: 'block16_depthwise_w', shape: [3, 3, 1344] },
  { name: 'block16_depthwise_b', shape: [1344] },
  { name: 'block16_project_w', shape: [1344, 448] },
  { name: 'block16_project_b', shape: [448] },
  { name: 'conv1_w', shape: [448, 1792] },
  { name: 'conv1_b', shape: [1792] },
  { name: 'logits_w', shape: [1792, 10] },
  { name: 'logits_b', shape: [10] },
  { name: 'inception_w', shape: [1280, 10] },
  { name: 'inception_b', shape: [10] },
] as const;

export type UpperWeightName = (typeof UPPER_WEIGHTS)[number]['name'];
export type UpperWeights = Record<UpperWeightName, TF.Tensor>;

export const ItemTypeModelSchema = z.object({
  version: z.literal(2),
  classes: z.array(z.string()).length(10),
  inputSize: z.number().int().positive(),
  weightsFile: z.string(),
  /** Weight of InceptionV3's logits added to the fine-tuned model's; 0 skips InceptionV3. */
  inceptionWeight: z.number().min(0),
  /** Logits are divided by this before the softmax (temperature scaling, fitted on held-out train photos). */
  temperature: z.number().positive(),
  /** The temperature of the fine-tuned model's logits alone (a photo read without InceptionV3). */
  quickTemperature: z.number().positive(),
  /** Below this calibrated probability the draft asks the seller to check the item type. */
  reviewThreshold: z.number().min(0).max(1),
  training: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).default({}),
});
export type ItemTypeModel = z.infer<typeof ItemTypeModelSchema>;

export function readItemTypeModel(modelPath: string = DEFAULT_MODEL_PATH): ItemTypeModel {
  return ItemTypeModelSchema.parse(JSON.parse(readFileSync(modelPath, 'utf8')));
}

/** The weights as flat arrays, checked against the expected shapes. */
export function readUpperWeights(modelPath: string, model: ItemTypeModel): Record<UpperWeightName, Float32Array> {
  const bytes = readFileSync(path.join(path.dirname(modelPath), model.weightsFile));
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const out = {} as Record<UpperWeightName, Float32Array>;
  let offset = 0;
  for (const w of UPPER_WEIGHTS) {
    const size = w.shape.reduce((a, b) => a * b, 1);
    out[w.name] = all.subarray(offset, offset + size);
    offset += size;
  }
  if (offset !== all.length) throw new Error(`item-type weights hold ${all.length} floats, expected ${offset}`);
  return out;
}

/** The weights in one buffer, in `UPPER_WEIGHTS` order (the training script writes it). */
export function encodeUpperWeights(weights: Record<UpperWeightName, Float32Array>): Buffer {
  const parts = UPPER_WEIGHTS.map((w) => {
    const data = weights[w.name];
    if (data.length !== w.shape.reduce((a, b) => a * b, 1)) throw new Error(`weight ${w.name} has the wrong size`);
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  });
  return Buffer.concat(parts);
}

/** A 1x1 convolution as a matrix product over every position, plus bias. */
function pointwise(tf: typeof TF, x: TF.Tensor4D, w: TF.Tensor, b: TF.Tensor): TF.Tensor4D {
  const [n, h, width, c] = x.shape;
  const out = tf.add(tf.matMul(tf.reshape(x, [n * h * width, c]), w as TF.Tensor2D), b);
  return tf.reshape(out, [n, h, width, w.shape[1]!]);
}

/**
 * The pooled Conv_1 features [n, 1792] of block-15 activations [n, 7, 7, 224],
 * with the fast forward-only kernels (tfjs-wasm has no gradients for
 * convolutions; training uses its own differentiable version of the same
 * arithmetic, scripts/lib/fine-tune.ts).
 */
export function upperFeatures(tf: typeof TF, w: UpperWeights, x: TF.Tensor4D): TF.Tensor2D {
  return tf.tidy(() => {
    const expanded = tf.relu6(pointwise(tf, x, w.block16_expand_w, w.block16_expand_b));
    const kernel = tf.reshape(w.block16_depthwise_w, [3, 3, -1, 1]) as TF.Tensor4D;
    const depthwise = tf.relu6(tf.add(tf.depthwiseConv2d(expanded, kernel, 1, 'same'), w.block16_depthwise_b));
    const projected = pointwise(tf, depthwise as TF.Tensor4D, w.block16_project_w, w.block16_project_b);
    const features = tf.relu6(pointwise(tf, projected, w.conv1_w, w.conv1_b));
    return tf.mean(features, [1, 2]) as TF.Tensor2D;
  });
}

/**
 * Logits [n, 10] of InceptionV3's pooled `mixed8` features [n, 1280]: a linear
 * layer on the L2-normalised vector (so its scale does not depend on the photo's contrast).
 */
export function inceptionLogits(tf: typeof TF, w: UpperWeights, pooled: TF.Tensor2D): TF.Tensor2D {
  return tf.tidy(() => {
    const norm = tf.add(tf.norm(pooled, 2, 1, true), 1e-12);
    return tf.add(tf.matMul(tf.div(pooled, norm), w.inception_w as TF.Tensor2D), w.inception_b) as TF.Tensor2D;
  });
}

/** Class logits [n, 10] of block-15 activations. */
export function upperLogits(tf: typeof TF, w: UpperWeights, x: TF.Tensor4D): TF.Tensor2D {
  return tf.tidy(
    () => tf.add(tf.matMul(upperFeatures(tf, w, x), w.logits_w as TF.Tensor2D), w.logits_b) as TF.Tensor2D,
  );
}
