import { z } from 'zod';

// The AI analysis contract (spec part 2, sections 3, 5, 7, 8 and 9; DESIGN section 7).
// `AiAnalysis` is the spec's flat result; `fields` repeats each field with its
// confidence and the evidence it came from.

/** Spec section 9, 'Listings and AI'. */
export const AI_TITLE_MAX_LENGTH = 80;
export const AI_DESCRIPTION_RECOMMENDED_LENGTH = 1000;
export const AI_DEFAULT_SUGGESTED_PRICE = 25;
export const AI_DEFAULT_PRICE_RANGE = { min: 20, max: 35 } as const;
export const AI_DEFAULT_CONFIDENCE = 0.8;
export const AI_FALLBACK_CONFIDENCE = 0.1;
export const AI_MISSING_CONFIDENCE = 0.5;
export const AI_RETRIES = 2;
export const AI_RETRY_DELAY_MS = 2000;
export const AI_KEYWORD_CAPS = { keywords: 20, key_features: 20, style_keywords: 10, ebay_keywords: 10 } as const;
export const AI_DEFAULT_ITEM_TYPE = 'Jacket';
export const AI_DEFAULT_CONDITION = 'Good';

/** What the AI's 'not known' looks like; such values are not kept as the seller's data. */
export const isUnknown = (value: string | null | undefined): boolean =>
  !value || /^(unknown|n\/a|none|not specified)$/i.test(value.trim());

/** eBay's 'not known' spellings, wider than the AI's: such values are hidden, never sent, and count as missing. */
export const isUnknownValue = (value: string | null | undefined): boolean =>
  !value || /^(unknown|n\/a|na|none|not specified|-+)$/i.test(value.trim());

/** The value trimmed, or null where it is the AI's 'not known'. */
export const known = (value: string | null | undefined): string | null => (isUnknown(value) ? null : value!.trim());

/** eBay US: Clothing, Shoes & Accessories, the part of the tree ListLens lists into (ebay-api.md 10.1). */
export const EBAY_CLOTHING_CATEGORY_ID = '11450';
export const EBAY_SHOE_CATEGORY_ID = '93427';
/** Max values per aspect; any aspect not named takes 1. */
export const ASPECT_MAX_VALUES: Record<string, number> = {
  Color: 2,
  Material: 3,
  Style: 2,
  Season: 2,
  Occasion: 3,
  Features: 5,
};

/** Edit-modal condition choices (spec 2.5) and the fallback list (spec 9). */
export const CONDITIONS = ['New with tags', 'Excellent', 'Good', 'Fair', 'Poor'] as const;
export const FALLBACK_CONDITIONS = [
  'New with tags',
  'New without tags',
  'New with defects',
  'Excellent',
  'Good',
  'Fair',
  'Poor',
] as const;
export const DEPARTMENTS = ['Men', 'Women', 'Unisex Adult', 'Boys', 'Girls'] as const;
export const DepartmentSchema = z.enum(DEPARTMENTS);
export type Department = z.infer<typeof DepartmentSchema>;

/** Item types the trained classifier can name; other providers may return others. */
export const CLASSIFIER_ITEM_TYPES = [
  'Dress',
  'Hat',
  'Long Sleeve Top',
  'Jacket',
  'Pants',
  'Shirt',
  'Shoes',
  'Shorts',
  'Skirt',
  'T-Shirt',
] as const;

/** Listing status values (spec 4.4). */
export const LISTING_STATUSES = ['not_started', 'analyzing', 'ready', 'needs_attention', 'complete'] as const;

/** User-facing generation texts (spec section 8), word for word. */
export const AI_MESSAGES = {
  manualReview: 'AI analysis requires manual review - please edit the details',
  invalidStructure: 'AI returned invalid data structure',
  failed: (reason: string) => `AI analysis failed: ${reason}`,
  validationFailed: (messages: string) => `AI response validation failed: ${messages}`,
  noData: 'OpenAI analysis returned no data',
  unsuccessful: 'AI analysis returned unsuccessful result',
  mappingFailed: (reason: string) => `AI data mapping failed: ${reason}`,
} as const;

export const AI_ERROR_CODES = [
  'AI_JSON_VALIDATION_FAILED',
  'AI_INVALID_STRUCTURE',
  'AI_NO_DATA',
  'AI_PROVIDER_FAILED',
  'AI_TIMEOUT',
  'AI_BAD_INPUT',
  'AI_MANUAL_REVIEW',
] as const;
export const AiErrorCodeSchema = z.enum(AI_ERROR_CODES);
export type AiErrorCode = z.infer<typeof AiErrorCodeSchema>;

export const AiProviderNameSchema = z.enum(['local', 'openai']);
export type AiProviderName = z.infer<typeof AiProviderNameSchema>;

/** Where a value came from. */
export const EvidenceSchema = z.object({
  source: z.enum([
    'ocr',
    'barcode',
    'product_lookup',
    'classifier',
    'pixels',
    'provider',
    'rule',
    'default',
    'pricing',
  ]),
  photoIndex: z.number().int().min(0).optional(),
  photoId: z.string().optional(),
  text: z.string().optional(),
  barcode: z.string().optional(),
  score: z.number().optional(),
  provider: z.string().optional(),
  note: z.string().optional(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

export const AiFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.record(z.string(), z.array(z.string())),
  z.null(),
]);
export type AiFieldValue = z.infer<typeof AiFieldValueSchema>;

export const AiFieldSchema = z.object({
  value: AiFieldValueSchema,
  confidence: z.number().min(0).max(1),
  evidence: z.array(EvidenceSchema),
  /** Set when the provider's value disagrees with what the photos show. */
  flagged: z.boolean().optional(),
  flagReason: z.string().optional(),
});
export type AiField = z.infer<typeof AiFieldSchema>;

/** Spec section 3, 'Barcode result' and 'Product info'. */
export const BARCODE_FORMATS = ['UPC-A', 'UPC-E', 'EAN-13', 'EAN-8', 'CODE128', 'QR', 'unknown'] as const;
export const PRODUCT_CATEGORIES = [
  'electronics',
  'books_media',
  'home_garden',
  'toys_games',
  'sports_outdoors',
  'clothing',
  'other',
] as const;
export const ProductInfoSchema = z.object({
  title: z.string().optional(),
  brand: z.string().optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  description: z.string().optional(),
  model: z.string().optional(),
  manufacturer: z.string().optional(),
  upc: z.string().optional(),
  isbn: z.string().optional(),
  imageUrl: z.string().optional(),
  specifications: z.record(z.string(), z.string()).optional(),
  source: z.string().optional(),
});
export type ProductInfo = z.infer<typeof ProductInfoSchema>;

export const BarcodeResultSchema = z.object({
  code: z.string(),
  format: z.enum(BARCODE_FORMATS),
  confidence: z.number().min(0).max(1),
  productInfo: ProductInfoSchema.optional(),
});
export type BarcodeResult = z.infer<typeof BarcodeResultSchema>;

/** Spec section 3, 'Item-specific definition'. */
export const ItemSpecificDefinitionSchema = z.object({
  name: z.string(),
  importance: z.enum(['REQUIRED', 'RECOMMENDED', 'OPTIONAL']),
  dataType: z.enum(['STRING', 'NUMBER', 'DATE', 'BOOLEAN']),
  allowedValues: z.array(z.string()),
  maxValues: z.number().int().positive(),
  helpText: z.string().optional(),
  /** eBay's aspectMode SELECTION_ONLY: a value must be one of allowedValues. */
  selectionOnly: z.boolean().optional(),
  /** eBay's aspectMaxLength: the longest value it takes. */
  maxLength: z.number().int().positive().optional(),
});
export type ItemSpecificDefinition = z.infer<typeof ItemSpecificDefinitionSchema>;

/** Spec section 3, 'Category suggestion'. */
export const CategorySuggestionSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  categoryPath: z.string(),
  isLeafCategory: z.boolean(),
  categoryLevel: z.number().int(),
  score: z.number(),
});
export type CategorySuggestion = z.infer<typeof CategorySuggestionSchema>;

/**
 * Issue 17: the item type as the classifier weighs it. `needed` is true when
 * the draft's item type is a guess the seller should check (the calibrated
 * probability of the likeliest type is below the model's review threshold,
 * and no label text named the type); `candidates` are the two likeliest item
 * types with their calibrated probabilities (0..1), likeliest first.
 */
export const ItemTypeCandidateSchema = z.object({
  item_type: z.string(),
  probability: z.number().min(0).max(1),
});
export type ItemTypeCandidate = z.infer<typeof ItemTypeCandidateSchema>;

export const ItemTypeCheckSchema = z.object({
  needed: z.boolean(),
  candidates: z.array(ItemTypeCandidateSchema).max(2),
});
export type ItemTypeCheck = z.infer<typeof ItemTypeCheckSchema>;

/**
 * The garment's details in the AI result (spec section 3): free text read from the photos,
 * null where they do not show it. The one list the result's schema, the provider's answer
 * schema and prompt, the cross-check and the listing builder all read.
 */
export const AI_DETAIL_FIELDS = [
  'material',
  'pattern',
  'fit',
  'closure',
  'sleeve_length',
  'neckline',
  'season',
  'occasion',
  'style_details',
  'model_number',
  'model_name',
  'country_of_origin',
] as const;
export type AiDetailField = (typeof AI_DETAIL_FIELDS)[number];

/** The text fields of a draft that the listing builder cleans: what the item is, its details, its words. */
export const AI_TEXT_FIELDS = [
  'brand',
  'size',
  'color',
  'item_type',
  'gender',
  ...AI_DETAIL_FIELDS,
  'title',
  'description',
] as const;
export type AiTextField = (typeof AI_TEXT_FIELDS)[number];

/** A schema shape with one key per detail field, each validated by `value`. */
export function aiDetailShape<T extends z.ZodType>(value: T): Record<AiDetailField, T> {
  return Object.fromEntries(AI_DETAIL_FIELDS.map((name) => [name, value])) as Record<AiDetailField, T>;
}

const text = z.string().nullable().optional();

/**
 * The AI result fields the spec reads (section 3), tolerant as the spec asks:
 * extra fields pass through.
 */
export const AiAnalysisSchema = z.looseObject({
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  size: z.string(),
  color: z.string(),
  item_type: z.string(),
  /** Present when the local classifier looked at the photos (issue 17). */
  item_type_check: ItemTypeCheckSchema.optional(),
  condition: z.string(),
  category: z.string(),
  suggested_price: z.number(),
  price_range: z.object({ min: z.number(), max: z.number() }).optional(),
  has_market_data: z.boolean().optional(),
  keywords: z.array(z.string()),
  key_features: z.array(z.string()),
  style_keywords: z.array(z.string()),
  ebay_keywords: z.array(z.string()),
  gender: text,
  ...aiDetailShape(text),
  evidence: z.object({ brand: text, size: text }).optional(),
  ebay_category_id: text,
  ebay_category_name: text,
  ebay_category_path: text,
  /** 'ebay' when the category and aspects came from eBay's APIs, 'fallback' from the built-in table. */
  ebay_rules_source: z.enum(['ebay', 'fallback']).nullable().optional(),
  ebay_item_specifics: z.record(z.string(), z.array(z.string())).optional(),
  /** Every aspect-shaped fact the analysis found, so a new category can be filled again from them. */
  aspect_facts: z.record(z.string(), z.array(z.string())).optional(),
  ebay_aspects: z.array(ItemSpecificDefinitionSchema).optional(),
  category_suggestions: z.array(CategorySuggestionSchema).optional(),
  barcodes: z.array(BarcodeResultSchema).optional(),
  confidence: z.number().min(0).max(1),
  keywordQualityScore: z.number().optional(),
  ebayComplianceScore: z.number().optional(),
  ebayCompletenessScore: z.number().optional(),
  needs_attention: z.boolean(),
  needs_attention_reason: text,
  ai_source: z.string().optional(),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

export const AiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type AiIssue = z.infer<typeof AiIssueSchema>;

export const AiPhotoReportSchema = z.object({
  index: z.number().int().min(0),
  id: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  decoded: z.boolean(),
  error: z.string().optional(),
  ocrText: z.string().optional(),
  ocrConfidence: z.number().optional(),
  barcodes: z.array(BarcodeResultSchema).optional(),
  classifier: z.array(z.object({ label: z.string(), score: z.number() })).optional(),
  colors: z.array(z.object({ name: z.string(), share: z.number() })).optional(),
});
export type AiPhotoReport = z.infer<typeof AiPhotoReportSchema>;

export const AiPreprocessingSchema = z.object({
  photos: z.array(AiPhotoReportSchema),
  timingsMs: z.record(z.string(), z.number()),
});
export type AiPreprocessing = z.infer<typeof AiPreprocessingSchema>;

/** What the analysis service returns (spec section 7: success, error, issues, analysis, preprocessing). */
export const AiAnalysisResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  code: AiErrorCodeSchema.optional(),
  issues: z.array(AiIssueSchema).optional(),
  analysis: AiAnalysisSchema,
  fields: z.record(z.string(), AiFieldSchema),
  preprocessing: AiPreprocessingSchema,
  provider: AiProviderNameSchema,
  model: z.string(),
  attempts: z.number().int().min(0),
  durationMs: z.number().min(0),
  costUsd: z.number().min(0).nullable(),
});
export type AiAnalysisResponse = z.infer<typeof AiAnalysisResponseSchema>;

/** Options of the analysis call (spec section 7). */
export const AnalyzeItemRequestSchema = z.object({
  sku: z.string().trim().min(1).optional(),
  includeEbayAspects: z.boolean().default(true),
  useEnhanced: z.boolean().default(true),
  userId: z.string().optional(),
  itemId: z.string().optional(),
});
export type AnalyzeItemRequest = z.infer<typeof AnalyzeItemRequestSchema>;

/** Fallback data on failure (spec section 8), before sanitising fills the rest. */
export const AI_FALLBACK_DATA = {
  title: 'Item - Manual Review Required',
  brand: 'Unknown',
  size: 'Unknown',
  condition: 'good',
  category: 'other',
  color: 'Various',
  suggested_price: 25,
  confidence: 0.1,
} as const;
