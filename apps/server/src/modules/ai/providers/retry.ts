import { AI_RETRIES, AI_RETRY_DELAY_MS } from '@listlens/shared';
import { ProviderError } from './provider-error';

export type RetryOptions = {
  retries?: number;
  delayMs?: number;
  /** Injected so tests can observe waits without sleeping. */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

/** Longest wait a Retry-After may ask for before the job gives up on this attempt. */
const MAX_RETRY_AFTER_MS = 60_000;

export const realSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });

export type RetryOutcome<T> =
  { ok: true; value: T; attempts: number } | { ok: false; error: unknown; attempts: number };

/**
 * The spec's retries (section 7: 2 retries, 2000 ms apart). Only failures that
 * another try can fix are retried; a provider's Retry-After is waited out when
 * it asks for longer than the spec's delay.
 */
export async function withRetries<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<RetryOutcome<T>> {
  const retries = options.retries ?? AI_RETRIES;
  const delayMs = options.delayMs ?? AI_RETRY_DELAY_MS;
  const sleep = options.sleep ?? ((ms: number) => realSleep(ms, options.signal));
  for (let attempt = 1; ; attempt++) {
    try {
      return { ok: true, value: await work(attempt), attempts: attempt };
    } catch (error) {
      const retryable = error instanceof ProviderError && error.retryable;
      if (!retryable || attempt > retries || options.signal?.aborted) return { ok: false, error, attempts: attempt };
      await sleep(Math.max(delayMs, Math.min(error.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS)));
    }
  }
}
