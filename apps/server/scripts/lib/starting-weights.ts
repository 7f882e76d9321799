import type { Backbone } from '../../src/adapters/vision/backbone';
import {
  readItemTypeModel,
  readUpperWeights,
  sizeOf,
  upperWeightSpecs,
  type UpperLayout,
} from '../../src/adapters/vision/item-type-model';
import type { ActivationShard } from './activation-cache';
import type { PhotoRef } from './train-loop';

// Where training starts from, and how a photo's two caches line up.

export const refsOf = (shards: ActivationShard[]): PhotoRef[] =>
  shards.flatMap((shard, label) => shard.files.map((_, index) => ({ shard, index, label })));

/** The graph's name of a fine-tuned weight ("block14_expand_w" is "expanded_conv_14/expand/Conv2D_weights"). */
function graphName(name: string): string | undefined {
  const block = /^block(\d+)_(expand|depthwise|project)_([wb])$/.exec(name);
  if (block) {
    const [, n, part, kind] = block;
    const op = part === 'depthwise' ? 'depthwise/depthwise' : `${part}/Conv2D`;
    return `expanded_conv_${n}/${op}_${kind === 'w' ? 'weights' : 'bn_offset'}`;
  }
  if (name === 'conv1_w') return 'Conv_1/Conv2D_weights';
  if (name === 'conv1_b') return 'Conv_1/Conv2D_bn_offset';
  return undefined;
}

/** The pretrained weights of the fine-tuned blocks and Conv_1, as the fine-tuning's start; the new layers start at zero. */
export function pretrained(backbone: Backbone, layout: UpperLayout): Record<string, Float32Array> {
  const out: Record<string, Float32Array> = {};
  for (const w of upperWeightSpecs(layout)) {
    const name = graphName(w.name);
    const values = name ? Float32Array.from(backbone.weight(name).dataSync()) : new Float32Array(sizeOf(w));
    if (values.length !== sizeOf(w)) throw new Error(`pretrained ${w.name} has ${values.length} values`);
    out[w.name] = values;
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

/**
 * The model written before, to refit only InceptionV3's layer and the
 * calibration (`--keep-fine-tuned`): its fine-tuned blocks, with InceptionV3's
 * layer in the given layers' shape (zero where the layers changed).
 */
export function previousWeights(modelPath: string, inceptionLayers: string[]) {
  const model = readItemTypeModel(modelPath);
  const saved = readUpperWeights(modelPath, model);
  const layout: UpperLayout = { firstBlock: model.firstBlock, inceptionLayers, members: model.members };
  const weights: Record<string, Float32Array> = {};
  for (const w of upperWeightSpecs(layout)) {
    const kept = saved[w.name];
    weights[w.name] = kept?.length === sizeOf(w) ? Float32Array.from(kept) : new Float32Array(sizeOf(w));
  }
  return { layout, weights, training: model.training };
}
