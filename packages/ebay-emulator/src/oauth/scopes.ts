/**
 * OAuth scope strings (ebay-api.md 2.1). They always use the production host
 * `api.ebay.com`, in the sandbox too, so the emulator never rewrites them.
 */
const SCOPE_ROOT = 'https://api.ebay.com/oauth/api_scope';

export const SCOPES = {
  base: SCOPE_ROOT,
  sellInventory: `${SCOPE_ROOT}/sell.inventory`,
  sellInventoryReadonly: `${SCOPE_ROOT}/sell.inventory.readonly`,
  sellMarketing: `${SCOPE_ROOT}/sell.marketing`,
  sellMarketingReadonly: `${SCOPE_ROOT}/sell.marketing.readonly`,
  sellAccount: `${SCOPE_ROOT}/sell.account`,
  sellAccountReadonly: `${SCOPE_ROOT}/sell.account.readonly`,
  sellFulfillment: `${SCOPE_ROOT}/sell.fulfillment`,
  sellFulfillmentReadonly: `${SCOPE_ROOT}/sell.fulfillment.readonly`,
  sellAnalyticsReadonly: `${SCOPE_ROOT}/sell.analytics.readonly`,
  sellFinances: `${SCOPE_ROOT}/sell.finances`,
  commerceIdentityReadonly: `${SCOPE_ROOT}/commerce.identity.readonly`,
  commerceIdentityNameReadonly: `${SCOPE_ROOT}/commerce.identity.name.readonly`,
  commerceIdentityEmailReadonly: `${SCOPE_ROOT}/commerce.identity.email.readonly`,
  commerceIdentityPhoneReadonly: `${SCOPE_ROOT}/commerce.identity.phone.readonly`,
  commerceIdentityAddressReadonly: `${SCOPE_ROOT}/commerce.identity.address.readonly`,
  buyMarketplaceInsights: `${SCOPE_ROOT}/buy.marketplace.insights`,
  metadataInsights: `${SCOPE_ROOT}/metadata.insights`,
} as const;

export type Scope = (typeof SCOPES)[keyof typeof SCOPES];

const ALL_SCOPES: ReadonlySet<string> = new Set(Object.values(SCOPES));

/** Scopes a seller can grant on the consent page (the user-token flow). */
export const USER_CONSENT_SCOPES: readonly string[] = Object.values(SCOPES).filter(
  (scope) => scope !== SCOPES.buyMarketplaceInsights && scope !== SCOPES.metadataInsights,
);

/**
 * Scopes an application token can carry. Sell and identity scopes need a
 * seller's consent, so the client-credentials grant answers `invalid_scope`
 * for them (ebay-api.md 2.5).
 */
export const APPLICATION_SCOPES: readonly string[] = [
  SCOPES.base,
  SCOPES.buyMarketplaceInsights,
  SCOPES.metadataInsights,
];

export function isKnownScope(scope: string): boolean {
  return ALL_SCOPES.has(scope);
}

/** Scopes arrive space-separated (URL-encoded as %20 or +); order and duplicates do not matter. */
export function parseScopeList(raw: string | undefined): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(/\s+/).filter((scope) => scope.length > 0))];
}
