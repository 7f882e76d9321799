import type { AiErrorCode, AiIssue } from '@listlens/shared';

/**
 * A failed analysis step. `message` is the spec's user-facing text (section 8);
 * `retryable` says whether the spec's retries (2 x 2000 ms) may help, and
 * `retryAfterMs` carries a provider's Retry-After.
 */
export class ProviderError extends Error {
  readonly code: AiErrorCode;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly issues?: AiIssue[];

  constructor(
    code: AiErrorCode,
    message: string,
    options: { retryable: boolean; retryAfterMs?: number; issues?: AiIssue[]; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.code = code;
    this.retryable = options.retryable;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.issues) this.issues = options.issues;
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110), in milliseconds from now. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
