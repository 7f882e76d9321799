import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeAdultContent, scoreAdultContent } from './adult-content';
import {
  CLASS_TO_ITEM_TYPE,
  DEFAULT_HEAD_PATH,
  loadItemTypeClassifier,
  type ItemTypeClassifier,
} from './item-type-classifier';
import { ItemTypeHeadSchema } from './item-type-head';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const validation = path.join(repoRoot, '../shared/data/clothing/validation');
const CLASSES = Object.keys(CLASS_TO_ITEM_TYPE);

/** The first two photos of every class, in file-name order: a fixed sample, not picked by result. */
const sample = CLASSES.flatMap((label) =>
  readdirSync(path.join(validation, label))
    .sort()
    .slice(0, 2)
    .map((file) => ({ label, bytes: readFileSync(path.join(validation, label, file)) })),
);

let classifier: ItemTypeClassifier;
beforeAll(async () => {
  classifier = await loadItemTypeClassifier();
});

describe('item-type classifier (trained head over MobileNetV2Mid features)', () => {
  it('ships a committed head for the 10 classes', () => {
    const head = ItemTypeHeadSchema.parse(JSON.parse(readFileSync(DEFAULT_HEAD_PATH, 'utf8')));
    expect(head.classes).toEqual(CLASSES);
    expect(head.training.validationAccuracy).toBeGreaterThanOrEqual(0.8);
  });

  it('names most of a fixed sample of real validation photos correctly', async () => {
    let right = 0;
    for (const photo of sample) {
      const scores = await classifier.scorePhoto(photo.bytes);
      expect(scores.reduce((sum, s) => sum + s.score, 0)).toBeCloseTo(1, 4);
      if (scores[0]!.label === photo.label) right++;
    }
    expect(right / sample.length).toBeGreaterThanOrEqual(0.75);
    // 20 photos at up to 1.5 s each on a slow, busy 2-core machine.
  }, 120_000);

  it('averages the scores of an item’s photos into one prediction', async () => {
    const [a, b] = sample.filter((p) => p.label === 'shoes');
    const prediction = classifier.combine([
      await classifier.scorePhoto(a!.bytes),
      await classifier.scorePhoto(b!.bytes),
    ])!;
    expect(prediction.itemType).toBe(CLASS_TO_ITEM_TYPE[prediction.label]);
    expect(prediction.scores).toHaveLength(10);
    expect(prediction.score).toBe(prediction.scores[0]!.score);
  });
});

describe('upload safety score (nsfwjs MobileNetV2)', () => {
  it('does not flag ordinary garment photos', async () => {
    for (const photo of sample.slice(0, 4)) {
      const result = await scoreAdultContent(photo.bytes);
      expect(result.flagged).toBe(false);
      expect(Object.values(result.classes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    }
  });

  it('flags explicit scores but not swimwear-like "Sexy" scores', () => {
    expect(judgeAdultContent({ Drawing: 0, Hentai: 0.1, Neutral: 0.1, Porn: 0.7, Sexy: 0.1 }).flagged).toBe(true);
    expect(judgeAdultContent({ Drawing: 0, Hentai: 0, Neutral: 0.1, Porn: 0.05, Sexy: 0.85 }).flagged).toBe(false);
  });
});
