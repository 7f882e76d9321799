import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { reusableQuery, schema, type Db } from '@listlens/db';

export type SessionUser = { id: string; email: string; name: string; image: string | null };

const COOKIE_NAMES = ['listlens.session_token', '__Secure-listlens.session_token'];

/** Session and user in one indexed query, prepared once; `now()` is the database's clock. */
const sessionUserQuery = reusableQuery((db, name) =>
  db
    .select({
      id: schema.authUsers.id,
      email: schema.authUsers.email,
      name: schema.authUsers.name,
      image: schema.authUsers.image,
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
 */
export function createSessionReader(db: Db, secret: string) {
  // Cookie values whose signature checked out under this secret, with their token: the check
  // is a pure function of the two, so it runs once per value. The session itself is still read
  // from the database on every request (decision 033: no session cache).
  const verified = new Map<string, string>();
  return async function findSession(cookieHeader: string | undefined): Promise<SessionUser | null> {
    const token = verifiedToken(cookieHeader, secret, verified);
    if (!token) return null;
    const rows = await sessionUserQuery(db).execute({ token });
    return rows[0] ?? null;
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

const VERIFIED_LIMIT = 10_000;

function remember(verified: Map<string, string>, value: string, token: string): string {
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value ?? '');
  verified.set(value, token);
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
