import type { EmulatorEngine } from '../engine';
import { MARKETPLACE_ID } from '../http/header-rules';
import { parseBody } from '../lib/body-issues';
import { apiError } from '../lib/ebay-errors';
import type { SellerState, StoredOffer } from '../state/sellers';
import { invalidBody, invalidValue, skuNotAvailable } from './inventory-errors';
import { OfferCreateSchema, OfferDetailsSchema, type OfferDetails } from './inventory-schemas';
import { publish } from './listing-service';
import { publishProblem } from './publish-rules';

/** Auction-only and fixed-price-only fields (25757, 25758, 25762 in the Inventory document). */
function checkFormatRules(format: StoredOffer['format'], details: OfferDetails): void {
  if (format === 'AUCTION') {
    if (details.availableQuantity !== undefined) {
      throw apiError('inventory', 400, 25762, 'availableQuantity is not applicable for auction offer.');
    }
  } else if (details.pricingSummary?.auctionStartPrice || details.pricingSummary?.auctionReservePrice) {
    throw apiError(
      'inventory',
      400,
      25758,
      'auctionStartPrice and auctionReservePrice are not supported for fixed price offer.',
    );
  }
}

/**
 * createOffer. One offer per SKU, marketplace and format; a second one is
 * refused with 25002 "Offer entity already exists" and an `offerId` parameter
 * naming the existing offer, which clients read to recover (ebay-api.md 4.4).
 */
export function createOffer(engine: EmulatorEngine, seller: SellerState, body: unknown): StoredOffer {
  const input = parseBody(OfferCreateSchema, body, invalidBody);
  if (input.marketplaceId !== MARKETPLACE_ID) throw invalidValue('marketplaceId');
  if (!seller.items.has(input.sku)) throw skuNotAvailable(input.sku);
  checkFormatRules(input.format, input);
  const existing = [...seller.offers.values()].find(
    (offer) => offer.sku === input.sku && offer.marketplaceId === input.marketplaceId && offer.format === input.format,
  );
  if (existing) {
    throw apiError('inventory', 400, 25002, 'A user error has occurred. Offer entity already exists.', {
      parameters: { offerId: existing.offerId },
    });
  }
  const offer: StoredOffer = { ...input, offerId: engine.ids.offerId(), status: 'UNPUBLISHED' };
  seller.offers.set(offer.offerId, offer);
  return offer;
}

/**
 * updateOffer replaces every field except the keys. On a published offer it
 * revises the live listing, so the publish checks run again and
 * listingDescription becomes required (ebay-api.md 4.5).
 */
export function updateOffer(engine: EmulatorEngine, seller: SellerState, offer: StoredOffer, body: unknown): void {
  const details = parseBody(OfferDetailsSchema, body, invalidBody);
  checkFormatRules(offer.format, details);
  const { sku, marketplaceId, format, offerId, status, listingId } = offer;
  const next: StoredOffer = { ...details, sku, marketplaceId, format, offerId, status };
  if (listingId !== undefined) next.listingId = listingId;
  if (status === 'PUBLISHED') {
    if (!details.listingDescription?.trim()) {
      throw apiError(
        'inventory',
        400,
        25002,
        'A user error has occurred. listingDescription is required to revise a published offer.',
      );
    }
    const problem = publishProblem(engine, seller, next);
    if (problem) throw problem;
  }
  seller.offers.set(offerId, next);
  if (status === 'PUBLISHED') publish(engine, seller, next);
}

/** publishOffer: validate, then list (or revise the live listing). */
export function publishOffer(engine: EmulatorEngine, seller: SellerState, offer: StoredOffer): string {
  const problem = publishProblem(engine, seller, offer);
  if (problem) throw problem;
  return publish(engine, seller, offer).listingId;
}
