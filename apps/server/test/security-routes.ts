import { API_ROUTES, type ApiRoute, type ApiRouteKey } from '../src/http/api-routes';

// A valid request for every API route of ListLens, for the security matrix (security-matrix.test.ts).
// What each route is (public or private, the schemas it parses) is in src/http/api-routes.ts, the
// list the API document is made from; this table must name the same routes (the compiler checks),
// and the matrix reads the route table from the Fastify instance and fails on any route missing.

/** One seller's resources, named by the routes. */
export type Ids = {
  userId: string;
  photoId: string;
  itemId: string;
  listingId: string;
  inventoryItemId: string;
  alertId: string;
  sku: string;
  brand: string;
};

export type Body = { json: unknown } | { form: () => Promise<FormData> };

export type RouteRequest = { url: string; body?: Body };

type RouteRequests = {
  /** A valid request, naming the given seller's resources. */
  request: (ids: Ids) => RouteRequest;
  /** The request names resources (path, query or body): another seller's must answer like missing ones. */
  namesIds?: boolean;
  /**
   * The status another seller gets for the first seller's ids (and for missing ones): 404 unless
   * the route answers about the caller's own data whatever is named (a filtered list, a SKU of
   * their own, their own keyword learning).
   */
  foreignStatus?: number;
  /** Runs the AI engine or similar: not called signed in by the matrix (its own tests cover it). */
  expensive?: boolean;
};

/** A route as the API list describes it, with the matrix's requests. */
export type RouteSpec = ApiRoute & RouteRequests;

const json = (value: unknown): Body => ({ json: value });
const policies = { fulfillmentPolicyId: 'f-1', paymentPolicyId: 'p-1', returnPolicyId: 'r-1' };
const ONE_BY_ONE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function routeSpecs(photoForm: (meta?: unknown) => Promise<FormData>): Record<string, RouteSpec> {
  const req = (request: RouteRequests['request'], extra: Omit<RouteRequests, 'request'> = {}): RouteRequests => ({
    request,
    ...extra,
  });
  const requests: Record<ApiRouteKey, RouteRequests> = {
    'GET /api/health': req(() => ({ url: '/api/health' })),
    'GET /api/config': req(() => ({
      url: '/api/config',
    })),
    'GET /api/session': req(() => ({
      url: '/api/session',
    })),
    'POST /api/accounts': req(() => ({
      url: '/api/accounts',
      body: json({ fullName: 'Fuzz', email: 'new@example.com', password: 'x-y-z-1-2-3' }),
    })),
    'POST /api/session': req(() => ({
      url: '/api/session',
      body: json({ email: 'nobody@example.com', password: 'whatever-pass' }),
    })),
    'DELETE /api/session': req(() => ({ url: '/api/session' })),
    'POST /api/session/google': req(() => ({
      url: '/api/session/google',
      body: json({ callbackPath: '/auth/callback' }),
    })),
    'POST /api/waitlist': req(() => ({
      url: '/api/waitlist',
      body: json({ email: 'wait@example.com', source: 'landing_page' }),
    })),
    'GET /api/waitlist/count': req(() => ({ url: '/api/waitlist/count' })),
    'GET /api/diagnostics/storage': req(() => ({
      url: '/api/diagnostics/storage',
    })),
    'GET /api/public-photos/:userId/:photoId/:expires/:signature': req((ids) => ({
      url: `/api/public-photos/${ids.userId}/${ids.photoId}/9999999999/not-a-signature`,
    })),
    'GET /api/auth/callback/:providerId': req(() => ({
      url: '/api/auth/callback/google?code=abc&state=def',
    })),
    'POST /api/auth/callback/:providerId': req(() => ({
      url: '/api/auth/callback/google',
      body: json({ code: 'abc', state: 'def' }),
    })),
    'GET /api/auth/error': req(() => ({ url: '/api/auth/error' })),
    'GET /api/auth/ok': req(() => ({ url: '/api/auth/ok' })),
    'GET /api/webhooks/ebay/account-deletion': req(() => ({
      url: '/api/webhooks/ebay/account-deletion?challenge_code=abc123',
    })),
    'POST /api/webhooks/ebay/account-deletion': req(() => ({
      url: '/api/webhooks/ebay/account-deletion',
      body: json({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: { data: { userId: 'u1' } } }),
    })),

    'POST /api/me/password': req(() => ({
      url: '/api/me/password',
      body: json({ currentPassword: 'wrong-pass', newPassword: 'brand-new-pass-7' }),
    })),
    'GET /api/me': req(() => ({ url: '/api/me' })),
    'PATCH /api/me': req(() => ({ url: '/api/me', body: json({ name: 'Renamed' }) })),
    'DELETE /api/me/data': req(() => ({ url: '/api/me/data' })),
    'GET /api/profiles/:id': req((ids) => ({ url: `/api/profiles/${ids.userId}` }), { namesIds: true }),
    'PATCH /api/profiles/:id': req((ids) => ({ url: `/api/profiles/${ids.userId}`, body: json({ name: 'Taken' }) }), {
      namesIds: true,
    }),

    'GET /api/photos': req(() => ({ url: '/api/photos?view=assigned' })),
    'POST /api/photos': req(() => ({
      url: '/api/photos',
      body: { form: () => photoForm([{ assigned_sku: 'UP-1' }]) },
    })),
    'DELETE /api/photos': req((ids) => ({ url: '/api/photos', body: json({ ids: [ids.photoId] }) }), {
      namesIds: true,
    }),
    'GET /api/photos/count': req(() => ({ url: '/api/photos/count' })),
    'POST /api/photos/assign': req(
      (ids) => ({ url: '/api/photos/assign', body: json({ ids: [ids.photoId], sku: 'TAKE-9' }) }),
      {
        namesIds: true,
      },
    ),
    'POST /api/photos/rotate': req(
      (ids) => ({ url: '/api/photos/rotate', body: json({ ids: [ids.photoId], direction: 'left' }) }),
      { namesIds: true },
    ),
    'POST /api/photos/group-by-label': req(() => ({ url: '/api/photos/group-by-label' })),
    'POST /api/photos/by-sku/:sku/link': req(
      (ids) => ({ url: `/api/photos/by-sku/${ids.sku}/link`, body: json({ assigned_item_id: ids.itemId }) }),
      { namesIds: true },
    ),
    'POST /api/photos/by-sku/:sku/reset': req((ids) => ({ url: `/api/photos/by-sku/${ids.sku}/reset` }), {
      namesIds: true,
      foreignStatus: 200,
    }),
    'GET /api/photos/:id': req((ids) => ({ url: `/api/photos/${ids.photoId}` }), { namesIds: true }),
    'GET /api/photos/:id/files/:variant': req((ids) => ({ url: `/api/photos/${ids.photoId}/files/thumb?v=0` }), {
      namesIds: true,
    }),
    'POST /api/barcodes/detect': req(() => ({
      url: '/api/barcodes/detect',
      body: json({ imageData: ONE_BY_ONE_PNG }),
    })),
    'GET /api/barcodes/:code/product': req(() => ({ url: '/api/barcodes/9780306406157/product' })),

    'GET /api/dashboard/summary': req(() => ({ url: '/api/dashboard/summary' })),
    'DELETE /api/dashboard/items': req(() => ({ url: '/api/dashboard/items' })),
    'GET /api/dashboard/items/:itemId': req((ids) => ({ url: `/api/dashboard/items/${ids.itemId}` }), {
      namesIds: true,
    }),
    'PATCH /api/dashboard/items/:itemId': req(
      (ids) => ({ url: `/api/dashboard/items/${ids.itemId}`, body: json({ final_price: 12.5 }) }),
      { namesIds: true },
    ),
    'DELETE /api/dashboard/items/:itemId': req((ids) => ({ url: `/api/dashboard/items/${ids.itemId}` }), {
      namesIds: true,
    }),

    'POST /api/diagnostics/backend': req(() => ({ url: '/api/diagnostics/backend' })),
    'POST /api/diagnostics/storage-test': req(() => ({ url: '/api/diagnostics/storage-test' })),
    'GET /api/diagnostics/sign-in': req(() => ({ url: '/api/diagnostics/sign-in' })),
    'POST /api/diagnostics/item-analysis': req(() => ({ url: '/api/diagnostics/item-analysis' }), { expensive: true }),

    'GET /api/inventory/items': req(() => ({ url: '/api/inventory/items?limit=50' })),
    'POST /api/inventory/items': req(() => ({
      url: '/api/inventory/items',
      body: json({ sku: 'INV-NEW-1', name: 'Wool coat', total_quantity: 2 }),
    })),
    'PATCH /api/inventory/items/:id': req(
      (ids) => ({ url: `/api/inventory/items/${ids.inventoryItemId}`, body: json({ name: 'Renamed coat' }) }),
      { namesIds: true },
    ),
    'DELETE /api/inventory/items/:id': req((ids) => ({ url: `/api/inventory/items/${ids.inventoryItemId}` }), {
      namesIds: true,
    }),
    'GET /api/inventory/items/:id/movements': req(
      (ids) => ({ url: `/api/inventory/items/${ids.inventoryItemId}/movements?movement_type=restock` }),
      { namesIds: true },
    ),
    'POST /api/inventory/items/:id/movements': req(
      (ids) => ({
        url: `/api/inventory/items/${ids.inventoryItemId}/movements`,
        body: json({ movement_type: 'restock', quantity_change: 3, reason: 'Found more', notes: 'Back room' }),
      }),
      { namesIds: true },
    ),
    'POST /api/inventory/items/:id/sales': req(
      (ids) => ({
        url: `/api/inventory/items/${ids.inventoryItemId}/sales`,
        body: json({ quantity: 1, reference_number: 'ORDER-1' }),
      }),
      { namesIds: true },
    ),
    'GET /api/inventory/alerts': req(() => ({ url: '/api/inventory/alerts' })),
    'POST /api/inventory/alerts/:id/acknowledge': req(
      (ids) => ({ url: `/api/inventory/alerts/${ids.alertId}/acknowledge` }),
      {
        namesIds: true,
      },
    ),
    'GET /api/inventory/export.csv': req(() => ({ url: '/api/inventory/export.csv?search=coat&category=all' })),
    'POST /api/inventory/import': req(() => ({
      url: '/api/inventory/import',
      body: json({ csv: 'sku,name\nCSV-1,Linen shirt\n' }),
    })),

    'GET /api/items/groups': req(() => ({ url: '/api/items/groups?limit=50' })),
    'POST /api/items/groups/generate': req(
      (ids) => ({ url: '/api/items/groups/generate', body: json({ skus: [ids.sku] }) }),
      {
        namesIds: true,
        foreignStatus: 202,
      },
    ),
    'POST /api/items/groups/generate-all': req(() => ({ url: '/api/items/groups/generate-all' })),
    'DELETE /api/items/groups/:sku': req((ids) => ({ url: `/api/items/groups/${ids.sku}` }), {
      namesIds: true,
      foreignStatus: 204,
    }),
    'GET /api/items/:itemId': req((ids) => ({ url: `/api/items/${ids.itemId}` }), { namesIds: true }),
    'PATCH /api/items/:itemId': req(
      (ids) => ({
        url: `/api/items/${ids.itemId}`,
        body: json({ title: 'Taken over', description: 'Line one\nLine two' }),
      }),
      { namesIds: true },
    ),
    'GET /api/items/:itemId/pricing': req((ids) => ({ url: `/api/items/${ids.itemId}/pricing` }), {
      namesIds: true,
    }),
    'POST /api/items/:itemId/pricing': req((ids) => ({ url: `/api/items/${ids.itemId}/pricing` }), {
      namesIds: true,
    }),

    'POST /api/ebay/connect': req(() => ({ url: '/api/ebay/connect', body: json({ returnPath: '/app' }) })),
    'POST /api/ebay/callback': req(() => ({ url: '/api/ebay/callback', body: json({ code: 'abc', state: 'def' }) })),
    'POST /api/ebay/manual-exchange': req(() => ({
      url: '/api/ebay/manual-exchange',
      body: json({ url: 'http://localhost:3000/auth/ebay/callback?code=a&state=b' }),
    })),
    'PUT /api/ebay/manual-token': req(() => ({
      url: '/api/ebay/manual-token',
      body: json({ token: 'v^1.1#i^1#abc' }),
    })),
    'GET /api/ebay/status': req(() => ({ url: '/api/ebay/status' })),
    'DELETE /api/ebay/connection': req(() => ({ url: '/api/ebay/connection' })),
    'GET /api/ebay/test/trending': req(() => ({ url: '/api/ebay/test/trending' })),
    'GET /api/ebay/test/categories': req(() => ({ url: '/api/ebay/test/categories' })),
    'GET /api/ebay/test/capabilities': req(() => ({ url: '/api/ebay/test/capabilities' })),
    'GET /api/onboarding': req(() => ({ url: '/api/onboarding' })),

    'GET /api/listings': req((ids) => ({ url: `/api/listings?itemIds=${ids.itemId}` }), {
      namesIds: true,
      foreignStatus: 200,
    }),
    'GET /api/listings/preview/:itemId': req((ids) => ({ url: `/api/listings/preview/${ids.itemId}` }), {
      namesIds: true,
    }),
    'GET /api/listings/policies': req(() => ({ url: '/api/listings/policies?fresh=1' })),
    'POST /api/listings/policies/opt-in': req(() => ({ url: '/api/listings/policies/opt-in' })),
    'POST /api/listings/publish': req(
      (ids) => ({ url: '/api/listings/publish', body: json({ itemId: ids.itemId, platforms: ['ebay'], policies }) }),
      { namesIds: true },
    ),
    'POST /api/listings/bulk-publish': req(
      (ids) => ({ url: '/api/listings/bulk-publish', body: json({ itemIds: [ids.itemId], policies }) }),
      { namesIds: true, foreignStatus: 202 },
    ),
    'POST /api/listings/:listingId/end': req((ids) => ({ url: `/api/listings/${ids.listingId}/end` }), {
      namesIds: true,
    }),
    'GET /api/sales': req(() => ({ url: '/api/sales' })),
    'POST /api/sales/sync': req(() => ({ url: '/api/sales/sync' })),

    'GET /api/ai/insights': req(() => ({ url: '/api/ai/insights?days=30' })),
    'POST /api/ai/accuracy-test': req(() => ({ url: '/api/ai/accuracy-test', body: { form: () => photoForm() } }), {
      expensive: true,
    }),

    'GET /api/taxonomy/search': req(() => ({ url: '/api/taxonomy/search?q=women%20dress' })),
    'GET /api/taxonomy/categories': req(() => ({ url: '/api/taxonomy/categories' })),
    'GET /api/taxonomy/categories/:categoryId': req(() => ({ url: '/api/taxonomy/categories/63861' })),
    'GET /api/keywords/brands': req(() => ({ url: '/api/keywords/brands' })),
    'GET /api/keywords/brands/:brand/status': req(
      (ids) => ({ url: `/api/keywords/brands/${encodeURIComponent(ids.brand)}/status?category=Jeans` }),
      { namesIds: true, foreignStatus: 200 },
    ),
    'POST /api/keywords/brands/:brand/promote': req(
      (ids) => ({
        url: `/api/keywords/brands/${encodeURIComponent(ids.brand)}/promote`,
        body: json({ category: 'Jeans' }),
      }),
      { namesIds: true, foreignStatus: 409 },
    ),
    'POST /api/keywords/promote': req(() => ({ url: '/api/keywords/promote', body: json({}) })),
    'GET /api/keywords/performance': req(() => ({ url: '/api/keywords/performance' })),
    'GET /api/keywords/preferences': req(() => ({ url: '/api/keywords/preferences' })),
    'PUT /api/keywords/preferences': req(() => ({
      url: '/api/keywords/preferences',
      body: json({ preferred_keywords: ['vintage'], blocked_keywords: ['cheap'], auto_approve: false }),
    })),
  };
  return Object.fromEntries(
    Object.entries(requests).map(([route, spec]) => [route, { ...API_ROUTES[route as ApiRouteKey], ...spec }]),
  );
}
