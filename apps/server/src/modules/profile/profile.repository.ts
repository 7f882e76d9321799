import { eq, sql } from 'drizzle-orm';
import { reusableQuery, schema, type Db } from '@listlens/db';

export type ProfileRow = typeof schema.users.$inferSelect;

const profileQuery = reusableQuery((db, name) =>
  db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const rows = await profileQuery(db).execute({ userId });
  return rows[0];
}

/** The spec's create_user_profile: idempotent, keeps an existing row. */
export async function insertProfile(
  db: Db,
  profile: { id: string; email: string; name: string | null; avatarUrl: string | null },
): Promise<ProfileRow> {
  await db.insert(schema.users).values(profile).onConflictDoNothing({ target: schema.users.id });
  const row = await findProfile(db, profile.id);
  if (!row) throw new Error(`profile ${profile.id} missing right after insert`);
  return row;
}

export async function updateProfileRow(
  db: Db,
  userId: string,
  changes: { name?: string; avatarUrl?: string | null },
): Promise<ProfileRow | undefined> {
  const rows = await db
    .update(schema.users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(schema.users.id, userId))
    .returning();
  return rows[0];
}

/**
 * Delete all my data: every row that belongs to the seller, in one transaction.
 * Every seller table references users.id with ON DELETE CASCADE (DESIGN
 * section 6), so deleting the profile row removes them all, including tables
 * added later; the profile is then written back with its figures at zero. The
 * account and its sign-in stay.
 */
export async function eraseSellerRows(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for('update');
    if (!profile) return;
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
    await tx
      .insert(schema.users)
      .values({ ...profile, listingsUsed: 0, totalSales: 0, monthlyRevenue: '0', updatedAt: new Date() });
    // The waitlist row of the seller's e-mail is their data too.
    await tx.delete(schema.waitlist).where(eq(schema.waitlist.email, profile.email.toLowerCase()));
  });
}
