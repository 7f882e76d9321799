import type { FastifyRequest } from 'fastify';
import { apiError, EbayApiError, type EbayApi } from '../lib/ebay-errors';

/** The only marketplace and language the emulator's catalogue and fixtures exist for. */
export const MARKETPLACE_ID = 'EBAY_US';
export const LANGUAGE = 'en-US';

const MARKETPLACE_HEADER = 'X-EBAY-C-MARKETPLACE-ID';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * eBay documents few header errors, so the mapping is explicit:
 * - Inventory answers 25709 "Invalid value for header ..." (Accept-Language: *
 *   is reported by two independent sources; ebay-api.md 1.1 and 11.3).
 * - Account, Browse and Marketplace Insights document their own marketplace
 *   errors (50114/50117, 10025/12019, 100020/100005).
 * - Everything else gets 2004 "Invalid request" in the ACCESS domain, eBay's
 *   platform-wide answer to a malformed request (from live responses; UNVERIFIED
 *   in the reference).
 */
function headerError(api: EbayApi, name: string, kind: 'missing' | 'invalid', value: string | undefined): EbayApiError {
  const parameters = { header: name, value: value ?? '' };
  if (api === 'inventory') return apiError(api, 400, 25709, `Invalid value for header ${name}.`, { parameters });
  if (name === MARKETPLACE_HEADER) {
    if (api === 'account') {
      return kind === 'missing'
        ? apiError(api, 400, 50114, `The HTTP request header '${name}' is required.`)
        : apiError(api, 400, 50117, `Invalid marketplaceId in HTTP request header '${name}' ${value ?? ''}.`);
    }
    if (api === 'browse' || api === 'insights') {
      if (kind === 'missing') {
        return apiError(
          api,
          400,
          api === 'browse' ? 10025 : 100020,
          `The header '${name}' is required. Supported: ${MARKETPLACE_ID}.`,
        );
      }
      return apiError(
        api,
        409,
        api === 'browse' ? 12019 : 100005,
        `The ${value ?? ''} marketplace is not supported here. Supported: ${MARKETPLACE_ID}.`,
        {
          category: 'BUSINESS',
        },
      );
    }
  }
  return new EbayApiError(400, [
    {
      errorId: 2004,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Invalid request',
      longMessage: `The ${name} header is ${kind === 'missing' ? 'missing' : `not valid ('${value ?? ''}')`}; send ${name === MARKETPLACE_HEADER ? MARKETPLACE_ID : LANGUAGE}.`,
      parameters: [{ name: 'header', value: name }],
    },
  ]);
}

export type HeaderRuleOptions = {
  api: EbayApi;
  strict: boolean;
  /** Inventory calls with a payload, where eBay itself requires Content-Language. */
  contentLanguageRequired: boolean;
  /** Marketplace Insights requires the marketplace header even when not strict. */
  marketplaceRequired: boolean;
};

/**
 * Checks the headers ListLens always sends. With `strict` every API call must
 * carry all three with the US values; without it only what eBay itself insists
 * on is checked, plus the values of the headers that are present.
 */
export function checkHeaders(request: FastifyRequest, rules: HeaderRuleOptions): void {
  const { api, strict } = rules;
  const marketplace = header(request, MARKETPLACE_HEADER);
  if (marketplace === undefined) {
    if (strict || rules.marketplaceRequired) throw headerError(api, MARKETPLACE_HEADER, 'missing', undefined);
  } else if (marketplace.trim() !== MARKETPLACE_ID) {
    throw headerError(api, MARKETPLACE_HEADER, 'invalid', marketplace);
  }

  const acceptLanguage = header(request, 'Accept-Language');
  if (acceptLanguage === undefined) {
    if (strict) throw headerError(api, 'Accept-Language', 'missing', undefined);
  } else if (strict ? acceptLanguage.trim() !== LANGUAGE : acceptLanguage.includes('*')) {
    // Node's fetch sends `accept-language: *` unless told otherwise; eBay refuses it.
    throw headerError(api, 'Accept-Language', 'invalid', acceptLanguage);
  }

  const contentLanguage = header(request, 'Content-Language');
  if (contentLanguage === undefined) {
    if (strict || rules.contentLanguageRequired) throw headerError(api, 'Content-Language', 'missing', undefined);
  } else if (contentLanguage.trim() !== LANGUAGE) {
    throw headerError(api, 'Content-Language', 'invalid', contentLanguage);
  }
}
