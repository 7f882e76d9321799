import { titleWords, type CatalogueEntry } from '../catalogue/catalogue-entry';
import { itemTypeFor } from '../catalogue/item-types';
import type { EmulatorEngine } from '../engine';
import type { SellerState, StoredListing } from '../state/sellers';
import { findLeaf } from '../taxonomy/category-tree';
import { conditionByEnum } from '../taxonomy/conditions';

function shippingCost(seller: SellerState, policyId: string | undefined): number {
  const policy = seller.policies.fulfillment.find((candidate) => candidate.fulfillmentPolicyId === policyId);
  const service = policy?.shippingOptions?.[0]?.shippingServices?.[0];
  return service?.freeShipping ? 0 : Number(service?.shippingCost?.value ?? 0);
}

/**
 * A listing published through the emulator, as the Buy APIs and the public
 * page show it. Read from the current item and offer, so a revision shows at
 * once, as it does on eBay.
 */
export function entryForListing(seller: SellerState, listing: StoredListing): CatalogueEntry | undefined {
  const offer = seller.offers.get(listing.offerId);
  const item = seller.items.get(listing.sku);
  const leaf = findLeaf(offer?.categoryId ?? '');
  const condition = leaf && item?.condition ? conditionByEnum(leaf, item.condition) : undefined;
  if (!offer || !item || !leaf || !condition) return undefined;
  const product = item.product ?? {};
  const title = product.title ?? listing.sku;
  const location = offer.merchantLocationKey
    ? seller.locations.get(offer.merchantLocationKey)?.location.address
    : undefined;
  const auction = offer.format === 'AUCTION';
  const price = auction ? offer.pricingSummary?.auctionStartPrice : offer.pricingSummary?.price;
  return {
    legacyItemId: listing.listingId,
    title,
    brand: product.aspects?.Brand?.[0] ?? product.brand ?? '',
    categoryId: leaf.categoryId,
    department: leaf.department,
    family: leaf.family,
    itemType: itemTypeFor(leaf, product.aspects ?? {}),
    color: product.aspects?.Color?.[0] ?? '',
    conditionId: condition.conditionId,
    condition: condition.label,
    conditionGroup: condition.group,
    price: Number(price?.value ?? 0),
    shippingCost: shippingCost(seller, offer.listingPolicies?.fulfillmentPolicyId),
    buyingOptions: auction
      ? ['AUCTION']
      : offer.listingPolicies?.bestOfferTerms?.bestOfferEnabled
        ? ['FIXED_PRICE', 'BEST_OFFER']
        : ['FIXED_PRICE'],
    listedAt: listing.startedAt,
    seller: { username: seller.user.username, feedbackScore: 0, feedbackPercentage: '100.0' },
    location: {
      city: location?.city ?? '',
      stateOrProvince: location?.stateOrProvince ?? '',
      postalCode: location?.postalCode ? `${location.postalCode.slice(0, 3)}**` : '',
      country: location?.country ?? 'US',
    },
    aspects: product.aspects ?? {},
    watchCount: 0,
    ...(product.imageUrls?.[0] ? { imageUrl: product.imageUrls[0] } : {}),
    words: titleWords(title),
  };
}

/** Active listings of every emulated seller; they show in Browse next to the generated catalogue. */
export function liveEntries(engine: EmulatorEngine): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const { seller, listing } of engine.sellers.liveListings()) {
    const entry = entryForListing(seller, listing);
    if (entry) entries.push(entry);
  }
  return entries;
}
