import { escapeHtml, renderPage } from '../lib/html';

export type ConsentPageInput = {
  clientId: string;
  scopes: readonly string[];
  consentId: string;
  actionPath: string;
  stylesheetHref: string;
  defaultUsername: string;
};

/** What each scope lets the app do, in the seller's words. */
const SCOPE_LABELS: Record<string, string> = {
  'https://api.ebay.com/oauth/api_scope': 'View public data from eBay',
  'https://api.ebay.com/oauth/api_scope/sell.inventory': 'View and manage your inventory and offers',
  'https://api.ebay.com/oauth/api_scope/sell.inventory.readonly': 'View your inventory and offers',
  'https://api.ebay.com/oauth/api_scope/sell.marketing': 'View and manage your eBay marketing activities',
  'https://api.ebay.com/oauth/api_scope/sell.marketing.readonly': 'View your eBay marketing activities',
  'https://api.ebay.com/oauth/api_scope/sell.account': 'View and manage your account settings and business policies',
  'https://api.ebay.com/oauth/api_scope/sell.account.readonly': 'View your account settings',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment': 'View and manage your order fulfillments',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly': 'View your order fulfillments',
  'https://api.ebay.com/oauth/api_scope/sell.analytics.readonly': 'View your selling analytics',
  'https://api.ebay.com/oauth/api_scope/sell.finances': 'View your payouts and transactions',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly': 'View your basic account information',
};

/**
 * The consent page: a plain HTML form with Agree and Decline, no script and no
 * inline style, so it works under the strictest CSP. The form carries only an
 * opaque consent id; client, scopes and state stay on the server.
 */
export function renderConsentPage(input: ConsentPageInput): string {
  const scopeItems = input.scopes
    .map(
      (scope) => `<li><span>${escapeHtml(SCOPE_LABELS[scope] ?? scope)}</span><code>${escapeHtml(scope)}</code></li>`,
    )
    .join('\n');
  const body = `
<section class="card" aria-labelledby="consent-title">
  <h1 id="consent-title">Grant application access</h1>
  <p><strong>${escapeHtml(input.clientId)}</strong> would like to access your eBay account.</p>
  <form method="post" action="${escapeHtml(input.actionPath)}">
    <input type="hidden" name="consent_id" value="${escapeHtml(input.consentId)}">
    <label for="username">eBay user name</label>
    <input id="username" name="username" type="text" required maxlength="64" pattern="[A-Za-z0-9_.\\-]+"
      autocomplete="username" value="${escapeHtml(input.defaultUsername)}">
    <p class="hint">This is the eBay emulator: any user name signs in, and each name is a separate seller.</p>
    <h2>The application will be able to</h2>
    <ul class="scopes">${scopeItems}</ul>
    <div class="actions">
      <button type="submit" name="decision" value="agree" class="primary">Agree</button>
      <button type="submit" name="decision" value="decline" formnovalidate>Decline</button>
    </div>
  </form>
</section>`;
  return renderPage({ title: 'eBay emulator: grant application access', stylesheetHref: input.stylesheetHref, body });
}

export function renderConsentError(message: string, stylesheetHref: string): string {
  const body = `<section class="card" role="alert"><h1>This request cannot be completed</h1><p>${escapeHtml(message)}</p></section>`;
  return renderPage({ title: 'eBay emulator: consent error', stylesheetHref, body });
}
