import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs';
import { z } from 'zod';
import { INCEPTION_LAYERS, type CutBlock } from './backbone';

/**
 * The fine-tuned upper part of the item-type model (decisions 016 and 038):
 * the top blocks of MobileNetV2Mid from `firstBlock` on (block 14 or 16) and
 * Conv_1, fine-tuned from nsfwjs' weights, and a new softmax layer over the
 * ten classes, `members` times (fine-tuned separately; their logits are
 * averaged); plus a linear layer on InceptionV3's frozen pooled features
 * (`inceptionLayers`), whose logits are added with `inceptionWeight`.
 * `model.json` names the classes, the layout, the calibration and the review
 * threshold; `weights.bin` holds the weights as little-endian float32 or
 * float16 (`weightsEncoding`) in the order of `upperWeightSpecs(model)`. Both
 * are written by scripts/train-item-type.ts.
 */

export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../../models/item-type/model.json', import.meta.url));

/** The fine-tunable blocks of MobileNetV2Mid: expansion to 1344 channels, 3x3 depthwise, projection. */
export const UPPER_BLOCKS = [
  { block: 14, input: 224, output: 224 },
  { block: 15, input: 224, output: 224 },
  { block: 16, input: 224, output: 448 },
] as const;
const EXPANDED = 1344;

const InceptionLayerName = z.enum(INCEPTION_LAYERS.map((l) => l.name) as [string, ...string[]]);

export const ItemTypeModelSchema = z.object({
  version: z.union([z.literal(2), z.literal(3)]),
  classes: z.array(z.string()).length(10),
  inputSize: z.number().int().positive(),
  weightsFile: z.string(),
  /** The lowest fine-tuned block; the frozen backbone runs up to the block below it (decision 016 had 16). */
  firstBlock: z.union([z.literal(14), z.literal(16)]).default(16),
  /** How many fine-tuned upper parts; their logits are averaged. */
  members: z.number().int().min(1).max(4).default(1),
  /** How `weightsFile` stores each weight. */
  weightsEncoding: z.enum(['float32', 'float16']).default('float32'),
  /** InceptionV3 layers pooled and concatenated into the second opinion's features. */
  inceptionLayers: z.array(InceptionLayerName).min(1).default(['mixed8']),
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
/** What fixes the weights' names and shapes. */
export type UpperLayout = Pick<ItemTypeModel, 'firstBlock' | 'inceptionLayers' | 'members'>;

export type WeightSpec = { name: string; shape: number[] };
export type UpperWeights = Record<string, TF.Tensor>;

/** Length of the pooled InceptionV3 features of these layers. */
export function inceptionFeatureSize(layers: readonly string[]): number {
  return layers.reduce((n, name) => n + (INCEPTION_LAYERS.find((l) => l.name === name)?.size ?? 0), 0);
}

/** Where the frozen backbone stops: the block below the first fine-tuned one. */
export const lastFrozenBlock = (layout: UpperLayout): CutBlock => (layout.firstBlock === 14 ? 13 : 15);

/** The blocks a layout fine-tunes, lowest first. */
export const upperBlocks = (layout: UpperLayout) => UPPER_BLOCKS.filter((b) => b.block >= layout.firstBlock);

/** One member's weight names and shapes; 1x1 convolutions are stored as [in, out] matrices. */
export function memberWeightSpecs(layout: UpperLayout): WeightSpec[] {
  return [
    ...upperBlocks(layout).flatMap(({ block, input, output }) => [
      { name: `block${block}_expand_w`, shape: [input, EXPANDED] },
      { name: `block${block}_expand_b`, shape: [EXPANDED] },
      { name: `block${block}_depthwise_w`, shape: [3, 3, EXPANDED] },
      { name: `block${block}_depthwise_b`, shape: [EXPANDED] },
      { name: `block${block}_project_w`, shape: [EXPANDED, output] },
      { name: `block${block}_project_b`, shape: [output] },
    ]),
    { name: 'conv1_w', shape: [448, 1792] },
    { name: 'conv1_b', shape: [1792] },
    { name: 'logits_w', shape: [1792, 10] },
    { name: 'logits_b', shape: [10] },
  ];
}

/** Where a member's weights are named: the first member plainly, the others with a prefix. */
export const memberPrefix = (member: number) => (member === 0 ? '' : `member${member}/`);

/** Every weight's name and shape, in file order: each member's, then InceptionV3's layer. */
export function upperWeightSpecs(layout: UpperLayout): WeightSpec[] {
  return [
    ...Array.from({ length: layout.members }, (_, m) =>
      memberWeightSpecs(layout).map((w) => ({ ...w, name: memberPrefix(m) + w.name })),
    ).flat(),
    { name: 'inception_w', shape: [inceptionFeatureSize(layout.inceptionLayers), 10] },
    { name: 'inception_b', shape: [10] },
  ];
}

export const sizeOf = (spec: WeightSpec) => spec.shape.reduce((a, b) => a * b, 1);

export function readItemTypeModel(modelPath: string = DEFAULT_MODEL_PATH): ItemTypeModel {
  return ItemTypeModelSchema.parse(JSON.parse(readFileSync(modelPath, 'utf8')));
}

/** A float32 value as IEEE half-precision bits (round to nearest even; the weights are far from its range limits). */
function toHalf(value: number): number {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  if (exponent >= 31) return sign | 0x7c00;
  if (exponent <= 0) {
    if (exponent < -10) return sign;
    const mantissa = (bits & 0x7fffff) | 0x800000;
    return sign | Math.round(mantissa / 2 ** (14 - exponent));
  }
  const rounded = ((exponent << 10) | ((bits >>> 13) & 0x3ff)) + (bits & 0x1000 && bits & 0x2fff ? 1 : 0);
  return sign | rounded;
}

function fromHalf(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >>> 10) & 0x1f;
  const mantissa = half & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  if (exponent === 31) return mantissa ? NaN : sign * Infinity;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

/** Values as `weightsEncoding: 'float16'` stores them (training calibrates on the weights as shipped). */
export const roundToHalf = (values: Float32Array) => Float32Array.from(values, (v) => fromHalf(toHalf(v)));

/** The weights as flat arrays, checked against the layout's shapes. */
export function readUpperWeights(modelPath: string, model: ItemTypeModel): Record<string, Float32Array> {
  const bytes = readFileSync(path.join(path.dirname(modelPath), model.weightsFile));
  let all: Float32Array;
  if (model.weightsEncoding === 'float16') {
    const halves = new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    all = Float32Array.from(halves, fromHalf);
  } else {
    all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  const out: Record<string, Float32Array> = {};
  let offset = 0;
  for (const w of upperWeightSpecs(model)) {
    out[w.name] = all.subarray(offset, offset + sizeOf(w));
    offset += sizeOf(w);
  }
  if (offset !== all.length) throw new Error(`item-type weights hold ${all.length} values, expected ${offset}`);
  return out;
}

/** The weights in one buffer, in `upperWeightSpecs` order (the training script writes it). */
export function encodeUpperWeights(
  layout: UpperLayout,
  weights: Record<string, Float32Array>,
  encoding: ItemTypeModel['weightsEncoding'],
): Buffer {
  const parts = upperWeightSpecs(layout).map((w) => {
    const data = weights[w.name];
    if (data?.length !== sizeOf(w)) throw new Error(`weight ${w.name} has the wrong size`);
    if (encoding === 'float32') return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const halves = Uint16Array.from(data, toHalf);
    return Buffer.from(halves.buffer);
  });
  return Buffer.concat(parts);
}

/**
 * The two products the upper blocks are made of. Inference uses tfjs' own
 * kernels; training passes versions with hand-written gradients
 * (scripts/lib/fine-tune.ts: tfjs-wasm has no gradient kernels for
 * convolutions), so both run the same arithmetic.
 */
export type UpperOps = {
  matMul: (x: TF.Tensor2D, w: TF.Tensor) => TF.Tensor2D;
  /** 3x3 depthwise convolution, stride 1, same padding; `kernel` is [3, 3, channels]. */
  depthwise: (x: TF.Tensor4D, kernel: TF.Tensor) => TF.Tensor4D;
};

export const inferenceOps = (tf: typeof TF): UpperOps => ({
  matMul: (x, w) => tf.matMul(x, w as TF.Tensor2D),
  depthwise: (x, kernel) => tf.depthwiseConv2d(x, tf.reshape(kernel, [3, 3, -1, 1]) as TF.Tensor4D, 1, 'same'),
});

/**
 * The pooled Conv_1 features [n, 1792] of the frozen backbone's activations
 * [n, 7, 7, 224] (block 13's or block 15's output, as the layout says): each
 * block expands, filters depthwise and projects, with a residual sum where
 * its input and output match (blocks 14 and 15), then Conv_1 and the mean over
 * the map. Not wrapped in tidy: training needs the intermediate tensors.
 */
export function upperFeaturesWith(
  tf: typeof TF,
  ops: UpperOps,
  layout: UpperLayout,
  w: UpperWeights,
  x: TF.Tensor4D,
  prefix = '',
): TF.Tensor2D {
  const pointwise = (input: TF.Tensor4D, weight: TF.Tensor, bias: TF.Tensor) => {
    const [n, h, width, c] = input.shape;
    const out = tf.add(ops.matMul(tf.reshape(input, [n * h * width, c]), weight), bias);
    return tf.reshape(out, [n, h, width, weight.shape[1]!]) as TF.Tensor4D;
  };
  let current = x;
  for (const { block, input, output } of upperBlocks(layout)) {
    const p = (part: string) => w[`${prefix}block${block}_${part}`]!;
    const expanded = tf.relu6(pointwise(current, p('expand_w'), p('expand_b'))) as TF.Tensor4D;
    const filtered = tf.relu6(tf.add(ops.depthwise(expanded, p('depthwise_w')), p('depthwise_b'))) as TF.Tensor4D;
    const projected = pointwise(filtered, p('project_w'), p('project_b'));
    current = input === output ? (tf.add(current, projected) as TF.Tensor4D) : projected;
  }
  const features = tf.relu6(pointwise(current, w[`${prefix}conv1_w`]!, w[`${prefix}conv1_b`]!));
  return tf.mean(features, [1, 2]) as TF.Tensor2D;
}

/** One member's pooled Conv_1 features, with the fast forward-only kernels. */
export function upperFeatures(
  tf: typeof TF,
  layout: UpperLayout,
  w: UpperWeights,
  x: TF.Tensor4D,
  member = 0,
): TF.Tensor2D {
  return tf.tidy(() => upperFeaturesWith(tf, inferenceOps(tf), layout, w, x, memberPrefix(member)));
}

/**
 * Logits [n, 10] of InceptionV3's pooled features [n, k]: a linear layer on
 * the features with each layer's part L2-normalised (so their scale does not
 * depend on the photo's contrast, and no layer drowns the others).
 */
export function inceptionLogits(tf: typeof TF, layout: UpperLayout, w: UpperWeights, pooled: TF.Tensor2D): TF.Tensor2D {
  return tf.tidy(() => {
    const sizes = layout.inceptionLayers.map((name) => inceptionFeatureSize([name]));
    const parts = tf.split(pooled, sizes, 1).map((part) => tf.div(part, tf.add(tf.norm(part, 2, 1, true), 1e-12)));
    const normalised = parts.length === 1 ? parts[0]! : tf.concat(parts, 1);
    return tf.add(tf.matMul(normalised, w.inception_w as TF.Tensor2D), w.inception_b!) as TF.Tensor2D;
  });
}

/** Class logits [n, 10] of the frozen backbone's activations: the mean of the members' logits. */
export function upperLogits(tf: typeof TF, layout: UpperLayout, w: UpperWeights, x: TF.Tensor4D): TF.Tensor2D {
  return tf.tidy(() => {
    const members = Array.from({ length: layout.members }, (_, m) => {
      const prefix = memberPrefix(m);
      const features = upperFeatures(tf, layout, w, x, m);
      return tf.add(tf.matMul(features, w[`${prefix}logits_w`] as TF.Tensor2D), w[`${prefix}logits_b`]!);
    });
    return (members.length === 1 ? members[0]! : tf.div(tf.addN(members), members.length)) as TF.Tensor2D;
  });
}
