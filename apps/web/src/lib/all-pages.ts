import { PAGE_LIMIT_MAX } from '@listlens/shared';

/**
 * Every page of a keyset-paginated list (issue 19): asks for `path` (the
 * server's first page) and follows `next_cursor` with the largest pages until
 * the server says there is no more, so a screen shows the whole list as before.
 */
export async function fetchAllPages<P extends { next_cursor: string | null }>(
  path: string,
  fetchPage: (url: string) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  const separator = path.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  do {
    const page = await fetchPage(
      cursor === null ? path : `${path}${separator}limit=${PAGE_LIMIT_MAX}&after=${encodeURIComponent(cursor)}`,
    );
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return pages;
}
