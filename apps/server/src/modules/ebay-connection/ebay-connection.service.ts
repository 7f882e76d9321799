import { randomBytes } from 'node:crypto';
import {
  DEV_BYPASS_TOKEN,
  EBAY_TEXT,
  MANUAL_EXCHANGE_WINDOW_MS,
  MANUAL_TOKEN_LIFETIME_SECONDS,
  TOKEN_EXPIRY_MARGIN_MS,
  type EbayCallback,
  type EbayStatus,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { TokenCipher } from '../../adapters/crypto/token-cipher';
import { EbayNetworkError, EbayOAuthError } from '../../adapters/ebay/ebay-errors';
import { EBAY_SCOPES, type EbayOAuth, type EbayTokens } from '../../adapters/ebay/ebay-oauth';
import { AppError } from '../../errors/app-error';
import { markMilestone } from '../onboarding';
import * as repo from './ebay-connection.repository';

export type EbayConnectionDeps = {
  db: Db;
  cipher: TokenCipher;
  oauth: EbayOAuth;
  environment: 'emulator' | 'sandbox' | 'production';
  now: () => Date;
};

const STATE_LIFETIME_MS = 10 * 60 * 1000;
/** When eBay gives no expiry, a token is assumed to live 1 hour (spec part 1, section 4). */
const FALLBACK_LIFETIME_S = 3600;
/** Refresh is due when 600 s are left (spec part 1: expires_in minus 600 s). */
export const REFRESH_LEAD_MS = 600_000;

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Step 1 of the flow: a single-use state bound to this seller, and eBay's consent URL. */
export async function startConnect(deps: EbayConnectionDeps, userId: string, returnPath: string) {
  const state = randomBytes(24).toString('base64url');
  await repo.insertOAuthState(deps.db, {
    state,
    userId,
    returnUrl: returnPath,
    expiresAt: new Date(deps.now().getTime() + STATE_LIFETIME_MS),
  });
  return { authUrl: deps.oauth.consentUrl(state), state };
}

/** Step 2: checks the callback, exchanges the code, stores the tokens encrypted. All or nothing. */
export async function completeConnect(
  deps: EbayConnectionDeps,
  userId: string,
  input: EbayCallback,
  options: { maxStateAgeMs?: number } = {},
) {
  if (input.error) {
    throw new AppError('ebay_auth_failed', `eBay authentication failed: ${input.error_description ?? input.error}`);
  }
  if (!input.code || !input.state) throw new AppError('ebay_invalid_callback', EBAY_TEXT.missingParams);
  const now = deps.now();
  const consumed = await repo.consumeOAuthState(deps.db, userId, input.state, now);
  if (!consumed) throw new AppError('ebay_invalid_state', EBAY_TEXT.badState);
  if (options.maxStateAgeMs !== undefined && now.getTime() - consumed.createdAt.getTime() > options.maxStateAgeMs) {
    throw new AppError(
      'ebay_invalid_state',
      'The manual exchange must be completed within 5 minutes. Please start again.',
    );
  }
  const tokens = await callEbay(() => deps.oauth.exchangeCode(input.code ?? ''), 'Token exchange failed');
  const user = await callEbay(() => deps.oauth.getUser(tokens.accessToken), 'Failed to connect to marketplace');
  await repo.upsertConnection(deps.db, {
    userId,
    environment: deps.environment,
    ebayUserId: user.userId,
    ebayUsername: user.username,
    accessTokenEncrypted: deps.cipher.encrypt(tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    tokenType: tokens.tokenType,
    scopes: EBAY_SCOPES,
    accessTokenExpiresAt: after(now, tokens.expiresIn ?? FALLBACK_LIFETIME_S),
    refreshTokenExpiresAt: tokens.refreshTokenExpiresIn ? after(now, tokens.refreshTokenExpiresIn) : null,
    isManual: false,
    refreshRefusedAt: null,
  });
  await markMilestone(deps.db, userId, 'ebay_connected', {
    ebayUsername: user.username,
    environment: deps.environment,
  });
  return { connected: true as const, returnPath: consumed.returnUrl };
}

/** A pasted success-page address (…?code=…&state=…), exchanged within 5 minutes of starting. */
export async function exchangePastedUrl(deps: EbayConnectionDeps, userId: string, pasted: string) {
  let url: URL;
  try {
    url = new URL(pasted);
  } catch {
    throw new AppError('ebay_invalid_callback', EBAY_TEXT.missingParams);
  }
  const q = url.searchParams;
  return completeConnect(
    deps,
    userId,
    {
      code: q.get('code') ?? undefined,
      state: q.get('state') ?? undefined,
      error: q.get('error') ?? undefined,
      error_description: q.get('error_description') ?? undefined,
    },
    { maxStateAgeMs: MANUAL_EXCHANGE_WINDOW_MS },
  );
}

export async function setManualToken(deps: EbayConnectionDeps, userId: string, token: string): Promise<EbayStatus> {
  // The development placeholder never counts as a token (spec part 1, section 5).
  if (token === DEV_BYPASS_TOKEN) {
    throw new AppError('validation_failed', 'That is the development placeholder, not an eBay token.', {
      errors: [{ path: 'token', message: 'That is the development placeholder, not an eBay token.' }],
    });
  }
  const existing = await repo.findConnection(deps.db, userId);
  const user = await deps.oauth.getUser(token).catch(() => null);
  await repo.upsertConnection(deps.db, {
    userId,
    environment: deps.environment,
    ebayUserId: user?.userId ?? existing?.ebayUserId ?? null,
    ebayUsername: user?.username ?? existing?.ebayUsername ?? null,
    accessTokenEncrypted: deps.cipher.encrypt(token),
    refreshTokenEncrypted: existing?.refreshTokenEncrypted ?? null,
    tokenType: 'User Access Token',
    scopes: existing?.scopes ?? [],
    accessTokenExpiresAt: after(deps.now(), MANUAL_TOKEN_LIFETIME_SECONDS),
    refreshTokenExpiresAt: existing?.refreshTokenExpiresAt ?? null,
    isManual: true,
    refreshRefusedAt: null,
  });
  await markMilestone(deps.db, userId, 'ebay_connected', { manual: true });
  return getStatus(deps, userId);
}

export async function disconnect(deps: EbayConnectionDeps, userId: string): Promise<void> {
  await repo.deleteConnection(deps.db, userId);
}

/** Metadata only: no endpoint ever returns a token (DESIGN section 2). */
export async function getStatus(deps: EbayConnectionDeps, userId: string): Promise<EbayStatus> {
  const row = await repo.findConnection(deps.db, userId);
  const notConnected = (facts: Pick<EbayStatus, 'environment' | 'ebayUsername' | 'needsReconnect'>): EbayStatus => ({
    connected: false,
    expiresAt: null,
    scopes: [],
    isManual: false,
    hasAccessToken: false,
    hasRefreshToken: false,
    accessTokenLength: 0,
    tokenType: null,
    ...facts,
  });
  if (!row) return notConnected({ environment: deps.environment, ebayUsername: null, needsReconnect: false });
  // eBay refused the refresh token: not connected, and the seller is asked to reconnect this eBay user.
  const environment = row.environment as EbayStatus['environment'];
  if (row.refreshRefusedAt) return notConnected({ environment, ebayUsername: row.ebayUsername, needsReconnect: true });
  return {
    connected: true,
    environment,
    ebayUsername: row.ebayUsername,
    expiresAt: row.accessTokenExpiresAt.toISOString(),
    scopes: row.scopes,
    isManual: row.isManual,
    hasAccessToken: true,
    hasRefreshToken: Boolean(row.refreshTokenEncrypted),
    accessTokenLength: deps.cipher.decrypt(row.accessTokenEncrypted).length,
    tokenType: row.tokenType,
    needsReconnect: false,
  };
}

/**
 * The one way every eBay call gets its token: valid as stored, or refreshed when
 * within 5 minutes of expiry. A refresh eBay refuses clears the tokens and marks
 * the connection for a reconnect, unless an unexpired manual token stands.
 */
export async function getValidAccessToken(deps: EbayConnectionDeps, userId: string): Promise<string> {
  const row = await repo.findConnection(deps.db, userId);
  if (!row || row.refreshRefusedAt) throw new AppError('ebay_not_connected', EBAY_TEXT.noValidToken);
  const now = deps.now();
  if (row.accessTokenExpiresAt.getTime() - now.getTime() > TOKEN_EXPIRY_MARGIN_MS)
    return deps.cipher.decrypt(row.accessTokenEncrypted);
  return refreshConnection(deps, row);
}

/** Refreshes every connection whose token has 600 s or less left; run on a timer. */
export async function refreshDueConnections(deps: EbayConnectionDeps): Promise<{ refreshed: number; cleared: number }> {
  const due = await repo.findConnectionsExpiringBefore(deps.db, new Date(deps.now().getTime() + REFRESH_LEAD_MS));
  let refreshed = 0;
  let cleared = 0;
  for (const row of due) {
    try {
      await refreshConnection(deps, row);
      refreshed++;
    } catch (error) {
      if (error instanceof AppError && error.code === 'ebay_not_connected') cleared++;
      else throw error;
    }
  }
  return { refreshed, cleared };
}

async function refreshConnection(deps: EbayConnectionDeps, row: repo.ConnectionRow): Promise<string> {
  const now = deps.now();
  if (row.refreshRefusedAt) throw new AppError('ebay_not_connected', EBAY_TEXT.noValidToken);
  const manualStands = row.isManual && row.accessTokenExpiresAt > now;
  if (!row.refreshTokenEncrypted) {
    if (manualStands) return deps.cipher.decrypt(row.accessTokenEncrypted);
    await repo.deleteConnection(deps.db, row.userId);
    throw new AppError('ebay_not_connected', EBAY_TEXT.noRefreshToken);
  }
  let tokens: EbayTokens;
  try {
    tokens = await deps.oauth.refresh(
      deps.cipher.decrypt(row.refreshTokenEncrypted),
      row.scopes.length ? row.scopes : EBAY_SCOPES,
    );
  } catch (error) {
    if (error instanceof EbayOAuthError) {
      if (manualStands) return deps.cipher.decrypt(row.accessTokenEncrypted);
      // Revoked, expired or issued to another keyset: no later refresh can succeed, so the
      // connection says so (the preview offers Reconnect) instead of being forgotten.
      await repo.markRefreshRefused(deps.db, row.userId, now);
      throw new AppError('ebay_not_connected', `Token refresh failed: ${error.description || error.error}`);
    }
    throw toUnreachable(error);
  }
  await repo.updateAccessToken(
    deps.db,
    row.userId,
    deps.cipher.encrypt(tokens.accessToken),
    after(now, tokens.expiresIn ?? FALLBACK_LIFETIME_S),
  );
  return tokens.accessToken;
}

async function callEbay<T>(run: () => Promise<T>, failurePrefix: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof EbayOAuthError)
      throw new AppError('ebay_token_exchange_failed', `${failurePrefix}: ${error.description || error.error}`);
    throw toUnreachable(error);
  }
}

function toUnreachable(error: unknown): AppError {
  if (error instanceof EbayNetworkError) return new AppError('ebay_unreachable', EBAY_TEXT.network, { cause: error });
  return new AppError('ebay_unreachable', 'Failed to connect to marketplace', { cause: error });
}
