import type { BusinessPolicyIds, ItemSpecifics, ListingItem } from '@listlens/shared';
import type { InventoryItemBody, LocationBody, OfferBody } from '../../adapters/ebay/ebay-inventory';

// What ListLens sends eBay for one item (ebay-api.md 4.2 and 4.4, limits of
// section 10). Pure, so the mapping is tested on its own.

export const MARKETPLACE_ID = 'EBAY_US';
/** The one inventory location ListLens makes when a seller has none (ebay-api.md 4.1: at most 36 characters). */
export const LOCATION_KEY = 'listlens-default';
const MAX_IMAGES = 24;
const PRODUCT_DESCRIPTION_MAX = 4000;

const unknown = (v: string | null | undefined) => !v || /^(unknown|n\/a|na|none|not specified|-+)$/i.test(v.trim());

/**
 * The item's condition as eBay's ConditionEnum (ebay-api.md 4.10). Clothing
 * takes three new grades and the three pre-owned grades of eBay's 2025 change:
 * Pre-owned - Excellent (PRE_OWNED_EXCELLENT), Pre-owned - Good (USED_EXCELLENT,
 * id 3000) and Pre-owned - Fair (PRE_OWNED_FAIR). The spec's Poor has no
 * apparel grade of its own, so it is the lowest one, Fair. No condition reads
 * as the AI's default, Good.
 */
export function conditionEnumOf(condition: string | null | undefined): string {
  const c = (condition ?? '').trim().toLowerCase();
  if (/^(new with tags|new|brand new|nwt)$/.test(c)) return 'NEW';
  if (/^(new without tags|new other|nwot|new without box)/.test(c)) return 'NEW_OTHER';
  if (/^new with (defects|imperfections)/.test(c)) return 'NEW_WITH_DEFECTS';
  if (/excellent|like new|mint/.test(c)) return 'PRE_OWNED_EXCELLENT';
  if (/fair|poor|acceptable|worn|damaged|for parts/.test(c)) return 'PRE_OWNED_FAIR';
  return 'USED_EXCELLENT';
}

const isNew = (conditionEnum: string) => conditionEnum.startsWith('NEW');

/** eBay SKUs are letters, digits, '-' and '_' (25707), at most 50. */
export function ebaySkuOf(sku: string | null, itemId: string): string {
  const cleaned = (sku ?? '')
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, 50);
  return cleaned || `LL-${itemId.replace(/-/g, '').slice(0, 12)}`;
}

/**
 * The item specifics eBay gets: the stored ones without Unknown values, plus
 * Brand, Color and the size from the item's own fields when the specifics lack
 * them (the listing never says two different things).
 */
export function aspectsOf(item: ListingItem): ItemSpecifics {
  const out: ItemSpecifics = {};
  for (const [name, values] of Object.entries(item.item_specifics)) {
    const kept = values.map((v) => v.trim()).filter((v) => !unknown(v));
    if (kept.length > 0) out[name] = kept;
  }
  const sizeName = item.aspects.some((a) => a.name === 'US Shoe Size') ? 'US Shoe Size' : 'Size';
  const fill = (name: string, value: string | null) => {
    if (!out[name] && !unknown(value)) out[name] = [value!.trim()];
  };
  fill('Brand', item.brand);
  fill('Color', item.color);
  fill(sizeName, item.size);
  return out;
}

/** Required aspects (eBay's REQUIRED) that have no value: these stop the post before any eBay call. */
export function missingAspectsOf(item: ListingItem): string[] {
  const given = aspectsOf(item);
  return item.aspects.filter((a) => a.importance === 'REQUIRED' && !given[a.name]?.length).map((a) => a.name);
}

/** Everything else eBay would refuse, in the seller's words (ebay-api.md 4.6 and 10). */
export function listingProblemsOf(item: ListingItem): string[] {
  const problems: string[] = [];
  if (!item.title?.trim()) problems.push('Add a title.');
  if (item.price === null || item.price < 0.99) problems.push('Set a price of at least $0.99.');
  if (item.images.length === 0) problems.push('Add at least one photo.');
  if (!item.ebay_category_id) problems.push('The item has no eBay category. Generate it again to get one.');
  return problems;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as eBay's basic HTML: paragraphs and line breaks, nothing active (ebay-api.md 10). */
export function descriptionHtml(item: ListingItem): string {
  const text = item.description?.trim() || item.title?.trim() || '';
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function inventoryItemBody(item: ListingItem, imageUrls: string[], quantity: number): InventoryItemBody {
  const condition = conditionEnumOf(item.condition);
  const html = descriptionHtml(item);
  const product: InventoryItemBody['product'] = {
    title: (item.title ?? '').trim().slice(0, 80),
    aspects: aspectsOf(item),
    imageUrls: imageUrls.slice(0, MAX_IMAGES),
  };
  if (html.length <= PRODUCT_DESCRIPTION_MAX) product.description = html;
  if (!unknown(item.brand)) product.brand = item.brand!.trim().slice(0, 65);
  if (!unknown(item.model_number)) product.mpn = item.model_number!.trim().slice(0, 65);
  const body: InventoryItemBody = {
    availability: { shipToLocationAvailability: { quantity } },
    condition,
    product,
  };
  // A condition description is for pre-owned items only; eBay ignores it on new ones.
  if (!isNew(condition) && item.condition?.trim()) body.conditionDescription = `Condition: ${item.condition.trim()}.`;
  return body;
}

export function offerBody(item: ListingItem, sku: string, policies: BusinessPolicyIds, quantity: number): OfferBody {
  return {
    sku,
    marketplaceId: MARKETPLACE_ID,
    format: 'FIXED_PRICE',
    availableQuantity: quantity,
    categoryId: item.ebay_category_id ?? '',
    listingDescription: descriptionHtml(item),
    listingDuration: 'GTC',
    listingPolicies: {
      fulfillmentPolicyId: policies.fulfillmentPolicyId,
      paymentPolicyId: policies.paymentPolicyId,
      returnPolicyId: policies.returnPolicyId,
    },
    pricingSummary: { price: { value: (item.price ?? 0).toFixed(2), currency: 'USD' } },
    merchantLocationKey: LOCATION_KEY,
  };
}

/** The fields updateOffer takes (the keys sku, marketplace and format stay). */
export function offerUpdateBody(offer: OfferBody): Omit<OfferBody, 'sku' | 'marketplaceId' | 'format'> {
  const { sku: _sku, marketplaceId: _m, format: _f, ...rest } = offer;
  return rest;
}

export function locationBody(postalCode: string, country: string): LocationBody {
  return {
    name: 'ListLens',
    merchantLocationStatus: 'ENABLED',
    locationTypes: ['WAREHOUSE'],
    location: { address: { postalCode, country } },
  };
}

/** Section 5: a listing id that looks like a mock or demo one was not posted to real eBay. */
export function looksLikeMockListingId(listingId: string | undefined): boolean {
  return !listingId || !/^\d{6,20}$/.test(listingId) || /mock|demo|test|fake/i.test(listingId);
}

/** The public page of a listing: eBay's /itm/{id}, or the emulator's own page. */
export function listingUrlOf(
  environment: 'emulator' | 'sandbox' | 'production',
  consentBase: string,
  listingId: string,
): string {
  if (environment === 'production') return `https://www.ebay.com/itm/${listingId}`;
  if (environment === 'sandbox') return `https://sandbox.ebay.com/itm/${listingId}`;
  return `${consentBase}/itm/${listingId}`;
}
