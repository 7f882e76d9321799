import { AiAnalysisSchema, type AiField } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { buildListing, type Draft } from './build-listing';
import { itemTypeCheckOf, settleItemTypeCheck } from './item-type-check';

const classified = (value: string, score: number): AiField => ({
  value,
  confidence: score,
  evidence: [{ source: 'classifier', photoIndex: 1, text: value, score }],
});
const draft = (fields: Draft['fields'], extra: Partial<Draft> = {}): Draft => ({
  fields,
  alternatives: [],
  materialNames: [],
  colourNames: [],
  barcodes: [],
  issues: [],
  ...extra,
});
const unsure = itemTypeCheckOf({
  label: 'shirt',
  itemType: 'Shirt',
  score: 0.41,
  scores: [
    { label: 'shirt', score: 0.41 },
    { label: 'dress', score: 0.38 },
    { label: 'skirt', score: 0.21 },
  ],
  checkNeeded: true,
});

describe('item type check (issue 17)', () => {
  it('names the two likeliest item types with their calibrated probabilities', () => {
    expect(unsure).toEqual({
      needed: true,
      candidates: [
        { item_type: 'Shirt', probability: 0.41 },
        { item_type: 'Dress', probability: 0.38 },
      ],
    });
    expect(itemTypeCheckOf(undefined)).toBeUndefined();
  });

  it('is carried into the analysis of a draft whose item type is the classifier’s guess', () => {
    const { analysis } = buildListing(draft({ item_type: classified('Shirt', 0.41) }, { itemTypeCheck: unsure! }), {
      includeEbayAspects: false,
      category: null,
      aiSource: 'standard_ai',
    });
    expect(AiAnalysisSchema.parse(analysis).item_type_check).toEqual(unsure);
    expect(analysis.item_type).toBe('Shirt');
    // The check is a prompt for the seller, not a failed draft.
    expect(analysis.needs_attention).toBe(false);
  });

  it('asks nothing when label text or another provider chose the type', () => {
    const named: AiField = { ...classified('Dress', 0.7), evidence: [{ source: 'ocr', text: 'DRESS' }] };
    expect(settleItemTypeCheck(unsure, named)).toEqual({ ...unsure, needed: false });
    const withText: AiField = {
      ...classified('Shirt', 0.41),
      evidence: [...classified('Shirt', 0.41).evidence, { source: 'ocr', text: 'SHIRT' }],
    };
    expect(settleItemTypeCheck(unsure, withText)?.needed).toBe(false);
    expect(settleItemTypeCheck(unsure, classified('Shirt', 0.41))?.needed).toBe(true);
    expect(settleItemTypeCheck(undefined, named)).toBeUndefined();
  });

  it('leaves the analysis without a check when no classifier looked', () => {
    const { analysis } = buildListing(draft({}), {
      includeEbayAspects: false,
      aiSource: 'standard_ai',
      category: null,
    });
    expect(analysis.item_type_check).toBeUndefined();
  });
});
