import type { AiAnalysisResponse, AiPerformanceMetrics } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { accuracyScoreOf, bestImageOf, combinedOf, individualOf } from './accuracy-summary';
import { suggestionsFor } from './accuracy-suggestions';
import { runAccuracyTest } from './accuracy-test.service';
import { scoreFields } from './field-scores';
import { recommendationsFor } from './recommendations';

const kept = {
  title: 'Nike Hoodie M',
  brand: 'Nike',
  size: 'M',
  color: 'Black',
  condition: 'Good',
  category: 'clothing',
  keywords: ['nike', 'hoodie', 'black'],
  detectedCategory: 'clothing',
  specifics: { Brand: ['Nike'], Size: ['M'] },
};

describe('scoreFields', () => {
  it('folds case and spaces, scores keyword and specific overlap, and leaves out what was not recorded', () => {
    const scores = scoreFields(
      {
        title: ' NIKE  hoodie m',
        brand: 'nike',
        size: 'L',
        color: null,
        condition: 'Good',
        fields: {
          keywords: { value: ['Nike', 'Hoodie', 'Sweatshirt'] },
          ebay_item_specifics: { value: { Brand: ['Nike'], Size: ['L'] } },
        },
      },
      kept,
      false,
    );
    // Colour: the AI found none but the seller has one, a miss. Category: an older run, not recorded.
    expect(scores).toEqual({ title: 1, brand: 1, size: 0, condition: 1, color: 0, keywords: 0.5, specifics: 1 / 3 });
  });

  it("scores the category from the item's AI snapshot for its newest run, and skips fields empty on both sides", () => {
    const scores = scoreFields(
      { title: 'Hoodie', brand: null, size: 'Unknown', color: 'Black', condition: 'Good', fields: {} },
      { ...kept, brand: null, size: null, category: 'shoes' },
      true,
    );
    expect(scores).toEqual({ title: 0, condition: 1, color: 1, category: 0 });
  });
});

function metrics(overrides: Partial<AiPerformanceMetrics>): AiPerformanceMetrics {
  const field = (accuracy: number) => ({ accuracy, compared: 4 });
  return {
    days: 30,
    totalPredictions: 4,
    comparedPredictions: 4,
    avgAccuracy: 0.7,
    avgCostCents: 1,
    topFailingField: null,
    improvementTrend: 0,
    costEfficiency: 10,
    fieldAccuracies: {
      title: field(0.9),
      brand: field(0.9),
      size: field(0.9),
      condition: field(0.9),
      category: field(0.9),
      color: field(0.9),
      keywords: field(0.9),
      specifics: field(0.9),
    },
    ...overrides,
  };
}

describe('recommendationsFor', () => {
  it('names fields below 0.5 (not at 0.5), weakest first, and shows at most 3', () => {
    const m = metrics({
      avgAccuracy: 0.55,
      fieldAccuracies: {
        ...metrics({}).fieldAccuracies,
        brand: { accuracy: 0.2, compared: 4 },
        size: { accuracy: 0.1, compared: 4 },
        color: { accuracy: 0.4999, compared: 4 },
        title: { accuracy: 0.5, compared: 4 },
      },
    });
    expect(recommendationsFor(m).map((r) => r.title)).toEqual([
      'Accuracy needs attention',
      'Size is often corrected',
      'Brand is often corrected',
    ]);
  });

  it('warns below a cost efficiency of 8, praises a trend above 0.1 and accuracy from 0.85', () => {
    expect(recommendationsFor(metrics({ costEfficiency: 8, improvementTrend: 0.1 }))).toEqual([]);
    expect(
      recommendationsFor(metrics({ avgAccuracy: 0.85, costEfficiency: 7.99, improvementTrend: 0.11 })).map((r) => [
        r.type,
        r.title,
        r.metric,
      ]),
    ).toEqual([
      ['warning', 'Low cost efficiency', '8.0 per cent'],
      ['success', 'Accuracy is improving', '+11 points'],
      ['success', 'Excellent accuracy', '85%'],
    ]);
    expect(recommendationsFor(metrics({ avgAccuracy: null }))).toEqual([]);
  });
});

function response(values: { brand?: string; size?: string; itemType?: string; ocr?: string; width?: number }) {
  const field = (value: string) => ({ value, confidence: 0.8, evidence: [{ source: 'ocr' as const }] });
  return {
    success: true,
    analysis: {
      brand: values.brand ?? 'Unknown',
      size: values.size ?? 'Unknown',
      color: 'Black',
      item_type: values.itemType ?? 'Jacket',
      condition: 'Good',
      category: 'clothing',
      material: null,
      keywords: [],
      confidence: 0.7,
      needs_attention: false,
    },
    fields: {
      ...(values.brand ? { brand: field(values.brand) } : {}),
      ...(values.size ? { size: field(values.size) } : {}),
      color: field('Black'),
      // The spec's default item type, with no evidence behind it, is no finding.
      item_type: values.itemType
        ? field(values.itemType)
        : { value: 'Jacket', confidence: 0.5, evidence: [{ source: 'default' as const }] },
    },
    preprocessing: {
      photos: [
        {
          index: 0,
          decoded: true,
          ocrText: values.ocr ?? '',
          width: values.width ?? 1600,
          height: values.width ? 480 : 1200,
        },
      ],
      timingsMs: {},
    },
    provider: 'local',
    model: 'local',
    attempts: 1,
    durationMs: 1000,
    costUsd: null,
  } as unknown as AiAnalysisResponse;
}

describe('the accuracy test summary', () => {
  it('scores agreement with the combined result, picks the best photo and suggests from the evidence', () => {
    const combined = combinedOf(response({ brand: 'Nike', size: 'M', itemType: 'Hoodie', ocr: 'NIKE M' }));
    expect(combined).toMatchObject({ brand: 'Nike', size: 'M', color: 'Black', itemType: 'Hoodie' });
    const label = individualOf(
      response({ brand: 'nike', size: 'M', itemType: 'Hoodie', ocr: 'NIKE M' }),
      { index: 0, fileName: 'label.jpg' },
      combined,
    );
    const front = individualOf(response({ size: 'L', width: 640 }), { index: 1, fileName: 'front.jpg' }, combined);
    expect([label.agreement, front.agreement]).toEqual([
      { matched: 4, compared: 4 },
      { matched: 1, compared: 4 },
    ]);
    expect(front.itemType).toBeNull();
    expect(accuracyScoreOf([label, front])).toBe(0.625);
    expect(bestImageOf([front, label])).toBe(0);
    expect(suggestionsFor({ combined, combinedError: null, reviewReason: null, individual: [label, front] })).toEqual([
      'The photos disagree on the size (M, L): make sure they all show the same item.',
      'Photo 2 ("front.jpg") is small (640×480 px): labels read best at 1000 px or more on the long side.',
    ]);
    const bare = combinedOf(response({}));
    expect(suggestionsFor({ combined: bare, combinedError: null, reviewReason: null, individual: [] })).toEqual([
      'No label text was read: add a close-up of the care label.',
      'No brand was found: add a sharp close-up of the brand label or neck tag.',
      'No size was found: add a close-up of the size tag.',
    ]);
  });
});

describe('runAccuracyTest', () => {
  it('stops after the current analysis when the page is closed', async () => {
    const leave = new AbortController();
    const analysed: number[] = [];
    const photo = (n: number) => ({ fileName: `p${n}.jpg`, bytes: Buffer.from([n]), mimeType: 'image/jpeg' });
    const running = runAccuracyTest({
      photos: [photo(1), photo(2), photo(3)],
      userId: 'u1',
      signal: leave.signal,
      onProgress: () => undefined,
      analyze: async (photos) => {
        analysed.push(photos.length);
        // The seller leaves while the first photo is analysed on its own.
        if (analysed.length === 2) leave.abort(new Error('the page was closed'));
        return response({ brand: 'Nike' });
      },
    });
    await expect(running).rejects.toThrow('the page was closed');
    expect(analysed).toEqual([3, 1]);
  });
});
