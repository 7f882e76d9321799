import { EbayApiError, type EbayErrorDetail } from './ebay-errors';
import type { EbayHttp } from './ebay-http';
import type { EbayBases } from './ebay-oauth';

// The Sell Inventory API calls of ebay-api.md section 4: location, inventory
// item, offer, publish, withdraw, and the bulk variants (25 entries each).

export type EbayAmount = { value: string; currency: string };

export type InventoryItemBody = {
  availability: { shipToLocationAvailability: { quantity: number } };
  condition: string;
  conditionDescription?: string;
  product: {
    title: string;
    description?: string;
    aspects: Record<string, string[]>;
    brand?: string;
    mpn?: string;
    imageUrls: string[];
  };
};

export type OfferBody = {
  sku: string;
  marketplaceId: string;
  format: 'FIXED_PRICE';
  availableQuantity: number;
  categoryId: string;
  listingDescription: string;
  listingDuration: 'GTC';
  listingPolicies: { fulfillmentPolicyId: string; paymentPolicyId: string; returnPolicyId: string };
  pricingSummary: { price: EbayAmount };
  merchantLocationKey: string;
};

export type LocationBody = {
  name: string;
  merchantLocationStatus: 'ENABLED';
  locationTypes: ['WAREHOUSE'];
  location: { address: { postalCode: string; country: string } };
};

export type OfferSummary = {
  offerId: string;
  sku: string;
  status?: 'PUBLISHED' | 'UNPUBLISHED';
  listing?: { listingId?: string; listingStatus?: string; soldQuantity?: number };
};

/** One entry of a bulk answer: 200 for success, otherwise eBay's errors for that entry. */
export type BulkEntry = { statusCode: number; errors?: EbayErrorDetail[] };
export type BulkItemEntry = BulkEntry & { sku: string };
export type BulkOfferEntry = BulkEntry & { sku?: string; offerId?: string };
export type BulkPublishEntry = BulkEntry & { offerId: string; listingId?: string };
export type BulkQuantityEntry = BulkEntry & { sku?: string; offerId?: string };
/** One SKU's new quantity for bulkUpdatePriceQuantity: its inventory item and its offers. */
export type QuantityUpdate = { sku: string; quantity: number; offerIds: string[] };

const bearer = (token: string) => `Bearer ${token}`;

export function createEbayInventory(bases: EbayBases, http: EbayHttp) {
  const base = `${bases.api}/sell/inventory/v1`;
  return {
    /** Creates the location; one that exists already (409 / 25803) is just as good. */
    async createLocation(token: string, key: string, body: LocationBody): Promise<'created' | 'exists'> {
      try {
        await http({
          url: `${base}/location/${encodeURIComponent(key)}`,
          method: 'POST',
          authorization: bearer(token),
          json: body,
        });
        return 'created';
      } catch (error) {
        if (error instanceof EbayApiError && (error.status === 409 || error.has(25803))) return 'exists';
        throw error;
      }
    },

    /** createOrReplaceInventoryItem: a full replacement, so it can run again safely. */
    async putInventoryItem(token: string, sku: string, body: InventoryItemBody): Promise<void> {
      await http({
        url: `${base}/inventory_item/${encodeURIComponent(sku)}`,
        method: 'PUT',
        authorization: bearer(token),
        json: body,
      });
    },

    async createOffer(token: string, body: OfferBody): Promise<string> {
      const { body: answer } = await http<{ offerId: string }>({
        url: `${base}/offer`,
        method: 'POST',
        authorization: bearer(token),
        json: body,
      });
      return answer.offerId;
    },

    /** The offers of a SKU; none is eBay's 404 / 25713, answered here as an empty list. */
    async getOffers(token: string, sku: string): Promise<OfferSummary[]> {
      try {
        const { body } = await http<{ offers?: OfferSummary[] }>({
          url: `${base}/offer?${new URLSearchParams({ sku, marketplace_id: 'EBAY_US' })}`,
          authorization: bearer(token),
        });
        return body.offers ?? [];
      } catch (error) {
        if (error instanceof EbayApiError && (error.status === 404 || error.has(25713))) return [];
        throw error;
      }
    },

    async getOffer(token: string, offerId: string): Promise<OfferSummary> {
      const { body } = await http<OfferSummary>({
        url: `${base}/offer/${encodeURIComponent(offerId)}`,
        authorization: bearer(token),
      });
      return body;
    },

    /** updateOffer: a full replacement; on a published offer it revises the live listing. */
    async updateOffer(token: string, offerId: string, body: Omit<OfferBody, 'sku' | 'marketplaceId' | 'format'>) {
      await http({
        url: `${base}/offer/${encodeURIComponent(offerId)}`,
        method: 'PUT',
        authorization: bearer(token),
        json: body,
      });
    },

    async publishOffer(token: string, offerId: string): Promise<string> {
      const { body } = await http<{ listingId: string }>({
        url: `${base}/offer/${encodeURIComponent(offerId)}/publish`,
        method: 'POST',
        authorization: bearer(token),
      });
      return body.listingId;
    },

    /** withdrawOffer: the listing ends, the offer stays (unpublished) for a later relist. */
    async withdrawOffer(token: string, offerId: string): Promise<void> {
      await http({
        url: `${base}/offer/${encodeURIComponent(offerId)}/withdraw`,
        method: 'POST',
        authorization: bearer(token),
      });
    },

    async bulkPutInventoryItems(
      token: string,
      entries: { sku: string; item: InventoryItemBody }[],
    ): Promise<BulkItemEntry[]> {
      const { body } = await http<{ responses?: BulkItemEntry[] }>({
        url: `${base}/bulk_create_or_replace_inventory_item`,
        method: 'POST',
        authorization: bearer(token),
        // Each entry needs its sku and locale, with an underscore (25733).
        json: { requests: entries.map((e) => ({ sku: e.sku, locale: 'en_US', ...e.item })) },
      });
      return body.responses ?? [];
    },

    async bulkCreateOffers(token: string, offers: OfferBody[]): Promise<BulkOfferEntry[]> {
      const { body } = await http<{ responses?: BulkOfferEntry[] }>({
        url: `${base}/bulk_create_offer`,
        method: 'POST',
        authorization: bearer(token),
        json: { requests: offers },
      });
      return body.responses ?? [];
    },

    async bulkPublishOffers(token: string, offerIds: string[]): Promise<BulkPublishEntry[]> {
      const { body } = await http<{ responses?: BulkPublishEntry[] }>({
        url: `${base}/bulk_publish_offer`,
        method: 'POST',
        authorization: bearer(token),
        json: { requests: offerIds.map((offerId) => ({ offerId })) },
      });
      return body.responses ?? [];
    },

    /**
     * bulkUpdatePriceQuantity (at most 25 SKUs): sets each inventory item's
     * ship-to-home quantity and its offers' available quantity, live listings
     * included, without replacing the item or the offer. Absolute values, so
     * a repeat changes nothing.
     */
    async bulkUpdateQuantities(token: string, updates: QuantityUpdate[]): Promise<BulkQuantityEntry[]> {
      const { body } = await http<{ responses?: BulkQuantityEntry[] }>({
        url: `${base}/bulk_update_price_quantity`,
        method: 'POST',
        authorization: bearer(token),
        json: {
          requests: updates.map((u) => ({
            sku: u.sku,
            shipToLocationAvailability: { quantity: u.quantity },
            offers: u.offerIds.map((offerId) => ({ offerId, availableQuantity: u.quantity })),
          })),
        },
      });
      return body.responses ?? [];
    },
  };
}

export type EbayInventory = ReturnType<typeof createEbayInventory>;

/** The offer that eBay's duplicate-offer error (25002 'Offer entity already exists') names. */
export function existingOfferIdOf(errors: readonly EbayErrorDetail[] | undefined): string | undefined {
  for (const e of errors ?? []) {
    if (e.errorId !== 25002) continue;
    const id = e.parameters?.find((p) => p.name === 'offerId')?.value;
    if (id) return id;
  }
  return undefined;
}
