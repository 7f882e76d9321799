import { z } from 'zod';
import { safeText, safeUuid } from './safe-text';
import { ListingProblemSchema } from './listing-rules';
import { PhotoToConfirmSchema } from './photo-safety';

// Listing preview and posting (spec part 3, sections 2, 4, 5, 8 and 9; DESIGN
// section 8; issue 8).

/** The posting messages of spec part 3, sections 5 and 8, word for word. */
export const POSTING_TEXT = {
  selectPlatform: 'Please select at least one platform to post to.',
  connectFirst: 'Please connect your eBay account before posting',
  selectPolicies: 'Please select all required business policies for eBay listing',
  mockListing: 'eBay authentication required - listing was not posted to real eBay',
  success: 'Listing Posted Successfully!',
  missingData: 'Missing item data or authentication.',
  loadPoliciesFailed: 'Failed to load business policies. Please try again.',
  noDefaults: 'No default policies found. Please create policies in your eBay account first.',
  missingAccountScope: 'OAuth token missing required sell.account scope for business policies',
  notOptedIn:
    'Your eBay account is not opted in to business policies. Opt in, then choose your shipping, payment and return policies.',
  optInRequested: 'Opt-in requested. eBay can take up to 24 hours to turn business policies on.',
  lostJob: 'The post did not finish. Please try again.',
} as const;

export const postFailedText = (message: string) => `Failed to post listing: ${message}. Please try again.`;
/** 'Post to N Platforms' (section 2); one platform reads in the singular. */
export const postToPlatformsLabel = (n: number) => `Post to ${n} Platform${n === 1 ? '' : 's'}`;
/** A refused Post, with every problem the validator found (issue 14, point 5). */
export const listingProblemsText = (problems: readonly { message: string }[]) =>
  `Fix ${problems.length === 1 ? 'this' : `these ${problems.length} things`} before posting: ${problems.map((p) => p.message).join(' ')}`;

/**
 * The platform chooser (section 2): eBay is live; Facebook Marketplace and
 * Poshmark are Coming Soon. The default selection is eBay and Facebook, with
 * only eBay enabled, so a selected Coming Soon platform is shown but never posted to.
 */
export const PLATFORMS = [
  { id: 'ebay', name: 'eBay', live: true },
  { id: 'facebook', name: 'Facebook Marketplace', live: false },
  { id: 'poshmark', name: 'Poshmark', live: false },
] as const;
export type PlatformId = (typeof PLATFORMS)[number]['id'];
export const PlatformIdSchema = z.enum(['ebay', 'facebook', 'poshmark']);
export const DEFAULT_PLATFORMS: PlatformId[] = ['ebay', 'facebook'];
/** The selected platforms that can be posted to today. */
export const livePlatforms = (selected: readonly string[]): PlatformId[] =>
  PLATFORMS.filter((p) => p.live && selected.includes(p.id)).map((p) => p.id);

/** Section 5: posting needs these scopes; business policies need sell.account. */
const SCOPE_ROOT = 'https://api.ebay.com/oauth/api_scope';
export const POSTING_SCOPES = [
  { name: 'sell.inventory', scope: `${SCOPE_ROOT}/sell.inventory`, critical: true },
  { name: 'sell.account', scope: `${SCOPE_ROOT}/sell.account`, critical: true },
  { name: 'sell.fulfillment', scope: `${SCOPE_ROOT}/sell.fulfillment`, critical: false },
  { name: 'commerce.identity.readonly', scope: `${SCOPE_ROOT}/commerce.identity.readonly`, critical: false },
  { name: 'sell.marketing', scope: `${SCOPE_ROOT}/sell.marketing`, critical: false },
  { name: 'sell.analytics.readonly', scope: `${SCOPE_ROOT}/sell.analytics.readonly`, critical: false },
] as const;

/** Scope names missing from a connection's scopes (a manual token's scopes are unknown: nothing missing). */
export function missingScopes(scopes: readonly string[], isManual: boolean): { name: string; critical: boolean }[] {
  if (isManual && scopes.length === 0) return [];
  return POSTING_SCOPES.filter((s) => !scopes.includes(s.scope)).map((s) => ({ name: s.name, critical: s.critical }));
}

/** Section 9: business-policy calls. Cache 10 minutes for real data, 5 for the emulator; 30 requests a minute. */
export const POLICY_CACHE_MS = { real: 10 * 60_000, emulator: 5 * 60_000 } as const;
export const POLICY_REQUESTS_PER_MINUTE = 30;
export const DEFAULT_RETURN_PERIOD_DAYS = 30;
/** eBay's bulk Inventory calls take at most 25 entries (ebay-api.md 4.8). */
export const EBAY_BULK_LIMIT = 25;

/** One entry of eBay's `errors[]`, kept whole so the seller sees what eBay said. */
export const EbayErrorDetailSchema = z.object({
  errorId: z.number().optional(),
  domain: z.string().optional(),
  category: z.string().optional(),
  message: z.string().optional(),
  longMessage: z.string().optional(),
  parameters: z.array(z.object({ name: z.string().optional(), value: z.string().optional() })).optional(),
});
export type EbayErrorDetail = z.infer<typeof EbayErrorDetailSchema>;

export const PublishErrorSchema = z.object({
  message: z.string(),
  details: z.array(EbayErrorDetailSchema),
});
export type PublishError = z.infer<typeof PublishErrorSchema>;

export const BusinessPolicyIdsSchema = z.object({
  fulfillmentPolicyId: safeText(64).trim().min(1, POSTING_TEXT.selectPolicies),
  paymentPolicyId: safeText(64).trim().min(1, POSTING_TEXT.selectPolicies),
  returnPolicyId: safeText(64).trim().min(1, POSTING_TEXT.selectPolicies),
});
export type BusinessPolicyIds = z.infer<typeof BusinessPolicyIdsSchema>;

/** A listing as the preview, the details page and the Generate screen show it. */
export const ListingViewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string().nullable(),
  /** publishing, failed, active (live), sold, ended; anything else is shown raw (section 4). */
  status: z.string(),
  platforms: z.array(z.string()),
  listedAt: z.string().nullable(),
  price: z.number().nullable(),
  businessPolicies: BusinessPolicyIdsSchema.partial(),
  ebayOfferId: z.string().nullable(),
  ebayListingId: z.string().nullable(),
  url: z.string().nullable(),
  /**
   * Traffic as eBay reports it (issue 16, point 5); null where eBay gave no
   * figure (watchers and messages have no source), never a made-up 0.
   */
  totalViews: z.number().int().nullable(),
  totalWatchers: z.number().int().nullable(),
  totalMessages: z.number().int().nullable(),
  totalImpressions: z.number().int().nullable(),
  /** Percent. */
  clickThroughRate: z.number().nullable(),
  totalTransactions: z.number().int().nullable(),
  /** When the figures were last read from eBay; null before the first sales sync that read them. */
  trafficUpdatedAt: z.string().nullable(),
  error: PublishErrorSchema.nullable(),
  updatedAt: z.string(),
});
export type ListingView = z.infer<typeof ListingViewSchema>;

export const PublishRequestSchema = z.object({
  itemId: safeText(200).trim().min(1, POSTING_TEXT.missingData),
  platforms: z.array(PlatformIdSchema).min(1, POSTING_TEXT.selectPlatform).max(PLATFORMS.length),
  policies: BusinessPolicyIdsSchema.partial().optional(),
  /** The flagged photos the seller confirmed on the preview (decision 011). */
  confirmedPhotoIds: z.array(safeUuid('Unknown photo')).max(100).optional(),
});
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

/** Bulk publish from the Generate screen: the seller's default policies unless chosen. */
export const BulkPublishRequestSchema = z.object({
  itemIds: z.array(safeText(200).trim().min(1)).min(1, 'Choose at least one item').max(500),
  policies: BusinessPolicyIdsSchema.optional(),
});
export type BulkPublishRequest = z.infer<typeof BulkPublishRequestSchema>;

/** Per item: queued (with its listing) or refused before any eBay call, with the reason. */
export const BulkPublishResultSchema = z.object({
  listings: z.array(ListingViewSchema),
  refused: z.array(z.object({ itemId: z.string(), message: z.string() })),
});
export type BulkPublishResult = z.infer<typeof BulkPublishResultSchema>;

export const ListingsQuerySchema = z.object({
  itemIds: safeText(20_000)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(safeText(200)).max(500)),
});

export const ListingsResultSchema = z.object({ listings: z.array(ListingViewSchema) });

/** Spec part 3, section 3 'Business policies', read from eBay's Account API. */
export const FulfillmentPolicySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  categoryTypes: z.array(z.string()),
  shippingOptions: z.array(
    z.object({ service: z.string(), cost: z.number().nullable(), estimatedDelivery: z.string().nullable() }),
  ),
  handlingTime: z.object({ min: z.number(), max: z.number(), unit: z.string() }).nullable(),
});
export type FulfillmentPolicy = z.infer<typeof FulfillmentPolicySchema>;

export const PaymentPolicySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  acceptedMethods: z.array(z.string()),
  immediatePaymentRequired: z.boolean(),
  payPalAddress: z.string().nullable(),
  creditCardTypes: z.array(z.string()),
});
export type PaymentPolicy = z.infer<typeof PaymentPolicySchema>;

export const ReturnPolicySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  acceptsReturns: z.boolean(),
  returnPeriod: z.object({ value: z.number(), unit: z.string() }).nullable(),
  refundMethod: z.string().nullable(),
  returnShippingCostPaidBy: z.string().nullable(),
  restockingFeePercentage: z.number().nullable(),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicySchema>;

export const BusinessPoliciesSchema = z.object({
  fulfillment: z.array(FulfillmentPolicySchema),
  payment: z.array(PaymentPolicySchema),
  return: z.array(ReturnPolicySchema),
  /** The policy chosen for each kind when the page opens; null when the seller has none of that kind. */
  defaults: z.object({
    fulfillmentPolicyId: z.string().nullable(),
    paymentPolicyId: z.string().nullable(),
    returnPolicyId: z.string().nullable(),
  }),
  fetchedAt: z.string(),
});
export type BusinessPolicies = z.infer<typeof BusinessPoliciesSchema>;

export const PostingScopeSchema = z.object({ name: z.string(), granted: z.boolean(), critical: z.boolean() });

/** What the preview page needs besides the item: the connection, the scopes, what blocks posting. */
export const PostingPreviewSchema = z.object({
  listing: ListingViewSchema.nullable(),
  connection: z.object({
    connected: z.boolean(),
    environment: z.enum(['emulator', 'sandbox', 'production']),
    ebayUsername: z.string().nullable(),
    isManual: z.boolean(),
    scopes: z.array(PostingScopeSchema),
    /**
     * Posting asks the seller to reconnect: a critical scope is missing (section 5), or eBay
     * refused the refresh token (then `connected` is false and the eBay user is kept).
     */
    needsReconnect: z.boolean(),
  }),
  /** Everything eBay would refuse, all at once (the shared validator); posting is blocked until it is empty. */
  problems: z.array(ListingProblemSchema),
  /** Photos the adult-content check flagged and the seller has not confirmed: posting needs a confirmation. */
  photosToConfirm: z.array(PhotoToConfirmSchema),
});
export type PostingPreview = z.infer<typeof PostingPreviewSchema>;

/** One eBay error as the seller reads it: its id, eBay's full text and its parameters (issue 8: shown in full). */
export function ebayErrorDetailText(detail: EbayErrorDetail): string {
  const text = [detail.message, detail.longMessage && detail.longMessage !== detail.message ? detail.longMessage : null]
    .filter(Boolean)
    .join(' ');
  const params = (detail.parameters ?? [])
    .filter((p) => p.value)
    .map((p) => `${p.name ?? 'value'}: ${p.value}`)
    .join(', ');
  const id = detail.errorId === undefined ? 'eBay error' : `eBay error ${detail.errorId}`;
  return `${id}: ${text || 'no details given'}${params ? ` (${params})` : ''}`;
}
