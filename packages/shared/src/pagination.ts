import { z } from 'zod';
import { safeText } from './safe-text';

// Keyset pagination of the list routes (issue 19, point 2): `?limit=` rows per
// page and `?after=` the opaque cursor the previous page answered as
// `next_cursor` (null on the last page). A page costs the same at the first row
// as at the millionth: the cursor names where the last page ended, not how many
// rows to skip.

export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 500;
export const PAGE_LIMIT_MESSAGE = `Use a limit from 1 to ${PAGE_LIMIT_MAX}.`;
export const PAGE_CURSOR_MESSAGE = 'This page link is not valid. Load the list again from the start.';

export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(1, PAGE_LIMIT_MESSAGE)
    .max(PAGE_LIMIT_MAX, PAGE_LIMIT_MESSAGE)
    .default(PAGE_LIMIT_DEFAULT),
  after: safeText(1000).min(1, PAGE_CURSOR_MESSAGE).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** What every paginated answer adds to its list; an answer without it is read as the last page. */
export const NextCursorSchema = z.string().nullable().default(null);
