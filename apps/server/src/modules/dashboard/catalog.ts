import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@listlens/db';

/**
 * The overview, item details and delete-all read and clean tables that other
 * issues own (items, listings, sales, photo_analysis and the pricing tables of
 * spec part 3 section 7). Until a table exists its figures are zero and its
 * rows none, the way the spec treats a missing table (42P01 'only logs a
 * warning'); once it exists, the same queries use it by the spec's column names.
 */

/** A transaction or the database itself: both run raw SQL the same way. */
export type Sql = Pick<Db, 'execute'>;

const known = new WeakMap<object, Map<string, Set<string>>>();

/** Column names of a table in the current schema; empty when the table does not exist. */
export async function columnsOf(db: Sql, table: string): Promise<Set<string>> {
  const cache = known.get(db) ?? new Map<string, Set<string>>();
  known.set(db, cache);
  const cached = cache.get(table);
  if (cached) return cached;
  const rows = rowsOf<{ column_name: string }>(
    await db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`),
  );
  const columns = new Set(rows.map((r) => r.column_name));
  // Tables only appear (migrations at start), so a found table is remembered; a missing one is asked again.
  if (columns.size > 0) cache.set(table, columns);
  return columns;
}

export function rowsOf<T>(result: unknown): T[] {
  // drizzle returns `{ rows }` for both the pg and the PGlite drivers.
  return (result as { rows: T[] }).rows;
}

export const ident = (name: string) => sql.identifier(name);

/** `count(*)` of a statement, as a number on both drivers. */
export async function countOf(db: Sql, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(query));
  return Number(row?.n ?? 0);
}
