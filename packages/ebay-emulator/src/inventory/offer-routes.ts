import { sellerRoute, type RouteContext } from '../http/api-route';
import { parseBody } from '../lib/body-issues';
import { apiError, bulkFailure } from '../lib/ebay-errors';
import { intParam, pageLink } from '../lib/paging';
import { SCOPES } from '../oauth/scopes';
import type { SellerState, StoredOffer } from '../state/sellers';
import { BULK_LIMIT, invalidBody, invalidPagination, invalidValue, offerNotFound } from './inventory-errors';
import { BulkOfferCreateSchema } from './inventory-schemas';
import { offerBody, removeOffer } from './listing-service';
import { createOffer, updateOffer } from './offer-service';

const READ = [SCOPES.sellInventory, SCOPES.sellInventoryReadonly];
const WRITE = [SCOPES.sellInventory];
const BASE = '/sell/inventory/v1';

type OfferParams = { offerId: string };

export function findOffer(seller: SellerState, offerId: string): StoredOffer {
  const offer = seller.offers.get(offerId);
  if (!offer) throw offerNotFound(offerId);
  return offer;
}

/** Offers (ebay-api.md 4.4 and 4.5): create, bulk create, list by SKU, get, update, delete. */
export function registerOfferRoutes(context: RouteContext): void {
  const { engine } = context;

  sellerRoute(
    context,
    'POST',
    `${BASE}/offer`,
    { api: 'inventory', scopes: WRITE, contentLanguageRequired: true },
    ({ seller, request }) => ({ status: 201, body: { offerId: createOffer(engine, seller, request.body).offerId } }),
  );

  sellerRoute(context, 'GET', `${BASE}/offer`, { api: 'inventory', scopes: READ }, ({ seller, request, baseUrl }) => {
    const query = request.query as Record<string, string | undefined>;
    if (!query.sku) throw invalidValue('sku', '$.sku');
    const limit = intParam(query.limit) ?? 100;
    const page = intParam(query.offset) ?? 0;
    if (!(limit >= 1) || !(page >= 0)) throw invalidPagination();
    const offers = [...seller.offers.values()].filter(
      (offer) =>
        offer.sku === query.sku &&
        (query.marketplace_id === undefined || offer.marketplaceId === query.marketplace_id) &&
        (query.format === undefined || offer.format === query.format),
    );
    // A SKU without offers answers 404 with 25713, as live eBay does.
    if (offers.length === 0) throw offerNotFound(query.sku);
    const shown = offers.slice(page * limit, page * limit + limit);
    const path = `${BASE}/offer`;
    return {
      status: 200,
      body: {
        href: pageLink(baseUrl, path, query, limit, page),
        limit,
        size: shown.length,
        total: offers.length,
        ...((page + 1) * limit < offers.length ? { next: pageLink(baseUrl, path, query, limit, page + 1) } : {}),
        offers: shown.map((offer) => offerBody(seller, offer)),
      },
    };
  });

  sellerRoute(context, 'GET', `${BASE}/offer/:offerId`, { api: 'inventory', scopes: READ }, ({ seller, request }) => ({
    status: 200,
    body: offerBody(seller, findOffer(seller, (request.params as OfferParams).offerId)),
  }));

  sellerRoute(
    context,
    'PUT',
    `${BASE}/offer/:offerId`,
    { api: 'inventory', scopes: WRITE, contentLanguageRequired: true },
    ({ seller, request }) => {
      updateOffer(engine, seller, findOffer(seller, (request.params as OfferParams).offerId), request.body);
      return { status: 204 };
    },
  );

  sellerRoute(
    context,
    'DELETE',
    `${BASE}/offer/:offerId`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      removeOffer(engine, seller, findOffer(seller, (request.params as OfferParams).offerId));
      return { status: 204 };
    },
  );

  sellerRoute(
    context,
    'POST',
    `${BASE}/bulk_create_offer`,
    { api: 'inventory', scopes: WRITE, contentLanguageRequired: true },
    ({ seller, request }) => {
      const { requests } = parseBody(BulkOfferCreateSchema, request.body, invalidBody);
      if (requests.length > BULK_LIMIT) {
        throw apiError('inventory', 400, 25730, `The number of offers in the request cannot exceed ${BULK_LIMIT}.`);
      }
      const keys = requests.map((entry) => {
        const { sku, marketplaceId, format } = (entry ?? {}) as Record<string, unknown>;
        return `${String(sku)}|${String(marketplaceId)}|${String(format)}`;
      });
      if (new Set(keys).size !== keys.length) {
        throw apiError('inventory', 400, 25729, 'The combination of SKU, marketplaceId and format should be unique.');
      }
      const responses = requests.map((entry) => {
        const { sku, marketplaceId, format } = (entry ?? {}) as Record<string, string | undefined>;
        const echo = {
          ...(sku ? { sku } : {}),
          ...(marketplaceId ? { marketplaceId } : {}),
          ...(format ? { format } : {}),
        };
        try {
          return { ...echo, offerId: createOffer(engine, seller, entry).offerId, statusCode: 200 };
        } catch (error) {
          return { ...echo, ...bulkFailure(error) };
        }
      });
      return { status: responses.every((r) => r.statusCode === 200) ? 200 : 207, body: { responses } };
    },
  );
}
