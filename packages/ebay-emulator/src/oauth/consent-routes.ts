import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContext } from '../http/api-route';
import { isKnownScope, parseScopeList, USER_CONSENT_SCOPES } from './scopes';
import { isValidUsername } from '../state/sellers';
import { renderConsentError, renderConsentPage } from './consent-page';

type AuthorizeQuery = Partial<Record<'client_id' | 'redirect_uri' | 'response_type' | 'scope' | 'state', string>>;
type DecisionBody = Partial<Record<'consent_id' | 'username' | 'decision', string>>;

/**
 * A malformed consent request: eBay answers with a small JSON document of this
 * shape (reported in ebay-api.md 2.2); the description text is the emulator's.
 */
function invalidRequest(reply: FastifyReply, errorId: string, description: string): FastifyReply {
  return reply.code(400).send({ error_id: errorId, error_description: description, http_status_code: 400 });
}

/** eBay keeps an accepted and a declined URL with each RuName; a path is resolved against this origin. */
function resolveTarget(target: string, request: FastifyRequest): URL {
  return new URL(target, `${request.protocol}://${request.host}`);
}

/**
 * The consent page runs under the host's CSP when mounted in ListLens; when the
 * host sets none (standalone), it sends its own, allowing the form to post here
 * and to be redirected to the app.
 */
function applyPageHeaders(reply: FastifyReply, formTargets: readonly URL[]): void {
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  if (reply.hasHeader('content-security-policy')) return;
  const origins = [...new Set(formTargets.map((url) => url.origin))].join(' ');
  reply.header(
    'content-security-policy',
    `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`,
  );
}

export function registerConsentRoutes(context: RouteContext): void {
  const { app, engine, prefix } = context;
  const { options } = engine;
  const stylesheetHref = `${prefix}/_static/emulator.css`;

  app.get('/oauth2/authorize', async (request: FastifyRequest<{ Querystring: AuthorizeQuery }>, reply) => {
    const query = request.query;
    if (query.client_id !== options.clientId) return invalidRequest(reply, 'invalid_request', 'Unknown client_id.');
    if (query.redirect_uri !== options.ruName) {
      return invalidRequest(reply, 'invalid_request', 'redirect_uri must be the RuName registered for this client.');
    }
    if (query.response_type !== 'code') return invalidRequest(reply, 'invalid_request', 'response_type must be code.');
    const scopes = parseScopeList(query.scope);
    const unknown = scopes.filter((scope) => !isKnownScope(scope) || !USER_CONSENT_SCOPES.includes(scope));
    if (scopes.length === 0 || unknown.length > 0) {
      return invalidRequest(
        reply,
        'invalid_scope',
        `The requested scope is not valid: ${unknown.join(' ') || '(none)'}.`,
      );
    }
    const consentId = engine.oauth.openConsent({
      clientId: options.clientId,
      ruName: options.ruName,
      scopes,
      state: query.state,
    });
    applyPageHeaders(reply, [resolveTarget(options.acceptedUrl, request), resolveTarget(options.declinedUrl, request)]);
    return reply.send(
      renderConsentPage({
        clientId: options.clientId,
        scopes,
        consentId,
        actionPath: `${prefix}/oauth2/consent`,
        stylesheetHref,
        defaultUsername: options.defaultUsername,
      }),
    );
  });

  app.post('/oauth2/consent', async (request: FastifyRequest<{ Body: DecisionBody | undefined }>, reply) => {
    const body = request.body ?? {};
    const consent = body.consent_id ? engine.oauth.takeConsent(body.consent_id) : undefined;
    applyPageHeaders(reply, []);
    if (!consent) {
      return reply
        .code(400)
        .send(renderConsentError('This consent page has expired or was already answered.', stylesheetHref));
    }
    if (body.decision === 'agree') {
      const username = body.username?.trim() ?? '';
      if (!isValidUsername(username)) {
        return reply.code(400).send(renderConsentError('The eBay user name is not valid.', stylesheetHref));
      }
      const seller = engine.sellers.ensure(username);
      const target = resolveTarget(options.acceptedUrl, request);
      if (consent.state !== undefined) target.searchParams.set('state', consent.state);
      target.searchParams.set('code', engine.oauth.issueCode(consent, seller.user.userId));
      target.searchParams.set('expires_in', '299');
      return reply.redirect(target.toString(), 302);
    }
    // The declined URL's parameters are UNVERIFIED (ebay-api.md 2.2); ListLens treats any arrival without a code as a decline.
    const target = resolveTarget(options.declinedUrl, request);
    if (consent.state !== undefined) target.searchParams.set('state', consent.state);
    target.searchParams.set('error', 'access_denied');
    return reply.redirect(target.toString(), 302);
  });
}
