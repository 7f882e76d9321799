import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'listlens-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ListLens</title><div id="root"></div>');
  t = await createTestApp({}, dist);
  t.app.get('/api/explode', async () => {
    throw new Error('secret internals: connection string postgres://u:p@h');
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 with the database status', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});

describe('errors', () => {
  it('hides an unknown error behind a 500 problem without internals, with the request id', async () => {
    const res = await t.app.inject({ url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).not.toMatch(/secret internals|postgres:/);
    expect(res.json()).toMatchObject({ code: 'internal_error', requestId: res.headers['x-request-id'] });
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('requests refused before a route runs (issue 19)', () => {
  it('answers a 20,000-character query string with a 431 problem', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/health?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({
      status: 431,
      code: 'headers_too_large',
      message: "That request's address or headers are too large.",
    });
  });

  it('answers a body over 1 MB with a 413 problem', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'That request is too large.' });
  });

  it('answers an address that cannot be decoded, or a path part over 500 characters, with a problem', async () => {
    const bad = await t.app.inject({ url: '/api/photos/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_request', message: 'That address could not be read.' });
    const long = await t.app.inject({ url: `/api/photos/${'a'.repeat(600)}` });
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('refuses a NUL in a query string with a field error before any route reads it', async () => {
    const res = await t.app.inject({ url: '/api/waitlist/count?x=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [
        { path: 'x', message: 'This text contains an invisible or invalid character. Please remove it and try again.' },
      ],
    });
  });
});

describe('single-page app', () => {
  it.each(['/app', '/details/abc', '/oauth/some/provider', '/privacy'])(
    'serves the app for a full load of %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on a page, an API answer, a 404 and a refused request', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/', headers: { accept: 'text/html' } }),
      t.app.inject({ url: '/api/health' }),
      t.app.inject({ url: '/api/no-such-thing' }),
      t.app.inject({ url: '/api/me' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 401]);
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'permissions-policy',
    ];
    const first = answers[0]?.headers ?? {};
    expect(first['x-frame-options']).toBe('SAMEORIGIN');
    expect(first['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(first['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const answer of answers) {
      for (const name of names) expect(answer.headers[name], name).toBe(first[name]);
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('allows the camera for our own pages and turns the other powerful features off', async () => {
    for (const url of ['/', '/api/health', '/api/no-such-thing']) {
      const policy = String((await t.app.inject({ url })).headers['permissions-policy']);
      expect(policy).toContain('camera=(self)');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('payment=()');
    }
  });
});

describe('public config', () => {
  it('exposes only the allowlisted values', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(Object.keys(res.json()).sort()).toEqual(['aiProvider', 'ebayEnvironment', 'googleSignIn', 'storageDriver']);
  });
});
