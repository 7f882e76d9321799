import {
  AI_DEFAULT_ITEM_TYPE,
  AI_DETAIL_FIELDS,
  AI_DEFAULT_PRICE_RANGE,
  AI_DEFAULT_SUGGESTED_PRICE,
  AI_MESSAGES,
  AI_MISSING_CONFIDENCE,
  AI_TEXT_FIELDS,
  AiAnalysisSchema,
  DEPARTMENTS,
  type AiAnalysis,
  type AiField,
  type AiIssue,
  type BarcodeResult,
  type Department,
  type ItemSpecificDefinition,
  type ItemTypeCheck,
  sizeAspectName,
} from '@listlens/shared';
import { fillAspects, nearestAllowedValue } from './aspect-filling';
import type { CategoryQuery, ResolvedCategory } from './category-port';
import { settleItemTypeCheck } from './item-type-check';
import { buildKeywords, keywordQualityScore, type KeywordSets } from './keywords';
import { buildDescription, buildTitle, rewriteSizePhrase, truncateWords, type ListingFacts } from './listing-text';
import { cleanCondition, cleanConfidence, cleanPrice, cleanText, tidyValue } from './sanitise';

/** What a provider hands over: fields with evidence, before the spec's rules shape them into a draft. */
export type Draft = {
  fields: Partial<Record<string, AiField>>;
  alternatives: { itemType: string; score: number }[];
  /** The classifier's view of the item type (issue 17), when it looked at the photos. */
  itemTypeCheck?: ItemTypeCheck;
  materialNames: string[];
  colourNames: string[];
  barcodes: BarcodeResult[];
  /** Lists a provider wrote itself (keywords etc.), merged before the built ones. */
  lists?: Partial<KeywordSets>;
  /** Overall confidence a provider stated, if any. */
  statedConfidence?: number;
  issues: AiIssue[];
  /** Reason the result must be reviewed by the seller, if any. */
  needsAttention?: string;
};

const SLEEVES_BY_TYPE: Record<string, string> = {
  'T-Shirt': 'Short Sleeve',
  'Long Sleeve Top': 'Long Sleeve',
  Hoodie: 'Long Sleeve',
  Sweatshirt: 'Long Sleeve',
  Sweater: 'Long Sleeve',
};

const CATEGORY_BY_TYPE: Record<string, string> = {
  Shoes: 'shoes',
  Sneakers: 'shoes',
  Boots: 'shoes',
  Hat: 'accessories',
};

type FieldText = (name: string) => string | undefined;

const missing = (value: AiField['value'], note: string): AiField => ({
  value,
  confidence: AI_MISSING_CONFIDENCE,
  evidence: [{ source: 'default', note }],
});

/** The draft's fields with text cleaned and tidied; empty values dropped. */
function cleanFields(draft: Draft): Record<string, AiField> {
  const fields: Record<string, AiField> = {};
  for (const [name, field] of Object.entries(draft.fields)) {
    if (!field) continue;
    const isText = (AI_TEXT_FIELDS as readonly string[]).includes(name);
    const value = isText ? cleanText(field.value, { multiline: name === 'description' }) : field.value;
    if (value === undefined || value === null) continue;
    fields[name] = { ...field, value: isText && typeof value === 'string' ? tidyValue(value) : value };
  }
  return fields;
}

const textOf =
  (fields: Record<string, AiField>): FieldText =>
  (name) => {
    const v = fields[name]?.value;
    return typeof v === 'string' ? v : undefined;
  };

const one = (value: string | undefined): string[] => (value ? [value] : []);

/** What the draft says for each aspect eBay may ask for, before the category's rules pick and check them. */
function aspectFactsOf(
  text: FieldText,
  seen: {
    itemType: string;
    department: Department | null;
    definitions: ResolvedCategory['rules']['aspects'];
    typeFromEvidence: boolean;
    colours: string[];
    materials: string[];
    sleeve: string | undefined;
  },
): Record<string, string[]> {
  const size = text('size');
  // eBay takes jeans and trousers as a waist Size plus an Inseam.
  const waistLength = size ? /^W(\d+) L(\d+)$/.exec(size) : null;
  const { department } = seen;
  return {
    Brand: one(text('brand')),
    Department: department ? [department === 'Unisex Adult' ? 'Unisex Adults' : department] : [],
    Type: typeFacts(seen.itemType, seen.definitions, seen.typeFromEvidence),
    // The primary colour first; a secondary one only where the category's Color takes two.
    Color: [...seen.colours, ...one(text('color_secondary'))],
    Material: seen.materials,
    [sizeAspectName(seen.definitions)]: waistLength ? [waistLength[1]!] : one(size),
    'Size Type': text('size_type') ? [text('size_type')!] : size ? [sizeTypeOf(size)] : [],
    Inseam: waistLength ? [waistLength[2]!] : [],
    'Sleeve Length': one(seen.sleeve),
    'Country/Region of Manufacture': one(text('country_of_origin')),
    Model: one(text('model_name') || text('model_number')),
    Pattern: one(text('pattern')),
    Style: splitList(text('style_details')),
    Fit: one(text('fit')),
    Neckline: one(text('neckline')),
    Closure: one(text('closure')),
    Season: splitList(text('season')),
    Occasion: splitList(text('occasion')),
  };
}

/** The leaf category as a field, saying where its rules came from. */
function categoryField(category: ResolvedCategory, itemType: string, department: Department | null): AiField {
  const from = category.rules.source === 'ebay' ? 'eBay Taxonomy API' : 'built-in table (eBay unreachable)';
  return {
    value: category.rules.categoryId,
    confidence: category.confidence,
    evidence: [
      {
        source: 'rule',
        text: `${itemType} / ${department ?? 'no department'}`,
        note: category.departmentAssumed ? `${from}; department not in evidence, default side taken` : from,
      },
    ],
  };
}

/** Title, description and item specifics as built, recorded beside the fields they came from. */
function settleBuiltFields(
  fields: Record<string, AiField>,
  analysis: AiAnalysis,
  specifics: Record<string, string[]>,
  category: ResolvedCategory | null,
) {
  for (const key of ['title', 'description'] as const) {
    fields[key] = fields[key]
      ? { ...fields[key], value: analysis[key] }
      : {
          value: analysis[key],
          confidence: AI_MISSING_CONFIDENCE,
          evidence: [{ source: 'rule', note: `built from the fields (spec section 5)` }],
        };
  }
  fields.ebay_item_specifics = {
    value: specifics,
    confidence: category?.confidence ?? 0,
    evidence: [{ source: 'rule', note: category ? `aspects of ${category.rules.categoryPath}` : 'no category' }],
  };
}

/**
 * Applies the spec's sanitising rules (defaults, caps, title and description
 * builders) and maps the item to its eBay leaf category and aspects. Every
 * provider's draft goes through here.
 */
export function buildListing(
  draft: Draft,
  options: {
    includeEbayAspects: boolean;
    aiSource: string;
    /** The eBay leaf for `categoryQueryOf(draft)`, resolved by the caller; null when none was found. */
    category: ResolvedCategory | null;
  },
): { analysis: AiAnalysis; fields: Record<string, AiField> } {
  const fields = cleanFields(draft);
  const text = textOf(fields);

  // Spec section 5: item type defaults to Jacket, condition to good.
  fields.item_type ??= missing(AI_DEFAULT_ITEM_TYPE, 'no item type evidence');
  const condition = cleanCondition(fields.condition?.value);
  fields.condition = fields.condition
    ? { ...fields.condition, value: condition }
    : missing(condition, 'default condition');
  const itemType = text('item_type')!;
  const department = (text('gender') ?? null) as Department | null;

  const category = options.category;
  const colours =
    draft.colourNames.length > 0 ? draft.colourNames : (text('color')?.split(/\s*[/,&]\s*|\s+and\s+/i) ?? []);
  const materials = draft.materialNames.length > 0 ? draft.materialNames : materialNamesOf(text('material'));
  const size = text('size');
  const typeFromEvidence = fields.item_type.evidence.some((e) => e.source !== 'default');
  const sleeve = text('sleeve_length') ?? (typeFromEvidence ? SLEEVES_BY_TYPE[itemType] : undefined);
  const definitions = category?.rules.aspects ?? [];
  const facts = aspectFactsOf(text, {
    itemType,
    department,
    definitions,
    typeFromEvidence,
    colours,
    materials,
    sleeve,
  });
  const aspects = fillAspects(definitions, facts);
  if (category) fields.ebay_category_id = categoryField(category, itemType, department);

  const listingFacts: ListingFacts = {
    brand: text('brand'),
    department,
    modelName: text('model_name'),
    modelNumber: text('model_number'),
    itemType,
    size,
    colors: colours,
    materials,
    materialText: text('material'),
    pattern: text('pattern'),
    style: text('style_details'),
    sleeveLength: sleeve,
    country: text('country_of_origin'),
    condition,
  };
  const title = truncateWords(text('title') ?? buildTitle(listingFacts), 80);
  const description = rewriteSizePhrase(text('description') ?? buildDescription(title, listingFacts), size);
  const lists = buildKeywords(listingFacts, draft.lists);

  // The pricing agent prices the draft after the analysis (the generate job); until then, the spec's default.
  const suggestedPrice = cleanPrice(fields.suggested_price?.value ?? AI_DEFAULT_SUGGESTED_PRICE);
  fields.suggested_price ??= missing(suggestedPrice, 'no market data; spec default price');

  const flagged = Object.entries(fields).filter(([, f]) => f.flagged);
  const needsAttention = draft.needsAttention ?? (flagged.length > 0 ? AI_MESSAGES.manualReview : undefined);
  const completeness = scoreCompleteness(definitions, aspects.specifics);
  const compliance = Math.max(
    0,
    100 - 25 * aspects.missingRequired.length - 5 * aspects.rejected.length - (title.length > 80 ? 20 : 0),
  );

  const itemTypeCheck = settleItemTypeCheck(draft.itemTypeCheck, fields.item_type);
  const analysis = AiAnalysisSchema.parse({
    title,
    description,
    brand: text('brand') ?? 'Unknown',
    size: size ?? 'Unknown',
    // The colours eBay takes for the category (Color is often a single value), else what was seen.
    color: (aspects.specifics.Color ?? colours).join('/') || (text('color') ?? 'Unknown'),
    item_type: itemType,
    ...(itemTypeCheck ? { item_type_check: itemTypeCheck } : {}),
    condition,
    category: category ? (CATEGORY_BY_TYPE[itemType] ?? 'clothing') : 'other',
    suggested_price: suggestedPrice,
    price_range: { ...AI_DEFAULT_PRICE_RANGE },
    has_market_data: false,
    ...lists,
    gender: department,
    ...Object.fromEntries(AI_DETAIL_FIELDS.map((name) => [name, text(name) ?? null])),
    sleeve_length: sleeve ?? null,
    evidence: { brand: evidenceText(fields.brand), size: evidenceText(fields.size) },
    ebay_category_id: category?.rules.categoryId ?? null,
    ebay_category_name: category?.rules.categoryName ?? null,
    ebay_category_path: category?.rules.categoryPath ?? null,
    ebay_rules_source: category?.rules.source ?? null,
    aspect_facts: facts,
    ebay_item_specifics: aspects.specifics,
    ...(options.includeEbayAspects ? { ebay_aspects: definitions } : {}),
    category_suggestions: category?.suggestions ?? [],
    barcodes: draft.barcodes,
    confidence: overallConfidence(fields, draft.statedConfidence),
    keywordQualityScore: keywordQualityScore(lists, listingFacts),
    ebayComplianceScore: compliance,
    ebayCompletenessScore: completeness,
    needs_attention: Boolean(needsAttention),
    needs_attention_reason: needsAttention ?? null,
    ai_source: options.aiSource,
  });
  settleBuiltFields(fields, analysis, aspects.specifics, category);
  return { analysis, fields };
}

/**
 * What to ask eBay's taxonomy for a draft: the item type (the spec's default
 * when there is none), the department from evidence only, and the style and
 * model words of the title.
 */
export function categoryQueryOf(draft: Draft): CategoryQuery {
  const textOf = (name: string): string | undefined => {
    const value = draft.fields[name]?.value;
    return typeof value === 'string' ? cleanText(value) || undefined : undefined;
  };
  const itemType = textOf('item_type') ?? AI_DEFAULT_ITEM_TYPE;
  const gender = textOf('gender');
  const department = (DEPARTMENTS as readonly string[]).includes(gender ?? '') ? (gender as Department) : null;
  const terms = [textOf('style_details'), textOf('model_name')].filter((t): t is string => Boolean(t));
  return {
    itemType,
    department,
    terms,
    itemTypeConfidence: draft.fields.item_type?.confidence ?? AI_MISSING_CONFIDENCE,
  };
}

/**
 * Our item types in the words eBay's Type aspect uses, most specific first.
 * Which of them a category allows comes from its aspects at run time.
 */
const TYPE_WORDS: Record<string, string[]> = {
  'Long Sleeve Top': ['Top', 'T-Shirt', 'Pullover', 'Henley'],
  Shirt: ['Button-Up', 'Dress Shirt', 'Shirt'],
  Polo: ['Polo', 'Button-Up'],
  Shoes: ['Athletic', 'Sneaker'],
  Sneakers: ['Sneaker', 'Athletic'],
  Boots: ['Boot'],
  Sweater: ['Pullover', 'Cardigan'],
  Hoodie: ['Hoodie', 'Sweatshirt'],
  Sweatshirt: ['Sweatshirt', 'Hoodie'],
};

/**
 * The Type aspect's value for an item type: the first of its words the
 * category lists, else (where Type is free text) the item type itself. Only
 * when the item type came from evidence: a default type is no evidence.
 */
function typeFacts(itemType: string, definitions: readonly ItemSpecificDefinition[], fromEvidence: boolean): string[] {
  const type = definitions.find((d) => d.name === 'Type');
  if (!type || !fromEvidence) return [];
  for (const word of [itemType, ...(TYPE_WORDS[itemType] ?? [])]) {
    const hit = nearestAllowedValue(word, type.allowedValues);
    if (hit) return [hit];
  }
  return type.selectionOnly ? [] : [itemType];
}

/** Plus sizes print as 1X-6X or with a W ("16W"); petite with a P ("8P", "PS"); the rest is Regular. */
function sizeTypeOf(size: string): string {
  if (/^[0-6]X$|^\d{1,2}W$/i.test(size)) return 'Plus';
  if (/^\d{1,2}P$|^P[SML]$/i.test(size)) return 'Petite';
  return 'Regular';
}

function splitList(value: string | undefined): string[] {
  return value ? value.split(/\s*[,/]\s*/).filter(Boolean) : [];
}

function materialNamesOf(material: string | undefined): string[] {
  if (!material) return [];
  return material
    .split(/\s*,\s*/)
    .map((part) => part.replace(/^\d{1,3}\s?%\s*/, '').trim())
    .filter(Boolean);
}

function evidenceText(field: AiField | undefined): string | null {
  const e = field?.evidence[0];
  if (!e) return null;
  const where = e.photoIndex === undefined ? '' : ` (photo ${e.photoIndex + 1})`;
  return `${e.source}${where}: ${e.text ?? e.barcode ?? e.note ?? ''}`.trim();
}

/** Share of required (weighted 2) and recommended aspects that have a value, 0..100. */
function scoreCompleteness(
  definitions: { name: string; importance: string }[],
  specifics: Record<string, string[]>,
): number {
  let total = 0;
  let filled = 0;
  for (const d of definitions) {
    const weight = d.importance === 'REQUIRED' ? 2 : d.importance === 'RECOMMENDED' ? 1 : 0;
    total += weight;
    if (specifics[d.name]) filled += weight;
  }
  return total === 0 ? 0 : Math.round((100 * filled) / total);
}

/** The main fields' mean confidence; a provider's own figure counts when it gave one. */
function overallConfidence(fields: Record<string, AiField>, stated: number | undefined): number {
  const main = ['item_type', 'brand', 'size', 'color', 'condition'].map((n) => fields[n]?.confidence ?? 0);
  const mean = main.reduce((a, b) => a + b, 0) / main.length;
  const value = stated === undefined ? mean : (mean + cleanConfidence(stated)) / 2;
  return Number(Math.min(1, Math.max(0, value)).toFixed(3));
}
