/**
 * eBay's REST error shape (the `Error` and `ErrorParameter` schemas that every
 * API's OpenAPI document repeats) and a throwable carrying it. Handlers throw;
 * the plugin's error handler writes the body, so every failure has one shape.
 */
export type EbayApi =
  | 'identity'
  | 'account'
  | 'taxonomy'
  | 'metadata'
  | 'analytics'
  | 'inventory'
  | 'browse'
  | 'insights'
  | 'fulfillment'
  | 'notification';

export type ErrorCategory = 'REQUEST' | 'APPLICATION' | 'BUSINESS';

export type EbayErrorParameter = { name: string; value: string };

export type EbayErrorDetail = {
  errorId: number;
  domain: string;
  subdomain?: string;
  category: ErrorCategory;
  message: string;
  longMessage?: string;
  inputRefIds?: string[];
  outputRefIds?: string[];
  parameters?: EbayErrorParameter[];
};

export type EbayErrorBody = { errors: EbayErrorDetail[]; warnings?: EbayErrorDetail[] };

type ApiDescriptor = { domain: string; subdomain?: string; systemErrorId: number };

/**
 * Domains as the OpenAPI documents name them; the system-error ids are each
 * document's documented 500 (Inventory 25001, Account 20500, Taxonomy 62000,
 * Metadata 46000, Analytics 50500, Browse 12000, Marketplace Insights 100000, Identity 140000, Fulfillment 30500,
 * Notification 195000).
 * `subdomain: "Selling"` is only reported for Inventory (ebay-api.md 1.2).
 */
export const API_DESCRIPTORS: Record<EbayApi, ApiDescriptor> = {
  identity: { domain: 'API_IDENTITY', systemErrorId: 140000 },
  account: { domain: 'API_ACCOUNT', systemErrorId: 20500 },
  taxonomy: { domain: 'API_TAXONOMY', systemErrorId: 62000 },
  metadata: { domain: 'API_METADATA', systemErrorId: 46000 },
  analytics: { domain: 'API_ANALYTICS', systemErrorId: 50500 },
  inventory: { domain: 'API_INVENTORY', subdomain: 'Selling', systemErrorId: 25001 },
  browse: { domain: 'API_BROWSE', systemErrorId: 12000 },
  insights: { domain: 'API_MARKETPLACE_INSIGHTS', systemErrorId: 100000 },
  fulfillment: { domain: 'API_FULFILLMENT', systemErrorId: 30500 },
  notification: { domain: 'API_NOTIFICATION', systemErrorId: 195000 },
};

export class EbayApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly details: EbayErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(details[0]?.message ?? 'eBay error');
  }

  toBody(): EbayErrorBody {
    return { errors: this.details };
  }
}

export type ErrorExtras = {
  category?: ErrorCategory;
  longMessage?: string;
  parameters?: Record<string, string>;
  inputRefIds?: string[];
};

/** One error detail in the given API's domain. */
export function errorDetail(api: EbayApi, errorId: number, message: string, extras: ErrorExtras = {}): EbayErrorDetail {
  const descriptor = API_DESCRIPTORS[api];
  const detail: EbayErrorDetail = {
    errorId,
    domain: descriptor.domain,
    category: extras.category ?? 'REQUEST',
    message,
  };
  if (descriptor.subdomain) detail.subdomain = descriptor.subdomain;
  if (extras.longMessage) detail.longMessage = extras.longMessage;
  if (extras.inputRefIds) detail.inputRefIds = extras.inputRefIds;
  if (extras.parameters) {
    detail.parameters = Object.entries(extras.parameters).map(([name, value]) => ({ name, value }));
  }
  return detail;
}

/** Shorthand: a throwable with one error in the API's domain. */
export function apiError(
  api: EbayApi,
  statusCode: number,
  errorId: number,
  message: string,
  extras: ErrorExtras = {},
): EbayApiError {
  return new EbayApiError(statusCode, [errorDetail(api, errorId, message, extras)]);
}

/** The API's documented 500, used by fault injection and for unexpected failures. */
export function systemError(api: EbayApi): EbayApiError {
  return apiError(api, 500, API_DESCRIPTORS[api].systemErrorId, 'A system error has occurred in the eBay emulator.', {
    category: 'APPLICATION',
  });
}

/**
 * 401 and 403 are shared by all REST APIs with their own domains (ebay-api.md
 * 1.3). The message `Invalid access token` matters: client libraries key their
 * refresh-and-retry on exactly that text.
 */
export function invalidTokenError(): EbayApiError {
  return new EbayApiError(401, [
    {
      errorId: 1001,
      domain: 'OAuth',
      category: 'REQUEST',
      message: 'Invalid access token',
      longMessage: 'Invalid access token. The Authorization header must carry a valid, unexpired Bearer token.',
    },
  ]);
}

export function accessDeniedError(reason: string): EbayApiError {
  return new EbayApiError(403, [
    {
      errorId: 1100,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Access denied',
      longMessage: `Insufficient permissions to fulfill the request. ${reason}`,
    },
  ]);
}

/**
 * eBay's call-limit answer. Status 429 is standard; the body (errorId 2001 in
 * the ACCESS domain) is from memory of live responses and is UNVERIFIED in the
 * reference, so clients should key on the status and Retry-After only.
 */
export function rateLimitError(retryAfterSeconds: number): EbayApiError {
  return new EbayApiError(
    429,
    [
      {
        errorId: 2001,
        domain: 'ACCESS',
        category: 'REQUEST',
        message: 'Too many requests. The call limit for this resource has been reached.',
      },
    ],
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** OAuth token-endpoint errors use RFC 6749's flat shape, not `errors[]` (ebay-api.md 2.6). */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }

  toBody(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

/** The per-entry result of a failed entry in a bulk call; anything but an EbayApiError is rethrown. */
export function bulkFailure(error: unknown): { statusCode: number; errors: EbayErrorDetail[] } {
  if (error instanceof EbayApiError) return { statusCode: error.statusCode, errors: error.details };
  throw error;
}
