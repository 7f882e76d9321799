import sharp from 'sharp';
import type * as TF from '@tensorflow/tfjs';
import { getTf, loadNsfwjsArtifacts } from './tf-runtime';

/**
 * Image features from the models nsfwjs ships: the MobileNetV2 graph of width
 * 1.4 ("MobileNetV2Mid") at two input sizes, and InceptionV3's `mixed8` layer.
 * Their NSFW heads are useless for garments, but the activations are generic
 * (classifier-notes.md). Which blocks the classifier uses is chosen by the
 * training script on a holdout of the train split and recorded in the head.
 */

export type InputSize = 224 | 299 | 320;

export type FeatureBlock =
  /** A graph node of MobileNetV2Mid, pooled over height and width. */
  | { model: 'mobilenet'; size: 224 | 320; node: string; pool: 'avg' | 'max' }
  /** A layer of InceptionV3, average-pooled. */
  | { model: 'inception'; size: 299; layer: string };

const node = (size: 224 | 320, suffix: string, pool: 'avg' | 'max' = 'avg') =>
  ({ model: 'mobilenet', size, node: `MobilenetV2/${suffix}`, pool }) as const;
const PROJECT = (block: number) => `expanded_conv_${block}/project/BatchNorm/FusedBatchNormV3`;

export const FEATURE_BLOCKS = {
  conv1_avg_224: node(224, 'Conv_1/Relu6'),
  conv1_max_224: node(224, 'Conv_1/Relu6', 'max'),
  block16_avg_224: node(224, PROJECT(16)),
  block13_avg_224: node(224, PROJECT(13)),
  conv1_avg_320: node(320, 'Conv_1/Relu6'),
  block16_avg_320: node(320, PROJECT(16)),
  block13_avg_320: node(320, PROJECT(13)),
  block10_avg_320: node(320, PROJECT(10)),
  mixed8_avg_299: { model: 'inception', size: 299, layer: 'mixed8' },
} as const satisfies Record<string, FeatureBlock>;

export type FeatureBlockName = keyof typeof FEATURE_BLOCKS;

export const FEATURE_BLOCK_NAMES = Object.keys(FEATURE_BLOCKS) as FeatureBlockName[];

/** RGB pixels (3 bytes each) of one photo, squashed to each input size. */
export type BackboneInput = Partial<Record<InputSize, Uint8Array>>;

/** Features of one photo: [original, horizontally flipped], each a map of block to vector. */
export type PhotoFeatures = [Record<string, Float32Array>, Record<string, Float32Array>];

export type Backbone = {
  extract: (inputs: BackboneInput[], blocks: readonly FeatureBlockName[]) => Promise<PhotoFeatures[]>;
};

type GraphTopology = {
  node: { name: string; op: string; attr?: { shape?: { shape?: { dim?: { size: string }[] } } } }[];
};

let loading: Promise<Backbone> | undefined;

/** Loads the backbone once per process (about 0.1 s); later calls share it. */
export function loadBackbone(): Promise<Backbone> {
  loading ??= createBackbone().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createBackbone(): Promise<Backbone> {
  const tf = await getTf();
  let topology: GraphTopology = { node: [] };
  const artifacts = loadNsfwjsArtifacts('mobilenet_v2_mid', (raw) => {
    topology = raw as GraphTopology;
    // Relax the input placeholder from 224x224 so the same weights run at 320.
    for (const n of topology.node) {
      const shape = n.op === 'Placeholder' ? n.attr?.shape?.shape : undefined;
      if (shape?.dim?.length === 4) shape.dim = [{ size: '-1' }, { size: '-1' }, { size: '-1' }, { size: '3' }];
    }
  });
  const mobilenet = await tf.loadGraphModel(tf.io.fromMemory(artifacts));
  const nodeNames = topology.node.map((n) => n.name);
  const resolveNode = (suffix: string): string => {
    const found = nodeNames.find((n) => n.endsWith(`/${suffix}`));
    if (!found) throw new Error(`backbone node ${suffix} not found`);
    return found;
  };
  // InceptionV3 (~95 MB of weights, ~1.3 s to build) only loads if a head uses it.
  let inception: Promise<TF.LayersModel> | undefined;
  const inceptionLayers = new Map<string, TF.LayersModel>();
  const inceptionFor = async (layers: string[]): Promise<TF.LayersModel> => {
    inception ??= tf.loadLayersModel(tf.io.fromMemory(loadNsfwjsArtifacts('inception_v3')));
    const full = await inception;
    const key = layers.join('+');
    let model = inceptionLayers.get(key);
    if (!model) {
      model = tf.model({
        inputs: full.inputs,
        outputs: layers.map((l) => full.getLayer(l).output as TF.SymbolicTensor),
      });
      inceptionLayers.set(key, model);
    }
    return model;
  };

  const batchOf = (inputs: BackboneInput[], size: InputSize) =>
    tf
      .stack(
        inputs.map((input, i) => {
          const pixels = input[size];
          if (!pixels) throw new Error(`photo ${i} has no ${size}px input`);
          return tf.tensor3d(pixels, [size, size, 3], 'int32');
        }),
      )
      .toFloat()
      .div(255);

  const extract: Backbone['extract'] = async (inputs, blocks) => {
    const results: PhotoFeatures[] = inputs.map(() => [{}, {}]);
    const store = (block: string, flat: Float32Array, variants: 1 | 2) => {
      const dim = flat.length / (inputs.length * variants);
      inputs.forEach((_, i) => {
        results[i]![0][block] = flat.slice(i * dim, (i + 1) * dim);
        // One variant: the mirror image shares the original's vector.
        const j = variants === 2 ? inputs.length + i : i;
        results[i]![1][block] = flat.slice(j * dim, (j + 1) * dim);
      });
    };
    for (const size of [224, 320] as const) {
      const wanted = blocks.filter((b) => FEATURE_BLOCKS[b].model === 'mobilenet' && FEATURE_BLOCKS[b].size === size);
      if (wanted.length === 0) continue;
      const specs = wanted.map((b) => FEATURE_BLOCKS[b] as Extract<FeatureBlock, { model: 'mobilenet' }>);
      const nodes = [...new Set(specs.map((b) => resolveNode(b.node)))];
      const pooled = tf.tidy(() => {
        const batch = batchOf(inputs, size);
        // Originals first, then their mirror images: the flip is free augmentation.
        const outputs = mobilenet.execute(tf.concat([batch, tf.reverse(batch, 2)], 0), nodes);
        const list = Array.isArray(outputs) ? outputs : [outputs];
        return specs.map((b) => {
          const activation = list[nodes.indexOf(resolveNode(b.node))] as TF.Tensor4D;
          return b.pool === 'avg' ? activation.mean([1, 2]) : activation.max([1, 2]);
        });
      });
      const data = await Promise.all(pooled.map((t) => t.data() as Promise<Float32Array>));
      pooled.forEach((t) => t.dispose());
      wanted.forEach((block, k) => store(block, data[k]!, 2));
    }
    const deep = blocks.filter((b) => FEATURE_BLOCKS[b].model === 'inception');
    if (deep.length > 0) {
      const layers = deep.map((b) => (FEATURE_BLOCKS[b] as Extract<FeatureBlock, { model: 'inception' }>).layer);
      const model = await inceptionFor(layers);
      // Originals only: a mirror pass would double InceptionV3's ~0.3 s a photo
      // for little gain; the flip augments the MobileNet blocks.
      const pooled = tf.tidy(() => {
        const outputs = model.predict(batchOf(inputs, 299));
        return (Array.isArray(outputs) ? outputs : [outputs]).map((t) => (t as TF.Tensor4D).mean([1, 2]));
      });
      const data = await Promise.all(pooled.map((t) => t.data() as Promise<Float32Array>));
      pooled.forEach((t) => t.dispose());
      deep.forEach((block, k) => store(block, data[k]!, 1));
    }
    return results;
  };
  return { extract };
}

/**
 * Decodes a photo the way training did: EXIF orientation applied, squashed to
 * each square size (`fill`; `cover` measured the same), alpha dropped.
 */
export async function decodeForBackbone(image: Buffer, sizes: readonly InputSize[]): Promise<BackboneInput> {
  const largest = Math.max(...sizes);
  const base = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize(largest, largest, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const result: BackboneInput = {};
  for (const size of sizes) {
    result[size] =
      size === largest
        ? new Uint8Array(base)
        : new Uint8Array(
            await sharp(base, { raw: { width: largest, height: largest, channels: 3 } })
              .resize(size, size, { fit: 'fill' })
              .raw()
              .toBuffer(),
          );
  }
  return result;
}
