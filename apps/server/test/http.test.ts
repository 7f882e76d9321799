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
});

describe('public config', () => {
  it('exposes only the allowlisted values', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(Object.keys(res.json()).sort()).toEqual(['aiProvider', 'ebayEnvironment', 'googleSignIn', 'storageDriver']);
  });
});
