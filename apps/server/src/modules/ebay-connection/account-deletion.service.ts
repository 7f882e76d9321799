import { createHash, verify } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AccountDeletionNotificationSchema } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { EbayHttp } from '../../adapters/ebay/ebay-http';
import type { EbayBases, EbayOAuth } from '../../adapters/ebay/ebay-oauth';
import { parseWith } from '../../http/problem';
import { deleteConnection, findUserIdsByEbayUserId } from './ebay-connection.repository';

/**
 * eBay's challenge (ebay-api.md 9.2): lowercase hex SHA-256 of challenge code,
 * verification token and endpoint URL, concatenated in that order.
 */
export function challengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

export type DeletionDeps = { db: Db; http: EbayHttp; oauth: EbayOAuth; bases: EbayBases };

type SignatureHeader = { alg?: string; kid?: string; signature?: string; digest?: string };

const keyCache = new Map<string, string>();

/** eBay sends the PEM on one line; Node needs the header and footer on their own lines. */
function toPem(key: string): string {
  return key
    .replace(/-----BEGIN PUBLIC KEY-----\s*/, '-----BEGIN PUBLIC KEY-----\n')
    .replace(/\s*-----END PUBLIC KEY-----/, '\n-----END PUBLIC KEY-----');
}

/** Verifies X-EBAY-SIGNATURE (ECDSA over SHA-1 of the body) with eBay's public key for its kid. */
export async function verifyNotificationSignature(
  deps: DeletionDeps,
  header: string | undefined,
  body: string,
): Promise<boolean> {
  if (!header) return false;
  let parsed: SignatureHeader;
  try {
    parsed = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as SignatureHeader;
  } catch {
    return false;
  }
  if (!parsed.kid || !parsed.signature) return false;
  let pem = keyCache.get(parsed.kid);
  if (!pem) {
    const token = await deps.oauth.applicationToken();
    const { body: key } = await deps.http<{ key: string }>({
      url: `${deps.bases.api}/commerce/notification/v1/public_key/${encodeURIComponent(parsed.kid)}`,
      authorization: `Bearer ${token}`,
    });
    pem = toPem(key.key);
    keyCache.set(parsed.kid, pem);
  }
  return verify('sha1', Buffer.from(body, 'utf8'), pem, Buffer.from(parsed.signature, 'base64'));
}

/** Deletes every seller connection that belongs to the closed eBay account. */
export async function deleteEbayUserData(db: Db, ebayUserId: string): Promise<number> {
  const userIds = await findUserIdsByEbayUserId(db, ebayUserId);
  for (const userId of userIds) await deleteConnection(db, userId);
  return userIds.length;
}

/**
 * A signed account-deletion notification (ebay-api.md 9): its signature is checked
 * before its body is read, then the closed account's connections are deleted.
 * 'refused' when the signature does not hold or cannot be checked.
 */
export async function receiveDeletionNotification(
  deps: DeletionDeps & { logger: FastifyBaseLogger },
  signature: string | undefined,
  body: unknown,
): Promise<'refused' | { deleted: number }> {
  const valid = await verifyNotificationSignature(deps, signature, JSON.stringify(body)).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'could not verify an account-deletion notification');
    return false;
  });
  if (!valid) return 'refused';
  const notification = parseWith(AccountDeletionNotificationSchema, body);
  const deleted = await deleteEbayUserData(deps.db, notification.notification.data.userId);
  deps.logger.info({ deleted }, 'eBay account deletion handled');
  return { deleted };
}
