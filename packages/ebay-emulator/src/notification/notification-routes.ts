import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { appRoute, type RouteContext } from '../http/api-route';
import { apiError } from '../lib/ebay-errors';
import { hashString } from '../lib/prng';
import { SCOPES } from '../oauth/scopes';
import { userIdFor } from '../state/ids';
import { challengeResponse } from './notification-signer';

const DeletionSchema = z.object({ endpoint: z.url(), username: z.string().min(1).max(64) });
const ChallengeSchema = z.object({ endpoint: z.url(), verificationToken: z.string().min(32).max(80) });
const TIMEOUT_MS = 5000;

/** eBay's legacy eiasToken: an opaque base64 string, derived here from the user id. */
function eiasTokenFor(userId: string): string {
  return Buffer.from(`nY+sHZ2P${userId}${hashString(userId).toString(16)}`).toString('base64');
}

/**
 * Marketplace account deletion (ebay-api.md 9): the public key a receiver
 * fetches to verify a notification, and, under /_sim, the two things eBay does
 * to a registered endpoint: send a signed deletion notification, and run the
 * challenge that checks the endpoint's SHA-256 answer.
 */
export function registerNotificationRoutes(context: RouteContext): void {
  const { app, engine } = context;

  appRoute(
    context,
    'GET',
    '/commerce/notification/v1/public_key/:kid',
    { api: 'notification', token: 'application', scopes: [SCOPES.base] },
    ({ request }) => {
      const signer = engine.notificationSigner();
      if ((request.params as { kid: string }).kid !== signer.kid) {
        throw apiError('notification', 404, 195001, 'The key id is not known.');
      }
      return { status: 200, body: { key: signer.publicKey, algorithm: 'ECDSA', digest: 'SHA1' } };
    },
  );

  if (!engine.options.simEndpoints) return;

  app.post('/_sim/notifications/account-deletion', async (request, reply) => {
    const parsed = DeletionSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'invalid_body' });
    const { endpoint, username } = parsed.data;
    const userId = userIdFor(username);
    const when = new Date(engine.now()).toISOString();
    const notificationId = `${randomUUID()}_${randomUUID()}`;
    // Compact JSON, signed over exactly the bytes that are sent.
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId,
        eventDate: when,
        publishDate: when,
        publishAttemptCount: 1,
        data: { username, userId, eiasToken: eiasTokenFor(userId) },
      },
    });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-ebay-signature': engine.notificationSigner().signatureHeader(body),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // eBay counts 200, 201, 202 and 204 as acknowledged and retries anything else.
      return {
        status: response.status,
        acknowledged: [200, 201, 202, 204].includes(response.status),
        notificationId,
        userId,
      };
    } catch (error) {
      return reply.code(502).send({ error: 'endpoint_unreachable', message: (error as Error).message });
    }
  });

  app.post('/_sim/notifications/challenge', async (request, reply) => {
    const parsed = ChallengeSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'invalid_body' });
    const { endpoint, verificationToken } = parsed.data;
    const challengeCode = randomUUID();
    const url = new URL(endpoint);
    url.searchParams.set('challenge_code', challengeCode);
    const expected = challengeResponse(challengeCode, verificationToken, endpoint);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const answer = (await response.json().catch(() => ({}))) as { challengeResponse?: unknown };
      const ok = response.status === 200 && answer.challengeResponse === expected;
      return { ok, status: response.status, expected, received: answer.challengeResponse ?? null };
    } catch (error) {
      return reply.code(502).send({ error: 'endpoint_unreachable', message: (error as Error).message });
    }
  });
}
