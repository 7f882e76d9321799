import sharp from 'sharp';
import type * as TF from '@tensorflow/tfjs';
import { getTf, loadNsfwjsArtifacts } from './tf-runtime';

/**
 * The frozen lower part of the item-type model: the MobileNetV2 graph of width
 * 1.4 ("MobileNetV2Mid") shipped inside nsfwjs, run up to the output of its
 * block 15 (a 7x7x224 map for a 224 px photo). The blocks above it (block 16,
 * Conv_1) are the fine-tuned part, held in models/item-type (decision 016).
 * Cutting there means the training script computes the lower activations once
 * per augmented view and trains the upper blocks on cached activations.
 */

export const INPUT_SIZE = 224;

/** The graph node whose output is the cut: block 15's residual sum. */
export const CUT_NODE = 'MobilenetV2/expanded_conv_15/add';

export type Backbone = {
  /** Block-15 activations for a batch of square RGB photos (INPUT_SIZE each): [n, 7, 7, 224]. */
  lower: (batch: TF.Tensor4D) => TF.Tensor4D;
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
  const cut = fullName(CUT_NODE);
  return {
    lower: (batch) => graph.execute(batch, cut) as TF.Tensor4D,
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

let inceptionLoading: Promise<(batch: TF.Tensor4D) => TF.Tensor2D> | undefined;

/**
 * The second, frozen opinion (decision 016): InceptionV3 from nsfwjs, its
 * `mixed8` activations averaged over the 8x8 map (1280 values a photo). Its
 * errors differ from MobileNet's, so a linear layer on them, added to the
 * fine-tuned model's logits, corrects some of them. About 0.5 s a photo here;
 * it loads (about 1 s) on first use.
 */
export function loadInception(): Promise<(batch: TF.Tensor4D) => TF.Tensor2D> {
  inceptionLoading ??= (async () => {
    const tf = await getTf();
    const full = await tf.loadLayersModel(tf.io.fromMemory(loadNsfwjsArtifacts('inception_v3')));
    const upToMixed8 = tf.model({ inputs: full.inputs, outputs: full.getLayer('mixed8').output as TF.SymbolicTensor });
    return (batch: TF.Tensor4D) =>
      tf.tidy(() => (upToMixed8.predict(batch) as TF.Tensor4D).mean([1, 2]) as TF.Tensor2D);
  })().catch((error: unknown) => {
    inceptionLoading = undefined;
    throw error;
  });
  return inceptionLoading;
}
