import { TOKEN_EXPIRY_MARGIN_MS, type EbayStatus } from '@listlens/shared';

/**
 * Whether `current` shows a connection made after `baseline` was read. A seller
 * who reconnects is already connected, so "connected" alone proves nothing: a
 * new connection comes with a new expiry (or another user, or a manual token
 * replaced by an OAuth one).
 */
export function isNewConnection(baseline: EbayStatus | null, current: EbayStatus): boolean {
  if (!current.connected) return false;
  if (!baseline?.connected) return true;
  return (
    current.expiresAt !== baseline.expiresAt ||
    current.ebayUsername !== baseline.ebayUsername ||
    current.isManual !== baseline.isManual
  );
}

export type TokenValidity = 'none' | 'valid' | 'expiring' | 'expired';

/** Within 5 minutes of expiry a token counts as expired (spec part 1, section 4, token states). */
export function tokenValidity(status: Pick<EbayStatus, 'connected' | 'expiresAt'>, now: number): TokenValidity {
  if (!status.connected || !status.expiresAt) return 'none';
  const left = Date.parse(status.expiresAt) - now;
  if (left <= 0) return 'expired';
  if (left <= TOKEN_EXPIRY_MARGIN_MS) return 'expiring';
  return 'valid';
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Token expiry as the token test page shows it (spec part 3, diagnostics):
 * 'Expired N minutes ago', or 'Expires in' days, hours or minutes.
 */
export function expiryText(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (Number.isNaN(left)) return 'Expiry unknown';
  if (left <= 0) return `Expired ${plural(Math.floor(-left / 60_000), 'minute')} ago`;
  const minutes = Math.floor(left / 60_000);
  if (minutes >= 24 * 60) return `Expires in ${plural(Math.floor(minutes / (24 * 60)), 'day')}`;
  if (minutes >= 60) return `Expires in ${plural(Math.floor(minutes / 60), 'hour')}`;
  return `Expires in ${plural(minutes, 'minute')}`;
}

export const ENVIRONMENT_LABEL: Record<EbayStatus['environment'], string> = {
  production: 'Production',
  sandbox: 'Sandbox',
  emulator: 'Emulator',
};

/** 'https://api.ebay.com/oauth/api_scope/sell.inventory' -> 'sell.inventory'; the base scope reads 'api_scope'. */
export function shortScope(scope: string): string {
  return scope.split('/').pop() ?? scope;
}

/** Scopes the listing workflow needs (spec part 3, validation); a missing one calls for reconnecting. */
export const CRITICAL_SCOPES = [
  'sell.inventory',
  'sell.account',
  'sell.fulfillment',
  'commerce.identity.readonly',
  'sell.marketing',
  'sell.analytics.readonly',
] as const;

export function missingScopes(scopes: readonly string[]): string[] {
  const have = new Set(scopes.map(shortScope));
  return CRITICAL_SCOPES.filter((s) => !have.has(s));
}
