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
import type { ClassScore, ScoreDepth } from './vision-engine';

/** Calibrated class probabilities of one photo (the photo and its mirror image averaged), most likely first. */
export type ItemTypeScorer = { scorePhoto: (image: Buffer, depth?: ScoreDepth) => Promise<ClassScore[]> };

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
    scorePhoto: async (image, depth = 'full') => {
      const tf = await getTf();
      const deep = depth === 'full' ? inception : undefined;
      const [pixels, large] = await Promise.all([
        decodeForBackbone(image, model.inputSize),
        deep ? decodeForBackbone(image, INCEPTION_SIZE) : undefined,
      ]);
      // The photo and its mirror image in one batch: a garment is the same
      // garment mirrored, and the average is steadier than either. InceptionV3
      // reads the plain photo only (a mirror pass would double its 0.5 s).
      const logits = tf.tidy(() => {
        const batch = toBatch(tf, [pixels], model.inputSize);
        const lower = backbone.lower(tf.concat([batch, tf.reverse(batch, 2)]), lastFrozenBlock(model));
        const own = upperLogits(tf, model, weights, lower);
        if (!deep || !large) return own;
        const second = inceptionLogits(tf, model, weights, deep(toBatch(tf, [large], INCEPTION_SIZE)));
        return tf.add(own, tf.mul(second, model.inceptionWeight));
      });
      const rows = (await logits.array()) as number[][];
      logits.dispose();
      const temperature = deep ? model.temperature : model.quickTemperature;
      const probabilities = calibratedProbabilities(rows, temperature);
      return model.classes.map((label, c) => ({ label, score: probabilities[c]! })).sort((a, b) => b.score - a.score);
    },
  };
}
