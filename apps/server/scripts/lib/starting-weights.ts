import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Backbone } from '../../src/adapters/vision/backbone';
import { UPPER_WEIGHTS, type UpperWeightName } from '../../src/adapters/vision/item-type-model';
import type { ActivationShard } from './activation-cache';
import type { PhotoRef } from './train-loop';

// Where training starts from, and how a photo's two caches line up.

export const refsOf = (shards: ActivationShard[]): PhotoRef[] =>
  shards.flatMap((shard, label) => shard.files.map((_, index) => ({ shard, index, label })));

/** The pretrained weights of block 16 and Conv_1, as the fine-tuning's start; the head starts at zero. */
export function pretrained(backbone: Backbone): Record<UpperWeightName, Float32Array> {
  const graphName: Partial<Record<UpperWeightName, string>> = {
    block16_expand_w: 'expanded_conv_16/expand/Conv2D_weights',
    block16_expand_b: 'expanded_conv_16/expand/Conv2D_bn_offset',
    block16_depthwise_w: 'expanded_conv_16/depthwise/depthwise_weights',
    block16_depthwise_b: 'expanded_conv_16/depthwise/depthwise_bn_offset',
    block16_project_w: 'expanded_conv_16/project/Conv2D_weights',
    block16_project_b: 'expanded_conv_16/project/Conv2D_bn_offset',
    conv1_w: 'Conv_1/Conv2D_weights',
    conv1_b: 'Conv_1/Conv2D_bn_offset',
  };
  const out = {} as Record<UpperWeightName, Float32Array>;
  for (const w of UPPER_WEIGHTS) {
    const name = graphName[w.name];
    out[w.name] = name
      ? Float32Array.from(backbone.weight(name).dataSync())
      : new Float32Array(w.shape.reduce((a, b) => a * b, 1));
  }
  return out;
}

/** A photo's two cached activations: MobileNet's views and InceptionV3's plain view. */
export type Pair = { mobile: PhotoRef; inception: PhotoRef; label: number };

export function pairsOf(mobile: ActivationShard[], inception: ActivationShard[]): Pair[] {
  const a = refsOf(mobile);
  const b = refsOf(inception);
  return a.map((m, i) => {
    const other = b[i];
    if (!other || other.shard.files[other.index] !== m.shard.files[m.index]) throw new Error('caches disagree');
    return { mobile: m, inception: other, label: m.label };
  });
}

/** The model written before, to refit only InceptionV3's layer and the calibration (`--keep-fine-tuned`). */
export function previousWeights(modelPath: string): Record<UpperWeightName, Float32Array> {
  // Read loosely: an older model.json may lack fields this version adds.
  const { weightsFile } = JSON.parse(readFileSync(modelPath, 'utf8')) as { weightsFile: string };
  const bytes = readFileSync(path.join(path.dirname(modelPath), weightsFile));
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const out = {} as Record<UpperWeightName, Float32Array>;
  let offset = 0;
  for (const w of UPPER_WEIGHTS) {
    const size = w.shape.reduce((x, y) => x * y, 1);
    out[w.name] = offset + size <= all.length ? all.slice(offset, offset + size) : new Float32Array(size);
    offset += size;
  }
  return out;
}

export function previousEpoch(modelPath: string): number {
  const { training } = JSON.parse(readFileSync(modelPath, 'utf8')) as { training?: { chosenEpoch?: unknown } };
  return typeof training?.chosenEpoch === 'number' ? training.chosenEpoch : 0;
}
