import {
  AiInsightsQuerySchema,
  AssignSkuSchema,
  BarcodeDetectRequestSchema,
  BrandCategorySchema,
  BulkPublishRequestSchema,
  CategorySearchQuerySchema,
  ChangePasswordSchema,
  CreateInventoryItemSchema,
  CreateMovementSchema,
  DeletePhotosSchema,
  EbayCallbackSchema,
  GenerateRequestSchema,
  GoogleSignInSchema,
  InventoryFiltersSchema,
  InventoryImportSchema,
  KeywordPreferencesSchema,
  LinkSkuSchema,
  ListingsQuerySchema,
  ManualExchangeSchema,
  ManualTokenSchema,
  MarkSoldSchema,
  MovementListQuerySchema,
  PageQuerySchema,
  PhotoListQuerySchema,
  PublishRequestSchema,
  RotatePhotosSchema,
  SignInSchema,
  SignUpSchema,
  StartEbayConnectSchema,
  UpdateInventoryItemSchema,
  UpdateItemSchema,
  UpdateListingSchema,
  UpdateProfileSchema,
  WaitlistSignupSchema,
} from '@listlens/shared';
import type { ZodType } from 'zod';

// Every API route of ListLens for the security matrix (security-matrix.test.ts).
// The matrix reads the route table from the Fastify instance and fails on any
// route missing here, so a new route is classified (public or private) and
// given a valid request before it can land.

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

export type RouteSpec = {
  /** private: 401 without a session. public and webhook: reachable signed out, for the reason given. */
  access: 'private' | 'public' | 'webhook';
  why?: string;
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
  /** The body's shared schema, for the fuzzer. */
  schema?: ZodType;
  /** The query string's shared schema, for the fuzzer. */
  query?: ZodType;
  /** Runs the AI engine or similar: not called signed in by the matrix (its own tests cover it). */
  expensive?: boolean;
  /** The route's own body limit, when not the app's 1 MB. */
  bodyLimit?: number;
};

const json = (value: unknown): Body => ({ json: value });
const policies = { fulfillmentPolicyId: 'f-1', paymentPolicyId: 'p-1', returnPolicyId: 'r-1' };
const ONE_BY_ONE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function routeSpecs(photoForm: (meta?: unknown) => Promise<FormData>): Record<string, RouteSpec> {
  const pub = (why: string, request: RouteSpec['request'], extra: Partial<RouteSpec> = {}): RouteSpec => ({
    access: 'public',
    why,
    request,
    ...extra,
  });
  const priv = (request: RouteSpec['request'], extra: Partial<RouteSpec> = {}): RouteSpec => ({
    access: 'private',
    request,
    ...extra,
  });
  return {
    'GET /api/health': pub('load balancers and the network test page probe it', () => ({ url: '/api/health' })),
    'GET /api/config': pub('the browser reads its allowlisted settings before anyone signs in', () => ({
      url: '/api/config',
    })),
    'GET /api/session': pub('answers { user: null } to a visitor, so the browser logs no error', () => ({
      url: '/api/session',
    })),
    'POST /api/accounts': pub(
      'sign-up',
      () => ({
        url: '/api/accounts',
        body: json({ fullName: 'Fuzz', email: 'new@example.com', password: 'x-y-z-1-2-3' }),
      }),
      { schema: SignUpSchema },
    ),
    'POST /api/session': pub(
      'sign-in',
      () => ({ url: '/api/session', body: json({ email: 'nobody@example.com', password: 'whatever-pass' }) }),
      { schema: SignInSchema },
    ),
    'DELETE /api/session': pub('sign-out of a session that may already have ended', () => ({ url: '/api/session' })),
    'POST /api/session/google': pub(
      'starts Google sign-in',
      () => ({ url: '/api/session/google', body: json({ callbackPath: '/auth/callback' }) }),
      { schema: GoogleSignInSchema },
    ),
    'POST /api/waitlist': pub(
      'the landing page waitlist',
      () => ({ url: '/api/waitlist', body: json({ email: 'wait@example.com', source: 'landing_page' }) }),
      { schema: WaitlistSignupSchema },
    ),
    'GET /api/waitlist/count': pub('the landing page shows it', () => ({ url: '/api/waitlist/count' })),
    'GET /api/diagnostics/storage': pub('the network test page probes storage signed out (no data)', () => ({
      url: '/api/diagnostics/storage',
    })),
    'GET /api/public-photos/:userId/:photoId/:expires/:signature': pub(
      'eBay fetches listing pictures by signed, expiring address',
      (ids) => ({ url: `/api/public-photos/${ids.userId}/${ids.photoId}/9999999999/not-a-signature` }),
    ),
    'GET /api/auth/callback/:providerId': pub('Google returns the browser here', () => ({
      url: '/api/auth/callback/google?code=abc&state=def',
    })),
    'POST /api/auth/callback/:providerId': pub('a provider may post its answer (form_post)', () => ({
      url: '/api/auth/callback/google',
      body: json({ code: 'abc', state: 'def' }),
    })),
    'GET /api/auth/error': pub("the auth library's error page", () => ({ url: '/api/auth/error' })),
    'GET /api/auth/ok': pub("the auth library's health answer", () => ({ url: '/api/auth/ok' })),
    'GET /api/webhooks/ebay/account-deletion': {
      access: 'webhook',
      why: "eBay's endpoint challenge (answered with a hash of the code)",
      request: () => ({ url: '/api/webhooks/ebay/account-deletion?challenge_code=abc123' }),
    },
    'POST /api/webhooks/ebay/account-deletion': {
      access: 'webhook',
      why: "eBay's signed account-deletion notification (412 without a valid signature)",
      request: () => ({
        url: '/api/webhooks/ebay/account-deletion',
        body: json({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: { data: { userId: 'u1' } } }),
      }),
    },

    'POST /api/me/password': priv(
      () => ({
        url: '/api/me/password',
        body: json({ currentPassword: 'wrong-pass', newPassword: 'brand-new-pass-7' }),
      }),
      { schema: ChangePasswordSchema },
    ),
    'GET /api/me': priv(() => ({ url: '/api/me' })),
    'PATCH /api/me': priv(() => ({ url: '/api/me', body: json({ name: 'Renamed' }) }), { schema: UpdateProfileSchema }),
    'DELETE /api/me/data': priv(() => ({ url: '/api/me/data' })),
    'GET /api/profiles/:id': priv((ids) => ({ url: `/api/profiles/${ids.userId}` }), { namesIds: true }),
    'PATCH /api/profiles/:id': priv((ids) => ({ url: `/api/profiles/${ids.userId}`, body: json({ name: 'Taken' }) }), {
      namesIds: true,
      schema: UpdateProfileSchema,
    }),

    'GET /api/photos': priv(() => ({ url: '/api/photos?view=assigned' }), { query: PhotoListQuerySchema }),
    'POST /api/photos': priv(() => ({
      url: '/api/photos',
      body: { form: () => photoForm([{ assigned_sku: 'UP-1' }]) },
    })),
    'DELETE /api/photos': priv((ids) => ({ url: '/api/photos', body: json({ ids: [ids.photoId] }) }), {
      namesIds: true,
      schema: DeletePhotosSchema,
    }),
    'GET /api/photos/count': priv(() => ({ url: '/api/photos/count' })),
    'POST /api/photos/assign': priv(
      (ids) => ({ url: '/api/photos/assign', body: json({ ids: [ids.photoId], sku: 'TAKE-9' }) }),
      {
        namesIds: true,
        schema: AssignSkuSchema,
      },
    ),
    'POST /api/photos/rotate': priv(
      (ids) => ({ url: '/api/photos/rotate', body: json({ ids: [ids.photoId], direction: 'left' }) }),
      { namesIds: true, schema: RotatePhotosSchema },
    ),
    'POST /api/photos/group-by-label': priv(() => ({ url: '/api/photos/group-by-label' })),
    'POST /api/photos/by-sku/:sku/link': priv(
      (ids) => ({ url: `/api/photos/by-sku/${ids.sku}/link`, body: json({ assigned_item_id: ids.itemId }) }),
      { namesIds: true, schema: LinkSkuSchema },
    ),
    'POST /api/photos/by-sku/:sku/reset': priv((ids) => ({ url: `/api/photos/by-sku/${ids.sku}/reset` }), {
      namesIds: true,
      foreignStatus: 200,
    }),
    'GET /api/photos/:id': priv((ids) => ({ url: `/api/photos/${ids.photoId}` }), { namesIds: true }),
    'GET /api/photos/:id/files/:variant': priv((ids) => ({ url: `/api/photos/${ids.photoId}/files/thumb?v=0` }), {
      namesIds: true,
    }),
    'POST /api/barcodes/detect': priv(
      () => ({ url: '/api/barcodes/detect', body: json({ imageData: ONE_BY_ONE_PNG }) }),
      {
        schema: BarcodeDetectRequestSchema,
        bodyLimit: 12 * 1024 * 1024,
      },
    ),
    'GET /api/barcodes/:code/product': priv(() => ({ url: '/api/barcodes/9780306406157/product' })),

    'GET /api/dashboard/summary': priv(() => ({ url: '/api/dashboard/summary' })),
    'DELETE /api/dashboard/items': priv(() => ({ url: '/api/dashboard/items' })),
    'GET /api/dashboard/items/:itemId': priv((ids) => ({ url: `/api/dashboard/items/${ids.itemId}` }), {
      namesIds: true,
    }),
    'PATCH /api/dashboard/items/:itemId': priv(
      (ids) => ({ url: `/api/dashboard/items/${ids.itemId}`, body: json({ final_price: 12.5 }) }),
      { namesIds: true, schema: UpdateItemSchema },
    ),
    'DELETE /api/dashboard/items/:itemId': priv((ids) => ({ url: `/api/dashboard/items/${ids.itemId}` }), {
      namesIds: true,
    }),

    'POST /api/diagnostics/backend': priv(() => ({ url: '/api/diagnostics/backend' })),
    'POST /api/diagnostics/storage-test': priv(() => ({ url: '/api/diagnostics/storage-test' })),
    'GET /api/diagnostics/sign-in': priv(() => ({ url: '/api/diagnostics/sign-in' })),
    'POST /api/diagnostics/item-analysis': priv(() => ({ url: '/api/diagnostics/item-analysis' }), { expensive: true }),

    'GET /api/inventory/items': priv(() => ({ url: '/api/inventory/items?limit=50' }), { query: PageQuerySchema }),
    'POST /api/inventory/items': priv(
      () => ({ url: '/api/inventory/items', body: json({ sku: 'INV-NEW-1', name: 'Wool coat', total_quantity: 2 }) }),
      { schema: CreateInventoryItemSchema },
    ),
    'PATCH /api/inventory/items/:id': priv(
      (ids) => ({ url: `/api/inventory/items/${ids.inventoryItemId}`, body: json({ name: 'Renamed coat' }) }),
      { namesIds: true, schema: UpdateInventoryItemSchema },
    ),
    'DELETE /api/inventory/items/:id': priv((ids) => ({ url: `/api/inventory/items/${ids.inventoryItemId}` }), {
      namesIds: true,
    }),
    'GET /api/inventory/items/:id/movements': priv(
      (ids) => ({ url: `/api/inventory/items/${ids.inventoryItemId}/movements?movement_type=restock` }),
      { namesIds: true, query: MovementListQuerySchema },
    ),
    'POST /api/inventory/items/:id/movements': priv(
      (ids) => ({
        url: `/api/inventory/items/${ids.inventoryItemId}/movements`,
        body: json({ movement_type: 'restock', quantity_change: 3, reason: 'Found more', notes: 'Back room' }),
      }),
      { namesIds: true, schema: CreateMovementSchema },
    ),
    'POST /api/inventory/items/:id/sales': priv(
      (ids) => ({
        url: `/api/inventory/items/${ids.inventoryItemId}/sales`,
        body: json({ quantity: 1, reference_number: 'ORDER-1' }),
      }),
      { namesIds: true, schema: MarkSoldSchema },
    ),
    'GET /api/inventory/alerts': priv(() => ({ url: '/api/inventory/alerts' })),
    'POST /api/inventory/alerts/:id/acknowledge': priv(
      (ids) => ({ url: `/api/inventory/alerts/${ids.alertId}/acknowledge` }),
      {
        namesIds: true,
      },
    ),
    'GET /api/inventory/export.csv': priv(() => ({ url: '/api/inventory/export.csv?search=coat&category=all' }), {
      query: InventoryFiltersSchema,
    }),
    'POST /api/inventory/import': priv(
      () => ({ url: '/api/inventory/import', body: json({ csv: 'sku,name\nCSV-1,Linen shirt\n' }) }),
      { schema: InventoryImportSchema },
    ),

    'GET /api/items/groups': priv(() => ({ url: '/api/items/groups?limit=50' }), { query: PageQuerySchema }),
    'POST /api/items/groups/generate': priv(
      (ids) => ({ url: '/api/items/groups/generate', body: json({ skus: [ids.sku] }) }),
      {
        namesIds: true,
        foreignStatus: 202,
        schema: GenerateRequestSchema,
      },
    ),
    'POST /api/items/groups/generate-all': priv(() => ({ url: '/api/items/groups/generate-all' })),
    'DELETE /api/items/groups/:sku': priv((ids) => ({ url: `/api/items/groups/${ids.sku}` }), {
      namesIds: true,
      foreignStatus: 204,
    }),
    'GET /api/items/:itemId': priv((ids) => ({ url: `/api/items/${ids.itemId}` }), { namesIds: true }),
    'PATCH /api/items/:itemId': priv(
      (ids) => ({
        url: `/api/items/${ids.itemId}`,
        body: json({ title: 'Taken over', description: 'Line one\nLine two' }),
      }),
      { namesIds: true, schema: UpdateListingSchema },
    ),
    'GET /api/items/:itemId/pricing': priv((ids) => ({ url: `/api/items/${ids.itemId}/pricing` }), {
      namesIds: true,
    }),
    'POST /api/items/:itemId/pricing': priv((ids) => ({ url: `/api/items/${ids.itemId}/pricing` }), {
      namesIds: true,
    }),

    'POST /api/ebay/connect': priv(() => ({ url: '/api/ebay/connect', body: json({ returnPath: '/app' }) }), {
      schema: StartEbayConnectSchema,
    }),
    'POST /api/ebay/callback': priv(() => ({ url: '/api/ebay/callback', body: json({ code: 'abc', state: 'def' }) }), {
      schema: EbayCallbackSchema,
    }),
    'POST /api/ebay/manual-exchange': priv(
      () => ({
        url: '/api/ebay/manual-exchange',
        body: json({ url: 'http://localhost:3000/auth/ebay/callback?code=a&state=b' }),
      }),
      { schema: ManualExchangeSchema },
    ),
    'PUT /api/ebay/manual-token': priv(
      () => ({ url: '/api/ebay/manual-token', body: json({ token: 'v^1.1#i^1#abc' }) }),
      {
        schema: ManualTokenSchema,
      },
    ),
    'GET /api/ebay/status': priv(() => ({ url: '/api/ebay/status' })),
    'DELETE /api/ebay/connection': priv(() => ({ url: '/api/ebay/connection' })),
    'GET /api/ebay/test/trending': priv(() => ({ url: '/api/ebay/test/trending' })),
    'GET /api/ebay/test/categories': priv(() => ({ url: '/api/ebay/test/categories' })),
    'GET /api/ebay/test/capabilities': priv(() => ({ url: '/api/ebay/test/capabilities' })),
    'GET /api/onboarding': priv(() => ({ url: '/api/onboarding' })),

    'GET /api/listings': priv((ids) => ({ url: `/api/listings?itemIds=${ids.itemId}` }), {
      namesIds: true,
      foreignStatus: 200,
      query: ListingsQuerySchema,
    }),
    'GET /api/listings/preview/:itemId': priv((ids) => ({ url: `/api/listings/preview/${ids.itemId}` }), {
      namesIds: true,
    }),
    'GET /api/listings/policies': priv(() => ({ url: '/api/listings/policies?fresh=1' })),
    'POST /api/listings/policies/opt-in': priv(() => ({ url: '/api/listings/policies/opt-in' })),
    'POST /api/listings/publish': priv(
      (ids) => ({ url: '/api/listings/publish', body: json({ itemId: ids.itemId, platforms: ['ebay'], policies }) }),
      { namesIds: true, schema: PublishRequestSchema },
    ),
    'POST /api/listings/bulk-publish': priv(
      (ids) => ({ url: '/api/listings/bulk-publish', body: json({ itemIds: [ids.itemId], policies }) }),
      { namesIds: true, foreignStatus: 202, schema: BulkPublishRequestSchema },
    ),
    'POST /api/listings/:listingId/end': priv((ids) => ({ url: `/api/listings/${ids.listingId}/end` }), {
      namesIds: true,
    }),
    'GET /api/sales': priv(() => ({ url: '/api/sales' })),
    'POST /api/sales/sync': priv(() => ({ url: '/api/sales/sync' })),

    'GET /api/ai/insights': priv(() => ({ url: '/api/ai/insights?days=30' }), { query: AiInsightsQuerySchema }),
    'POST /api/ai/accuracy-test': priv(() => ({ url: '/api/ai/accuracy-test', body: { form: () => photoForm() } }), {
      expensive: true,
    }),

    'GET /api/taxonomy/search': priv(() => ({ url: '/api/taxonomy/search?q=women%20dress' }), {
      query: CategorySearchQuerySchema,
    }),
    'GET /api/taxonomy/categories': priv(() => ({ url: '/api/taxonomy/categories' })),
    'GET /api/taxonomy/categories/:categoryId': priv(() => ({ url: '/api/taxonomy/categories/63861' })),
    'GET /api/keywords/brands': priv(() => ({ url: '/api/keywords/brands' })),
    'GET /api/keywords/brands/:brand/status': priv(
      (ids) => ({ url: `/api/keywords/brands/${encodeURIComponent(ids.brand)}/status?category=Jeans` }),
      { namesIds: true, foreignStatus: 200, query: BrandCategorySchema },
    ),
    'POST /api/keywords/brands/:brand/promote': priv(
      (ids) => ({
        url: `/api/keywords/brands/${encodeURIComponent(ids.brand)}/promote`,
        body: json({ category: 'Jeans' }),
      }),
      { namesIds: true, foreignStatus: 409, schema: BrandCategorySchema },
    ),
    'POST /api/keywords/promote': priv(() => ({ url: '/api/keywords/promote', body: json({}) })),
    'GET /api/keywords/performance': priv(() => ({ url: '/api/keywords/performance' })),
    'GET /api/keywords/preferences': priv(() => ({ url: '/api/keywords/preferences' })),
    'PUT /api/keywords/preferences': priv(
      () => ({
        url: '/api/keywords/preferences',
        body: json({ preferred_keywords: ['vintage'], blocked_keywords: ['cheap'], auto_approve: false }),
      }),
      { schema: KeywordPreferencesSchema },
    ),
  };
}
