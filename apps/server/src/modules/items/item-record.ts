import {
  AI_KEYWORD_CAPS,
  DepartmentSchema,
  RULES_SOURCES,
  storedCategoryRules,
  validateListing,
  type CategoryRules,
  ItemSpecificDefinitionSchema,
  ItemSpecificsSchema,
  ItemTypeCheckSchema,
  known,
  ListingMarketSchema,
  type AiAnalysisResponse,
  type ListingItem,
} from '@listlens/shared';
import { z } from 'zod';
import type { ItemRow, NewItemRow } from './items.repository';

const money = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);

/** The photos of a SKU group, in upload order, as the item stores them. */
export type GroupPhoto = { id: string; imageUrl: string };

/**
 * The full item record a successful analysis makes (spec part 2, section 3
 * 'Item record' and section 4.4 step 3). Regeneration writes all of it again;
 * the final price set on the details page is not part of it and stays.
 */
export function itemRecordFrom(
  response: AiAnalysisResponse,
  photos: GroupPhoto[],
): Omit<NewItemRow, 'userId' | 'sku' | 'status'> {
  const a = response.analysis;
  const aspects = a.ebay_aspects ?? [];
  const images = photos.map((p) => p.imageUrl);
  return {
    title: a.title.trim().slice(0, 80),
    description: a.description,
    suggestedPrice: money(a.suggested_price),
    priceRangeMin: a.price_range ? money(a.price_range.min) : null,
    priceRangeMax: a.price_range ? money(a.price_range.max) : null,
    category: known(a.category),
    condition: known(a.condition),
    brand: known(a.brand),
    size: known(a.size),
    color: known(a.color),
    modelNumber: known(a.model_number),
    images,
    primaryImageUrl: images[0] ?? null,
    aiSuggestedKeywords: a.keywords.slice(0, AI_KEYWORD_CAPS.keywords),
    aiConfidence: a.confidence,
    aiAnalysis: {
      // The spec's sub-fields (section 3), then what the modal and details page read.
      detected_category: a.category,
      detected_brand: a.brand,
      detected_condition: a.condition,
      item_type: a.item_type,
      key_features: a.key_features,
      market_comparisons: ListingMarketSchema.safeParse(a.market_comparisons).data ?? {
        suggested_price: a.suggested_price,
        min: a.price_range?.min ?? a.suggested_price,
        max: a.price_range?.max ?? a.suggested_price,
        has_market_data: a.has_market_data ?? false,
      },
      category_suggestions: a.category_suggestions ?? [],
      ai_source: a.ai_source ?? 'enhanced_ai',
      evidence: a.evidence ?? {},
      gender: a.gender ?? null,
      item_type_check: a.item_type_check ?? null,
      ebay_category_id: a.ebay_category_id ?? null,
      ebay_category_name: a.ebay_category_name ?? null,
      ebay_category_path: a.ebay_category_path ?? null,
      ebay_rules_source: a.ebay_rules_source ?? null,
      aspect_facts: a.aspect_facts ?? {},
      // What the draft's title and description were built as: an edit that changes what the
      // item is rebuilds them only while the seller has not rewritten them (issue 14, point 4).
      generated_text: { title: a.title.trim().slice(0, 80), description: a.description },
      ebay_item_specifics: a.ebay_item_specifics ?? {},
      ebay_aspects: aspects,
      required_aspects: aspects.filter((d) => d.importance === 'REQUIRED').map((d) => d.name),
      style_keywords: a.style_keywords,
      ebay_keywords: a.ebay_keywords,
      keywordQualityScore: a.keywordQualityScore ?? null,
      ebayComplianceScore: a.ebayComplianceScore ?? null,
      ebayCompletenessScore: a.ebayCompletenessScore ?? null,
      provider: response.provider,
      model: response.model,
      preprocessing_data: response.preprocessing,
    },
  };
}

/**
 * A field of the stored analysis: `fallback` when it is missing (older items, nothing to
 * report: no issue is built, which costs more than the parse) or malformed.
 */
const kept = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.default(fallback as never).catch(fallback as never);
const text = kept(z.string().nullable(), null);

const AnalysisReadSchema = z.looseObject({
  ebay_item_specifics: kept(ItemSpecificsSchema, {}),
  ebay_aspects: kept(z.array(ItemSpecificDefinitionSchema), []),
  ebay_category_id: text,
  ebay_category_path: text,
  ebay_rules_source: kept(z.enum(RULES_SOURCES).nullable(), null),
  item_type: text,
  gender: kept(DepartmentSchema.nullable(), null),
  item_type_check: kept(ItemTypeCheckSchema.nullable(), null),
  aspect_facts: kept(z.record(z.string(), z.array(z.string())), {}),
  generated_text: kept(z.object({ title: text, description: text }).nullable(), null),
  market_comparisons: kept(ListingMarketSchema.nullable(), null),
});
export type StoredAnalysis = z.infer<typeof AnalysisReadSchema>;

const EMPTY_ANALYSIS = AnalysisReadSchema.parse({});
const READ_FIELDS = Object.entries(AnalysisReadSchema.shape);

/**
 * The parts of `ai_analysis` the app reads back, each defaulted when missing or malformed:
 * what `AnalysisReadSchema.parse` answers, field by field, so a missing field costs a lookup
 * rather than a schema run (every item of a list page is read through here; issue 19).
 */
export function analysisOf(row: Pick<ItemRow, 'aiAnalysis'>): StoredAnalysis {
  const stored: unknown = row.aiAnalysis;
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return EMPTY_ANALYSIS;
  const read: Record<string, unknown> = { ...stored };
  for (const [key, field] of READ_FIELDS) {
    if (read[key] === undefined) read[key] = EMPTY_ANALYSIS[key];
    else read[key] = field.parse(read[key]);
  }
  return read as StoredAnalysis;
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** The rules stored with the item when it got its category: what stands in when no current ones are at hand. */
const storedRules = (analysis: StoredAnalysis): CategoryRules | null =>
  storedCategoryRules({
    categoryId: analysis.ebay_category_id,
    categoryPath: analysis.ebay_category_path,
    source: analysis.ebay_rules_source,
    aspects: analysis.ebay_aspects,
  });

/**
 * A stored item as the screens show it. `rules` are its category's current
 * rules (eBay's, cached): the aspects offered and the problems listed come
 * from them, so a new tree version shows at once. Without them the rules
 * stored with the item stand in. `analysis` is the row's, when the caller has read it already.
 */
export function toListingItem(
  row: ItemRow,
  rules: CategoryRules | null,
  analysis: StoredAnalysis = analysisOf(row),
): ListingItem {
  const categoryId = analysis.ebay_category_id;
  const current = rules && rules.categoryId === categoryId ? rules : storedRules(analysis);
  const item = {
    id: row.id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    price: num(row.finalPrice) ?? num(row.suggestedPrice),
    category: row.category,
    condition: row.condition,
    brand: row.brand,
    size: row.size,
    color: row.color,
    model_number: row.modelNumber,
    ai_suggested_keywords: row.aiSuggestedKeywords,
    ai_confidence: row.aiConfidence,
    item_specifics: analysis.ebay_item_specifics,
    item_type: analysis.item_type,
    item_type_check: analysis.item_type_check?.needed ? analysis.item_type_check : null,
    department: analysis.gender,
    ebay_category_id: categoryId,
    ebay_category_path: current?.categoryPath ?? analysis.ebay_category_path,
    rules_source: current?.source ?? analysis.ebay_rules_source,
    aspects: current?.aspects ?? analysis.ebay_aspects,
    conditions: current?.conditions ?? [],
    images: row.images,
    primary_image_url: row.primaryImageUrl,
    market: analysis.market_comparisons,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
  // Added to the item, not spread into a copy of it: a list page maps a hundred of them.
  return Object.assign(item, { problems: validateListing(item, current) });
}
