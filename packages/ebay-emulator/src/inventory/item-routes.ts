import type { EmulatorEngine } from '../engine';
import { sellerRoute, type RouteContext } from '../http/api-route';
import { parseBody } from '../lib/body-issues';
import { apiError, bulkFailure } from '../lib/ebay-errors';
import { intParam, pageLink } from '../lib/paging';
import { SCOPES } from '../oauth/scopes';
import type { SellerState } from '../state/sellers';
import {
  checkItemBulkSize,
  invalidBody,
  invalidPagination,
  invalidSku,
  itemNotFound,
  SKU_PATTERN,
} from './inventory-errors';
import { BulkInventoryItemSchema, BulkSkuSchema, InventoryItemSchema } from './inventory-schemas';
import { offersForSku, removeOffer, syncListingStatus } from './listing-service';

const READ = [SCOPES.sellInventory, SCOPES.sellInventoryReadonly];
const WRITE = [SCOPES.sellInventory];
const BASE = '/sell/inventory/v1';

type SkuParams = { sku: string };

/** Full replacement: fields left out are gone (ebay-api.md 4.2); a live listing follows the new data. */
function replaceItem(engine: EmulatorEngine, seller: SellerState, sku: string, body: unknown): void {
  const input = parseBody(InventoryItemSchema, body, invalidBody);
  seller.items.set(sku, { ...input, sku, locale: 'en_US' });
  for (const offer of offersForSku(seller, sku)) syncListingStatus(engine, seller, offer);
}

export function registerItemRoutes(context: RouteContext): void {
  const { engine } = context;

  sellerRoute(
    context,
    'PUT',
    `${BASE}/inventory_item/:sku`,
    { api: 'inventory', scopes: WRITE, contentLanguageRequired: true },
    ({ seller, request }) => {
      const { sku } = request.params as SkuParams;
      if (!SKU_PATTERN.test(sku)) throw invalidSku();
      replaceItem(engine, seller, sku, request.body);
      return { status: 204 };
    },
  );

  sellerRoute(
    context,
    'GET',
    `${BASE}/inventory_item/:sku`,
    { api: 'inventory', scopes: READ },
    ({ seller, request }) => {
      const item = seller.items.get((request.params as SkuParams).sku);
      if (!item) throw itemNotFound();
      return { status: 200, body: item };
    },
  );

  // Deleting an item removes its offers and ends their listings (ebay-api.md 4.3).
  sellerRoute(
    context,
    'DELETE',
    `${BASE}/inventory_item/:sku`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      const { sku } = request.params as SkuParams;
      if (!seller.items.has(sku)) throw itemNotFound();
      for (const offer of offersForSku(seller, sku)) removeOffer(engine, seller, offer);
      seller.items.delete(sku);
      return { status: 204 };
    },
  );

  // offset counts pages, not records, on this call (the document's parameter text).
  sellerRoute(
    context,
    'GET',
    `${BASE}/inventory_item`,
    { api: 'inventory', scopes: READ },
    ({ seller, request, baseUrl }) => {
      const query = request.query as Record<string, string | undefined>;
      const limit = intParam(query.limit) ?? 25;
      const page = intParam(query.offset) ?? 0;
      if (!(limit >= 1 && limit <= 200) || !(page >= 0)) throw invalidPagination();
      const all = [...seller.items.values()];
      const pages = Math.ceil(all.length / limit);
      const path = `${BASE}/inventory_item`;
      return {
        status: 200,
        body: {
          href: pageLink(baseUrl, path, query, limit, page),
          limit,
          size: pages,
          total: all.length,
          ...(page + 1 < pages ? { next: pageLink(baseUrl, path, query, limit, page + 1) } : {}),
          ...(page > 0 ? { prev: pageLink(baseUrl, path, query, limit, page - 1) } : {}),
          inventoryItems: all.slice(page * limit, page * limit + limit),
        },
      };
    },
  );

  sellerRoute(
    context,
    'POST',
    `${BASE}/bulk_create_or_replace_inventory_item`,
    { api: 'inventory', scopes: WRITE, contentLanguageRequired: true },
    ({ seller, request }) => {
      const { requests } = parseBody(BulkInventoryItemSchema, request.body, invalidBody);
      checkItemBulkSize(requests);
      if (requests.some((entry) => !entry.sku || !entry.locale)) {
        throw apiError('inventory', 400, 25733, 'Every InventoryItem in the request needs a valid sku and locale.');
      }
      const skus = requests.map((entry) => entry.sku);
      if (new Set(skus).size !== skus.length)
        throw apiError('inventory', 400, 25734, 'The request names a SKU more than once.');
      const responses = requests.map(({ sku = '', locale = 'en_US', ...item }) => {
        try {
          if (!SKU_PATTERN.test(sku)) throw invalidSku();
          replaceItem(engine, seller, sku, item);
          return { sku, locale, statusCode: 200 };
        } catch (error) {
          return { sku, locale, ...bulkFailure(error) };
        }
      });
      return { status: responses.every((r) => r.statusCode === 200) ? 200 : 207, body: { responses } };
    },
  );

  sellerRoute(
    context,
    'POST',
    `${BASE}/bulk_get_inventory_item`,
    { api: 'inventory', scopes: READ },
    ({ seller, request }) => {
      const { requests } = parseBody(BulkSkuSchema, request.body, invalidBody);
      checkItemBulkSize(requests);
      const responses = requests.map(({ sku }) => {
        const item = seller.items.get(sku);
        return item
          ? { sku, statusCode: 200, inventoryItem: item }
          : { sku, statusCode: 404, errors: itemNotFound().details };
      });
      return { status: responses.every((r) => r.statusCode === 200) ? 200 : 207, body: { responses } };
    },
  );
}
