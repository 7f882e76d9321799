import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { EmulatorEngine } from '../engine';
import {
  accessDeniedError,
  invalidTokenError,
  OAuthError,
  rateLimitError,
  systemError,
  type EbayApi,
} from '../lib/ebay-errors';
import type { AccessToken } from '../oauth/oauth-store';
import type { SellerState } from '../state/sellers';
import { checkHeaders } from './header-rules';

/** What a route needs from the caller's token (ebay-api.md 1.3 and each API's securitySchemes). */
export type Access = {
  api: EbayApi;
  token: 'user' | 'application' | 'any';
  /** Any one of these scopes suffices (e.g. sell.inventory or sell.inventory.readonly for a GET). */
  scopes: readonly string[];
  contentLanguageRequired?: boolean;
  marketplaceRequired?: boolean;
};

export type ApiResult = { status: number; body?: unknown; headers?: Record<string, string> };

export type ApiCall<S> = {
  request: FastifyRequest;
  engine: EmulatorEngine;
  token: AccessToken;
  seller: S;
  /** Absolute base URL of this emulator, for hrefs and itemWebUrl. */
  baseUrl: string;
};

export type RouteContext = {
  app: FastifyInstance;
  engine: EmulatorEngine;
  /** The path the emulator is mounted under ('' when standalone, '/_emulator/ebay' in ListLens). */
  prefix: string;
  baseUrl: (request: FastifyRequest) => string;
  /** The request path below the emulator's prefix, without the query string. */
  localPath: (request: FastifyRequest) => string;
};

/**
 * Fault injection runs first, as a real outage or throttle would hit before
 * authentication; it applies to the API and token endpoints only, never to the
 * consent page or the emulator's own endpoints. The token endpoint fails in the
 * OAuth shape (`server_error` / `temporarily_unavailable`, RFC 6749 names; what
 * eBay's own token endpoint sends when it is down is not documented).
 */
export function faultHook(context: RouteContext, api: EbayApi | 'oauth') {
  return async (request: FastifyRequest): Promise<void> => {
    const decision = context.engine.faults.decide(context.localPath(request));
    if (decision.kind === '429') {
      if (api !== 'oauth') throw rateLimitError(decision.retryAfterSeconds);
      throw new OAuthError(429, 'temporarily_unavailable', 'Too many token requests (emulated throttle).', {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
    if (decision.kind === '500') {
      if (api !== 'oauth') throw systemError(api);
      throw new OAuthError(500, 'server_error', 'The token service failed (emulated outage).');
    }
    if (decision.kind === 'slow') await sleep(decision.ms);
  };
}

function authenticate(context: RouteContext, request: FastifyRequest, access: Access) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1] ? context.engine.oauth.authenticate(match[1]) : undefined;
  if (!token) throw invalidTokenError();
  if (access.token === 'user' && token.kind !== 'user') {
    throw accessDeniedError('This call needs a user access token (authorization code grant).');
  }
  if (access.token === 'application' && token.kind !== 'application') {
    throw accessDeniedError('This call needs an application access token (client credentials grant).');
  }
  if (access.scopes.length > 0 && !access.scopes.some((scope) => token.scopes.includes(scope))) {
    throw accessDeniedError(`The access token does not carry the scope ${access.scopes[0] ?? ''}.`);
  }
  const seller = token.userId === undefined ? undefined : context.engine.sellers.byUserId(token.userId);
  // A user token whose seller was wiped by a reset is as good as revoked.
  if (token.kind === 'user' && !seller) throw invalidTokenError();
  return { token, seller };
}

function register<S>(
  context: RouteContext,
  method: HTTPMethods,
  urls: readonly string[],
  access: Access,
  pickSeller: (seller: SellerState | undefined) => S,
  handler: (call: ApiCall<S>) => ApiResult | Promise<ApiResult>,
): void {
  urls.forEach((url, index) => {
    const route = () =>
      context.app.route({
        method,
        url,
        onRequest: faultHook(context, access.api),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const { token, seller } = authenticate(context, request, access);
          checkHeaders(request, {
            api: access.api,
            strict: context.engine.options.strictHeaders,
            contentLanguageRequired: access.contentLanguageRequired ?? false,
            marketplaceRequired: access.marketplaceRequired ?? false,
          });
          const result = await handler({
            request,
            engine: context.engine,
            token,
            seller: pickSeller(seller),
            baseUrl: context.baseUrl(request),
          });
          reply.code(result.status).headers(result.headers ?? {});
          return result.body === undefined ? reply.send() : reply.send(result.body);
        },
      });
    try {
      route();
    } catch (error) {
      // A second spelling (trailing slash) clashes in hosts that set ignoreTrailingSlash; the first one serves both there.
      if (index === 0 || (error as { code?: string }).code !== 'FST_ERR_DUPLICATED_ROUTE') throw error;
    }
  });
}

/** A route that acts for a seller: a user token is required and the seller's state is passed in. */
export function sellerRoute(
  context: RouteContext,
  method: HTTPMethods,
  url: string | readonly string[],
  access: Omit<Access, 'token'>,
  handler: (call: ApiCall<SellerState>) => ApiResult | Promise<ApiResult>,
): void {
  const pick = (seller: SellerState | undefined): SellerState => {
    if (!seller) throw invalidTokenError();
    return seller;
  };
  register(context, method, typeof url === 'string' ? [url] : url, { ...access, token: 'user' }, pick, handler);
}

/** A route any suitable token may call (Taxonomy, Browse, Marketplace Insights). */
export function appRoute(
  context: RouteContext,
  method: HTTPMethods,
  url: string | readonly string[],
  access: Access,
  handler: (call: ApiCall<SellerState | undefined>) => ApiResult | Promise<ApiResult>,
): void {
  register(context, method, typeof url === 'string' ? [url] : url, access, (seller) => seller, handler);
}
