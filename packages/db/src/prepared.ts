import type { Db } from './client';

// Reads on every request's path (the session, the profile, the list pages) are built once
// per database (issue 19, decision 033): drizzle does not rebuild their SQL on each call.
// Their values are `sql.placeholder(...)`s given to `execute`.
//
// They stay unnamed statements: PostgreSQL plans each call for its own values, as it did
// before. A named statement would be planned once for any seller after a few calls, and a
// plan fit for a small seller can read a large seller's rows in full; a pooling proxy in
// transaction mode would not keep named statements either.

/** The handle of a transaction, or the database itself. */
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What drizzle's `prepare` is given: no name, so the statement is not kept on the connection. */
const UNNAMED = '';

/**
 * `build(db, name)` returns `query.prepare(name)`; the answer gives each database (or
 * transaction) its own built query, made on first use.
 */
export function reusableQuery<Q>(build: (db: Executor, name: string) => Q): (db: Executor) => Q {
  const byDb = new WeakMap<Executor, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, UNNAMED);
      byDb.set(db, query);
    }
    return query;
  };
}
