import { aspectsToSend, conditionEnumFor, type BusinessPolicyIds, type ListingItem } from '@listlens/shared';
import type { InventoryItemBody, LocationBody, OfferBody } from '../../adapters/ebay/ebay-inventory';

// What ListLens sends eBay for one item (ebay-api.md 4.2 and 4.4, limits of
// section 10). Pure, so the mapping is tested on its own.

export const MARKETPLACE_ID = 'EBAY_US';
/** The one inventory location ListLens makes when a seller has none (ebay-api.md 4.1: at most 36 characters). */
export const LOCATION_KEY = 'listlens-default';
const MAX_IMAGES = 24;
const PRODUCT_DESCRIPTION_MAX = 4000;

const unknown = (v: string | null | undefined) => !v || /^(unknown|n\/a|na|none|not specified|-+)$/i.test(v.trim());

const isNew = (conditionEnum: string) => conditionEnum.startsWith('NEW');

/** eBay SKUs are letters, digits, '-' and '_' (25707), at most 50. */
export function ebaySkuOf(sku: string | null, itemId: string): string {
  const cleaned = (sku ?? '')
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, 50);
  return cleaned || `LL-${itemId.replace(/-/g, '').slice(0, 12)}`;
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
  const condition = conditionEnumFor(item.condition, item.conditions);
  const html = descriptionHtml(item);
  const product: InventoryItemBody['product'] = {
    title: (item.title ?? '').trim().slice(0, 80),
    aspects: aspectsToSend(item, item.aspects),
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
