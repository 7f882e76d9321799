import { decodeForBackbone, INCEPTION_SIZE, loadBackbone, loadInception, toBatch, type Backbone } from './backbone';
import { calibratedProbabilities } from './calibration';
import {
  DEFAULT_MODEL_PATH,
  readItemTypeModel,
  inceptionLogits,
  readUpperWeights,
  UPPER_WEIGHTS,
  upperLogits,
  type ItemTypeModel,
  type UpperWeights,
} from './item-type-model';
import type * as TF from '@tensorflow/tfjs';
import { getTf } from './tf-runtime';

/** The training folders' names (../shared/data/clothing) mapped to the item types a listing shows. */
export const CLASS_TO_ITEM_TYPE: Record<string, string> = {
  dress: 'Dress',
  hat: 'Hat',
  longsleeve: 'Long Sleeve Top',
  outwear: 'Jacket',
  pants: 'Pants',
  shirt: 'Shirt',
  shoes: 'Shoes',
  shorts: 'Shorts',
  skirt: 'Skirt',
  't-shirt': 'T-Shirt',
};

/** A class and its calibrated probability. */
export type ClassScore = { label: string; score: number };

export type ItemTypePrediction = {
  label: string;
  itemType: string;
  score: number;
  /** All classes, most likely first, calibrated and averaged over the photos read. */
  scores: ClassScore[];
  /** Whether the seller should check the item type: the top probability is below the review threshold. */
  checkNeeded: boolean;
};

/**
 * `full`: the fine-tuned MobileNet and InceptionV3 together (about 0.45 s a
 * photo); `quick`: the fine-tuned MobileNet alone (about 0.1 s), with its own
 * temperature. An item's first garment photo gets the full read, the others
 * the quick one, which keeps a 3-photo item within its 2 s (decision 016).
 */
export type ScoreDepth = 'full' | 'quick';

export type ItemTypeClassifier = {
  /** Calibrated class probabilities of one photo (the photo and its mirror image averaged). */
  scorePhoto: (image: Buffer, depth?: ScoreDepth) => Promise<ClassScore[]>;
  /** Fuses the photos' probabilities into the item's prediction. */
  combine: (perPhoto: ClassScore[][]) => ItemTypePrediction | undefined;
};

const cache = new Map<string, Promise<ItemTypeClassifier>>();

/** Loads the backbone and the fine-tuned model once per process and path. */
export function loadItemTypeClassifier(modelPath: string = DEFAULT_MODEL_PATH): Promise<ItemTypeClassifier> {
  let loading = cache.get(modelPath);
  if (!loading) {
    loading = (async () => {
      const model = readItemTypeModel(modelPath);
      const tf = await getTf();
      const values = readUpperWeights(modelPath, model);
      const weights = Object.fromEntries(
        UPPER_WEIGHTS.map((w) => [w.name, tf.tensor(values[w.name], [...w.shape])]),
      ) as UpperWeights;
      const inception = model.inceptionWeight > 0 ? await loadInception() : undefined;
      return createClassifier({ backbone: await loadBackbone(), inception }, model, weights);
    })();
    loading.catch(() => cache.delete(modelPath));
    cache.set(modelPath, loading);
  }
  return loading;
}

type Networks = { backbone: Backbone; inception: ((batch: TF.Tensor4D) => TF.Tensor2D) | undefined };

function createClassifier(networks: Networks, model: ItemTypeModel, weights: UpperWeights): ItemTypeClassifier {
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
        const own = upperLogits(tf, weights, backbone.lower(tf.concat([batch, tf.reverse(batch, 2)])));
        if (!deep || !large) return own;
        const second = inceptionLogits(tf, weights, deep(toBatch(tf, [large], INCEPTION_SIZE)));
        return tf.add(own, tf.mul(second, model.inceptionWeight));
      });
      const rows = (await logits.array()) as number[][];
      logits.dispose();
      const temperature = deep ? model.temperature : model.quickTemperature;
      const probabilities = calibratedProbabilities(rows, temperature);
      return model.classes.map((label, c) => ({ label, score: probabilities[c]! })).sort((a, b) => b.score - a.score);
    },
    combine: (perPhoto) => fuseItemTypeScores(perPhoto, model.reviewThreshold),
  };
}

/**
 * The item's prediction from its garment photos (issue 17): the mean of their
 * calibrated probabilities. A confident right view outweighs unsure wrong
 * ones, and views that agree reinforce each other, so three photos are read
 * at least as well as the best of them in practice (decision 016 measures it).
 */
export function fuseItemTypeScores(perPhoto: ClassScore[][], reviewThreshold: number): ItemTypePrediction | undefined {
  if (perPhoto.length === 0) return undefined;
  const totals = new Map<string, number>();
  for (const scores of perPhoto) {
    for (const s of scores) totals.set(s.label, (totals.get(s.label) ?? 0) + s.score / perPhoto.length);
  }
  const scores = [...totals.entries()]
    .map(([label, score]) => ({ label, score: Number(score.toFixed(4)) }))
    .sort((a, b) => b.score - a.score);
  const top = scores[0]!;
  return {
    label: top.label,
    itemType: CLASS_TO_ITEM_TYPE[top.label] ?? top.label,
    score: top.score,
    scores,
    checkNeeded: top.score < reviewThreshold,
  };
}
