import type { EmulatorEngine } from '../engine';
import type { SellerState, StoredListing, StoredOffer } from '../state/sellers';

/**
 * What a buyer can purchase: the item's ship-to-home quantity, capped by the
 * offer's availableQuantity when the offer sets one (ebay-api.md 4.4).
 */
export function availableQuantity(seller: SellerState, offer: StoredOffer): number {
  const itemQuantity = seller.items.get(offer.sku)?.availability?.shipToLocationAvailability?.quantity ?? 0;
  return offer.availableQuantity === undefined ? itemQuantity : Math.min(offer.availableQuantity, itemQuantity);
}

export function listingOf(seller: SellerState, offer: StoredOffer): StoredListing | undefined {
  return offer.listingId === undefined ? undefined : seller.listings.get(offer.listingId);
}

function end(engine: EmulatorEngine, listing: StoredListing): void {
  if (listing.status === 'ENDED') return;
  listing.status = 'ENDED';
  listing.endedAt = engine.now();
}

/** Creates the listing of a validated offer, or revises the live one (publishOffer on a published offer). */
export function publish(engine: EmulatorEngine, seller: SellerState, offer: StoredOffer): StoredListing {
  const current = listingOf(seller, offer);
  if (current && current.status !== 'ENDED') {
    syncListingStatus(engine, seller, offer);
    return current;
  }
  const listing: StoredListing = {
    listingId: engine.ids.listingId(),
    offerId: offer.offerId,
    sku: offer.sku,
    sellerId: seller.user.userId,
    status: 'ACTIVE',
    soldQuantity: 0,
    startedAt: engine.now(),
  };
  seller.listings.set(listing.listingId, listing);
  engine.sellers.registerListing(listing);
  offer.status = 'PUBLISHED';
  offer.listingId = listing.listingId;
  return listing;
}

/** withdrawOffer: the listing ends and the offer goes back to UNPUBLISHED (ebay-api.md 4.7). */
export function withdraw(engine: EmulatorEngine, seller: SellerState, offer: StoredOffer): string | undefined {
  const listing = listingOf(seller, offer);
  if (listing) end(engine, listing);
  offer.status = 'UNPUBLISHED';
  delete offer.listingId;
  return listing?.listingId;
}

/**
 * After a sale or a quantity change: a listing with nothing left is ended, or
 * shown as OUT_OF_STOCK when the seller uses the out-of-stock control program;
 * restocking revives an OUT_OF_STOCK listing.
 */
export function syncListingStatus(engine: EmulatorEngine, seller: SellerState, offer: StoredOffer): void {
  const listing = listingOf(seller, offer);
  if (!listing || listing.status === 'ENDED') return;
  const quantity = availableQuantity(seller, offer);
  if (quantity > 0) {
    listing.status = 'ACTIVE';
  } else if (engine.sellers.isOptedIn(seller, 'OUT_OF_STOCK_CONTROL')) {
    listing.status = 'OUT_OF_STOCK';
  } else {
    end(engine, listing);
  }
}

/** deleteOffer, and deleteInventoryItem for each of its offers: a live listing ends. */
export function removeOffer(engine: EmulatorEngine, seller: SellerState, offer: StoredOffer): void {
  const listing = listingOf(seller, offer);
  if (listing) end(engine, listing);
  seller.offers.delete(offer.offerId);
}

export function offersForSku(seller: SellerState, sku: string): StoredOffer[] {
  return [...seller.offers.values()].filter((offer) => offer.sku === sku);
}

/** getOffer's body (`EbayOfferDetailsWithAll`): stored fields plus defaults and the listing block. */
export function offerBody(seller: SellerState, offer: StoredOffer) {
  const { listingId: _listingId, ...fields } = offer;
  const listing = listingOf(seller, offer);
  return {
    ...fields,
    hideBuyerDetails: offer.hideBuyerDetails ?? false,
    includeCatalogProductDetails: offer.includeCatalogProductDetails ?? true,
    ...(listing && offer.status === 'PUBLISHED'
      ? {
          listing: {
            listingId: listing.listingId,
            listingStatus: listing.status,
            soldQuantity: listing.soldQuantity,
            listingOnHold: false,
          },
        }
      : {}),
  };
}
