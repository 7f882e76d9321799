import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, EbayApiError, OAuthError, systemError } from '../lib/ebay-errors';
import { apiForPath, TOKEN_PATH } from './api-for-path';

/**
 * One place turns every failure into the wire shape of the endpoint it hit:
 * `errors[]` for the REST APIs, the OAuth shape for the token endpoint, and a
 * plain `{ error }` for the emulator's own endpoints. Unexpected failures are
 * logged through the host's logger and answered with the API's system error.
 */
export function registerErrorHandling(app: FastifyInstance, localPath: (request: FastifyRequest) => string): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof EbayApiError || error instanceof OAuthError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    const path = localPath(request);
    const api = apiForPath(path);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported media type or an oversized body.
      if (path === TOKEN_PATH)
        return reply.code(400).send(new OAuthError(400, 'invalid_request', error.message).toBody());
      if (api === 'inventory')
        return reply.code(400).send(apiError(api, 400, 25709, 'Invalid value for request body.').toBody());
      if (api) {
        const body = new EbayApiError(400, [
          {
            errorId: 2004,
            domain: 'ACCESS',
            category: 'REQUEST',
            message: 'Invalid request',
            longMessage: error.message,
          },
        ]);
        return reply.code(400).send(body.toBody());
      }
      return reply.code(status).send({ error: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'eBay emulator failed');
    if (path === TOKEN_PATH)
      return reply.code(500).send(new OAuthError(500, 'server_error', 'Unexpected failure.').toBody());
    if (api) return reply.code(500).send(systemError(api).toBody());
    return reply.code(500).send({ error: 'internal' });
  });

  // An unknown resource: eBay's gateway answers 404 with errorId 2002 (from live responses; UNVERIFIED in the reference).
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      errors: [
        {
          errorId: 2002,
          domain: 'ACCESS',
          category: 'REQUEST',
          message: 'Resource not found',
          longMessage: `The eBay emulator has no resource at ${request.method} ${localPath(request)}.`,
        },
      ],
    });
  try {
    app.setNotFoundHandler(notFound);
  } catch {
    // The host already set a not-found handler for this prefix; keep the host's.
  }
}
