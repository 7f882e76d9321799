import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

export type SessionUser = { id: string; email: string; name: string; image: string | null };

const COOKIE_NAMES = ['listlens.session_token', '__Secure-listlens.session_token'];

/**
 * Reads the signed-in user straight from our session table: verifies the
 * cookie's HMAC signature (the auth library signs `token.base64(HMAC-SHA256)`
 * with APP_SECRET) and fetches session and user in one query. The library still
 * creates and ends sessions; this only reads them, without its per-call
 * overhead (decision 006).
 */
export function createSessionReader(db: Db, secret: string) {
  return async function findSession(cookieHeader: string | undefined): Promise<SessionUser | null> {
    const token = verifiedToken(cookieHeader, secret);
    if (!token) return null;
    const rows = await db
      .select({
        id: schema.authUsers.id,
        email: schema.authUsers.email,
        name: schema.authUsers.name,
        image: schema.authUsers.image,
      })
      .from(schema.authSessions)
      .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.authSessions.userId))
      .where(and(eq(schema.authSessions.token, token), gt(schema.authSessions.expiresAt, new Date())))
      .limit(1);
    return rows[0] ?? null;
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

function verifiedToken(cookieHeader: string | undefined, secret: string): string | null {
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
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}
