import { z } from 'zod';
import { AI_TITLE_MAX_LENGTH, ItemSpecificDefinitionSchema, isUnknownValue, type ItemSpecificDefinition } from './ai';
import { safeText } from './safe-text';

// The one validator of what ListLens sends eBay (issue 14, point 5). The rules
// (a category's aspects and allowed conditions) come from eBay's Taxonomy and
// Metadata APIs at run time; this file only knows how to apply them. The
// Generate screen, the edit modal, item details, the preview, bulk publish and
// the publish job all call `validateListing`, so "Ready to post" means the
// same everywhere, and a post eBay would refuse is stopped before any call.

/** eBay's item condition ids and the Inventory API's enum for each (ebay-api.md 4.10, eBay's published mapping). */
export const CONDITION_ENUM_BY_ID: Record<string, string> = {
  '1000': 'NEW',
  '1500': 'NEW_OTHER',
  '1750': 'NEW_WITH_DEFECTS',
  '2000': 'CERTIFIED_REFURBISHED',
  '2010': 'EXCELLENT_REFURBISHED',
  '2020': 'VERY_GOOD_REFURBISHED',
  '2030': 'GOOD_REFURBISHED',
  '2500': 'SELLER_REFURBISHED',
  '2750': 'LIKE_NEW',
  '2990': 'PRE_OWNED_EXCELLENT',
  '3000': 'USED_EXCELLENT',
  '3010': 'PRE_OWNED_FAIR',
  '4000': 'USED_VERY_GOOD',
  '5000': 'USED_GOOD',
  '6000': 'USED_ACCEPTABLE',
  '7000': 'FOR_PARTS_OR_NOT_WORKING',
};

/** One condition a category allows, as eBay's Metadata API names it. */
export const ConditionOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The Inventory API's ConditionEnum for the id. */
  enum: z.string(),
});
export type ConditionOption = z.infer<typeof ConditionOptionSchema>;

/** Where a category's rules came from: eBay's APIs, or the built-in table when eBay could not be reached. */
export const RULES_SOURCES = ['ebay', 'fallback'] as const;
export type RulesSource = (typeof RULES_SOURCES)[number];

/** A leaf category with what eBay asks of a listing in it. */
export const CategoryRulesSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  /** Root first, e.g. 'Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses'. */
  categoryPath: z.string(),
  treeVersion: z.string(),
  source: z.enum(RULES_SOURCES),
  aspects: z.array(ItemSpecificDefinitionSchema),
  /** Empty when the category's conditions are not known (then any condition is let through). */
  conditions: z.array(ConditionOptionSchema),
});
export type CategoryRules = z.infer<typeof CategoryRulesSchema>;

/**
 * A category's rules as an item stores them (its id, path, aspects and, when
 * known, conditions): what stands in where the current rules are not at hand.
 * Null when the item has no category.
 */
export function storedCategoryRules(stored: {
  categoryId: string | null;
  categoryPath: string | null;
  source: RulesSource | null;
  aspects: ItemSpecificDefinition[];
  conditions?: ConditionOption[];
}): CategoryRules | null {
  if (!stored.categoryId) return null;
  const path = stored.categoryPath ?? '';
  return {
    categoryId: stored.categoryId,
    categoryName: path.split(' > ').at(-1) || stored.categoryId,
    categoryPath: path,
    treeVersion: '',
    source: stored.source ?? 'fallback',
    aspects: stored.aspects,
    conditions: stored.conditions ?? [],
  };
}

/** Said on an item whose category came from the built-in table (issue 14, point 1). */
export const FALLBACK_RULES_TEXT =
  'eBay could not be reached, so the category and item specifics come from ListLens’s built-in table. Check them before posting.';

export const LISTING_PROBLEM_CODES = [
  'title_missing',
  'title_too_long',
  'price_too_low',
  'quantity_too_low',
  'photo_missing',
  'category_missing',
  'condition_missing',
  'condition_not_allowed',
  'aspect_missing',
  'aspect_too_many',
  'aspect_not_allowed',
  'aspect_too_long',
  'policies_missing',
] as const;
export type ListingProblemCode = (typeof LISTING_PROBLEM_CODES)[number];

/** One thing eBay would refuse, with the field it belongs to (a link target on every screen). */
export const ListingProblemSchema = z.object({
  /** 'title', 'price', 'quantity', 'photos', 'category', 'condition', 'policies' or 'item_specifics.<Aspect>'. */
  field: z.string(),
  code: z.enum(LISTING_PROBLEM_CODES),
  message: z.string(),
});
export type ListingProblem = z.infer<typeof ListingProblemSchema>;

/** eBay's lowest fixed price on EBAY_US (ebay-api.md 10); the emulator refuses less with 25003. */
export const EBAY_MIN_PRICE = 0.99;
/** ebay-api.md 10: validate against aspectMaxLength when eBay gives one, else 50. */
export const DEFAULT_ASPECT_MAX_LENGTH = 50;

/** What the validator reads of a listing: the fields the seller edits and what is sent for them. */
export type ListingToValidate = {
  title: string | null;
  price: number | null;
  condition: string | null;
  brand: string | null;
  color: string | null;
  size: string | null;
  item_specifics: Record<string, string[]>;
  images: readonly string[];
  ebay_category_id: string | null;
};

/** Facts only known where the post is made: the chosen policies and the stock to list. */
export type PostingContext = {
  /** undefined: not checked here (the Generate screen); otherwise whether all three policies are chosen. */
  policiesChosen?: boolean;
  /** undefined: not checked; otherwise the quantity that would be listed. */
  quantity?: number;
};

/** The size aspect of a category: shoes take 'US Shoe Size' (ebay-api.md 7.3), the rest 'Size'. */
export function sizeAspectName(aspects: readonly Pick<ItemSpecificDefinition, 'name'>[]): string {
  return aspects.find((a) => /shoe size/i.test(a.name))?.name ?? 'Size';
}

/**
 * The item specifics eBay gets: the stored ones without unknown values, plus
 * Brand, Color and the size from the item's own fields where the specifics
 * lack them, so the listing never says two different things.
 */
export function aspectsToSend(
  listing: Pick<ListingToValidate, 'item_specifics' | 'brand' | 'color' | 'size'>,
  aspects: readonly Pick<ItemSpecificDefinition, 'name'>[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(listing.item_specifics)) {
    const kept = values.map((v) => v.trim()).filter((v) => !isUnknownValue(v));
    if (kept.length > 0) out[name] = kept;
  }
  const fill = (name: string, value: string | null) => {
    if (!out[name] && !isUnknownValue(value)) out[name] = [value!.trim()];
  };
  fill('Brand', listing.brand);
  fill('Color', listing.color);
  fill(sizeAspectName(aspects), listing.size);
  return out;
}

const LEGACY_CONDITION_IDS: [RegExp, string][] = [
  // The spec's choices (part 2, section 2.5) and common wordings, read as eBay's apparel grades.
  [/^(new with tags|new|brand new|nwt|new with box)$/, '1000'],
  [/^(new without tags|new other|nwot|new without box)/, '1500'],
  [/^new with (defects|imperfections)/, '1750'],
  [/^(pre-owned - )?excellent$|like new|mint/, '2990'],
  [/^(pre-owned - )?good$|^used$|^pre-owned$/, '3000'],
  [/^(pre-owned - )?(fair|poor)$|acceptable|worn/, '3010'],
];

/**
 * The eBay condition a listing's condition text stands for in its category:
 * the category's own label first (what the editor offers), then the spec's
 * words ("Excellent", "Good", "Fair", "Poor") as eBay's apparel grades.
 * undefined when the category does not allow it.
 */
export function conditionFor(
  condition: string | null,
  allowed: readonly ConditionOption[],
): ConditionOption | undefined {
  const text = (condition ?? '').trim().toLowerCase();
  if (!text) return undefined;
  const byLabel = allowed.find((c) => c.label.toLowerCase() === text);
  if (byLabel) return byLabel;
  const id = LEGACY_CONDITION_IDS.find(([pattern]) => pattern.test(text))?.[1];
  return id ? allowed.find((c) => c.id === id) : undefined;
}

/** The eBay apparel condition id the spec's words stand for ("Excellent" is 2990, "Good" 3000...); undefined when none. */
export function apparelConditionId(condition: string | null): string | undefined {
  const text = (condition ?? '').trim().toLowerCase();
  return LEGACY_CONDITION_IDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** The ConditionEnum to send: the category's match, else the spec's words read as eBay's apparel grades. */
export function conditionEnumFor(condition: string | null, allowed: readonly ConditionOption[]): string {
  const match = conditionFor(condition, allowed);
  if (match) return match.enum;
  const text = (condition ?? '').trim().toLowerCase();
  const id = LEGACY_CONDITION_IDS.find(([pattern]) => pattern.test(text))?.[1] ?? '3000';
  return CONDITION_ENUM_BY_ID[id] ?? 'USED_EXCELLENT';
}

const problem = (field: string, code: ListingProblemCode, message: string): ListingProblem => ({
  field,
  code,
  message,
});

function basicProblems(listing: ListingToValidate, context: PostingContext): ListingProblem[] {
  const out: ListingProblem[] = [];
  const title = listing.title?.trim() ?? '';
  if (!title) out.push(problem('title', 'title_missing', 'Add a title.'));
  else if (title.length > AI_TITLE_MAX_LENGTH)
    out.push(problem('title', 'title_too_long', `Shorten the title to ${AI_TITLE_MAX_LENGTH} characters or fewer.`));
  if (listing.price === null || !Number.isFinite(listing.price) || listing.price < EBAY_MIN_PRICE)
    out.push(problem('price', 'price_too_low', `Set a price of at least $${EBAY_MIN_PRICE.toFixed(2)}.`));
  if (context.quantity !== undefined && context.quantity < 1)
    out.push(problem('quantity', 'quantity_too_low', 'This SKU has no stock to list. Restock it in Inventory.'));
  if (listing.images.length === 0) out.push(problem('photos', 'photo_missing', 'Add at least one photo.'));
  if (context.policiesChosen === false)
    out.push(problem('policies', 'policies_missing', 'Choose a shipping, a payment and a return policy.'));
  return out;
}

function conditionProblems(listing: ListingToValidate, rules: CategoryRules): ListingProblem[] {
  if (!listing.condition?.trim()) return [problem('condition', 'condition_missing', 'Choose a condition.')];
  if (rules.conditions.length === 0 || conditionFor(listing.condition, rules.conditions)) return [];
  const names = rules.conditions.map((c) => c.label).join(', ');
  return [
    problem(
      'condition',
      'condition_not_allowed',
      `eBay does not allow the condition "${listing.condition.trim()}" in ${rules.categoryName}. Choose one of: ${names}.`,
    ),
  ];
}

/** Each aspect's problems: missing when required, too many values, a value not in eBay's list, too long. */
function aspectProblems(sent: Record<string, string[]>, rules: CategoryRules): ListingProblem[] {
  const out: ListingProblem[] = [];
  for (const aspect of rules.aspects) {
    const field = `item_specifics.${aspect.name}`;
    const values = sent[aspect.name] ?? [];
    if (values.length === 0) {
      if (aspect.importance === 'REQUIRED')
        out.push(problem(field, 'aspect_missing', `eBay requires ${aspect.name} in ${rules.categoryName}.`));
      continue;
    }
    if (values.length > aspect.maxValues) {
      const most = aspect.maxValues === 1 ? 'a single value' : `at most ${aspect.maxValues} values`;
      out.push(problem(field, 'aspect_too_many', `${aspect.name} takes ${most}; it has ${values.length}.`));
    }
    if (aspect.selectionOnly) {
      const allowed = new Set(aspect.allowedValues);
      for (const value of values.filter((v) => !allowed.has(v)))
        out.push(
          problem(
            field,
            'aspect_not_allowed',
            `"${value}" is not one of eBay's values for ${aspect.name}. Pick one from the list.`,
          ),
        );
    }
    const maxLength = aspect.maxLength ?? DEFAULT_ASPECT_MAX_LENGTH;
    for (const value of values.filter((v) => v.length > maxLength))
      out.push(
        problem(
          field,
          'aspect_too_long',
          `${aspect.name} is at most ${maxLength} characters ("${value.slice(0, 20)}…").`,
        ),
      );
  }
  return out;
}

/**
 * Every problem eBay would have with this listing, all at once. `rules` null
 * means the item has no category yet, itself a problem. An empty list means
 * "Ready to post".
 */
export function validateListing(
  listing: ListingToValidate,
  rules: CategoryRules | null,
  context: PostingContext = {},
): ListingProblem[] {
  const out = basicProblems(listing, context);
  if (!listing.ebay_category_id || !rules) {
    out.push(problem('category', 'category_missing', 'Choose an eBay category for this item.'));
    return out;
  }
  out.push(...conditionProblems(listing, rules));
  out.push(...aspectProblems(aspectsToSend(listing, rules.aspects), rules));
  return out;
}

/**
 * Item details' "eBay Compliance": the share of the validator's checks the
 * listing passes (title, price, photo, category, condition and each required
 * or filled aspect), 0..100.
 */
export function complianceScore(listing: ListingToValidate, rules: CategoryRules | null): number {
  const problems = validateListing(listing, rules);
  if (!rules) return Math.round((100 * Math.max(0, 4 - problems.length)) / 5);
  const sent = aspectsToSend(listing, rules.aspects);
  const checked = rules.aspects.filter((a) => a.importance === 'REQUIRED' || (sent[a.name]?.length ?? 0) > 0).length;
  const total = 5 + checked;
  const failedFields = new Set(problems.map((p) => p.field)).size;
  return Math.round((100 * Math.max(0, total - failedFields)) / total);
}

/** Words a seller reads for the problems' count, e.g. on the Generate screen's row. */
export const problemsCountText = (n: number) =>
  n === 0 ? 'Ready to post' : `${n} problem${n === 1 ? '' : 's'} to fix`;

/** A node of eBay's category tree as the category picker shows it (issue 14, point 4). */
export const TreeCategorySchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  categoryPath: z.string(),
  leaf: z.boolean(),
});
export type TreeCategory = z.infer<typeof TreeCategorySchema>;

/** Browsing the tree: a node, the way down to it, and what lies below it (the top level when no node). */
export const CategoryBrowseSchema = z.object({
  category: TreeCategorySchema.nullable(),
  path: z.array(TreeCategorySchema),
  children: z.array(TreeCategorySchema),
  /** A leaf's rules: its aspects and allowed conditions. */
  rules: CategoryRulesSchema.nullable(),
});
export type CategoryBrowse = z.infer<typeof CategoryBrowseSchema>;

export const CategorySearchResultSchema = z.object({ categories: z.array(TreeCategorySchema) });
export type CategorySearchResult = z.infer<typeof CategorySearchResultSchema>;

/** The category picker's search (GET /api/taxonomy/search?q=). */
export const CategorySearchQuerySchema = z.object({ q: safeText(200).trim().min(2, 'Type at least 2 characters') });
export type CategorySearchQuery = z.infer<typeof CategorySearchQuerySchema>;
