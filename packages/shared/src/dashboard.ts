import { z } from 'zod';
import { ENDS_ITS_LIVE_LISTING } from './items';
import { ListingProblemSchema } from './listing-rules';
import { safeText } from './safe-text';

// The dashboard overview, item details and delete-all contracts (spec part 3,
// sections 2, 3, 5, 7, 8 and 9).

/** Recent Items shows the first 6 items (spec part 3, section 9). */
export const RECENT_ITEMS_LIMIT = 6;
/** eBay connection banners stay 10 s (success) and 15 s (error) (spec part 3, section 9). */
export const EBAY_CONNECTED_BANNER_MS = 10_000;
export const EBAY_ERROR_BANNER_MS = 15_000;

/**
 * The local refresh-needed flag (spec part 3, section 2): any screen that changes
 * items sets it; the dashboard reloads its figures when it sees it, then clears it.
 */
export const DASHBOARD_REFRESH_FLAG_KEY = 'listlens.dashboardNeedsRefresh';

export const DASHBOARD_TEXT = {
  empty: 'No items yet. Upload some photos to get started!',
  ebayConnected: 'eBay account connected successfully! You can now create live eBay listings.',
  itemNotFoundTitle: 'Item not found',
  itemNotFound: "The item you're looking for doesn't exist or you don't have permission to view it.",
  loadItemFailed: 'Failed to load item details. Please try again.',
  deleteItemConfirm: 'Are you sure you want to delete this item? This action cannot be undone.',
  deleteItemFailed: 'Failed to delete item. Please try again.',
  saveKeywordsFailed: 'Failed to save keywords. Please try again.',
  updatePriceFailed: 'Failed to update price. Please try again.',
  cleanupSucceeded: 'Successfully deleted all items',
  /** Said by a delete's confirmation when what it deletes may be live on eBay (issue 18, point 5). */
  endsLiveListings: 'Live eBay listings are ended on eBay first.',
} as const;

export const ebayErrorText = (error: string) => `eBay connection failed: ${error}`;
export const deleteItemFailedText = (message: string) =>
  `Failed to delete item: ${message}. You can try using "Clear All" for a more thorough cleanup.`;
export const cleanupPartialText = (remaining: number) =>
  `Cleanup attempted. ${remaining} items may still exist due to database constraints...`;
export const cleanupErrorText = (message: string) =>
  `Error during cleanup: ${message}. Please try again or delete items individually.`;
/** One item's delete question: it speaks of eBay only when the item's listing is live (issue 18, point 5). */
export const deleteItemConfirmText = (live: boolean) =>
  `${DASHBOARD_TEXT.deleteItemConfirm}${live ? ` ${ENDS_ITS_LIVE_LISTING}` : ''}`;
export const clearAllConfirmText = (count: number) =>
  `Delete all ${count} item${count === 1 ? '' : 's'} and their photos? ${DASHBOARD_TEXT.endsLiveListings} Recorded sales stay. This action cannot be undone.`;
/** A single delete keeps the item when eBay did not end its listing, so it can be tried again. */
export const endListingFailedText = (reason: string) =>
  `The item was kept because its eBay listing could not be ended: ${reason} Try again, or end the listing on eBay first.`;

/** The four stat cards (spec part 3, section 2). */
export const DashboardStatsSchema = z.object({
  itemsProcessed: z.number().int().nonnegative(),
  activeListings: z.number().int().nonnegative(),
  totalSales: z.number().int().nonnegative(),
  /** The profile's monthly_revenue, 0 by default. */
  revenue: z.number(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const RecentItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  imageUrl: z.string().nullable(),
  suggestedPrice: z.number().nullable(),
  /** Its eBay listing is active: deleting the item ends that listing first. */
  live: z.boolean(),
});
export type RecentItem = z.infer<typeof RecentItemSchema>;

export const DashboardSummarySchema = z.object({
  stats: DashboardStatsSchema,
  recentItems: z.array(RecentItemSchema).max(RECENT_ITEMS_LIMIT),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/**
 * What the analysis knew of the market when it priced the item (the items
 * module keeps it as ai_analysis.market_comparisons). `has_market_data` false
 * means the price is the AI's own estimate, not drawn from sold listings.
 */
export const ItemMarketSchema = z.object({
  has_market_data: z.boolean(),
  suggested_price: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** How many sold listings the figures rest on, when the pricing source says. */
  data_points: z.number().int().nonnegative().nullable(),
  average_sold_price: z.number().nullable(),
  median_sold_price: z.number().nullable(),
});
export type ItemMarket = z.infer<typeof ItemMarketSchema>;

/** The AI analysis kept on an item (spec part 3, section 3). */
export const ItemAnalysisSchema = z.object({
  key_features: z.array(z.string()).default([]),
  ebay_item_specifics: z.record(z.string(), z.string()).default({}),
  /** Aspect names eBay requires in the item's category, when the analysis knows them. */
  required_aspects: z.array(z.string()).optional(),
  market: ItemMarketSchema.nullable().default(null),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysisSchema>;

export const ItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  size: z.string().nullable(),
  condition: z.string().nullable(),
  color: z.string().nullable(),
  model_number: z.string().nullable(),
  images: z.array(z.string()),
  primary_image_url: z.string().nullable(),
  suggested_price: z.number().nullable(),
  final_price: z.number().nullable(),
  price_range_min: z.number().nullable(),
  price_range_max: z.number().nullable(),
  ai_confidence: z.number().min(0).max(1).nullable(),
  ai_analysis: ItemAnalysisSchema,
  ai_suggested_keywords: z.array(z.string()),
  created_at: z.string(),
});
export type Item = z.infer<typeof ItemSchema>;

export const ItemListingSchema = z.object({
  id: z.string(),
  status: z.string(),
  platforms: z.array(z.string()),
  listed_at: z.string().nullable(),
  /** eBay's traffic figures as on ListingView; null where eBay gave none. */
  total_views: z.number().int().nullable(),
  total_watchers: z.number().int().nullable(),
  total_messages: z.number().int().nullable(),
  total_impressions: z.number().int().nullable(),
  click_through_rate: z.number().nullable(),
  total_transactions: z.number().int().nullable(),
  traffic_updated_at: z.string().nullable(),
  /** The price the listing was posted at: a live listing's is what buyers pay (issue 18, point 4). */
  price: z.number().nullable(),
  /** The marketplace page of a live listing, when known. */
  url: z.string().nullable(),
});
export type ItemListing = z.infer<typeof ItemListingSchema>;

/** Whether eBay would take the item as it stands: the shared validator's problems and the compliance figure from them. */
export const ItemReadinessSchema = z.object({
  problems: z.array(ListingProblemSchema),
  /** 0..100: the share of the validator's checks the listing passes (issue 14, point 5). */
  compliance: z.number().int().min(0).max(100),
});
export type ItemReadiness = z.infer<typeof ItemReadinessSchema>;

export const ItemDetailsSchema = z.object({
  item: ItemSchema,
  listing: ItemListingSchema.nullable(),
  readiness: ItemReadinessSchema,
});
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

/**
 * Keyword edit (spec part 3, section 5): comma-separated text, each entry
 * trimmed, blanks dropped. Repeats are dropped too, keeping the first spelling.
 */
export function parseKeywordList(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of text.split(',')) {
    const keyword = raw.trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  }
  return keywords;
}

export const UpdateItemSchema = z
  .object({
    final_price: z
      .number({ error: 'Enter a price' })
      .min(0, 'The price cannot be negative')
      .max(1_000_000, 'That price is too high')
      .nullable()
      .optional(),
    ai_suggested_keywords: z
      .array(safeText(80, { tooLong: 'A keyword is at most 80 characters' }).trim().min(1))
      .max(50, 'At most 50 keywords')
      .optional(),
  })
  .strict()
  .refine((v) => v.final_price !== undefined || v.ai_suggested_keywords !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateItem = z.infer<typeof UpdateItemSchema>;

/** A live eBay listing a delete could not end (issue 18, point 5), with eBay's reason. */
export const ListingNotEndedSchema = z.object({
  itemId: z.string(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  message: z.string(),
});
export type ListingNotEnded = z.infer<typeof ListingNotEndedSchema>;

/**
 * Clear All Test Items and Delete all my data both answer how many items went
 * and how many are left, and which live eBay listings could not be ended.
 */
export const CleanupResultSchema = z.object({
  deletedItems: z.number().int().nonnegative(),
  remainingItems: z.number().int().nonnegative(),
  deletedPhotos: z.number().int().nonnegative(),
  notEnded: z.array(ListingNotEndedSchema),
});
export type CleanupResult = z.infer<typeof CleanupResultSchema>;

export const notEndedText = (listings: ListingNotEnded[]) =>
  `${listings.length} eBay listing${listings.length === 1 ? '' : 's'} could not be ended and may still be live: ` +
  `${listings.map((l) => l.title ?? 'Untitled').join(', ')}. End ${listings.length === 1 ? 'it' : 'them'} on eBay.`;

/** 'Successfully deleted all items' or the partial text (spec part 3, section 8), and the listings still live. */
export function cleanupResultText(result: CleanupResult): string {
  const outcome =
    result.remainingItems > 0 ? cleanupPartialText(result.remainingItems) : DASHBOARD_TEXT.cleanupSucceeded;
  if (result.notEnded.length === 0) return outcome;
  return `${outcome}${outcome.endsWith('.') ? '' : '.'} ${notEndedText(result.notEnded)}`;
}
