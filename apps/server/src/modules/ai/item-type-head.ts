import { z } from 'zod';
import { FEATURE_BLOCK_NAMES, type FeatureBlockName } from './backbone';

/**
 * The trained item-type head: a softmax logistic regression over backbone
 * features, each block L2-normalised (optionally after a signed square root)
 * and concatenated. Written by scripts/train-item-type.ts, read at inference.
 */
export const ItemTypeHeadSchema = z.object({
  version: z.literal(1),
  classes: z.array(z.string()).min(2),
  blocks: z.array(
    z.object({
      name: z.enum(FEATURE_BLOCK_NAMES as [FeatureBlockName, ...FeatureBlockName[]]),
      dim: z.number().int().positive(),
    }),
  ),
  powerNormalise: z.boolean(),
  /** Float32 little-endian, row-major [featureDim][classes], base64. */
  weights: z.string(),
  bias: z.array(z.number()),
  training: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).default({}),
});
export type ItemTypeHead = z.infer<typeof ItemTypeHeadSchema>;

export type LinearModel = { dim: number; classes: number; weights: Float32Array; bias: Float32Array };

export function decodeHeadWeights(head: ItemTypeHead): LinearModel {
  const dim = head.blocks.reduce((sum, b) => sum + b.dim, 0);
  const bytes = Buffer.from(head.weights, 'base64');
  const weights = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  if (weights.length !== dim * head.classes.length) {
    throw new Error(`item-type head has ${weights.length} weights, expected ${dim * head.classes.length}`);
  }
  return { dim, classes: head.classes.length, weights, bias: Float32Array.from(head.bias) };
}

export function encodeHeadWeights(weights: Float32Array): string {
  return Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).toString('base64');
}

/** Normalises each block on its own so no block dominates by scale, then concatenates. */
export function buildFeatureVector(
  features: Record<string, Float32Array>,
  blocks: readonly { name: string; dim: number }[],
  powerNormalise: boolean,
): Float32Array {
  const total = blocks.reduce((sum, b) => sum + b.dim, 0);
  const out = new Float32Array(total);
  let offset = 0;
  for (const block of blocks) {
    const source = features[block.name];
    if (!source || source.length !== block.dim) throw new Error(`feature block ${block.name} missing or wrong size`);
    let norm = 0;
    for (let i = 0; i < block.dim; i++) {
      const v = powerNormalise ? Math.sign(source[i]!) * Math.sqrt(Math.abs(source[i]!)) : source[i]!;
      out[offset + i] = v;
      norm += v * v;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < block.dim; i++) out[offset + i]! *= scale;
    offset += block.dim;
  }
  return out;
}

/** Class probabilities for one feature vector. */
export function predictProbabilities(model: LinearModel, vector: Float32Array): Float32Array {
  const logits = Float32Array.from(model.bias);
  for (let d = 0; d < model.dim; d++) {
    const x = vector[d]!;
    if (x === 0) continue;
    const row = d * model.classes;
    for (let c = 0; c < model.classes; c++) logits[c]! += x * model.weights[row + c]!;
  }
  return softmaxInPlace(logits);
}

export function softmaxInPlace(logits: Float32Array): Float32Array {
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  let sum = 0;
  for (let c = 0; c < logits.length; c++) {
    logits[c] = Math.exp(logits[c]! - max);
    sum += logits[c]!;
  }
  for (let c = 0; c < logits.length; c++) logits[c]! /= sum;
  return logits;
}
