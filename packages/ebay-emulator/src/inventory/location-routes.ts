import { sellerRoute, type RouteContext } from '../http/api-route';
import { parseBody } from '../lib/body-issues';
import { apiError } from '../lib/ebay-errors';
import { intParam, pageLink } from '../lib/paging';
import { SCOPES } from '../oauth/scopes';
import type { SellerState, StoredLocation } from '../state/sellers';
import { LocationSchema } from './inventory-schemas';

const READ = [SCOPES.sellInventory, SCOPES.sellInventoryReadonly];
const WRITE = [SCOPES.sellInventory];
const BASE = '/sell/inventory/v1/location';
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

type KeyParams = { merchantLocationKey: string };

function notFound() {
  return apiError('inventory', 404, 25805, 'merchantLocationKey Not Found.', {
    parameters: { fieldName: 'merchantLocationKey' },
  });
}

function findLocation(seller: SellerState, key: string): StoredLocation {
  const location = seller.locations.get(key);
  if (!location) throw notFound();
  return location;
}

function toResponse(location: StoredLocation) {
  const { locationId, location: details, ...rest } = location;
  return {
    ...rest,
    locationTypes: location.locationTypes ?? ['WAREHOUSE'],
    merchantLocationStatus: location.merchantLocationStatus ?? 'ENABLED',
    location: { locationId, ...details },
  };
}

/** Inventory locations (ebay-api.md 4.1): create once per key, read, list, delete, enable, disable. */
export function registerLocationRoutes(context: RouteContext): void {
  const { engine } = context;

  sellerRoute(
    context,
    'POST',
    `${BASE}/:merchantLocationKey`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      const { merchantLocationKey } = request.params as KeyParams;
      if (!KEY_PATTERN.test(merchantLocationKey)) {
        throw apiError('inventory', 400, 25800, 'Invalid merchantLocationKey.', {
          parameters: { fieldName: 'merchantLocationKey' },
        });
      }
      if (seller.locations.has(merchantLocationKey)) {
        throw apiError('inventory', 409, 25803, 'merchantLocationKey already exists.', {
          parameters: { fieldName: 'merchantLocationKey' },
        });
      }
      const input = parseBody(LocationSchema, request.body, (issue) =>
        issue.missing
          ? apiError('inventory', 400, 25801, `Missing field ${issue.field}.`, { inputRefIds: [issue.ref] })
          : apiError('inventory', 400, 25800, `Invalid ${issue.field}.`, { inputRefIds: [issue.ref] }),
      );
      // A warehouse needs a country with either a postal code or a city and state (ebay-api.md 4.1).
      const { country, postalCode, city, stateOrProvince } = input.location.address;
      if (!country || !(postalCode || (city && stateOrProvince))) {
        throw apiError(
          'inventory',
          400,
          25802,
          'Input error. A location needs country plus postalCode, or city and stateOrProvince.',
        );
      }
      seller.locations.set(merchantLocationKey, { ...input, merchantLocationKey, locationId: engine.ids.locationId() });
      return { status: 204 };
    },
  );

  sellerRoute(
    context,
    'GET',
    `${BASE}/:merchantLocationKey`,
    { api: 'inventory', scopes: READ },
    ({ seller, request }) => ({
      status: 200,
      body: toResponse(findLocation(seller, (request.params as KeyParams).merchantLocationKey)),
    }),
  );

  sellerRoute(context, 'GET', BASE, { api: 'inventory', scopes: READ }, ({ seller, request, baseUrl }) => {
    const query = request.query as Record<string, string | undefined>;
    const limit = intParam(query.limit) ?? 100;
    const offset = intParam(query.offset) ?? 0;
    if (!(limit >= 1 && limit <= 100) || !(offset >= 0))
      throw apiError('inventory', 400, 25804, 'Input error. Invalid limit or offset.');
    const all = [...seller.locations.values()];
    const page = all.slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        href: pageLink(baseUrl, BASE, query, limit, offset),
        limit,
        offset,
        total: all.length,
        ...(offset + limit < all.length ? { next: pageLink(baseUrl, BASE, query, limit, offset + limit) } : {}),
        locations: page.map(toResponse),
      },
    };
  });

  sellerRoute(
    context,
    'DELETE',
    `${BASE}/:merchantLocationKey`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      const { merchantLocationKey } = request.params as KeyParams;
      findLocation(seller, merchantLocationKey);
      seller.locations.delete(merchantLocationKey);
      return { status: 204 };
    },
  );

  for (const action of ['enable', 'disable'] as const) {
    sellerRoute(
      context,
      'POST',
      `${BASE}/:merchantLocationKey/${action}`,
      { api: 'inventory', scopes: WRITE },
      ({ seller, request }) => {
        const location = findLocation(seller, (request.params as KeyParams).merchantLocationKey);
        location.merchantLocationStatus = action === 'enable' ? 'ENABLED' : 'DISABLED';
        return { status: 200, body: {} };
      },
    );
  }
}
