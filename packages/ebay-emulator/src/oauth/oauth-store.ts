import { randomBytes } from 'node:crypto';
import { OAuthError } from '../lib/ebay-errors';

/** Lifetimes documented by eBay (ebay-api.md 2.2 to 2.5). */
export const ACCESS_TOKEN_SECONDS = 7200;
export const REFRESH_TOKEN_SECONDS = 47_304_000;
/** The consent redirect says expires_in=299; the code is honoured for 300 s. */
export const AUTH_CODE_SECONDS = 300;
/** How long a rendered consent page may be answered (the emulator's own choice). */
export const CONSENT_SECONDS = 600;

export type TokenKind = 'user' | 'application';

export type AccessToken = {
  kind: TokenKind;
  clientId: string;
  userId: string | undefined;
  scopes: readonly string[];
  expiresAt: number;
};

type RefreshToken = { clientId: string; userId: string; scopes: readonly string[]; expiresAt: number };
type AuthCode = { clientId: string; ruName: string; userId: string; scopes: readonly string[]; expiresAt: number };
export type ConsentRequest = {
  clientId: string;
  ruName: string;
  scopes: readonly string[];
  state: string | undefined;
  expiresAt: number;
};

export type UserTokenSet = {
  accessToken: string;
  refreshToken: string;
  scopes: readonly string[];
};

/**
 * eBay's tokens and codes are opaque strings that begin `v^1.1#` and contain
 * characters (`^`, `#`, `+`, `/`, `=`) that must be URL-encoded. Minting them the
 * same way catches a client that forgets to decode the code, or decodes it twice.
 */
function mint(flavour: string, bytes: number): string {
  return `v^1.1#i^1#${flavour}#t^${randomBytes(bytes).toString('base64')}`;
}

const INVALID_CODE = 'the provided authorization grant code is invalid or was issued to another client';
const INVALID_REFRESH = 'the provided authorization refresh token is invalid or was issued to another client';

export type OAuthStore = ReturnType<typeof createOAuthStore>;

/** What a store holds, as JSON can carry it: the unexpired entries of each map. */
export type OAuthState = {
  consents: [string, ConsentRequest][];
  codes: [string, AuthCode][];
  accessTokens: [string, AccessToken][];
  refreshTokens: [string, RefreshToken][];
};

export function createOAuthStore(now: () => number) {
  const consents = new Map<string, ConsentRequest>();
  const codes = new Map<string, AuthCode>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();

  const expiry = (seconds: number): number => now() + seconds * 1000;
  const prune = <T extends { expiresAt: number }>(map: Map<string, T>): void => {
    if (map.size < 5000) return;
    for (const [key, value] of map) if (value.expiresAt <= now()) map.delete(key);
  };

  const issueAccessToken = (token: Omit<AccessToken, 'expiresAt'>): string => {
    prune(accessTokens);
    const value = mint(token.kind === 'user' ? 'p^3#r^1#I^3#f^0' : 'p^1#r^0#I^3#f^0', 96);
    accessTokens.set(value, { ...token, expiresAt: expiry(ACCESS_TOKEN_SECONDS) });
    return value;
  };

  return {
    openConsent(request: Omit<ConsentRequest, 'expiresAt'>): string {
      prune(consents);
      const id = randomBytes(18).toString('base64url');
      consents.set(id, { ...request, expiresAt: expiry(CONSENT_SECONDS) });
      return id;
    },

    /** A consent page can be answered once. */
    takeConsent(id: string): ConsentRequest | undefined {
      const consent = consents.get(id);
      consents.delete(id);
      return consent && consent.expiresAt > now() ? consent : undefined;
    },

    issueCode(consent: ConsentRequest, userId: string): string {
      prune(codes);
      const code = mint('r^1#f^0#I^3#p^3', 48);
      const { clientId, ruName, scopes } = consent;
      codes.set(code, { clientId, ruName, scopes, userId, expiresAt: expiry(AUTH_CODE_SECONDS) });
      return code;
    },

    /** Codes are single-use and short-lived; any mismatch is `invalid_grant` (ebay-api.md 2.6). */
    redeemCode(code: string, clientId: string, ruName: string): UserTokenSet & { userId: string } {
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt <= now() || grant.clientId !== clientId || grant.ruName !== ruName) {
        throw new OAuthError(400, 'invalid_grant', INVALID_CODE);
      }
      const refreshToken = mint('p^3#r^1#I^3#f^0', 48);
      prune(refreshTokens);
      refreshTokens.set(refreshToken, {
        clientId,
        userId: grant.userId,
        scopes: grant.scopes,
        expiresAt: expiry(REFRESH_TOKEN_SECONDS),
      });
      const accessToken = issueAccessToken({ kind: 'user', clientId, userId: grant.userId, scopes: grant.scopes });
      return { accessToken, refreshToken, scopes: grant.scopes, userId: grant.userId };
    },

    /** A refresh may narrow the consented scopes, never widen them (ebay-api.md 2.4). */
    refresh(
      refreshToken: string,
      clientId: string,
      requested: readonly string[],
    ): { accessToken: string; scopes: readonly string[] } {
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.expiresAt <= now() || grant.clientId !== clientId) {
        throw new OAuthError(400, 'invalid_grant', INVALID_REFRESH);
      }
      const scopes = requested.length > 0 ? requested : grant.scopes;
      if (scopes.some((scope) => !grant.scopes.includes(scope))) {
        throw new OAuthError(
          400,
          'invalid_scope',
          'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
        );
      }
      return { accessToken: issueAccessToken({ kind: 'user', clientId, userId: grant.userId, scopes }), scopes };
    },

    issueApplicationToken(clientId: string, scopes: readonly string[]): string {
      return issueAccessToken({ kind: 'application', clientId, userId: undefined, scopes });
    },

    /** The token behind a Bearer value, if it exists and has not expired. */
    authenticate(token: string): AccessToken | undefined {
      const found = accessTokens.get(token);
      return found && found.expiresAt > now() ? found : undefined;
    },

    /** Test hook: expire access tokens now (all, one user's, or one token). */
    expireAccessTokens(filter: { userId?: string; token?: string } = {}): number {
      let count = 0;
      for (const [value, token] of accessTokens) {
        if (filter.token !== undefined && value !== filter.token) continue;
        if (filter.userId !== undefined && token.userId !== filter.userId) continue;
        token.expiresAt = Math.min(token.expiresAt, now());
        count += 1;
      }
      return count;
    },

    /** Test hook: revoke refresh tokens (all, or one user's), as a seller revoking access would. */
    revokeRefreshTokens(filter: { userId?: string } = {}): number {
      let count = 0;
      for (const [value, token] of refreshTokens) {
        if (filter.userId !== undefined && token.userId !== filter.userId) continue;
        refreshTokens.delete(value);
        count += 1;
      }
      return count;
    },

    clear(): void {
      consents.clear();
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
    },

    /** Every unexpired consent, code and token, to be written down and read back by `restore`. */
    save(): OAuthState {
      const live = <T extends { expiresAt: number }>(map: Map<string, T>): [string, T][] =>
        [...map].filter(([, value]) => value.expiresAt > now());
      return {
        consents: live(consents),
        codes: live(codes),
        accessTokens: live(accessTokens),
        refreshTokens: live(refreshTokens),
      };
    },

    /** Replaces what the store holds with a saved state. */
    restore(state: OAuthState): void {
      const fill = <T>(map: Map<string, T>, entries: [string, T][]): void => {
        map.clear();
        for (const [key, value] of entries) map.set(key, value);
      };
      fill(consents, state.consents);
      fill(codes, state.codes);
      fill(accessTokens, state.accessTokens);
      fill(refreshTokens, state.refreshTokens);
    },
  };
}
