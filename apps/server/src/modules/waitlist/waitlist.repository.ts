import { count } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

export type NewWaitlistEntry = typeof schema.waitlist.$inferInsert;

/** Inserts unless the e-mail is already there; returns whether a row was added. */
export async function insertWaitlistEntry(db: Db, entry: NewWaitlistEntry): Promise<boolean> {
  const rows = await db
    .insert(schema.waitlist)
    .values(entry)
    .onConflictDoNothing({ target: schema.waitlist.email })
    .returning({ id: schema.waitlist.id });
  return rows.length > 0;
}

export async function countWaitlist(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.waitlist);
  return row?.n ?? 0;
}
