import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGN_IN_RATE_LIMIT: '3/60',
    SIGN_IN_ADDRESS_RATE_LIMIT: '6/60',
    SIGN_IN_ACCOUNT_RATE_LIMIT: '5/60',
    SIGN_UP_RATE_LIMIT: '100/60',
    PASSWORD_CHANGE_RATE_LIMIT: '4/60',
  });
});
afterAll(() => t.close());

describe('create account', () => {
  it('creates the auth user and a profile with the spec defaults, and signs in with an HttpOnly cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { fullName: 'Ann Seller', email: 'Ann@Example.com', password: 'market-stall-9' },
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
      payload: { fullName: '', email: 'short@example.com', password: '1234567' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: expect.arrayContaining([
        { path: 'fullName', message: 'Full name is required' },
        { path: 'password', message: 'Password must be at least 8 characters' },
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
      payload: { fullName: 'X', email: 'DUP@example.com', password: 'another-shop-44' },
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
      remoteAddress: '10.0.0.1',
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
      remoteAddress: '10.0.0.2',
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
        remoteAddress: '10.0.0.3',
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
      payload: { fullName: 'Mallory', email: 'mallory@example.com', password: 'mallory-tries-1' },
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
      payload: { fullName: 'Nina', email: 'nina@example.com', password: 'nina-sells-hats' },
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

  it('refuses a session that has expired, though its cookie worked a moment before', async () => {
    const { cookie, me } = await signUp(t.app, 'expired@example.com');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    await t.deps.db
      .update(schema.authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authSessions.userId, me.user.id));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  // Decision 033: the cookie's signature is checked once per value; on PostgreSQL the session is read on
  // every request, on the embedded database a kept session is dropped by the delete's notice (decision 043).
  it('refuses a session ended elsewhere (another server signed it out) on the very next request', async () => {
    const { cookie, me } = await signUp(t.app, 'ended-elsewhere@example.com');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    await t.deps.db.delete(schema.authSessions).where(eq(schema.authSessions.userId, me.user.id));
    const after = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.headers['content-type']).toContain('application/problem+json');
  });
});

const signInFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', remoteAddress, payload: { email, password } });

const createAccount = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/accounts', payload });

describe('password rule (decision 020)', () => {
  it.each([
    ['password1', 'This password is too common and easy to guess. Please choose another one.'],
    ['12345678', 'This password is too common and easy to guess. Please choose another one.'],
    ['qwertyuiop', 'This password is too common and easy to guess. Please choose another one.'],
    ['P@ssw0rd1!', 'This password is too common and easy to guess. Please choose another one.'],
    ['aaaaaaaa', 'This password is too common and easy to guess. Please choose another one.'],
    ['abcabcabc', 'This password is too common and easy to guess. Please choose another one.'],
    ['sunshine2024', 'This password is too common and easy to guess. Please choose another one.'],
    ['        ', 'Password cannot be only spaces'],
    ['123456', 'Password must be at least 8 characters'],
    ['      ', 'Password must be at least 8 characters'],
    ['rule-tester', 'Password cannot be your email address'],
  ])('refuses %j at sign-up with a field error and creates nothing', async (password, message) => {
    const res = await createAccount({ fullName: 'Rule', email: 'rule-tester@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'password', message });
    const rows = await t.deps.db
      .select()
      .from(schema.authUsers)
      .where(eq(schema.authUsers.email, 'rule-tester@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('accepts an 8-character password that is not a common one', async () => {
    const res = await createAccount({ fullName: 'Rule', email: 'rule-ok@example.com', password: 'tqm-8vbz' });
    expect(res.statusCode).toBe(201);
  });

  it('still signs in an account whose password was set under the old 6-character rule', async () => {
    await t.deps.auth.lib.api.signUpEmail({
      body: { name: 'Old', email: 'old-rule@example.com', password: 'oldpw6' },
    });
    const res = await signInFrom('10.0.1.1', 'old-rule@example.com', 'oldpw6');
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-in limits across e-mails and addresses', () => {
  it('limits one address trying one password against many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signInFrom('10.0.2.1', `spray${i}@example.com`, 'Summer-guess-1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Another address is not affected.
    expect((await signInFrom('10.0.2.2', 'spray0@example.com', 'Summer-guess-1')).statusCode).toBe(401);
  });

  it('limits one account tried from many addresses, and counts in the database', async () => {
    await signUp(t.app, 'target@example.com', 'Target', 'target-real-pass');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signInFrom(`10.0.3.${i}`, 'target@example.com', 'wrong-guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await signInFrom('10.0.3.99', 'TARGET@example.com', 'target-real-pass');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/);
    const rows = await t.deps.db.select().from(schema.rateLimitHits);
    expect(rows.find((r) => r.key === 'sign-in-account:target@example.com')?.count).toBe(7);
  });
});

describe('change password', () => {
  const change = (cookie: string | undefined, payload: Record<string, unknown>, remoteAddress = '10.0.4.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('changes the password under the sign-up rule and signs out the other devices', async () => {
    const first = await signUp(t.app, 'changer@example.com', 'Changer', 'first-pass-abc');
    const other = sessionCookieOf(await signInFrom('10.0.4.2', 'changer@example.com', 'first-pass-abc'));
    const res = await change(first.cookie, { currentPassword: 'first-pass-abc', newPassword: 'second-pass-xyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password was changed. Other devices were signed out.' });
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await signInFrom('10.0.4.3', 'changer@example.com', 'first-pass-abc')).statusCode).toBe(401);
    expect((await signInFrom('10.0.4.4', 'changer@example.com', 'second-pass-xyz')).statusCode).toBe(200);
  });

  it('refuses a weak new password and a wrong current one with field errors, changing nothing', async () => {
    const { cookie } = await signUp(t.app, 'weak-change@example.com', 'Weak', 'keep-this-pass');
    const short = await change(cookie, { currentPassword: 'keep-this-pass', newPassword: 'abc123' });
    expect(short.json().errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 8 characters' }]);
    const common = await change(cookie, { currentPassword: 'keep-this-pass', newPassword: 'iloveyou1' });
    expect(common.json().errors).toEqual([
      { path: 'newPassword', message: 'This password is too common and easy to guess. Please choose another one.' },
    ]);
    const wrong = await change(cookie, { currentPassword: 'not-my-pass', newPassword: 'fine-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct' }]);
    expect((await signInFrom('10.0.4.5', 'weak-change@example.com', 'keep-this-pass')).statusCode).toBe(200);
  });

  it('is limited per account and needs a session', async () => {
    expect((await change(undefined, { currentPassword: 'x', newPassword: 'fine-new-pass-1' })).statusCode).toBe(401);
    const { cookie } = await signUp(t.app, 'limited-change@example.com', 'Limited', 'limited-pass-1');
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await change(cookie, { currentPassword: 'guess', newPassword: 'fine-new-pass-1' }, `10.0.5.${i}`)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('tells a seller who signs in with Google only that there is no password to change', async () => {
    const { cookie, me } = await signUp(t.app, 'google-only@example.com', 'Google', 'google-only-pass');
    await t.deps.db.delete(schema.authAccounts).where(eq(schema.authAccounts.userId, me.user.id));
    const res = await change(cookie, { currentPassword: 'google-only-pass', newPassword: 'fresh-new-pass-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'auth_failed',
      message: 'This account signs in with Google and has no password to change.',
    });
  });

  it("forwards only the OAuth callback and the library's error page to the auth library", async () => {
    const callback = await t.app.inject({ url: '/api/auth/callback/google?code=a&state=b' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/\/api\/auth\/error\?error=state_mismatch$/);
    expect((await t.app.inject({ url: '/api/auth/error?error=state_mismatch' })).statusCode).toBe(200);
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions', '/api/auth/list-accounts']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("no longer answers on the auth library's own change-password path", async () => {
    const { cookie } = await signUp(t.app, 'library-path@example.com', 'Lib', 'library-pass-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: 'library-pass-1', newPassword: 'abcdef' },
    });
    expect(res.statusCode).toBe(404);
    expect((await signInFrom('10.0.4.6', 'library-path@example.com', 'library-pass-1')).statusCode).toBe(200);
  });
});

describe('hostile input', () => {
  it('refuses a NUL in the name with a field error instead of "Authentication failed"', async () => {
    const res = await createAccount({
      fullName: 'Nul\u0000Name',
      email: 'nul-name@example.com',
      password: 'fine-pass-123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'fullName',
      message: 'This text contains an invisible or invalid character. Please remove it and try again.',
    });
  });

  it('refuses an e-mail longer than 254 characters and stores nothing', async () => {
    const email = `${'a'.repeat(10_000)}@example.com`;
    const res = await createAccount({ fullName: 'Long', email, password: 'fine-pass-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'email', message: 'Please enter a valid email address' });
    const rows = await t.deps.db.select().from(schema.authUsers).where(eq(schema.authUsers.email, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a NUL in a profile name and keeps the old one', async () => {
    const { cookie } = await signUp(t.app, 'nul-profile@example.com', 'Kept Name');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { name: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('name');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().profile.name).toBe('Kept Name');
  });
});
