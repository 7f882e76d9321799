import type * as TF from '@tensorflow/tfjs';
import { decodeForBackbone, INCEPTION_SIZE, loadBackbone, loadInception, toBatch, type Backbone } from './backbone';
import { calibratedProbabilities } from './calibration';
import {
  DEFAULT_MODEL_PATH,
  lastFrozenBlock,
  readItemTypeModel,
  inceptionLogits,
  readUpperWeights,
  upperLogits,
  upperWeightSpecs,
  type ItemTypeModel,
  type UpperWeights,
} from './item-type-model';
import { getTf } from './tf-runtime';
import type { FeatureMap, GarmentView, ScoreDepth } from './vision-engine';

/**
 * A garment photo's calibrated class probabilities (the photo and its mirror
 * image averaged), most likely first, and the plain photo's colour map.
 */
export type ItemTypeScorer = { viewPhoto: (image: Buffer, depth?: ScoreDepth) => Promise<GarmentView> };

const cache = new Map<string, Promise<ItemTypeScorer>>();

/** Loads the backbone and the fine-tuned model once per process and path (in the vision thread). */
export function loadItemTypeScorer(modelPath: string = DEFAULT_MODEL_PATH): Promise<ItemTypeScorer> {
  let loading = cache.get(modelPath);
  if (!loading) {
    loading = (async () => {
      const model = readItemTypeModel(modelPath);
      const tf = await getTf();
      const values = readUpperWeights(modelPath, model);
      const weights: UpperWeights = Object.fromEntries(
        upperWeightSpecs(model).map((w) => [w.name, tf.tensor(values[w.name]!, w.shape)]),
      );
      const inception = model.inceptionWeight > 0 ? await loadInception(model.inceptionLayers) : undefined;
      return createScorer({ backbone: await loadBackbone(), inception }, model, weights);
    })();
    loading.catch(() => cache.delete(modelPath));
    cache.set(modelPath, loading);
  }
  return loading;
}

type Networks = { backbone: Backbone; inception: ((batch: TF.Tensor4D) => TF.Tensor2D) | undefined };

function createScorer(networks: Networks, model: ItemTypeModel, weights: UpperWeights): ItemTypeScorer {
  const { backbone, inception } = networks;
  return {
    viewPhoto: async (image, depth = 'full') => {
      const tf = await getTf();
      const deep = depth === 'full' ? inception : undefined;
      const [pixels, large] = await Promise.all([
        decodeForBackbone(image, model.inputSize),
        deep ? decodeForBackbone(image, INCEPTION_SIZE) : undefined,
      ]);
      // The photo and its mirror image in one batch: a garment is the same
      // garment mirrored, and the average is steadier than either. InceptionV3
      // reads the plain photo only (a mirror pass would double its 0.5 s).
      // The same run gives block 9's map of the plain photo for the colour namer (decision 044).
      const [logits, plainMap] = tf.tidy(() => {
        const batch = toBatch(tf, [pixels], model.inputSize);
        const [lower, colour] = backbone.lowerWithColourMap(
          tf.concat([batch, tf.reverse(batch, 2)]),
          lastFrozenBlock(model),
        );
        const own = upperLogits(tf, model, weights, lower);
        const map = colour.slice([0, 0, 0, 0], [1, -1, -1, -1]);
        if (!deep || !large) return [own, map];
        const second = inceptionLogits(tf, model, weights, deep(toBatch(tf, [large], INCEPTION_SIZE)));
        return [tf.add(own, tf.mul(second, model.inceptionWeight)), map];
      });
      const rows = (await logits.array()) as number[][];
      const [, height, width, channels] = plainMap.shape as [number, number, number, number];
      const colourMap: FeatureMap = { width, height, channels, data: (await plainMap.data()) as Float32Array };
      logits.dispose();
      plainMap.dispose();
      const temperature = deep ? model.temperature : model.quickTemperature;
      const probabilities = calibratedProbabilities(rows, temperature);
      const itemType = model.classes
        .map((label, c) => ({ label, score: probabilities[c]! }))
        .sort((a, b) => b.score - a.score);
      return { itemType, colourMap };
    },
  };
}
