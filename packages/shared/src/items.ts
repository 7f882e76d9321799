import { z } from 'zod';
import { NextCursorSchema } from './pagination';
import { PriceSourceSchema } from './pricing';
import { safeText } from './safe-text';
import {
  AI_TITLE_MAX_LENGTH,
  DepartmentSchema,
  ItemSpecificDefinitionSchema,
  ItemTypeCheckSchema,
  LISTING_STATUSES,
} from './ai';
import { ConditionOptionSchema, ListingProblemSchema, RULES_SOURCES } from './listing-rules';
import { SkuSchema } from './photos';

// Generate Listings and the Edit Listing modal: spec part 2, sections 2.4, 2.5,
// 3, 4.4, 5, 7, 8 and 9, with DESIGN section 2 (edits persisted, computed pricing).

export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;

/** Section 4.4's labels; needs_attention shows the error text instead, anything else 'Unknown'. */
const STATUS_LABELS: Record<string, string> = {
  not_started: 'Not Started',
  analyzing: 'Analyzing...',
  ready: 'Ready for Review',
  complete: 'Complete',
};

export function listingStatusLabel(status: string, error: string | null): string {
  if (status === 'needs_attention') return error ?? 'Needs Attention';
  return STATUS_LABELS[status] ?? 'Unknown';
}

/** The texts of sections 2.4, 2.5, 5 and 8, word for word. */
export const GENERATE_TEXT = {
  title: 'Generate Listings',
  noneToGenerate: 'No items need generation. All items are already processed.',
  emptyTitle: 'No Items Ready',
  loading: 'Loading SKU groups...',
  errorTitle: 'Error Loading Data',
  loadFailed: 'Failed to load SKU groups. Please try again.',
  saveListingFailed: 'Failed to save listing. Please try again.',
  saveChangesFailed: 'Failed to save changes. Please try again.',
  deleteFailed: 'Failed to delete item. Please try again.',
  shippingComingSoon: 'Coming Soon: shipping options per listing. Until then your eBay default shipping is used.',
  /** A job lost with its worker (DESIGN principle 4: the seller can always try again). */
  lostJob: 'AI analysis failed: the analysis did not finish. Please generate again.',
  noPhotos: 'AI analysis failed: there are no photos to analyse',
} as const;

/** Save Changes or Publish with an item type typed in but not applied: nothing is saved, the typing stays. */
export const applyItemTypeFirst = (typed: string, current: string | null) =>
  `The item type "${typed}" is not applied yet: press Apply and find the category, or ${current ? `put back "${current}"` : 'clear it'}.`;
export const generateAllLabel = (notStarted: number) => `Generate All Items (${notStarted})`;
/** Added to an item's delete question only when its listing is live on eBay. */
export const ENDS_ITS_LIVE_LISTING = 'Its live eBay listing is ended first.';
/**
 * The spec's question (section 5), and, only for an item live on eBay, that its
 * listing is ended first (issue 18, point 5).
 */
export const deleteListingConfirm = (sku: string, live: boolean) =>
  `Are you sure you want to delete the item for SKU ${sku}? This action cannot be undone.${live ? ` ${ENDS_ITS_LIVE_LISTING}` : ''}`;
export const titleCounterText = (length: number) => `${length}/${AI_TITLE_MAX_LENGTH} characters`;
export const descriptionCounterText = (length: number) => `${length}/1000 characters recommended`;

/** Section 2.4: at most 3 item specifics in the table, values that are Unknown skipped. */
export const TABLE_SPECIFICS_SHOWN = 3;

/** Section 2.5: the item-specific dropdowns (Features is free text). Saved into the item (DESIGN section 2). */
export const ITEM_SPECIFIC_FIELDS = [
  { name: 'Department', values: ['Men', 'Women', 'Unisex Adult', 'Boys', 'Girls'] },
  { name: 'Size Type', values: ['Regular', 'Plus', 'Petite', 'Big & Tall', 'Maternity'] },
  { name: 'Fit', values: ['Slim', 'Regular', 'Relaxed', 'Loose', 'Tight'] },
  { name: 'Style', values: ['Casual', 'Formal', 'Athletic', 'Business', 'Vintage', 'Bohemian', 'Classic'] },
  { name: 'Occasion', values: ['Everyday', 'Work', 'Party', 'Wedding', 'Travel', 'Outdoor'] },
  { name: 'Season', values: ['Spring', 'Summer', 'Fall', 'Winter', 'All Seasons'] },
  { name: 'Sleeve Length', values: ['Sleeveless', 'Short Sleeve', '3/4 Sleeve', 'Long Sleeve'] },
  { name: 'Neckline', values: ['Crew Neck', 'V-Neck', 'Scoop Neck', 'Turtle Neck', 'Collar', 'Hood'] },
  { name: 'Features', values: null },
] as const satisfies readonly { name: string; values: readonly string[] | null }[];

/** Section 9: tiers are 85 % and 115 % of the suggestion, rounded; fallback tiers 22, 25, 30. */
export const PRICE_TIER_SHARES = { quickSale: 0.85, premium: 1.15 } as const;
export const FALLBACK_PRICE_TIERS = { quickSale: 22, market: 25, premium: 30 } as const;

export type PriceTiers = { quickSale: number; market: number; premium: number };

export function priceTiers(suggested: number | null | undefined): PriceTiers {
  if (suggested === null || suggested === undefined || !Number.isFinite(suggested) || suggested <= 0)
    return { ...FALLBACK_PRICE_TIERS };
  return {
    quickSale: Math.round(suggested * PRICE_TIER_SHARES.quickSale),
    market: Math.round(suggested * 100) / 100,
    premium: Math.round(suggested * PRICE_TIER_SHARES.premium),
  };
}

/** eBay's limits on an aspect (Sell Inventory API): 40-character names, 65-character values. */
const AspectNameSchema = safeText(40).trim().min(1);
const AspectValueSchema = safeText(65, { tooLong: 'An item specific is at most 65 characters' }).trim().min(1);

export const ItemSpecificsSchema = z
  .record(AspectNameSchema, z.array(AspectValueSchema).max(30))
  .refine((v) => Object.keys(v).length <= 60, 'At most 60 item specifics');
export type ItemSpecifics = z.infer<typeof ItemSpecificsSchema>;

export const ListingPhotoSchema = z.object({ id: z.string(), image_url: z.string(), thumbnail_url: z.string() });
export type ListingPhoto = z.infer<typeof ListingPhotoSchema>;

/** What the market said about the price, as the analysis found it (spec section 3 'Market pricing result'). */
export const ListingMarketSchema = z.object({
  suggested_price: z.number(),
  min: z.number(),
  max: z.number(),
  has_market_data: z.boolean(),
  /** From the pricing agent (issue 16): its confidence, data points, source and the no-market-data note. */
  confidence: z.number().min(0).max(1).optional(),
  data_points: z.number().int().nonnegative().optional(),
  median_sold_price: z.number().nullable().optional(),
  average_sold_price: z.number().nullable().optional(),
  price_source: PriceSourceSchema.optional(),
  note: z.string().nullable().optional(),
});
export type ListingMarket = z.infer<typeof ListingMarketSchema>;

/** Issue 17: said where the classifier's item type is too unsure to stand unchecked. */
export const CHECK_ITEM_TYPE_TEXT = 'Check the item type';

/** A stored item as the Generate screen and the Edit modal show it (section 3 'Item record'). */
export const ListingItemSchema = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** The price the listing will use: the final price when set, otherwise the suggested one. */
  price: z.number().nullable(),
  category: z.string().nullable(),
  condition: z.string().nullable(),
  brand: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  model_number: z.string().nullable(),
  ai_suggested_keywords: z.array(z.string()),
  ai_confidence: z.number().nullable(),
  item_specifics: ItemSpecificsSchema,
  /** What the item is: drives its eBay category (issue 14, point 4). */
  item_type: z.string().nullable(),
  /** Issue 17: the two likeliest item types, when the classifier's guess is too unsure to stand unchecked. */
  item_type_check: ItemTypeCheckSchema.nullable(),
  department: DepartmentSchema.nullable(),
  /** The item's eBay category and the aspects it asks for; required ones are marked in the modal. */
  ebay_category_id: z.string().nullable(),
  ebay_category_path: z.string().nullable(),
  /** 'fallback' when eBay could not be reached and the built-in table chose the category. */
  rules_source: z.enum(RULES_SOURCES).nullable(),
  aspects: z.array(ItemSpecificDefinitionSchema),
  /** The conditions eBay allows in the category (empty when not known). */
  conditions: z.array(ConditionOptionSchema),
  /** What eBay would refuse, all at once (the shared validator); empty means Ready to post. */
  problems: z.array(ListingProblemSchema),
  images: z.array(z.string()),
  primary_image_url: z.string().nullable(),
  market: ListingMarketSchema.nullable(),
  status: z.string(),
  updated_at: z.string(),
});
export type ListingItem = z.infer<typeof ListingItemSchema>;

/** The group's item on eBay: its listing's status (publishing, failed, active, sold, ended) and its eBay page. */
export const GroupListingSchema = z.object({ status: z.string(), url: z.string().nullable() });
export type GroupListing = z.infer<typeof GroupListingSchema>;

/**
 * What a Generate row says of an item eBay has (or is taking): spec part 3's
 * 'Live on eBay' (the Listing Status badge for active), and the same words for
 * a post on its way and a sold listing. Such an item is not 'ready to post'.
 */
const GROUP_LISTING_TEXT: Record<string, string> = {
  active: 'Live on eBay',
  publishing: 'Posting to eBay...',
  sold: 'Sold on eBay',
};

/** The row's words for a listing eBay has or is taking; null when the item can still be posted (none, failed, ended). */
export const groupListingText = (listing: GroupListing | null): string | null =>
  listing ? (GROUP_LISTING_TEXT[listing.status] ?? null) : null;

/** One SKU group on the Generate screen (sections 3 and 4.4). */
export const GenerateGroupSchema = z.object({
  sku: z.string(),
  photos: z.array(ListingPhotoSchema),
  status: ListingStatusSchema,
  /** Waiting for a worker; shown as Analyzing... like the spec's running item. */
  queued: z.boolean(),
  error: z.string().nullable(),
  item: ListingItemSchema.nullable(),
  /** The item's eBay listing, null while it has none. */
  listing: GroupListingSchema.nullable(),
  last_updated: z.string(),
});
export type GenerateGroup = z.infer<typeof GenerateGroupSchema>;

/** A page of SKU groups, by SKU (issue 19: keyset pagination). */
export const GenerateScreenSchema = z.object({ groups: z.array(GenerateGroupSchema), next_cursor: NextCursorSchema });
export type GenerateScreen = z.infer<typeof GenerateScreenSchema>;

export const GenerateRequestSchema = z.object({
  skus: z.array(SkuSchema).min(1, 'Choose at least one item').max(500),
});
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

/** Which groups were queued, and which were not because they are already queued or running. */
export const GenerateResultSchema = z.object({ queued: z.array(z.string()), skipped: z.array(z.string()) });
export type GenerateResult = z.infer<typeof GenerateResultSchema>;

const optionalText = (max: number, what: string, options: { multiline?: boolean } = {}) =>
  safeText(max, { ...options, tooLong: `${what} must be at most ${max} characters` })
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable();

/**
 * An edit from the Generate screen (title or price inline) or the Edit modal
 * (section 2.5). Section 5: title at most 80, price a number of at least 0.
 */
export const UpdateListingSchema = z
  .object({
    title: safeText(AI_TITLE_MAX_LENGTH, { tooLong: `Title must be at most ${AI_TITLE_MAX_LENGTH} characters` })
      .trim()
      .min(1, 'Enter a title'),
    description: optionalText(10_000, 'Description', { multiline: true }),
    price: z
      .number({ error: 'Enter a price' })
      .min(0, 'Price cannot be negative')
      .max(1_000_000, 'That price is too high'),
    category: optionalText(200, 'Category'),
    condition: optionalText(50, 'Condition'),
    brand: optionalText(65, 'Brand'),
    size: optionalText(65, 'Size'),
    color: optionalText(65, 'Color'),
    model_number: optionalText(65, 'Model number'),
    ai_suggested_keywords: z
      .array(safeText(80, { tooLong: 'A keyword is at most 80 characters' }).trim().min(1))
      .max(50, 'At most 50 keywords'),
    item_specifics: ItemSpecificsSchema,
    /** Changing any of these three derives the category, its aspects and the text again (issue 14, point 4). */
    item_type: safeText(50).trim().min(1, 'Choose an item type'),
    department: DepartmentSchema.nullable(),
    ebay_category_id: safeText(20).regex(/^\d+$/, 'Choose a category from eBay’s list'),
    primary_image_url: safeText(500).min(1),
    /** Saved from the Edit modal: the seller has reviewed the draft, so it is Complete. */
    reviewed: z.literal(true),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).some((k) => k !== 'reviewed'), { message: 'Nothing to update' });
export type UpdateListing = z.infer<typeof UpdateListingSchema>;
export type UpdateListingInput = z.input<typeof UpdateListingSchema>;
