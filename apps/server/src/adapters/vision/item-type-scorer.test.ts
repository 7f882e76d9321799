import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeAdultContent, scoreAdultContent } from './adult-content';
import { CLASS_TO_ITEM_TYPE, fuseItemTypeScores } from '../../modules/ai/evidence/vision/item-type-classifier';
import { DEFAULT_MODEL_PATH, readItemTypeModel, sizeOf, upperWeightSpecs } from './item-type-model';
import { loadItemTypeScorer } from './item-type-scorer';
import { createVisionThread } from './vision-thread';

/**
 * One small photo of each class, taken from the TRAIN split (the first file of
 * each class folder, in name order, among the photos the model was fitted on,
 * not the held-out ones) and shrunk to 256 px: fixtures that ship with the
 * repository, so the test needs no data set.
 */
const fixtures = fileURLToPath(new URL('../../modules/ai/fixtures/item-type', import.meta.url));
const CLASSES = Object.keys(CLASS_TO_ITEM_TYPE);
const samples = CLASSES.map((label) => ({ label, bytes: readFileSync(path.join(fixtures, `${label}.jpg`)) }));

const vision = createVisionThread();
afterAll(() => vision.close());

describe('fine-tuned item-type model (decisions 016 and 038)', () => {
  it('ships model.json and its weights for the 10 classes, within the 20 MB budget', () => {
    const model = readItemTypeModel();
    expect(model.classes).toEqual(CLASSES);
    expect(model.temperature).toBeGreaterThan(0);
    expect(model.reviewThreshold).toBeGreaterThan(0);
    const folder = path.dirname(DEFAULT_MODEL_PATH);
    const bytes = readdirSync(folder).reduce((sum, f) => sum + statSync(path.join(folder, f)).size, 0);
    expect(bytes).toBeLessThanOrEqual(20 * 1024 * 1024);
    const floats = upperWeightSpecs(model).reduce((sum, w) => sum + sizeOf(w), 0);
    const bytesPerValue = model.weightsEncoding === 'float16' ? 2 : 4;
    expect(statSync(path.join(folder, model.weightsFile)).size).toBe(bytesPerValue * floats);
  });

  it('loads in the vision thread and names the sample photo of every class', async () => {
    for (const sample of samples) {
      const scores = (await vision.viewGarment(sample.bytes)).itemType;
      expect(scores).toHaveLength(10);
      expect(scores.reduce((sum, s) => sum + s.score, 0)).toBeCloseTo(1, 4);
      expect({ photo: sample.label, top: scores[0]!.label }).toEqual({ photo: sample.label, top: sample.label });
    }
    // 10 photos, the first one loading the models, on a slow, busy 2-core machine.
  }, 120_000);

  it('fuses an item’s photos into one calibrated prediction', async () => {
    const scorer = await loadItemTypeScorer();
    const dress = samples.find((s) => s.label === 'dress')!;
    const perPhoto = [(await scorer.viewPhoto(dress.bytes)).itemType, (await scorer.viewPhoto(dress.bytes)).itemType];
    const prediction = fuseItemTypeScores(perPhoto, vision.itemTypeReviewThreshold())!;
    expect(prediction).toMatchObject({ label: 'dress', itemType: 'Dress' });
    expect(prediction.score).toBeCloseTo(perPhoto[0]![0]!.score, 3);
    expect(prediction.checkNeeded).toBe(prediction.score < readItemTypeModel().reviewThreshold);
  }, 60_000);
});

describe('upload safety score (nsfwjs MobileNetV2)', () => {
  it('does not flag ordinary garment photos', async () => {
    for (const photo of samples.slice(0, 4)) {
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
