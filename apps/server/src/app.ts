import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Database, Db } from '@listlens/db';
import type { Engines } from './adapters/engines';
import type { Mailer } from './adapters/mail/mailer';
import type { PhotoStorage } from './adapters/storage/photo-storage';
import type { JobQueue } from './jobs/job-queue';
import type { Auth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth-bridge';
import type { Config } from './config/config';
import { registerOneOrigin } from './http/one-origin';
import { registerOriginCheck } from './http/origin-check';
import { answerClientError, answerFrameworkError, registerProblemHandlers } from './http/problem';
import { registerInputGuard } from './http/input-guard';
import type { RateLimiter } from './http/rate-limiter';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerSessionRoutes } from './modules/session/session.routes';
import { registerWaitlistRoutes } from './modules/waitlist/waitlist.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerPhotosRoutes } from './modules/photos/photos.routes';
import { trustedOriginsFor } from './auth/auth';
import { ebayEmulator } from '@listlens/ebay-emulator';
import { EMULATOR_PREFIX, EMULATOR_STATE_FILE } from './adapters/ebay/ebay-environment';
import type { EbayDeps } from './modules/ebay-connection/ebay-deps';
import { registerEbayConnectionRoutes } from './modules/ebay-connection/ebay-connection.routes';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { registerItemsRoutes } from './modules/items/items.routes';
import { registerDiagnosticsRoutes } from './modules/diagnostics/diagnostics.routes';
import { registerEbayDiagnosticsRoutes } from './modules/ebay-diagnostics/ebay-diagnostics.routes';
import { registerListingsRoutes } from './modules/listings/listings.routes';
import { registerSalesRoutes } from './modules/sales/sales.routes';
import { registerAiInsightsRoutes } from './modules/ai-insights/ai-insights.routes';
import { registerKeywordsRoutes } from './modules/keywords/keywords.routes';
import type { PostingState } from './modules/listings/posting-deps';
import { registerTaxonomyRoutes } from './modules/taxonomy/taxonomy.routes';
import type { TaxonomyDeps } from './modules/taxonomy';
import type { UploadActivity } from './modules/photos';
import type { StockListingsReader, StockWatch } from './modules/inventory';
import type { Analyzer, ItemListingsEnder, ItemListingsReader } from './modules/items';
import type { PricingDeps } from './modules/pricing';
import { registerPricingRoutes } from './modules/pricing/pricing.routes';

/** Everything the HTTP layer talks to. Tests build this with real or fake parts. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  rateLimiter: RateLimiter;
  /** Photo files: local disk by default, an S3-compatible bucket when STORAGE_DRIVER=s3. */
  photoStorage: PhotoStorage;
  ebay: EbayDeps;
  /** eBay's category tree and category rules, cached in the database (issue 14). */
  taxonomy: TaxonomyDeps;
  /** The pricing agent's market search (Browse, Marketplace Insights) and clock (issue 16). */
  pricing: PricingDeps;
  /** Posting's signed photo links, policy cache and known locations (issue 8). */
  posting: PostingState;
  /** Durable jobs (pg-boss): requests send; main.ts starts it and runs the workers. */
  jobs: JobQueue;
  /**
   * Pixels (sharp), OCR (tesseract) and the image models (the vision thread), from src/adapters:
   * the photos module and the analyzer work with these; a test may swap one.
   */
  engines: Engines;
  /** Uploads running in this process: the photos' adult-content check waits for a quiet moment (decision 035). */
  uploadActivity: UploadActivity;
  /** The AI engine behind the configured provider, over `engines`, loaded on its first analysis (jobs, the test lab, diagnostics). */
  analyze: Analyzer;
  /** A stock change in the app: a SKU listed on eBay gets its new quantity there (decisions 010, 041). */
  stockWatch: StockWatch;
  /** After an edit of what prices an item (category, brand, size, condition): it is priced again (issue 16). */
  repriceItem: (userId: string, itemId: string) => Promise<void>;
  /** Ends items' live eBay listings before they are deleted (issue 18, point 5). */
  endItemListings: ItemListingsEnder;
  /** Each item's eBay listing, for the Generate screen's rows (what is live is not ready to post). */
  itemListings: ItemListingsReader;
  /** Each stock SKU's eBay listing, for the inventory screen (issue 18, point 4). */
  stockListings: StockListingsReader;
  /** Mail: SMTP when SMTP_URL is set, otherwise each message is written to DATA_DIR/outbox (issue 18, point 9). */
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Folder of the built web app; undefined in tests and under `npm run dev`. */
  webDist?: string;
};

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: () => randomUUID(),
    // One line per request (below), not Fastify's two ("incoming request" and "request completed"): decision 033.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    // Idle keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Long enough for every id and SKU to reach its schema (a field error), short of an address flood.
    routerOptions: { maxParamLength: 500 },
    // Requests refused before a route runs still answer in the problem shape (issue 19).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });

  // Callback hooks, not async ones: each async hook costs a promise on every request (decision 033).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  registerProblemHandlers(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  registerOneOrigin(app, config.publicUrl);
  registerOriginCheck(app, trustedOriginsFor(config));
  registerInputGuard(app);

  registerHealthRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerWaitlistRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerInventoryRoutes(app, deps);
  registerPhotosRoutes(app, deps);
  registerEbayConnectionRoutes(app, deps);
  registerOnboardingRoutes(app, deps);
  registerItemsRoutes(app, deps);
  registerDiagnosticsRoutes(app, deps);
  registerEbayDiagnosticsRoutes(app, deps);
  registerListingsRoutes(app, deps);
  registerSalesRoutes(app, deps);
  registerAiInsightsRoutes(app, deps);
  registerKeywordsRoutes(app, deps);
  registerTaxonomyRoutes(app, deps);
  registerPricingRoutes(app, deps);
  registerAuthRoutes(app, deps.auth);
  // With no eBay keyset the built-in emulator answers in eBay's place (DESIGN section 4).
  if (config.EBAY_ENV === 'emulator')
    await app.register(ebayEmulator, {
      prefix: EMULATOR_PREFIX,
      acceptedUrl: '/auth/ebay/callback',
      declinedUrl: '/auth/ebay/callback',
      // Anyone who reaches /_sim can reset or fault eBay for every seller: only on this machine or in tests.
      simEndpoints: config.emulatorControls,
      // The tokens it issued are stored in the database: it keeps them, and the sellers' policies and
      // listings behind them, in the data folder, so a restart on the same data stays connected (decision 049).
      stateFile: path.join(config.DATA_DIR, EMULATOR_STATE_FILE),
    });
  await registerSpa(app, deps.webDist);

  return app;
}
