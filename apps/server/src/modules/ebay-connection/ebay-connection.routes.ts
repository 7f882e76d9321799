import type { FastifyInstance } from 'fastify';
import {
  AccountDeletionChallengeSchema,
  EbayCallbackSchema,
  ebayCallbackSignedOutText,
  ManualExchangeSchema,
  ManualTokenSchema,
  StartEbayConnectSchema,
} from '@listlens/shared';
import type { AppDeps } from '../../app';
import { findSessionUser, requireSessionUser } from '../../auth/session-user';
import { AppError } from '../../errors/app-error';
import { parseWith } from '../../http/problem';
import { challengeResponse, receiveDeletionNotification } from './account-deletion.service';
import * as connection from './ebay-connection.service';

export const ACCOUNT_DELETION_PATH = '/api/webhooks/ebay/account-deletion';

export function registerEbayConnectionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, ebay } = deps;
  const user = async (request: Parameters<typeof requireSessionUser>[1]) =>
    (await requireSessionUser(auth, request)).id;

  app.post('/api/ebay/connect', async (request) => {
    const { returnPath } = parseWith(StartEbayConnectSchema, request.body);
    return connection.startConnect(ebay, await user(request), returnPath);
  });
  app.post('/api/ebay/callback', async (request) => {
    const signedIn = await findSessionUser(auth, request);
    if (!signedIn) throw new AppError('unauthenticated', ebayCallbackSignedOutText(deps.config.publicUrl));
    return connection.completeConnect(ebay, signedIn.id, parseWith(EbayCallbackSchema, request.body));
  });
  app.post('/api/ebay/manual-exchange', async (request) =>
    connection.exchangePastedUrl(ebay, await user(request), parseWith(ManualExchangeSchema, request.body).url),
  );
  app.put('/api/ebay/manual-token', async (request) =>
    connection.setManualToken(ebay, await user(request), parseWith(ManualTokenSchema, request.body).token),
  );
  app.get('/api/ebay/status', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return connection.getStatus(ebay, await user(request));
  });
  app.delete('/api/ebay/connection', async (request, reply) => {
    await connection.disconnect(ebay, await user(request));
    return reply.status(204).send();
  });

  // Marketplace account deletion (ebay-api.md 9): the challenge, then signed notifications.
  const endpoint = `${deps.config.publicUrl}${ACCOUNT_DELETION_PATH}`;
  app.get(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const { challenge_code } = parseWith(AccountDeletionChallengeSchema, request.query);
    return reply
      .type('application/json')
      .send({ challengeResponse: challengeResponse(challenge_code, deps.config.EBAY_VERIFICATION_TOKEN, endpoint) });
  });
  app.post(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const outcome = await receiveDeletionNotification(
      { db: deps.db, http: ebay.http, oauth: ebay.oauth, bases: ebay.bases, logger: request.log },
      request.headers['x-ebay-signature'] as string | undefined,
      request.body,
    );
    // eBay's own sample answers a signature mismatch with 412.
    return reply.status(outcome === 'refused' ? 412 : 200).send();
  });
}
