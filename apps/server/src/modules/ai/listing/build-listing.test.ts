import { AI_FALLBACK_DATA, AI_MESSAGES, AiAnalysisResponseSchema, type AiField } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { fillAspects } from './aspect-filling';
import { buildListing, categoryQueryOf, type Draft } from './build-listing';
import { ASPECT_SETS, resolveFromTable } from './fallback-taxonomy';
import { fallbackResult } from './fallback';
import { buildTitle } from './listing-text';
import { ProviderError } from '../providers/provider-error';
import { withRetries } from '../providers/retry';
import { cleanCondition, cleanConfidence, cleanPrice, cleanText } from './sanitise';

const field = (value: AiField['value'], confidence = 0.9): AiField => ({
  value,
  confidence,
  evidence: [{ source: 'ocr', text: String(value) }],
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
const build = (d: Draft) =>
  buildListing(d, {
    includeEbayAspects: true,
    aiSource: 'enhanced_ai',
    category: resolveFromTable(categoryQueryOf(d)),
  });
const chooseCategory = (q: { itemType: string; itemTypeConfidence: number; department: 'Men' | 'Women' | null }) =>
  resolveFromTable({ ...q, terms: [] });

describe('sanitising (spec section 5)', () => {
  it('normalises empty values and placeholders', () => {
    expect(cleanText('  ')).toBeUndefined();
    expect(cleanText('N/A')).toBeUndefined();
    expect(cleanText('unknown')).toBeUndefined();
    expect(cleanText('  Blue   denim ')).toBe('Blue denim');
  });

  it('defaults the condition to good and price and confidence to the spec values', () => {
    expect(cleanCondition(undefined)).toBe('Good');
    expect(cleanCondition('NWT')).toBe('New with tags');
    expect(cleanCondition('pre-owned')).toBe('Good');
    expect(cleanPrice('abc')).toBe(25);
    expect(cleanPrice('$31.50')).toBe(31.5);
    expect(cleanConfidence(undefined)).toBe(0.5);
    expect(cleanConfidence(87)).toBe(0.87);
  });

  it('defaults the item type to Jacket and builds the missing title and description', () => {
    const { analysis, fields } = build(draft({}));
    expect(analysis.item_type).toBe('Jacket');
    expect(fields.item_type?.confidence).toBe(0.5);
    expect(analysis.condition).toBe('Good');
    expect(analysis.suggested_price).toBe(25);
    expect(analysis.price_range).toEqual({ min: 20, max: 35 });
    expect(analysis.has_market_data).toBe(false);
    expect(analysis.brand).toBe('Unknown');
    expect(analysis.title).toBe('Jacket');
    expect(analysis.description).toContain('Condition: Good');
  });

  it('caps keywords and key features at 20, style and marketplace keywords at 10', () => {
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`);
    const { analysis } = build(
      draft({}, { lists: { keywords: many, key_features: many, style_keywords: many, ebay_keywords: many } }),
    );
    expect(analysis.keywords).toHaveLength(20);
    expect(analysis.key_features).toHaveLength(20);
    expect(analysis.style_keywords).toHaveLength(10);
    expect(analysis.ebay_keywords).toHaveLength(10);
  });

  it("rewrites a provider's 'size N' phrase to the detected size", () => {
    const { analysis } = build(draft({ size: field('M'), description: field('Cosy knit in size N.') }));
    expect(analysis.description).toBe('Cosy knit in size M.');
  });
});

describe('title and description builders', () => {
  it('puts brand, type and size first and adds keywords while they fit in 80 characters', () => {
    const { analysis } = build(
      draft(
        {
          brand: field("Levi's"),
          item_type: field('Pants'),
          size: field('W32 L30'),
          gender: field('Men'),
          material: field('100% Cotton'),
        },
        { colourNames: ['Blue'], materialNames: ['Cotton'] },
      ),
    );
    expect(analysis.title.startsWith("Levi's Men's Pants W32 L30")).toBe(true);
    expect(analysis.title).toContain('Blue');
    expect(analysis.title.length).toBeLessThanOrEqual(80);
    // One fact a line, under the title and a blank line.
    expect(analysis.description.split('\n').slice(0, 4)).toEqual([
      analysis.title,
      '',
      "Brand: Levi's",
      'Size: W32 L30',
    ]);
  });

  it("keeps a provider's paragraphs and line breaks, tidying the spaces within them", () => {
    const { analysis } = build(
      draft({ description: field('Soft  cotton tee.\n\n\n\nLight   wear on the hem.\r\nSize N, fits true.  ') }),
    );
    expect(analysis.description).toBe('Soft cotton tee.\n\nLight wear on the hem.\nSize N, fits true.');
  });

  it('never exceeds 80 characters, cutting at a word', () => {
    const title = buildTitle({
      brand: 'Abercrombie & Fitch',
      department: 'Women',
      modelName: 'Ultra High Rise Ankle Straight Vintage Stretch',
      itemType: 'Jeans',
      size: '28',
      colors: ['Blue'],
    });
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith(' ')).toBe(false);
  });

  it('names no brand when there is none', () => {
    const { analysis } = build(draft({ item_type: field('T-Shirt'), size: field('L') }, { colourNames: ['Red'] }));
    expect(analysis.title).toBe('T-Shirt Size L Red Short Sleeve');
    expect(analysis.ebay_item_specifics?.Brand).toBeUndefined();
  });
});

describe('category mapping', () => {
  it('maps item type and department to an eBay US leaf', () => {
    expect(chooseCategory({ itemType: 'T-Shirt', itemTypeConfidence: 0.9, department: 'Men' })?.rules.categoryId).toBe(
      '15687',
    );
    expect(
      chooseCategory({ itemType: 'T-Shirt', itemTypeConfidence: 0.9, department: 'Women' })?.rules.categoryId,
    ).toBe('63869');
    expect(chooseCategory({ itemType: 'Jeans', itemTypeConfidence: 0.9, department: 'Men' })?.rules.categoryId).toBe(
      '11483',
    );
    expect(chooseCategory({ itemType: 'Jacket', itemTypeConfidence: 0.9, department: 'Men' })?.rules.categoryId).toBe(
      '57988',
    );
  });

  it('lists dresses under women without department evidence, and lowers the confidence of a guess', () => {
    const dress = chooseCategory({ itemType: 'Dress', itemTypeConfidence: 0.9, department: null })!;
    expect(dress.rules.categoryId).toBe('63861');
    expect(dress.departmentAssumed).toBe(true);
    expect(dress.confidence).toBeLessThan(0.9);
    expect(dress.suggestions[0]).toMatchObject({ categoryId: '63861', isLeafCategory: true, categoryLevel: 4 });
    expect(dress.suggestions[0]!.categoryPath).toBe(
      "Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses",
    );
  });

  it('fills required aspects first and checks allowed values and maximum counts', () => {
    const fill = fillAspects(ASPECT_SETS.top, {
      Brand: ['Nike'],
      Department: ['Martians'],
      Type: ['T-Shirt'],
      Color: ['Red', 'White', 'Blue'],
      Size: ['M'],
      Material: ['Cotton', 'Polyester', 'Spandex', 'Wool'],
    });
    expect(fill.specifics).toMatchObject({ Brand: ['Nike'], Type: ['T-Shirt'], Size: ['M'], Color: ['Red', 'White'] });
    expect(fill.specifics.Material).toHaveLength(3);
    expect(fill.missingRequired).toEqual(['Department', 'Size Type']);
    expect(fill.rejected).toContainEqual({ name: 'Department', value: 'Martians', reason: 'not one of eBay’s values' });
    expect(fill.rejected).toContainEqual({ name: 'Color', value: 'Blue', reason: 'at most 2 value(s)' });
  });

  it('gives shoes the shoe size aspect', () => {
    const { analysis } = build(draft({ item_type: field('Shoes'), size: field('9.5'), gender: field('Men') }));
    expect(analysis.ebay_category_id).toBe('15709');
    expect(analysis.ebay_item_specifics?.['US Shoe Size']).toEqual(['9.5']);
    expect(analysis.ebay_aspects?.map((a) => a.name)).toContain('Shoe Width');
    expect(analysis.category).toBe('shoes');
  });

  it('scores completeness from the filled aspects', () => {
    const bare = build(draft({ item_type: field('T-Shirt') })).analysis.ebayCompletenessScore ?? 0;
    const rich =
      build(
        draft(
          { item_type: field('T-Shirt'), brand: field('Nike'), size: field('M'), gender: field('Men') },
          { colourNames: ['Red'] },
        ),
      ).analysis.ebayCompletenessScore ?? 0;
    expect(rich).toBeGreaterThan(bare);
  });
});

describe('flags and fallback data', () => {
  it('marks a draft with a flagged field as needing attention', () => {
    const { analysis } = build(draft({ brand: { ...field("Levi's"), flagged: true, flagReason: 'contradicted' } }));
    expect(analysis.needs_attention).toBe(true);
    expect(analysis.needs_attention_reason).toBe(AI_MESSAGES.manualReview);
  });

  it('returns the spec fallback data with success false', () => {
    const result = fallbackResult({
      code: 'AI_TIMEOUT',
      error: AI_MESSAGES.failed('the AI provider did not answer in time'),
      provider: 'openai',
      model: 'gpt-4o-mini',
      durationMs: 12,
      attempts: 3,
    });
    expect(AiAnalysisResponseSchema.parse(result)).toBeTruthy();
    expect(result.success).toBe(false);
    expect(result.error).toBe('AI analysis failed: the AI provider did not answer in time');
    expect(result.analysis).toMatchObject({
      title: 'Item - Manual Review Required',
      brand: 'Unknown',
      size: 'Unknown',
      condition: 'Good',
      category: 'other',
      color: 'Various',
      suggested_price: 25,
      confidence: 0.1,
      needs_attention: true,
    });
    expect(AI_FALLBACK_DATA.confidence).toBe(0.1);
  });
});

describe('retries (spec section 7: 2 retries, 2000 ms apart)', () => {
  it('retries a retryable failure twice with 2000 ms between tries', async () => {
    const waits: number[] = [];
    let calls = 0;
    const outcome = await withRetries(
      async () => {
        calls++;
        throw new ProviderError('AI_TIMEOUT', 'slow', { retryable: true });
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(outcome.ok).toBe(false);
    expect(calls).toBe(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('waits out a longer Retry-After and stops at the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const outcome = await withRetries(
      async () => {
        calls++;
        if (calls === 1) throw new ProviderError('AI_PROVIDER_FAILED', 'busy', { retryable: true, retryAfterMs: 5000 });
        return 'ok';
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(outcome).toEqual({ ok: true, value: 'ok', attempts: 2 });
    expect(waits).toEqual([5000]);
  });

  it('does not retry a failure another try cannot fix', async () => {
    let calls = 0;
    const outcome = await withRetries(
      async () => {
        calls++;
        throw new ProviderError('AI_PROVIDER_FAILED', 'unauthorised', { retryable: false });
      },
      { sleep: async () => undefined },
    );
    expect(outcome.ok).toBe(false);
    expect(calls).toBe(1);
  });
});
