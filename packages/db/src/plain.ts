import { fillPlaceholders, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The list pages' reads (issue 19, decision 033). drizzle asks the driver for each row as an
// array and then builds the row object itself, column by column; on a page of a hundred rows
// that mapping cost more than the rest of the request's own work. A plain query is written
// with drizzle's SQL builder, turned into text once, and sent straight to the driver, which
// builds the row objects as it parses them (aliases name the fields).
//
// Both drivers read columns alike here: numeric as a string, timestamptz as a Date, jsonb
// parsed, integers as numbers. A bigint differs (pg: string, PGlite: number): cast counts to int.

type Driver = { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> };

const dialect = new PgDialect({ casing: 'snake_case' });

/** The statement's text is made once; each call fills its `sql.placeholder`s from `values`. */
export function plainQuery<Row>(query: SQL): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return async (db, values) => {
    const driver = (db as unknown as { $client: Driver }).$client;
    const result = await driver.query(text, fillPlaceholders(params, values));
    return result.rows as Row[];
  };
}

/** Every column of `table`, each named as drizzle names it in a row (`user_id as "userId"`). */
export function allColumns(table: PgTable): SQL {
  return sql.join(
    Object.entries(getTableColumns(table)).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
