import { isSafeText, PAGE_CURSOR_MESSAGE } from '@listlens/shared';
import { AppError } from '../errors/app-error';

// Keyset pagination (issue 19, point 2, decision 033). A cursor is the sort key
// of the last row of a page, as base64url JSON: opaque to the browser, checked
// here value by value before it reaches SQL. It names no row: the next page is
// "the seller's rows after these values", so a cursor made from another seller's
// rows can only ever select the requester's own.

/** What one value of a cursor must pass. */
export type KeyCheck = { test: (value: string) => boolean };

/** Timestamps travel as Postgres prints them (microseconds kept), e.g. `2026-11-24 10:00:00.123456+00`. */
export const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
export const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INTEGER_KEY = /^-?\d{1,10}$/;
/** SKUs and other text keys: text the shared safe-text rule accepts, bounded. */
export const TEXT_KEY: KeyCheck = { test: (value) => value.length <= 500 && isSafeText(value) };

const invalidCursor = () =>
  new AppError('validation_failed', 'Some fields need your attention.', {
    errors: [{ path: 'after', message: PAGE_CURSOR_MESSAGE }],
  });

export function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of `after`, one per pattern, or a field error on `after`; undefined when there is no cursor. */
export function decodeCursor(after: string | undefined, patterns: KeyCheck[]): string[] | undefined {
  if (after === undefined) return undefined;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(values) ||
    values.length !== patterns.length ||
    !values.every((v, i) => typeof v === 'string' && patterns[i]?.test(v))
  )
    throw invalidCursor();
  return values as string[];
}

/** `rows` were read with limit + 1: the extra row only tells that another page follows. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => string[],
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: last ? encodeCursor(keyOf(last)) : null };
}
