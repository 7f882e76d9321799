import type { FastifyRequest } from 'fastify';
import { faultHook, type RouteContext } from '../http/api-route';
import { OAuthError } from '../lib/ebay-errors';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './oauth-store';
import { parseScopeList, SCOPES } from './scopes';

type TokenForm = Partial<Record<'grant_type' | 'code' | 'redirect_uri' | 'refresh_token' | 'scope', string>>;

function clientFrom(request: FastifyRequest): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function required(form: TokenForm, name: keyof TokenForm): string {
  const value = form[name];
  if (!value) throw new OAuthError(400, 'invalid_request', `The request is missing the required parameter ${name}.`);
  return value;
}

/**
 * POST /identity/v1/oauth2/token: the three grants ListLens uses, with eBay's
 * lifetimes and token_type strings (ebay-api.md 2.3 to 2.6). Errors use the
 * OAuth shape; the invalid_client status (401) is UNVERIFIED in the reference.
 */
export function registerTokenRoutes(context: RouteContext): void {
  const { app, engine } = context;
  const { options } = engine;

  app.post<{ Body: TokenForm | undefined }>(
    '/identity/v1/oauth2/token',
    { onRequest: faultHook(context, 'oauth') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const client = clientFrom(request);
      if (!client || client.id !== options.clientId || client.secret !== options.clientSecret) {
        throw new OAuthError(401, 'invalid_client', 'client authentication failed');
      }
      if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        throw new OAuthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
      }
      const form = request.body ?? {};
      const grantType = required(form, 'grant_type');

      if (grantType === 'authorization_code') {
        const code = required(form, 'code');
        const ruName = required(form, 'redirect_uri');
        const tokens = engine.oauth.redeemCode(code, client.id, ruName);
        return {
          access_token: tokens.accessToken,
          expires_in: ACCESS_TOKEN_SECONDS,
          refresh_token: tokens.refreshToken,
          refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
          token_type: 'User Access Token',
        };
      }

      if (grantType === 'refresh_token') {
        const refreshToken = required(form, 'refresh_token');
        const { accessToken } = engine.oauth.refresh(refreshToken, client.id, parseScopeList(form.scope));
        // No new refresh token: the original stays valid until its own expiry (ebay-api.md 2.4).
        return { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, token_type: 'User Access Token' };
      }

      if (grantType === 'client_credentials') {
        const requested = parseScopeList(form.scope);
        const scopes = requested.length > 0 ? requested : [SCOPES.base];
        if (scopes.some((scope) => !options.applicationScopes.includes(scope))) {
          throw new OAuthError(
            400,
            'invalid_scope',
            'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
          );
        }
        return {
          access_token: engine.oauth.issueApplicationToken(client.id, scopes),
          expires_in: ACCESS_TOKEN_SECONDS,
          token_type: 'Application Access Token',
        };
      }

      throw new OAuthError(400, 'unsupported_grant_type', `The grant type ${grantType} is not supported.`);
    },
  );
}
