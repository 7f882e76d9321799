import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, schema, type Database } from '@listlens/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionReader, type SessionReader } from './session-reader';

// The embedded database (PGlite) whatever DATABASE_URL says: only it sends this process the
// notices the kept sessions depend on (decision 043).
const SECRET = 'session-reader-test-secret-0123456789';
let database: Database;
let findSession: SessionReader;
/** The reader's notice handler, to send a notice by hand. */
let notify: (payload: string) => void = () => {};
/** Run once, right after the next session query has answered and before the reader sees its rows. */
let afterNextSessionQuery: (() => void) | null = null;

const cookieOf = (token: string) =>
  `listlens.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)}`;

async function signedIn(id: string, expiresAt = new Date(Date.now() + 3_600_000)) {
  await database.db.insert(schema.authUsers).values({ id, name: `Seller ${id}`, email: `${id}@example.com` });
  await database.db.insert(schema.authSessions).values({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt });
  return cookieOf(`t-${id}`);
}

/** Changes a row without the triggers, so no notice is sent: what a kept session would miss. */
async function renameSilently(id: string, name: string) {
  await database.db.execute(sql`alter table auth_users disable trigger auth_users_changed`);
  await database.db.update(schema.authUsers).set({ name }).where(eq(schema.authUsers.id, id));
  await database.db.execute(sql`alter table auth_users enable trigger auth_users_changed`);
}

beforeAll(async () => {
  database = await openDatabase({
    driver: 'pglite',
    onDriver: (client) => {
      type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
      const driver = client as unknown as { query: Query };
      const query = driver.query.bind(driver);
      driver.query = async (text, ...rest) => {
        const result = await query(text, ...rest);
        if (text.includes('"auth_sessions"."token"') && afterNextSessionQuery) {
          afterNextSessionQuery();
          afterNextSessionQuery = null;
        }
        return result;
      };
    },
  });
  await database.migrate();
  const { listen } = database;
  if (!listen) throw new Error('the embedded database must offer notices');
  findSession = createSessionReader(database.db, SECRET, (channel, onNotice) => {
    notify = onNotice;
    return listen(channel, onNotice);
  });
  // The subscription is made in the background; the first reads are not kept until it is live.
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(schema.authUsers);
});

describe('session reader on the embedded database', () => {
  it('keeps a session it has read: a change that sent no notice is not seen', async () => {
    const cookie = await signedIn('keep');
    expect(await findSession(cookie)).toMatchObject({ id: 'keep', name: 'Seller keep' });
    await renameSilently('keep', 'Renamed');
    expect(await findSession(cookie)).toMatchObject({ name: 'Seller keep' });
  });

  it('forgets a kept session when its user changes, is signed out or is deleted', async () => {
    const cookie = await signedIn('notice');
    await findSession(cookie);
    await database.db.update(schema.authUsers).set({ name: 'New name' }).where(eq(schema.authUsers.id, 'notice'));
    expect(await findSession(cookie)).toMatchObject({ name: 'New name' });
    await database.db.delete(schema.authSessions).where(eq(schema.authSessions.id, 's-notice'));
    expect(await findSession(cookie)).toBeNull();

    const other = await signedIn('deleted');
    await findSession(other);
    await database.db.delete(schema.authUsers).where(eq(schema.authUsers.id, 'deleted'));
    expect(await findSession(other)).toBeNull();
  });

  it('forgets a kept session whose expiry is brought forward, and one that has expired', async () => {
    const cookie = await signedIn('expiry');
    await findSession(cookie);
    await database.db
      .update(schema.authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authSessions.id, 's-expiry'));
    expect(await findSession(cookie)).toBeNull();

    const soon = await signedIn('soon', new Date(Date.now() + 200));
    expect(await findSession(soon)).toMatchObject({ id: 'soon' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await findSession(soon)).toBeNull();
  });

  it('does not keep a read that a notice overtook while it was in flight', async () => {
    const cookie = await signedIn('race');
    afterNextSessionQuery = () => notify('session:s-race');
    expect(await findSession(cookie)).toMatchObject({ id: 'race' });
    // Not kept: the next read goes to the database and sees what changed since.
    await renameSilently('race', 'Renamed');
    expect(await findSession(cookie)).toMatchObject({ name: 'Renamed' });
  });

  it('answers null for a forged cookie and for no cookie', async () => {
    await signedIn('forged');
    expect(await findSession(`listlens.session_token=t-forged.AAAA`)).toBeNull();
    expect(await findSession(undefined)).toBeNull();
  });
});
