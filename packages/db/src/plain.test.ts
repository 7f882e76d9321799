import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { allColumns, plainQuery } from './plain';
import * as schema from './schema/index';
import { createTestDatabase } from './testing';

// A plain query must answer rows exactly as drizzle's own select does, on both drivers: the
// list pages switched to it and their mappers were written for drizzle's rows.

const items = schema.items;
const itemsOfSeller = plainQuery<typeof items.$inferSelect>(
  sql`select ${allColumns(items)} from ${items} where ${items.userId} = ${sql.placeholder('userId')}`,
);

async function seed(database: Database): Promise<string> {
  const userId = `plain-${Math.random().toString(36).slice(2)}`;
  const email = `${userId}@example.com`;
  await database.db.insert(schema.authUsers).values({ id: userId, name: 'Plain Seller', email });
  await database.db.insert(schema.users).values({ id: userId, email });
  await database.db.insert(items).values({
    userId,
    sku: 'PLAIN-1',
    title: 'Linen shirt',
    suggestedPrice: '24.50',
    images: ['/a.jpg', '/b.jpg'],
    aiSuggestedKeywords: ['linen', 'shirt'],
    aiAnalysis: { item_type: 'Shirt', nested: { score: 0.9 } },
  });
  return userId;
}

const inMemory = async (): Promise<Database & { dispose: () => Promise<void> }> => {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  return { ...database, dispose: database.close };
};

// The test database is PostgreSQL when DATABASE_URL is set (CI), PGlite otherwise.
describe.each([
  ['PGlite', inMemory],
  ['the test database', () => createTestDatabase()],
] as const)('plainQuery on %s', (_name, open) => {
  let database: Database & { dispose: () => Promise<void> };
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers the rows drizzle answers: same fields, numerics as text, dates as Date, JSON parsed', async () => {
    const userId = await seed(database);
    const [plain] = await itemsOfSeller(database.db, { userId });
    const [viaDrizzle] = await database.db.select().from(items).where(eq(items.userId, userId));
    expect(plain).toEqual(viaDrizzle);
    expect(plain?.suggestedPrice).toBe('24.50');
    expect(plain?.createdAt).toBeInstanceOf(Date);
    expect(plain?.aiAnalysis).toEqual({ item_type: 'Shirt', nested: { score: 0.9 } });
  });
});
