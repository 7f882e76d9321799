import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher';

describe('token cipher', () => {
  const cipher = createTokenCipher('a'.repeat(64));

  it('round-trips a token and never stores it in the clear', () => {
    const token = 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAA';
    const sealed = cipher.encrypt(token);
    expect(sealed).not.toContain('H4sI');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(sealed)).toBe(token);
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered ciphertext and a different secret', () => {
    const sealed = cipher.encrypt('secret-token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged-content').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => createTokenCipher('b'.repeat(64)).decrypt(sealed)).toThrow();
  });
});
