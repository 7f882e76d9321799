import type { EbayHttp } from './ebay-http';

/**
 * Scopes ListLens asks for: the main flow of spec part 1 section 7 plus what
 * posting needs (spec part 3 section 5). Always the api.ebay.com strings, in the
 * sandbox too (ebay-api.md 2.1).
 */
const ROOT = 'https://api.ebay.com/oauth/api_scope';
export const EBAY_SCOPES = [
  ROOT,
  `${ROOT}/sell.inventory`,
  `${ROOT}/sell.marketing`,
  `${ROOT}/sell.account`,
  `${ROOT}/sell.fulfillment`,
  `${ROOT}/commerce.identity.readonly`,
  `${ROOT}/sell.analytics.readonly`,
];

export type EbayBases = { consent: string; api: string; apiz: string };
export type EbayKeyset = { clientId: string; clientSecret: string; ruName: string };

export type EbayTokens = {
  accessToken: string;
  refreshToken?: string;
  expiresIn?: number;
  refreshTokenExpiresIn?: number;
  tokenType: string;
};

type TokenBody = {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  refresh_token_expires_in?: number;
  token_type?: string;
};

const toTokens = (b: TokenBody): EbayTokens => ({
  accessToken: b.access_token,
  refreshToken: b.refresh_token,
  expiresIn: b.expires_in,
  refreshTokenExpiresIn: b.refresh_token_expires_in,
  tokenType: b.token_type ?? 'User Access Token',
});

/** The OAuth and Identity calls of ebay-api.md sections 2 and 3. */
export function createEbayOAuth(bases: EbayBases, keyset: EbayKeyset, http: EbayHttp) {
  const basic = `Basic ${Buffer.from(`${keyset.clientId}:${keyset.clientSecret}`).toString('base64')}`;
  const tokenUrl = `${bases.api}/identity/v1/oauth2/token`;
  // One cached application token per scope set: Marketplace Insights needs its own scope.
  const appTokens = new Map<string, { token: string; expiresAt: number }>();
  return {
    /** An application token (client_credentials), cached until 5 minutes before it expires. */
    async applicationToken(scopes: string[] = [ROOT]): Promise<string> {
      const scope = scopes.join(' ');
      const cached = appTokens.get(scope);
      if (cached && cached.expiresAt - Date.now() > 300_000) return cached.token;
      const { body } = await http<TokenBody>({
        url: tokenUrl,
        method: 'POST',
        authorization: basic,
        form: { grant_type: 'client_credentials', scope },
      });
      appTokens.set(scope, { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 7200) * 1000 });
      return body.access_token;
    },
    consentUrl(state: string): string {
      const q = new URLSearchParams({
        client_id: keyset.clientId,
        redirect_uri: keyset.ruName,
        response_type: 'code',
        scope: EBAY_SCOPES.join(' '),
        state,
      });
      // eBay wants %20 between scopes, not '+' (ebay-api.md 2.2).
      return `${bases.consent}/oauth2/authorize?${q.toString().replace(/\+/g, '%20')}`;
    },
    async exchangeCode(code: string): Promise<EbayTokens> {
      const { body } = await http<TokenBody>({
        url: tokenUrl,
        method: 'POST',
        authorization: basic,
        form: { grant_type: 'authorization_code', code, redirect_uri: keyset.ruName },
      });
      return toTokens(body);
    },
    async refresh(refreshToken: string, scopes: string[]): Promise<EbayTokens> {
      const { body } = await http<TokenBody>({
        url: tokenUrl,
        method: 'POST',
        authorization: basic,
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, scope: scopes.join(' ') },
      });
      return toTokens(body);
    },
    async getUser(accessToken: string): Promise<{ userId: string; username: string }> {
      const { body } = await http<{ userId: string; username: string }>({
        url: `${bases.apiz}/commerce/identity/v1/user/`,
        authorization: `Bearer ${accessToken}`,
      });
      return { userId: body.userId, username: body.username };
    },
  };
}

export type EbayOAuth = ReturnType<typeof createEbayOAuth>;
