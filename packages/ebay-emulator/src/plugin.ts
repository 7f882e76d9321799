import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerPolicyRoutes } from './account/policy-routes';
import { registerProgramRoutes } from './account/program-routes';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { registerSearchRoutes } from './buy/search-routes';
import { createEmulatorEngine, type EmulatorEngine } from './engine';
import { registerFulfillmentRoutes } from './fulfillment/fulfillment-routes';
import type { RouteContext } from './http/api-route';
import { registerBodyParsers } from './http/body-parsers';
import { registerErrorHandling } from './http/error-handling';
import { registerIdentityRoutes } from './identity/identity-routes';
import { registerItemRoutes } from './inventory/item-routes';
import { registerLocationRoutes } from './inventory/location-routes';
import { registerMetadataRoutes } from './metadata/metadata-routes';
import { registerOfferRoutes } from './inventory/offer-routes';
import { registerPriceQuantityRoutes } from './inventory/price-quantity-routes';
import { registerPublishRoutes } from './inventory/publish-routes';
import { registerConsentRoutes } from './oauth/consent-routes';
import { registerNotificationRoutes } from './notification/notification-routes';
import { registerTokenRoutes } from './oauth/token-routes';
import type { EbayEmulatorOptions } from './options';
import { registerPageRoutes } from './pages/page-routes';
import { registerSimRoutes } from './sim/sim-routes';
import { registerTaxonomyRoutes } from './taxonomy/taxonomy-routes';

export type EbayEmulatorPluginOptions = EbayEmulatorOptions & {
  /** Share an engine the caller created (to drive it from tests); otherwise one is created from the options. */
  engine?: EmulatorEngine;
};

/**
 * The eBay emulator as a Fastify plugin. Register it with a prefix, e.g.
 * `app.register(ebayEmulator, { prefix: '/_emulator/ebay' })`; every path below
 * the prefix mirrors eBay's hosts (auth, api and apiz share it). It is not
 * wrapped in fastify-plugin on purpose: its parsers, error handler and
 * not-found handler stay inside its own context and never touch the host's.
 */
export const ebayEmulator: FastifyPluginAsync<EbayEmulatorPluginOptions> = async (app, options) => {
  const engine = options.engine ?? createEmulatorEngine(options);
  const prefix = app.prefix;
  const localPath = (request: FastifyRequest): string => (request.url.split('?')[0] ?? '').slice(prefix.length) || '/';
  const context: RouteContext = {
    app,
    engine,
    prefix,
    localPath,
    baseUrl: (request) => engine.options.publicBaseUrl ?? `${request.protocol}://${request.host}${prefix}`,
  };

  // With a state file, every request that may change the state saves it: every method but GET,
  // and the consent page, whose GET opens a consent the seller answers (perhaps after a restart).
  if (engine.options.stateFile) {
    const reads = new Set(['GET', 'HEAD', 'OPTIONS']);
    app.addHook('onResponse', async (request) => {
      if (reads.has(request.method) && localPath(request) !== '/oauth2/authorize') return;
      await engine.save().catch((error: unknown) => {
        request.log.error({ err: error }, 'the eBay emulator could not save its state');
      });
    });
    app.addHook('onClose', () => engine.save());
  }

  registerBodyParsers(app);
  registerErrorHandling(app, localPath);
  registerConsentRoutes(context);
  registerTokenRoutes(context);
  registerIdentityRoutes(context);
  registerPolicyRoutes(context);
  registerProgramRoutes(context);
  registerTaxonomyRoutes(context);
  registerMetadataRoutes(context);
  registerLocationRoutes(context);
  registerItemRoutes(context);
  registerOfferRoutes(context);
  registerPublishRoutes(context);
  registerPriceQuantityRoutes(context);
  registerSearchRoutes(context);
  registerFulfillmentRoutes(context);
  registerAnalyticsRoutes(context);
  registerNotificationRoutes(context);
  registerPageRoutes(context);
  if (engine.options.simEndpoints) registerSimRoutes(context);
};
