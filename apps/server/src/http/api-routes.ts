import {
  AccountDeletionChallengeSchema,
  AccountDeletionNotificationSchema,
  AiInsightsQuerySchema,
  AiInsightsSchema,
  AssignSkuSchema,
  BackendDiagnosticsSchema,
  BarcodeDetectRequestSchema,
  BarcodeDetectResponseSchema,
  BarcodeParamsSchema,
  BrandCategorySchema,
  BrandLearningListSchema,
  BrandParamsSchema,
  BrandStatusSchema,
  BulkPublishRequestSchema,
  BulkPublishResultSchema,
  BusinessPoliciesSchema,
  CapabilitiesResultSchema,
  CategoriesResultSchema,
  CategoryBrowseSchema,
  CategoryParamsSchema,
  CategorySearchQuerySchema,
  CategorySearchResultSchema,
  ChangePasswordSchema,
  CleanupResultSchema,
  CreateInventoryItemSchema,
  CreateMovementSchema,
  DashboardSummarySchema,
  DeletePhotosSchema,
  DiagnosticTestSchema,
  EbayCallbackResultSchema,
  EbayCallbackSchema,
  EbayStatusSchema,
  GenerateRequestSchema,
  GenerateResultSchema,
  GenerateScreenSchema,
  GoogleSignInResponseSchema,
  GoogleSignInSchema,
  GroupByLabelResultSchema,
  HealthSchema,
  IdParamsSchema,
  InventoryAlertListSchema,
  InventoryAlertSchema,
  InventoryFiltersSchema,
  InventoryImportResultSchema,
  InventoryImportSchema,
  InventoryItemListSchema,
  InventoryItemSchema,
  InventoryMovementListSchema,
  ItemAnalysisTestSchema,
  ItemDetailsSchema,
  ItemParamsSchema,
  ItemPricingSchema,
  KeywordPerformanceListSchema,
  KeywordPreferencesSchema,
  LinkSkuSchema,
  ListingItemSchema,
  ListingParamsSchema,
  ListingsQuerySchema,
  ListingsResultSchema,
  ListingViewSchema,
  ManualExchangeSchema,
  ManualTokenSchema,
  MarkSoldSchema,
  MeSchema,
  MovementListQuerySchema,
  MovementResultSchema,
  NoOptionsSchema,
  OnboardingSchema,
  PhotoCountSchema,
  PhotoFileParamsSchema,
  PhotoFileQuerySchema,
  PhotoListQuerySchema,
  PageQuerySchema,
  PhotoListSchema,
  PhotoPageSchema,
  PhotoParamsSchema,
  PoliciesQuerySchema,
  PostingPreviewSchema,
  ProductLookupResponseSchema,
  ProfileSchema,
  PromotionResultSchema,
  PublicConfigSchema,
  PublicPhotoParamsSchema,
  PublishRequestSchema,
  RotatePhotosSchema,
  SalesSyncQueuedSchema,
  SignInProvidersSchema,
  SignInSchema,
  SignUpSchema,
  SkuParamsSchema,
  StartEbayConnectResultSchema,
  StartEbayConnectSchema,
  StorageProbeSchema,
  TrendingItemsResultSchema,
  UpdatedCountSchema,
  UpdateInventoryItemSchema,
  UpdateItemSchema,
  UpdateListingSchema,
  UpdateProfileSchema,
  UploadMetaSchema,
  UploadResultSchema,
  WaitlistCountSchema,
  WaitlistResultSchema,
  WaitlistSignupSchema,
} from '@listlens/shared';
import type { ZodType } from 'zod';

// Every API route of ListLens, with what it takes and answers. One list read by the
// security matrix (apps/server/test/security-matrix.test.ts: public or private, the schemas
// it fuzzes) and by the API document (docs/api/openapi.json, `npm run api:docs`, decision 026).
// Both tests read Fastify's own route table and fail on a route missing here, and the matrix
// checks that each route parses exactly the schemas named here.

/** A body or answer that is not JSON described by a schema. */
export type RawContent = { mediaType: string; description: string };

export type ApiRoute = {
  /** One line for the document. */
  summary: string;
  /** private: needs the session cookie (401 without). public and webhook: reachable signed out, for `why`. */
  access: 'private' | 'public' | 'webhook';
  why?: string;
  /** The shared schemas the route parses its path parameters, query string and JSON body with. */
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** A multipart/form-data upload instead of JSON: its parts, and the schema of its `meta` field if any. */
  multipart?: { description: string; meta?: ZodType };
  /** Success statuses, the first the usual one; 200 when absent. 204 answers no body. */
  statuses?: number[];
  /** What a success answers: a shared schema, or another media type. */
  response?: ZodType | RawContent;
  /** Rate limited: may answer 429 with Retry-After. */
  limited?: boolean;
  /** Other statuses the route itself may answer (409 conflicts, 502 eBay unreachable, ...). */
  errors?: number[];
  /** The route's own body limit, when not the app's 1 MB. */
  bodyLimit?: number;
};

const PHOTO_PARTS =
  'The photos as `file` parts (JPEG, PNG, WebP or HEIC, up to 20 MB each, at most 20 per request) ' +
  'and an optional `meta` field: a JSON array with one entry per photo';

const pub = (summary: string, why: string, extra: Partial<ApiRoute> = {}): ApiRoute => ({
  summary,
  access: 'public',
  why,
  ...extra,
});
const priv = (summary: string, extra: Partial<ApiRoute> = {}): ApiRoute => ({ summary, access: 'private', ...extra });

export const API_ROUTES = {
  'GET /api/health': pub('Server and database status', 'load balancers and the network test page probe it', {
    statuses: [200, 503],
    response: HealthSchema,
  }),
  'GET /api/config': pub(
    "The browser's allowlisted settings",
    'the browser reads its allowlisted settings before anyone signs in',
    { response: PublicConfigSchema },
  ),
  'GET /api/session': pub(
    'The signed-in seller, or { user: null }',
    'answers { user: null } to a visitor, so the browser logs no error',
  ),
  'POST /api/accounts': pub('Sign up with e-mail and password', 'sign-up', {
    body: SignUpSchema,
    statuses: [201],
    response: MeSchema,
    limited: true,
    errors: [409],
  }),
  'POST /api/session': pub('Sign in with e-mail and password', 'sign-in', {
    body: SignInSchema,
    response: MeSchema,
    limited: true,
    errors: [401],
  }),
  'DELETE /api/session': pub('Sign out', 'sign-out of a session that may already have ended', { statuses: [204] }),
  'POST /api/session/google': pub("Google sign-in: the consent page's address", 'starts Google sign-in', {
    body: GoogleSignInSchema,
    response: GoogleSignInResponseSchema,
  }),
  'POST /api/waitlist': pub('Join the waitlist (one row per e-mail)', 'the landing page waitlist', {
    body: WaitlistSignupSchema,
    response: WaitlistResultSchema,
    limited: true,
  }),
  'GET /api/waitlist/count': pub('How many joined the waitlist', 'the landing page shows it', {
    response: WaitlistCountSchema,
  }),
  'GET /api/diagnostics/storage': pub(
    'Photo storage probe',
    'the network test page probes storage signed out (no data)',
    { statuses: [200, 503], response: StorageProbeSchema, limited: true },
  ),
  'GET /api/public-photos/:userId/:photoId/:expires/:signature': pub(
    'A listing photo by its signed, expiring address',
    'eBay fetches listing pictures by signed, expiring address',
    { params: PublicPhotoParamsSchema, response: { mediaType: 'image/jpeg', description: 'The photo' } },
  ),
  'GET /api/auth/callback/:providerId': pub(
    "Google's redirect back (the auth library's router)",
    'Google returns the browser here',
    { statuses: [302], response: { mediaType: 'text/html', description: 'A redirect into the app' } },
  ),
  'POST /api/auth/callback/:providerId': pub(
    "A provider's form_post answer (the auth library's router)",
    'a provider may post its answer (form_post)',
    { statuses: [302], response: { mediaType: 'text/html', description: 'A redirect into the app' } },
  ),
  'GET /api/auth/error': pub("The auth library's error page", "the auth library's error page", {
    response: { mediaType: 'text/html', description: 'The error page' },
  }),
  'GET /api/auth/ok': pub("The auth library's health answer", "the auth library's health answer"),
  'GET /api/webhooks/ebay/account-deletion': {
    summary: "eBay's endpoint challenge",
    access: 'webhook',
    why: "eBay's endpoint challenge (answered with a hash of the code)",
    query: AccountDeletionChallengeSchema,
  },
  'POST /api/webhooks/ebay/account-deletion': {
    summary: "eBay's marketplace account-deletion notification",
    access: 'webhook',
    why: "eBay's signed account-deletion notification (412 without a valid signature)",
    body: AccountDeletionNotificationSchema,
    errors: [412],
  },

  'GET /api/me': priv("The signed-in seller's profile", { response: MeSchema }),
  'PATCH /api/me': priv("Change the signed-in seller's profile", { body: UpdateProfileSchema, response: MeSchema }),
  'POST /api/me/password': priv('Change password (other sessions end)', {
    body: ChangePasswordSchema,
    limited: true,
  }),
  'DELETE /api/me/data': priv("Delete all the seller's data (items, photos, listings ended on eBay)", {
    response: CleanupResultSchema,
    errors: [409],
  }),
  'GET /api/profiles/:id': priv('A profile (only your own)', { params: IdParamsSchema, response: ProfileSchema }),
  'PATCH /api/profiles/:id': priv('Change a profile (only your own)', {
    params: IdParamsSchema,
    body: UpdateProfileSchema,
    response: ProfileSchema,
  }),

  'GET /api/photos': priv('Unassigned or assigned photos, a page at a time', {
    query: PhotoListQuerySchema,
    response: PhotoPageSchema,
  }),
  'POST /api/photos': priv('Upload photos (streamed)', {
    multipart: { description: PHOTO_PARTS, meta: UploadMetaSchema },
    statuses: [201],
    response: UploadResultSchema,
    limited: true,
  }),
  'DELETE /api/photos': priv('Delete photos', { body: DeletePhotosSchema }),
  'GET /api/photos/count': priv("The seller's photo count", { response: PhotoCountSchema }),
  'GET /api/photos/:id': priv('One photo', { params: PhotoParamsSchema }),
  'GET /api/photos/:id/files/:variant': priv('A photo file: original, display or thumbnail (long cache)', {
    params: PhotoFileParamsSchema,
    query: PhotoFileQuerySchema,
    response: { mediaType: 'image/jpeg', description: 'The photo file' },
  }),
  'POST /api/photos/assign': priv('Put photos under a SKU', { body: AssignSkuSchema, response: UpdatedCountSchema }),
  'POST /api/photos/rotate': priv('Rotate photos a quarter turn', {
    body: RotatePhotosSchema,
    response: PhotoListSchema,
  }),
  'POST /api/photos/group-by-label': priv('Group unassigned photos by their label photos', {
    response: GroupByLabelResultSchema,
    limited: true,
  }),
  'POST /api/photos/by-sku/:sku/link': priv("Link a SKU group's photos to an item", {
    params: SkuParamsSchema,
    body: LinkSkuSchema,
  }),
  'POST /api/photos/by-sku/:sku/reset': priv("Put a SKU group's photos back as unassigned", {
    params: SkuParamsSchema,
  }),
  'POST /api/barcodes/detect': priv('Read the barcodes in an image', {
    body: BarcodeDetectRequestSchema,
    response: BarcodeDetectResponseSchema,
    limited: true,
    bodyLimit: 12 * 1024 * 1024,
  }),
  'GET /api/barcodes/:code/product': priv('Look a barcode up', {
    params: BarcodeParamsSchema,
    response: ProductLookupResponseSchema,
    limited: true,
  }),

  'GET /api/dashboard/summary': priv("The dashboard's figures and recent items", { response: DashboardSummarySchema }),
  'DELETE /api/dashboard/items': priv('Delete every item (live listings ended on eBay first)', {
    response: CleanupResultSchema,
    errors: [409],
  }),
  'GET /api/dashboard/items/:itemId': priv('An item with its listing and readiness', {
    params: ItemParamsSchema,
    response: ItemDetailsSchema,
  }),
  'PATCH /api/dashboard/items/:itemId': priv("Change an item's details", {
    params: ItemParamsSchema,
    body: UpdateItemSchema,
    response: ItemDetailsSchema,
  }),
  'DELETE /api/dashboard/items/:itemId': priv('Delete an item (its live listing ended on eBay first)', {
    params: ItemParamsSchema,
    statuses: [204],
    errors: [409],
  }),

  'POST /api/diagnostics/backend': priv("The connection test page's backend checks", {
    response: BackendDiagnosticsSchema,
    limited: true,
  }),
  'POST /api/diagnostics/storage-test': priv('Write, read and delete a test file in photo storage', {
    response: DiagnosticTestSchema,
    limited: true,
  }),
  'GET /api/diagnostics/sign-in': priv("The signed-in seller's sign-in methods", { response: SignInProvidersSchema }),
  'POST /api/diagnostics/item-analysis': priv('Run the AI engine on a built-in test image', {
    response: ItemAnalysisTestSchema,
    limited: true,
  }),

  'GET /api/inventory/items': priv('Stock items, a page at a time', {
    query: PageQuerySchema,
    response: InventoryItemListSchema,
  }),
  'POST /api/inventory/items': priv('Add a stock item', {
    body: CreateInventoryItemSchema,
    statuses: [201],
    response: InventoryItemSchema,
    errors: [409],
  }),
  'PATCH /api/inventory/items/:id': priv('Change a stock item', {
    params: IdParamsSchema,
    body: UpdateInventoryItemSchema,
    response: InventoryItemSchema,
    errors: [409],
  }),
  'DELETE /api/inventory/items/:id': priv('Delete a stock item', { params: IdParamsSchema, statuses: [204] }),
  'GET /api/inventory/items/:id/movements': priv("A stock item's movements", {
    params: IdParamsSchema,
    query: MovementListQuerySchema,
    response: InventoryMovementListSchema,
  }),
  'POST /api/inventory/items/:id/movements': priv('Record a stock movement', {
    params: IdParamsSchema,
    body: CreateMovementSchema,
    statuses: [201],
    response: MovementResultSchema,
    errors: [409],
  }),
  'POST /api/inventory/items/:id/sales': priv('Record a sale (200 when its reference was already recorded)', {
    params: IdParamsSchema,
    body: MarkSoldSchema,
    statuses: [201, 200],
    response: MovementResultSchema,
    errors: [409],
  }),
  'GET /api/inventory/alerts': priv('Low-stock alerts', { response: InventoryAlertListSchema }),
  'POST /api/inventory/alerts/:id/acknowledge': priv('Acknowledge a stock alert', {
    params: IdParamsSchema,
    response: InventoryAlertSchema,
  }),
  'GET /api/inventory/export.csv': priv('Stock items as a CSV file', {
    query: InventoryFiltersSchema,
    response: { mediaType: 'text/csv', description: 'One row per stock item' },
  }),
  'POST /api/inventory/import': priv('Import stock items from CSV text', {
    body: InventoryImportSchema,
    statuses: [201],
    response: InventoryImportResultSchema,
  }),

  'GET /api/items/groups': priv('The Generate screen: SKU groups and where each generation stands, a page at a time', {
    query: PageQuerySchema,
    response: GenerateScreenSchema,
  }),
  'POST /api/items/groups/generate': priv('Generate listings for SKU groups (queued)', {
    body: GenerateRequestSchema,
    statuses: [202],
    response: GenerateResultSchema,
  }),
  'POST /api/items/groups/generate-all': priv('Generate listings for every waiting group (queued)', {
    statuses: [202],
    response: GenerateResultSchema,
  }),
  'DELETE /api/items/groups/:sku': priv('Delete a SKU group, its photos and its item', {
    params: SkuParamsSchema,
    statuses: [204],
    errors: [409],
  }),
  'GET /api/items/:itemId': priv("An item's listing draft", { params: ItemParamsSchema, response: ListingItemSchema }),
  'PATCH /api/items/:itemId': priv("Edit an item's listing draft", {
    params: ItemParamsSchema,
    body: UpdateListingSchema,
    response: ListingItemSchema,
  }),
  'GET /api/items/:itemId/pricing': priv("An item's price recommendation with its comparables", {
    params: ItemParamsSchema,
    response: ItemPricingSchema,
  }),
  'POST /api/items/:itemId/pricing': priv('Price an item again now', {
    params: ItemParamsSchema,
    response: ItemPricingSchema,
    limited: true,
    errors: [409, 502],
  }),

  'POST /api/ebay/connect': priv("Start connecting eBay: the consent page's address", {
    body: StartEbayConnectSchema,
    response: StartEbayConnectResultSchema,
  }),
  'POST /api/ebay/callback': priv("Finish connecting eBay with the consent page's code", {
    body: EbayCallbackSchema,
    response: EbayCallbackResultSchema,
    errors: [502],
  }),
  'POST /api/ebay/manual-exchange': priv('Finish connecting eBay with a pasted callback address', {
    body: ManualExchangeSchema,
    response: EbayCallbackResultSchema,
    errors: [502],
  }),
  'PUT /api/ebay/manual-token': priv('Connect eBay with a pasted user token', {
    body: ManualTokenSchema,
    response: EbayStatusSchema,
  }),
  'GET /api/ebay/status': priv('The eBay connection (metadata only, never a token)', { response: EbayStatusSchema }),
  'DELETE /api/ebay/connection': priv('Disconnect eBay', { statuses: [204] }),
  'GET /api/ebay/test/trending': priv('Connection test: trending items on eBay', {
    response: TrendingItemsResultSchema,
    limited: true,
    errors: [409, 502],
  }),
  'GET /api/ebay/test/categories': priv("Connection test: eBay's categories to depth 2", {
    response: CategoriesResultSchema,
    limited: true,
    errors: [409, 502],
  }),
  'GET /api/ebay/test/capabilities': priv("Connection test: what the seller's token may do", {
    response: CapabilitiesResultSchema,
    limited: true,
    errors: [409, 502],
  }),
  'GET /api/onboarding': priv('The Welcome steps done so far', { response: OnboardingSchema }),

  'GET /api/listings': priv('The listings of the items named', {
    query: ListingsQuerySchema,
    response: ListingsResultSchema,
  }),
  'GET /api/listings/preview/:itemId': priv('What posting an item would send to eBay', {
    params: ItemParamsSchema,
    response: PostingPreviewSchema,
  }),
  'GET /api/listings/policies': priv("The seller's eBay business policies", {
    query: PoliciesQuerySchema,
    response: BusinessPoliciesSchema,
    limited: true,
    errors: [409, 502],
  }),
  'POST /api/listings/policies/opt-in': priv('Opt the seller into eBay business policies', {
    errors: [409, 502],
  }),
  'POST /api/listings/publish': priv('Post an item to eBay (202 while it is queued)', {
    body: PublishRequestSchema,
    statuses: [202, 200],
    response: ListingViewSchema,
    errors: [409],
  }),
  'POST /api/listings/bulk-publish': priv('Post up to 25 items to eBay (queued)', {
    body: BulkPublishRequestSchema,
    statuses: [202],
    response: BulkPublishResultSchema,
    errors: [409],
  }),
  'POST /api/listings/:listingId/end': priv('End a live listing on eBay', {
    params: ListingParamsSchema,
    response: ListingViewSchema,
    errors: [409, 502],
  }),
  'GET /api/sales': priv("The seller's recorded sales"),
  'POST /api/sales/sync': priv("Read the seller's eBay orders now (queued)", {
    statuses: [202],
    response: SalesSyncQueuedSchema,
    limited: true,
  }),

  'GET /api/ai/insights': priv("The AI engine's accuracy figures and recommendations", {
    query: AiInsightsQuerySchema,
    response: AiInsightsSchema,
  }),
  'POST /api/ai/accuracy-test': priv('Test the AI engine on 1 to 8 photos (not kept)', {
    multipart: { description: 'The photos as `file` parts, 1 to 8' },
    response: {
      mediaType: 'application/x-ndjson',
      description: 'Progress lines, then the result, one JSON object per line',
    },
    limited: true,
  }),

  'GET /api/taxonomy/search': priv("eBay's category suggestions for some words", {
    query: CategorySearchQuerySchema,
    response: CategorySearchResultSchema,
    errors: [502],
  }),
  'GET /api/taxonomy/categories': priv("The top of eBay's clothing category tree", {
    response: CategoryBrowseSchema,
    errors: [502],
  }),
  'GET /api/taxonomy/categories/:categoryId': priv('A category: its path, its children and, for a leaf, its rules', {
    params: CategoryParamsSchema,
    response: CategoryBrowseSchema,
    errors: [502],
  }),
  'GET /api/keywords/brands': priv('Keyword learning: a summary and the top 10 brands', {
    response: BrandLearningListSchema,
  }),
  'GET /api/keywords/brands/:brand/status': priv("A brand's keyword learning in a category", {
    params: BrandParamsSchema,
    query: BrandCategorySchema,
    response: BrandStatusSchema,
  }),
  'POST /api/keywords/brands/:brand/promote': priv("Promote a brand's learnt keywords in a category", {
    params: BrandParamsSchema,
    body: BrandCategorySchema,
    response: PromotionResultSchema,
    errors: [409],
  }),
  'POST /api/keywords/promote': priv('Promote every ready brand (the rules decide)', {
    body: NoOptionsSchema,
    response: PromotionResultSchema,
  }),
  'GET /api/keywords/performance': priv('How listings with each keyword sold', {
    response: KeywordPerformanceListSchema,
  }),
  'GET /api/keywords/preferences': priv("The seller's preferred and blocked keywords", {
    response: KeywordPreferencesSchema,
  }),
  'PUT /api/keywords/preferences': priv("Set the seller's preferred and blocked keywords", {
    body: KeywordPreferencesSchema,
    response: KeywordPreferencesSchema,
  }),
} satisfies Record<string, ApiRoute>;

export type ApiRouteKey = keyof typeof API_ROUTES;
