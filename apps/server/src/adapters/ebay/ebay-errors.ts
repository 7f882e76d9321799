/** One entry of eBay's standard `errors[]` body (ebay-api.md 1.2). */
export type EbayErrorDetail = {
  errorId?: number;
  domain?: string;
  category?: string;
  message?: string;
  longMessage?: string;
  parameters?: { name?: string; value?: string }[];
};

/** eBay's own words for a list of errors (each one's long message where it has one), or `fallback`. */
export function describeEbayErrors(errors: readonly EbayErrorDetail[] | undefined, fallback = ''): string {
  return (
    (errors ?? [])
      .map((e) => e.longMessage ?? e.message)
      .filter(Boolean)
      .join(' ') || fallback
  );
}

/** Statuses worth another try: a timeout, throttling, eBay's own failures (DESIGN section 8). */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** A REST call eBay answered with an error; `errors` is shown to the seller in full. */
export class EbayApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: EbayErrorDetail[],
  ) {
    super(describeEbayErrors(errors, `eBay answered ${status}`));
    this.name = 'EbayApiError';
  }
  has(errorId: number): boolean {
    return this.errors.some((e) => e.errorId === errorId);
  }
}

/** The token endpoint's OAuth-style error (ebay-api.md 2.6). */
export class EbayOAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'EbayOAuthError';
  }
}

/** eBay could not be reached at all (after retries). */
export class EbayNetworkError extends Error {
  constructor(cause: unknown) {
    super('eBay could not be reached', { cause });
    this.name = 'EbayNetworkError';
  }
}
