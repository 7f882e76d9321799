import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeForBackbone, FEATURE_BLOCKS, loadBackbone, type Backbone } from './backbone';
import {
  buildFeatureVector,
  decodeHeadWeights,
  ItemTypeHeadSchema,
  predictProbabilities,
  type ItemTypeHead,
  type LinearModel,
} from './item-type-head';

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

export const DEFAULT_HEAD_PATH = fileURLToPath(new URL('../../../models/item-type/head.json', import.meta.url));

export type ClassScore = { label: string; score: number };

export type ItemTypePrediction = {
  label: string;
  itemType: string;
  score: number;
  /** All classes, most likely first. */
  scores: ClassScore[];
};

export type ItemTypeClassifier = {
  /** Scores each photo (original and mirror image averaged). */
  scorePhoto: (image: Buffer) => Promise<ClassScore[]>;
  /** Averages photo scores into one prediction for the item. */
  combine: (perPhoto: ClassScore[][]) => ItemTypePrediction | undefined;
};

const cache = new Map<string, Promise<ItemTypeClassifier>>();

/** Loads the backbone and the trained head once per process and path. */
export function loadItemTypeClassifier(headPath: string = DEFAULT_HEAD_PATH): Promise<ItemTypeClassifier> {
  let loading = cache.get(headPath);
  if (!loading) {
    loading = (async () => {
      const head = ItemTypeHeadSchema.parse(JSON.parse(readFileSync(headPath, 'utf8')));
      return createClassifier(await loadBackbone(), head);
    })();
    loading.catch(() => cache.delete(headPath));
    cache.set(headPath, loading);
  }
  return loading;
}

export function createClassifier(backbone: Backbone, head: ItemTypeHead): ItemTypeClassifier {
  const model: LinearModel = decodeHeadWeights(head);
  const blockNames = head.blocks.map((b) => b.name);
  const sizes = [...new Set(blockNames.map((b) => FEATURE_BLOCKS[b].size))];
  return {
    scorePhoto: async (image) => {
      const input = await decodeForBackbone(image, sizes);
      const [features] = await backbone.extract([input], blockNames);
      const variants = features!.map((f) => buildFeatureVector(f, head.blocks, head.powerNormalise));
      const mean = new Float32Array(model.classes);
      for (const v of variants) {
        const p = predictProbabilities(model, v);
        for (let c = 0; c < model.classes; c++) mean[c]! += p[c]! / variants.length;
      }
      return head.classes.map((label, c) => ({ label, score: mean[c]! })).sort((a, b) => b.score - a.score);
    },
    combine: combineItemTypeScores,
  };
}

/** Averages the scores of an item's photos into one prediction for the item. */
export function combineItemTypeScores(perPhoto: ClassScore[][]): ItemTypePrediction | undefined {
  if (perPhoto.length === 0) return undefined;
  const totals = new Map<string, number>();
  for (const scores of perPhoto) {
    for (const s of scores) totals.set(s.label, (totals.get(s.label) ?? 0) + s.score / perPhoto.length);
  }
  const scores = [...totals.entries()]
    .map(([label, score]) => ({ label, score: Number(score.toFixed(4)) }))
    .sort((a, b) => b.score - a.score);
  const top = scores[0]!;
  return { label: top.label, itemType: CLASS_TO_ITEM_TYPE[top.label] ?? top.label, score: top.score, scores };
}
