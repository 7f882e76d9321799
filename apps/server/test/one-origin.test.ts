import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOneOrigin } from '../src/http/one-origin';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, point 3: the seller opened ListLens at 127.0.0.1 while it lives at localhost.

const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(() => t?.close());

describe('one origin for the pages', () => {
  it('sends a page opened at 127.0.0.1 to the same path at the public URL', async () => {
    for (const url of ['/', '/app', '/auth/ebay/callback?code=v%5E1.1&state=abc']) {
      const res = await t.app.inject({ url, headers: { ...page, host: '127.0.0.1:3000' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`http://localhost:3000${url}`);
    }
    const ipv6 = await t.app.inject({ url: '/app', headers: { accept: 'text/html', host: '[::1]:3000' } });
    expect(ipv6.headers.location).toBe('http://localhost:3000/app');
  });

  it('leaves the public URL, other addresses, API calls and the emulator alone', async () => {
    const at = (host: string, url = '/app', headers: Record<string, string> = page) =>
      t.app.inject({ url, headers: { ...headers, host } });
    expect((await at('localhost:3000')).statusCode).not.toBe(302);
    // A phone on the LAN: its own localhost is not this machine.
    expect((await at('192.168.1.20:3000')).statusCode).not.toBe(302);
    expect((await at('127.0.0.1:3000', '/api/session', { accept: 'application/json' })).statusCode).toBe(200);
    expect((await at('127.0.0.1:3000', '/api/session')).statusCode).toBe(200);
    expect((await at('127.0.0.1:3000', '/_emulator/ebay/_sim/clock')).statusCode).toBe(200);
    // A script's fetch of a page address is not a navigation.
    expect((await at('127.0.0.1:3000', '/app', { 'sec-fetch-mode': 'cors', accept: 'text/html' })).statusCode).not.toBe(
      302,
    );
  });

  it('redirects nothing when the public URL is not this machine (a proxy may send Host: localhost)', async () => {
    const app = Fastify();
    registerOneOrigin(app, 'https://listlens.example');
    app.get('/app', async () => 'page');
    const res = await app.inject({ url: '/app', headers: { ...page, host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});

describe('the eBay callback without a session', () => {
  it('says where to sign in, not "Please sign in"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/callback',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { code: 'v^1.1#i^1', state: 'abc' },
    });
    expect(res.statusCode).toBe(401);
    const { code, message } = res.json() as { code: string; message: string };
    expect(code).toBe('unauthenticated');
    expect(message).toContain('Open http://localhost:3000, sign in there and connect eBay again.');
    expect(message).not.toMatch(/please sign in/i);
  });
});
