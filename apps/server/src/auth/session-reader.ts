import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { reusableQuery, schema, type Database, type Db } from '@listlens/db';

export type SessionUser = { id: string; email: string; name: string; image: string | null };

/** The channel migration 0019's triggers notify on every change to a session or an auth user. */
const AUTH_CHANGES_CHANNEL = 'listlens_auth_changes';

const COOKIE_NAMES = ['listlens.session_token', '__Secure-listlens.session_token'];

/** Session and user in one indexed query, prepared once; `now()` is the database's clock. */
const sessionUserQuery = reusableQuery((db, name) =>
  db
    .select({
      id: schema.authUsers.id,
      email: schema.authUsers.email,
      name: schema.authUsers.name,
      image: schema.authUsers.image,
      sessionId: schema.authSessions.id,
      expiresAt: schema.authSessions.expiresAt,
    })
    .from(schema.authSessions)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.authSessions.userId))
    .where(and(eq(schema.authSessions.token, sql.placeholder('token')), gt(schema.authSessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare(name),
);

/**
 * Reads the signed-in user straight from our session table: verifies the
 * cookie's HMAC signature (the auth library signs `token.base64(HMAC-SHA256)`
 * with APP_SECRET) and fetches session and user in one query. The library still
 * creates and ends sessions; this only reads them, without its per-call
 * overhead (decision 006).
 *
 * With `listen` (the embedded database's, which one process owns), a session read is kept in
 * memory until it expires or a notice says its session or user changed: on that database the
 * query is a millisecond of the process's own CPU on every request (decision 043). Without it
 * (PostgreSQL, shared by several processes) every request reads the database (decision 033).
 */
export function createSessionReader(db: Db, secret: string, listen?: Database['listen']) {
  // Cookie values whose signature checked out under this secret, with their token: the check
  // is a pure function of the two, so it runs once per value.
  const verified = new Map<string, string>();
  const kept = listen ? keptSessions(listen) : null;
  return async function findSession(cookieHeader: string | undefined): Promise<SessionUser | null> {
    const token = verifiedToken(cookieHeader, secret, verified);
    if (!token) return null;
    const known = kept?.get(token);
    if (known) return known;
    const since = kept?.version();
    const rows = await sessionUserQuery(db).execute({ token });
    const row = rows[0];
    if (!row) return null;
    const { sessionId, expiresAt, ...user } = row;
    kept?.keep(token, { user, sessionId, expiresAt: expiresAt.getTime() }, since);
    return user;
  };
}

type KeptSession = { user: SessionUser; sessionId: string; expiresAt: number };

/**
 * Sessions read before, by token. A notice ('session:<id>', 'user:<id>') drops its session's (or user's) entries and counts
 * a version: a read that was in flight while any notice arrived is not kept, since the row it
 * returned may be the one the notice was about. Nothing is kept until the subscription is live.
 */
function keptSessions(listen: NonNullable<Database['listen']>) {
  const byToken = new Map<string, KeptSession>();
  let listening = false;
  let version = 0;
  listen(AUTH_CHANGES_CHANNEL, (notice) => {
    version++;
    const colon = notice.indexOf(':');
    const [kind, id] = [notice.slice(0, colon), notice.slice(colon + 1)];
    for (const [token, kept] of byToken)
      if ((kind === 'session' && kept.sessionId === id) || (kind === 'user' && kept.user.id === id))
        byToken.delete(token);
  }).then(
    () => {
      listening = true;
    },
    () => {
      // No notices, no memory: every request reads the database, as on PostgreSQL.
    },
  );
  return {
    version: () => version,
    get(token: string): SessionUser | null {
      const kept = byToken.get(token);
      if (!kept) return null;
      if (kept.expiresAt > Date.now()) return kept.user;
      byToken.delete(token);
      return null;
    },
    keep(token: string, session: KeptSession, since: number | undefined) {
      if (listening && since === version) setBounded(byToken, token, session);
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

/** At most this many cookie values and kept sessions each; the oldest goes first. */
const MEMORY_LIMIT = 10_000;

function setBounded<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MEMORY_LIMIT) map.delete(map.keys().next().value ?? '');
  map.set(key, value);
}

function remember(verified: Map<string, string>, value: string, token: string): string {
  setBounded(verified, value, token);
  return token;
}

function verifiedToken(cookieHeader: string | undefined, secret: string, verified: Map<string, string>): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || !COOKIE_NAMES.includes(part.slice(0, eq).trim())) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const known = verified.get(value);
    if (known !== undefined) return known;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? remember(verified, value, token)
      : null;
  }
  return null;
}
