import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

export type NotificationSigner = {
  kid: string;
  /** The public key as eBay serves it: PEM armour without line breaks (ebay-api.md 9.3). */
  publicKey: string;
  /** The X-EBAY-SIGNATURE header for a body: base64 of {alg, kid, signature, digest}. */
  signatureHeader: (body: string) => string;
};

/**
 * One EC P-256 key pair per emulator instance. Signatures are ECDSA over SHA-1
 * in DER, base64-encoded, computed on the exact body bytes sent, which is what
 * eBay's event-notification SDK verifies.
 */
export function createNotificationSigner(): NotificationSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pem = (publicKey as KeyObject).export({ type: 'spki', format: 'pem' }).toString();
  const kid = randomUUID();
  return {
    kid,
    publicKey: pem.replace(/\r?\n/g, ''),
    signatureHeader: (body) => {
      const signature = sign('sha1', Buffer.from(body, 'utf8'), privateKey).toString('base64');
      return Buffer.from(JSON.stringify({ alg: 'ecdsa', kid, signature, digest: 'SHA1' })).toString('base64');
    },
  };
}

/** The challenge answer eBay expects: hex SHA-256 of code + verification token + endpoint, in that order. */
export function challengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}
