import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type TokenCipher = {
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
};

const VERSION = 'v1';

/**
 * AES-256-GCM for marketplace tokens at rest (DESIGN section 2). The key is
 * derived from APP_SECRET with HKDF, so the secret itself never touches data.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export function createTokenCipher(appSecret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'listlens', 'marketplace-token-encryption', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('token is not in a known sealed format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
