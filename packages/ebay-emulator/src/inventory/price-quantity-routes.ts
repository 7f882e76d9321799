import { sellerRoute, type RouteContext } from '../http/api-route';
import { parseBody } from '../lib/body-issues';
import { bulkFailure } from '../lib/ebay-errors';
import { SCOPES } from '../oauth/scopes';
import { checkItemBulkSize, invalidBody, itemNotFound } from './inventory-errors';
import { BulkPriceQuantitySchema } from './inventory-schemas';
import { offersForSku, syncListingStatus } from './listing-service';
import { findOffer } from './offer-routes';

/**
 * bulkUpdatePriceQuantity: the call a stock ledger uses to push quantities and
 * prices to live listings without replacing whole items or offers.
 */
export function registerPriceQuantityRoutes(context: RouteContext): void {
  const { engine } = context;
  sellerRoute(
    context,
    'POST',
    '/sell/inventory/v1/bulk_update_price_quantity',
    { api: 'inventory', scopes: [SCOPES.sellInventory] },
    ({ seller, request }) => {
      const { requests } = parseBody(BulkPriceQuantitySchema, request.body, invalidBody);
      checkItemBulkSize(requests);
      const responses = requests.flatMap((entry) => {
        const results: { sku?: string; offerId?: string; statusCode: number; errors?: unknown[] }[] = [];
        if (entry.sku !== undefined && entry.shipToLocationAvailability) {
          const item = seller.items.get(entry.sku);
          if (item) {
            item.availability = { shipToLocationAvailability: { quantity: entry.shipToLocationAvailability.quantity } };
            for (const offer of offersForSku(seller, entry.sku)) syncListingStatus(engine, seller, offer);
            results.push({ sku: entry.sku, statusCode: 200 });
          } else {
            results.push({ sku: entry.sku, statusCode: 404, errors: itemNotFound().details });
          }
        }
        for (const change of entry.offers ?? []) {
          try {
            const offer = findOffer(seller, change.offerId);
            if (change.availableQuantity !== undefined) offer.availableQuantity = change.availableQuantity;
            if (change.price) offer.pricingSummary = { ...offer.pricingSummary, price: change.price };
            syncListingStatus(engine, seller, offer);
            results.push({ sku: offer.sku, offerId: offer.offerId, statusCode: 200 });
          } catch (error) {
            results.push({ offerId: change.offerId, ...bulkFailure(error) });
          }
        }
        return results;
      });
      return { status: responses.every((r) => r.statusCode === 200) ? 200 : 207, body: { responses } };
    },
  );
}
