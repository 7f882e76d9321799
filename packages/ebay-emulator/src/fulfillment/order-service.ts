import type { CatalogueSale } from '../catalogue/catalogue-entry';
import { entryForListing } from '../buy/live-entries';
import type { EmulatorEngine } from '../engine';
import { availableQuantity, syncListingStatus } from '../inventory/listing-service';
import { createPrng, hashString } from '../lib/prng';
import type { SellerState, StoredListing } from '../state/sellers';
import type { Amount, Order } from './order-types';

const usd = (value: number): Amount => ({ value: value.toFixed(2), currency: 'USD' });

const BUYERS = [
  ['Jordan Miller', 'Springfield', 'IL', '62704'],
  ['Avery Chen', 'Sacramento', 'CA', '95814'],
  ['Sam Rivera', 'Tucson', 'AZ', '85701'],
  ['Taylor Brooks', 'Albany', 'NY', '12207'],
  ['Morgan Lee', 'Madison', 'WI', '53703'],
] as const;

export type PurchaseResult = { ok: true; order: Order } | { ok: false; status: number; reason: string };

/**
 * Final value fee as an approximation of eBay's clothing schedule: 13.6% of the
 * total including shipping, plus a per-order fee of $0.30 up to $10, else $0.40.
 */
function marketplaceFee(total: number): number {
  return Math.round((total * 0.136 + (total <= 10 ? 0.3 : 0.4)) * 100) / 100;
}

/**
 * A buyer purchases a live listing (the emulator's buy endpoint): the quantity
 * drops, the listing may end, an order appears in getOrders, and the sale shows
 * in Marketplace Insights.
 */
export function purchase(
  engine: EmulatorEngine,
  seller: SellerState,
  listing: StoredListing,
  input: { quantity: number; buyerUsername?: string },
): PurchaseResult {
  const offer = seller.offers.get(listing.offerId);
  const item = seller.items.get(listing.sku);
  const entry = entryForListing(seller, listing);
  if (listing.status !== 'ACTIVE' || !offer || !item || !entry)
    return { ok: false, status: 409, reason: 'The listing is not active.' };
  const left = availableQuantity(seller, offer);
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > left) {
    return { ok: false, status: 409, reason: `Only ${left} available.` };
  }

  const now = engine.now();
  const when = new Date(now).toISOString();
  const orderId = engine.ids.orderId();
  const prng = createPrng(hashString(orderId));
  const [fullName, city, state, postalCode] = prng.pick(BUYERS);
  const subtotal = entry.price * input.quantity;
  const total = subtotal + entry.shippingCost;
  const fee = marketplaceFee(total);
  const shipTo = {
    fullName,
    contactAddress: {
      addressLine1: `${prng.int(10, 9999)} Main St`,
      city,
      stateOrProvince: state,
      postalCode,
      countryCode: 'US',
    },
  };
  const order: Order = {
    orderId,
    creationDate: when,
    lastModifiedDate: when,
    orderFulfillmentStatus: 'NOT_STARTED',
    orderPaymentStatus: 'PAID',
    sellerId: seller.user.username,
    salesRecordReference: String(1000 + seller.orders.length + 1),
    buyer: { username: input.buyerUsername ?? `buyer_${orderId.slice(-5)}`, buyerRegistrationAddress: shipTo },
    pricingSummary: { priceSubtotal: usd(subtotal), deliveryCost: usd(entry.shippingCost), total: usd(total) },
    paymentSummary: {
      totalDueSeller: usd(total - fee),
      payments: [
        {
          paymentMethod: 'EBAY',
          paymentReferenceId: engine.ids.paymentReferenceId(),
          paymentDate: when,
          amount: usd(total),
          paymentStatus: 'PAID',
        },
      ],
    },
    fulfillmentStartInstructions: [
      {
        fulfillmentInstructionsType: 'SHIP_TO',
        ebaySupportedFulfillment: false,
        shippingStep: { shippingCarrierCode: 'USPS', shippingServiceCode: 'USPSGroundAdvantage', shipTo },
      },
    ],
    cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] },
    lineItems: [
      {
        lineItemId: engine.ids.lineItemId(),
        legacyItemId: listing.listingId,
        sku: listing.sku,
        title: entry.title,
        quantity: input.quantity,
        lineItemCost: usd(subtotal),
        total: usd(total),
        deliveryCost: { shippingCost: usd(entry.shippingCost) },
        soldFormat: offer.format,
        listingMarketplaceId: offer.marketplaceId,
        purchaseMarketplaceId: offer.marketplaceId,
        lineItemFulfillmentStatus: 'NOT_STARTED',
      },
    ],
    totalFeeBasisAmount: usd(total),
    totalMarketplaceFee: usd(fee),
  };
  seller.orders.push(order);

  // Stock leaves the inventory item (and the offer's cap, when it has one).
  const stock = item.availability?.shipToLocationAvailability?.quantity ?? 0;
  item.availability = { shipToLocationAvailability: { quantity: Math.max(0, stock - input.quantity) } };
  if (offer.availableQuantity !== undefined)
    offer.availableQuantity = Math.max(0, offer.availableQuantity - input.quantity);
  listing.soldQuantity += input.quantity;
  syncListingStatus(engine, seller, offer);

  const sale: CatalogueSale = { ...entry, soldAt: now, soldPrice: entry.price, totalSoldQuantity: input.quantity };
  engine.simulatedSales.push(sale);
  return { ok: true, order };
}
