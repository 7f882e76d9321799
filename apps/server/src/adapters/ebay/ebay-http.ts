import { EbayApiError, EbayNetworkError, EbayOAuthError, isRetryableStatus, type EbayErrorDetail } from './ebay-errors';

/** DESIGN section 8: at most 3 retries, base 1 s, cap 8 s, multiplier 2, 25% jitter. */
export const RETRY_POLICY = { retries: 3, baseMs: 1000, capMs: 8000, multiplier: 2, jitter: 0.25 } as const;

export type RetryPolicy = { retries: number; baseMs: number; capMs: number; multiplier: number; jitter: number };

export type EbayHttpDeps = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Another policy for one caller's calls (the pricing agent's market search: 2 retries, 1 s base). */
  retry?: Partial<RetryPolicy>;
};

export type EbayRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A bearer token, or a Basic credential for the token endpoint. */
  authorization: string;
  json?: unknown;
  form?: Record<string, string>;
};

/** Delay before retry `attempt` (0-based): exponential, capped, with ±25% jitter; Retry-After wins when given. */
export function retryDelayMs(
  attempt: number,
  random: () => number,
  retryAfterSeconds?: number,
  policy: RetryPolicy = RETRY_POLICY,
): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds)) {
    return Math.min(Math.max(0, retryAfterSeconds * 1000), 30_000);
  }
  const exp = Math.min(policy.capMs, policy.baseMs * policy.multiplier ** attempt);
  return Math.round(exp * (1 + policy.jitter * (random() * 2 - 1)));
}

/**
 * HTTP to eBay with the headers ListLens always sends (DESIGN section 8) and
 * retries on 408, 429, 5xx and network errors. Node's fetch sends
 * `Accept-Language: *` by default, which Inventory rejects (errorId 25709), so
 * it is always set.
 */
export function createEbayHttp(deps: EbayHttpDeps = {}) {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = deps.random ?? Math.random;
  const policy: RetryPolicy = { ...RETRY_POLICY, ...deps.retry };

  return async function send<T>(request: EbayRequest): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {
      authorization: request.authorization,
      'x-ebay-c-marketplace-id': 'EBAY_US',
      'content-language': 'en-US',
      'accept-language': 'en-US',
      accept: 'application/json',
    };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(request.url, {
          method: request.method ?? 'GET',
          headers,
          body,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        if (attempt < policy.retries) {
          await sleep(retryDelayMs(attempt, random, undefined, policy));
          continue;
        }
        throw new EbayNetworkError(error);
      }
      if (isRetryableStatus(response.status) && attempt < policy.retries) {
        const retryAfter = response.headers.get('retry-after');
        await response.arrayBuffer().catch(() => undefined);
        await sleep(retryDelayMs(attempt, random, retryAfter === null ? undefined : Number(retryAfter), policy));
        continue;
      }
      const text = await response.text();
      const parsed: unknown = text ? safeJson(text) : undefined;
      if (response.ok) return { status: response.status, body: parsed as T };
      throw toError(response.status, parsed);
    }
  };
}

export type EbayHttp = ReturnType<typeof createEbayHttp>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 500) };
  }
}

function toError(status: number, body: unknown): Error {
  const b = (body ?? {}) as {
    error?: string;
    error_description?: string;
    errors?: EbayErrorDetail[];
    message?: string;
  };
  if (typeof b.error === 'string') return new EbayOAuthError(status, b.error, b.error_description ?? '');
  return new EbayApiError(
    status,
    Array.isArray(b.errors) ? b.errors : [{ message: b.message ?? `eBay answered ${status}` }],
  );
}
