import { sql } from 'drizzle-orm';
import type { Db } from '@listlens/db';
import { AppError } from '../errors/app-error';

export type RateRule = { max: number; windowMs: number };

export type RateLimiter = {
  /** Counts one hit for `key`; throws a 429 AppError when the rule is exceeded. */
  hit: (key: string, rule: RateRule) => Promise<void>;
};

/**
 * Fixed-window counters in Postgres: one upsert per hit, shared by every server
 * instance. A window resets the first time it is hit after it has expired.
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(key, rule) {
      const at = now();
      const windowStartedBefore = new Date(at.getTime() - rule.windowMs);
      const rows = await db.execute(sql`
        insert into rate_limit_hits (key, window_start, count)
        values (${key}, ${at.toISOString()}, 1)
        on conflict (key) do update set
          count = case when rate_limit_hits.window_start <= ${windowStartedBefore.toISOString()} then 1 else rate_limit_hits.count + 1 end,
          window_start = case when rate_limit_hits.window_start <= ${windowStartedBefore.toISOString()} then excluded.window_start else rate_limit_hits.window_start end
        returning count, window_start`);
      const row = rowsOf<{ count: number; window_start: string | Date }>(rows)[0];
      if (!row || row.count <= rule.max) return;
      const resetAt = new Date(row.window_start).getTime() + rule.windowMs;
      const retryAfter = Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000));
      throw new AppError('rate_limited', `Too many attempts. Please wait ${formatWait(retryAfter)} and try again.`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    },
  };
}

function rowsOf<T>(result: unknown): T[] {
  // drizzle returns `{ rows }` for both pg and PGlite drivers.
  return (result as { rows: T[] }).rows;
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
