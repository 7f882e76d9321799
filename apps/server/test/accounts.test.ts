import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '3/60', SIGN_UP_RATE_LIMIT: '100/60' });
});
afterAll(() => t.close());

describe('create account', () => {
  it('creates the auth user and a profile with the spec defaults, and signs in with an HttpOnly cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { fullName: 'Ann Seller', email: 'Ann@Example.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/listlens\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const rows = await t.deps.db.select().from(schema.users).where(eq(schema.users.email, 'ann@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ann Seller',
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      listingsUsed: 0,
      listingsLimit: 999,
      isActive: true,
    });
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: sessionCookieOf(res) } });
    expect(me.json()).toMatchObject({
      user: { email: 'ann@example.com', displayName: 'Ann Seller' },
      profile: { listings_limit: 999 },
    });
  });

  it('stores a hashed password, never the password itself', async () => {
    await signUp(t.app, 'hash@example.com', 'Hash', 'plain-password');
    const accounts = await t.deps.db.select().from(schema.authAccounts);
    expect(accounts.some((a) => a.password === 'plain-password')).toBe(false);
    expect(accounts.every((a) => a.password === null || a.password.length > 40)).toBe(true);
  });

  it('rejects a short password and a missing name with one error per field and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { fullName: '', email: 'short@example.com', password: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: expect.arrayContaining([
        { path: 'fullName', message: 'Full name is required' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    });
    const rows = await t.deps.db.select().from(schema.authUsers).where(eq(schema.authUsers.email, 'short@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a second account for the same e-mail with 409', async () => {
    await signUp(t.app, 'dup@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { fullName: 'X', email: 'DUP@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken' });
  });
});

describe('sign in and out', () => {
  it('signs in with the right password and out again, after which /api/me is 401', async () => {
    await signUp(t.app, 'bob@example.com', 'Bob', 'bobpass1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'bob@example.com', password: 'bobpass1' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated', message: 'Please sign in to continue.' });
  });

  it("answers a wrong password with the spec's server message", async () => {
    await signUp(t.app, 'carol@example.com', 'Carol', 'carolpass');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'carol@example.com', password: 'wrongpass' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
  });

  it('rate limits sign-in attempts with 429, Retry-After and a clear message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: 'victim@example.com', password: 'guess123' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/);
  });

  it('reports signed-out visitors as { user: null } with 200', async () => {
    const res = await t.app.inject({ url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});

describe('profile', () => {
  it('updates name and avatar_url and moves updated_at', async () => {
    const { cookie } = await signUp(t.app, 'dora@example.com', 'Dora');
    const before = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { name: 'Dora Explorer', avatar_url: 'https://img.example/d.png' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { displayName: 'Dora Explorer' },
      profile: { name: 'Dora Explorer', avatar_url: 'https://img.example/d.png' },
    });
    expect(Date.parse(res.json().profile.updated_at)).toBeGreaterThan(Date.parse(before.profile.updated_at));
  });

  it('rejects an avatar that is not a web address and changes nothing', async () => {
    const { cookie } = await signUp(t.app, 'eve@example.com', 'Eve');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { avatar_url: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('avatar_url');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().profile.avatar_url).toBeNull();
  });

  it("answers another seller's profile exactly like a missing one, for reading and for changing", async () => {
    const owner = await signUp(t.app, 'owner@example.com', 'Owner');
    const other = await signUp(t.app, 'other@example.com', 'Other');
    const read = await t.app.inject({ url: `/api/profiles/${owner.me.user.id}`, headers: { cookie: other.cookie } });
    const missing = await t.app.inject({ url: '/api/profiles/does-not-exist', headers: { cookie: other.cookie } });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(missing.json().message);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${owner.me.user.id}`,
      headers: { cookie: other.cookie },
      payload: { name: 'Hijacked' },
    });
    expect(write.statusCode).toBe(404);
    const row = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, owner.me.user.id));
    expect(row[0]?.name).toBe('Owner');
    const own = await t.app.inject({ url: `/api/profiles/${owner.me.user.id}`, headers: { cookie: owner.cookie } });
    expect(own.json()).toMatchObject({ name: 'Owner' });
  });

  it('creates a missing profile on first read (create_user_profile)', async () => {
    const { cookie, me } = await signUp(t.app, 'frank@example.com', 'Frank');
    await t.deps.db.delete(schema.users).where(eq(schema.users.id, me.user.id));
    const res = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ subscription_plan: 'free', listings_limit: 999 });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign origin and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { origin: 'https://evil.example' },
      payload: { fullName: 'Mallory', email: 'mallory@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden_origin' });
    const rows = await t.deps.db
      .select()
      .from(schema.authUsers)
      .where(eq(schema.authUsers.email, 'mallory@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('accepts the same request from our own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { origin: 'http://localhost:3000' },
      payload: { fullName: 'Nina', email: 'nina@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('session cookie', () => {
  it('refuses a session cookie whose signature was tampered with', async () => {
    const { cookie } = await signUp(t.app, 'tamper@example.com');
    const [name, value] = cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(`${decoded.slice(0, decoded.lastIndexOf('.'))}.AAAA${decoded.slice(decoded.lastIndexOf('.') + 5)}`)}`;
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: forged } })).statusCode).toBe(401);
  });

  it('refuses a session that has expired', async () => {
    const { cookie, me } = await signUp(t.app, 'expired@example.com');
    await t.deps.db
      .update(schema.authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authSessions.userId, me.user.id));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });
});
