import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/jobs/workers';
import { eventually } from './posting-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-waitlist-'));
  t = await createTestApp({ DATA_DIR: dataDir, AI_CONCURRENCY: '0' });
  // The confirmation is sent by a job (issue 18, point 9): this server runs its workers, as `npm start` does.
  await t.deps.jobs.start();
  await startWorkers(t.deps);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The messages in the outbox that are addressed to `email`. */
function outboxFor(email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(`\r\nTo: ${email}\r\n`));
}

const join = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', payload, remoteAddress: String(payload.ip ?? '10.0.0.1') });

describe('waitlist', () => {
  it('stores one row per normalised e-mail and treats a repeat as a success', async () => {
    const first = await join({
      email: '  Joe@Example.COM ',
      source: 'landing_hero',
      timestamp: new Date().toISOString(),
      page_url: 'http://localhost:3000/',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, alreadyJoined: false });
    const again = await join({ email: 'joe@example.com', source: 'calculator' });
    expect(again.json()).toEqual({ ok: true, alreadyJoined: true });
    const rows = await t.deps.db.select().from(schema.waitlist);
    expect(rows.filter((r) => r.email === 'joe@example.com')).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'landing_hero', pageUrl: 'http://localhost:3000/' });
    expect((await t.app.inject({ url: '/api/waitlist/count' })).json()).toEqual({ count: 1 });
  });

  it("keeps the sign-in variant's profile fields and its source (spec part 1, section 3)", async () => {
    const res = await join({
      email: 'gina@example.com',
      source: 'google_signin_authenticated',
      timestamp: '2025-08-14T10:00:00.000Z',
      page_url: 'http://localhost:3000/',
      name: 'Gina Google',
      firstName: 'Gina',
      lastName: 'Google',
      picture: 'https://img.example/gina.png',
      googleId: 'g-123',
      ip: '10.0.0.2',
    });
    expect(res.json()).toEqual({ ok: true, alreadyJoined: false });
    const [row] = await t.deps.db.select().from(schema.waitlist).where(eq(schema.waitlist.email, 'gina@example.com'));
    expect(row).toMatchObject({
      source: 'google_signin_authenticated',
      name: 'Gina Google',
      firstName: 'Gina',
      lastName: 'Google',
      picture: 'https://img.example/gina.png',
      googleId: 'g-123',
      pageUrl: 'http://localhost:3000/',
    });
    expect(row?.submittedAt?.toISOString()).toBe('2025-08-14T10:00:00.000Z');
  });

  it("rejects an address without @ with the spec's text and stores nothing", async () => {
    const res = await join({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const res = await join({ email: 'bot@spam.example', website: 'http://spam' });
    expect(res.json().ok).toBe(true);
    const rows = await t.deps.db.select().from(schema.waitlist);
    expect(rows.some((r) => r.email === 'bot@spam.example')).toBe(false);
  });

  it('rate limits one address to 10 sign-ups in 10 minutes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await join({ email: `r${i}@example.com`, ip: '10.9.9.9' })).statusCode).toBe(200);
    expect((await join({ email: 'r10@example.com', ip: '10.9.9.9' })).statusCode).toBe(429);
  });
});

describe('the waitlist confirmation (issue 18, point 9)', () => {
  it('is written to the outbox in the data folder once, for a new entry only', async () => {
    const res = await join({ email: 'Mail.Me@Example.com', source: 'landing_hero', firstName: 'Ada', ip: '10.0.9.1' });
    expect(res.json()).toEqual({ ok: true, alreadyJoined: false });
    const [message, ...more] = await eventually(async () => {
      const messages = outboxFor('mail.me@example.com');
      return messages.length > 0 ? messages : undefined;
    });
    expect(more).toEqual([]);
    expect(message).toContain("\r\nSubject: You're on the ListLens waitlist\r\n");
    expect(message).toContain('From: ListLens <hello@listlens.local>');
    expect(message).toMatch(/\r\n\r\nHi Ada,\r\n\r\nThanks for joining the ListLens waitlist/);
    await join({ email: 'mail.me@example.com', source: 'calculator', ip: '10.0.9.1' });
    // A second job would have written within this time: the first one took well under it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(outboxFor('mail.me@example.com')).toHaveLength(1);
  });

  it('is not sent for a bot that filled the honeypot', async () => {
    await join({ email: 'bot@example.com', source: 'landing_hero', website: 'http://spam.example', ip: '10.0.9.2' });
    expect(outboxFor('bot@example.com')).toEqual([]);
  });
});
