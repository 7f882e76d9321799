import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

export type NewWaitlistEntry = typeof schema.waitlist.$inferInsert;

/** Inserts unless the e-mail is already there; returns the new row's id, or null when it was there. */
export async function insertWaitlistEntry(db: Db, entry: NewWaitlistEntry): Promise<string | null> {
  const rows = await db
    .insert(schema.waitlist)
    .values(entry)
    .onConflictDoNothing({ target: schema.waitlist.email })
    .returning({ id: schema.waitlist.id });
  return rows[0]?.id ?? null;
}

/** Who a confirmation goes to: the entry's e-mail and first name, or undefined once it is gone. */
export async function findWaitlistRecipient(db: Db, id: string) {
  const [row] = await db
    .select({ email: schema.waitlist.email, firstName: schema.waitlist.firstName })
    .from(schema.waitlist)
    .where(eq(schema.waitlist.id, id));
  return row;
}

export async function countWaitlist(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.waitlist);
  return row?.n ?? 0;
}
