import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

export type ConnectionRow = typeof schema.marketplaceConnections.$inferSelect;
export type NewConnection = typeof schema.marketplaceConnections.$inferInsert;

export async function insertOAuthState(
  db: Db,
  row: { state: string; userId: string; returnUrl: string; expiresAt: Date },
): Promise<void> {
  await db.insert(schema.oauthStates).values({ ...row, provider: 'ebay' });
}

/**
 * Consumes a state atomically: only an unused, unexpired state of this seller
 * matches, and it can match once (a replay finds it used).
 */
export async function consumeOAuthState(
  db: Db,
  userId: string,
  state: string,
  now: Date,
): Promise<{ returnUrl: string; createdAt: Date } | undefined> {
  const rows = await db
    .update(schema.oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(schema.oauthStates.state, state),
        eq(schema.oauthStates.userId, userId),
        isNull(schema.oauthStates.usedAt),
        gt(schema.oauthStates.expiresAt, now),
      ),
    )
    .returning({ returnUrl: schema.oauthStates.returnUrl, createdAt: schema.oauthStates.createdAt });
  return rows[0];
}

export async function findConnection(db: Db, userId: string): Promise<ConnectionRow | undefined> {
  const rows = await db
    .select()
    .from(schema.marketplaceConnections)
    .where(eq(schema.marketplaceConnections.userId, userId))
    .limit(1);
  return rows[0];
}

export async function upsertConnection(db: Db, row: NewConnection): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db
    .insert(schema.marketplaceConnections)
    .values(row)
    .onConflictDoUpdate({ target: schema.marketplaceConnections.userId, set: { ...changes, updatedAt: sql`now()` } });
}

export async function updateAccessToken(
  db: Db,
  userId: string,
  accessTokenEncrypted: string,
  accessTokenExpiresAt: Date,
): Promise<void> {
  await db
    .update(schema.marketplaceConnections)
    .set({ accessTokenEncrypted, accessTokenExpiresAt, updatedAt: sql`now()` })
    .where(eq(schema.marketplaceConnections.userId, userId));
}

/**
 * eBay refused the refresh token: both tokens are cleared (spec part 1, section 4: "cleared when
 * refresh fails") and the row stays, marked, so the seller is asked to reconnect that eBay user.
 */
export async function markRefreshRefused(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(schema.marketplaceConnections)
    .set({
      refreshRefusedAt: at,
      accessTokenEncrypted: '',
      refreshTokenEncrypted: null,
      accessTokenExpiresAt: at,
      refreshTokenExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(schema.marketplaceConnections.userId, userId));
}

export async function deleteConnection(db: Db, userId: string): Promise<void> {
  await db.delete(schema.marketplaceConnections).where(eq(schema.marketplaceConnections.userId, userId));
}

/** Sellers whose access token runs out before `before` and who can refresh. */
export async function findConnectionsExpiringBefore(db: Db, before: Date): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(schema.marketplaceConnections)
    .where(
      and(
        lt(schema.marketplaceConnections.accessTokenExpiresAt, before),
        eq(schema.marketplaceConnections.isManual, false),
        isNull(schema.marketplaceConnections.refreshRefusedAt),
      ),
    );
}

export async function findUserIdsByEbayUserId(db: Db, ebayUserId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: schema.marketplaceConnections.userId })
    .from(schema.marketplaceConnections)
    .where(eq(schema.marketplaceConnections.ebayUserId, ebayUserId));
  return rows.map((r) => r.userId);
}
