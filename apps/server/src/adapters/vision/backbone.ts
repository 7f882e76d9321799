import sharp from 'sharp';
import type * as TF from '@tensorflow/tfjs';
import { getTf, loadNsfwjsArtifacts } from './tf-runtime';

/**
 * The frozen lower part of the item-type model: the MobileNetV2 graph of width
 * 1.4 ("MobileNetV2Mid") shipped inside nsfwjs, run up to the output of its
 * block 13 (a 7x7x224 map for a 224 px photo). The blocks above it (blocks 14,
 * 15 and 16, Conv_1) are the fine-tuned part, held in models/item-type
 * (decisions 016 and 038).
 * Cutting there means the training script computes the lower activations once
 * per augmented view and trains the upper blocks on cached activations.
 */

export const INPUT_SIZE = 224;

/**
 * Where the frozen part may stop, by the last frozen block: the graph node
 * whose output is that block's (a residual sum, except for block 13, which
 * strides and so has none). Decision 016 cut after block 15; decision 038
 * after block 13.
 */
export const CUT_NODES = {
  13: 'MobilenetV2/expanded_conv_13/project/BatchNorm/FusedBatchNormV3',
  15: 'MobilenetV2/expanded_conv_15/add',
} as const;
export type CutBlock = keyof typeof CUT_NODES;

/**
 * Block 9's output (14x14x88 for a 224 px photo), which the colour namer pools
 * over the garment (decision 044): deep enough to tell a garment's shade from
 * its lighting, shallow enough to keep its colour, which the blocks above
 * were trained to ignore.
 */
export const COLOUR_MAP_NODE = 'MobilenetV2/expanded_conv_9/add';

export type Backbone = {
  /** The given block's activations for a batch of square RGB photos (INPUT_SIZE each): [n, 7, 7, 224]. */
  lower: (batch: TF.Tensor4D, lastFrozenBlock: CutBlock) => TF.Tensor4D;
  /** The same run, also giving block 9's activations (COLOUR_MAP_NODE) for the colour namer. */
  lowerWithColourMap: (batch: TF.Tensor4D, lastFrozenBlock: CutBlock) => [TF.Tensor4D, TF.Tensor4D];
  /** A pretrained weight of the graph by its name after "MobilenetV2/" (to start fine-tuning from). */
  weight: (name: string) => TF.Tensor;
};

type GraphTopology = {
  node: { name: string; op: string; attr?: { shape?: { shape?: { dim?: { size: string }[] } } } }[];
};

let loading: Promise<Backbone> | undefined;

/** Loads the graph once per process (about 0.3 s); later calls share it. */
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
    // Relax the input placeholder so a batch of any size runs.
    for (const n of topology.node) {
      const shape = n.op === 'Placeholder' ? n.attr?.shape?.shape : undefined;
      if (shape?.dim?.length === 4) shape.dim = [{ size: '-1' }, { size: '-1' }, { size: '-1' }, { size: '3' }];
    }
  });
  const graph = await tf.loadGraphModel(tf.io.fromMemory(artifacts));
  // Node names carry the exporter's long prefix; find them by their ending.
  const fullName = (suffix: string): string => {
    const found = topology.node.find((n) => n.name.endsWith(`/${suffix}`))?.name;
    if (!found) throw new Error(`backbone node ${suffix} not found`);
    return found;
  };
  const cuts = { 13: fullName(CUT_NODES[13]), 15: fullName(CUT_NODES[15]) };
  const colourMap = fullName(COLOUR_MAP_NODE);
  return {
    lower: (batch, lastFrozenBlock) => graph.execute(batch, cuts[lastFrozenBlock]) as TF.Tensor4D,
    lowerWithColourMap: (batch, lastFrozenBlock) => {
      const [lower, colour] = graph.execute(batch, [cuts[lastFrozenBlock], colourMap]) as TF.Tensor4D[];
      return [lower!, colour!];
    },
    weight: (name) => {
      const tensors = graph.weights[fullName(`MobilenetV2/${name}`)];
      if (!tensors?.[0]) throw new Error(`backbone weight ${name} not found`);
      return tensors[0];
    },
  };
}

/**
 * Decodes a photo as training's plain view: EXIF orientation applied, squashed
 * to a square (`fill`: the whole garment stays in view), alpha dropped.
 */
export async function decodeForBackbone(image: Buffer, size: number = INPUT_SIZE): Promise<Uint8Array> {
  const pixels = await sharp(image, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(size, size, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
}

/** A batch tensor of square RGB photos scaled to 0..1, as the graph expects. */
export function toBatch(tf: typeof TF, photos: Uint8Array[], size: number = INPUT_SIZE): TF.Tensor4D {
  return tf.tidy(() =>
    tf
      .stack(photos.map((p) => tf.tensor3d(p, [size, size, 3], 'int32')))
      .toFloat()
      .div(255),
  ) as TF.Tensor4D;
}

/** InceptionV3's input size. */
export const INCEPTION_SIZE = 299;

/** InceptionV3's layers whose activations, each averaged over its map, may make the second opinion's features. */
export const INCEPTION_LAYERS = [
  { name: 'mixed7', size: 768 },
  { name: 'mixed8', size: 1280 },
  { name: 'mixed9', size: 2048 },
] as const;

const inceptionLoading = new Map<string, Promise<(batch: TF.Tensor4D) => TF.Tensor2D>>();

/**
 * The second, frozen opinion (decisions 016 and 038): InceptionV3 from nsfwjs,
 * the activations of the given layers each averaged over its map and
 * concatenated (`mixed7` to `mixed9`: 4,096 values a photo). Its errors
 * differ from MobileNet's, so a linear layer on them, added to the fine-tuned
 * model's logits, corrects some of them. About 0.4 s a photo here; it loads
 * (about 1 s) on first use.
 */
export function loadInception(layers: readonly string[]): Promise<(batch: TF.Tensor4D) => TF.Tensor2D> {
  const key = layers.join();
  let loading = inceptionLoading.get(key);
  if (!loading) {
    loading = (async () => {
      const tf = await getTf();
      const full = await tf.loadLayersModel(tf.io.fromMemory(loadNsfwjsArtifacts('inception_v3')));
      const upTo = tf.model({
        inputs: full.inputs,
        outputs: layers.map((name) => full.getLayer(name).output as TF.SymbolicTensor),
      });
      return (batch: TF.Tensor4D) =>
        tf.tidy(() => {
          const maps = upTo.predict(batch);
          const pooled = (Array.isArray(maps) ? maps : [maps]).map((map) => map.mean([1, 2]) as TF.Tensor2D);
          return pooled.length === 1 ? pooled[0]! : tf.concat(pooled, 1);
        });
    })();
    loading.catch(() => inceptionLoading.delete(key));
    inceptionLoading.set(key, loading);
  }
  return loading;
}
