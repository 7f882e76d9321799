import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startProcess, waitForHealth } from './process-support';

const startMain = (env: Record<string, string>) => startProcess('main', { LOG_FORMAT: 'auto', ...env });

describe('the server process', () => {
  it('refuses to start on bad settings and lists every problem', async () => {
    const run = startMain({ PORT: 'abc', STORAGE_DRIVER: 'ftp' });
    expect(await run.exitCode).toBe(1);
    expect(run.output()).toMatch(/ListLens cannot start/);
    expect(run.output()).toMatch(/PORT/);
    expect(run.output()).toMatch(/STORAGE_DRIVER/);
  });

  it('starts on an empty data folder, prints its URL and drivers, stops cleanly on SIGTERM and keeps its data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-main-'));
    const port = String(3400 + Math.floor(Math.random() * 500));
    const url = `http://localhost:${port}`;
    const env = { PORT: port, DATA_DIR: dataDir };

    const first = startMain(env);
    await waitForHealth(url, first);
    expect(first.output()).toContain(`ListLens is running on ${url}`);
    expect(first.output()).toMatch(/database\s+pglite/);
    expect(existsSync(path.join(dataDir, 'secret'))).toBe(true);
    const signUp = await fetch(`${url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Kept Seller', email: 'kept@example.com', password: 'kept-seller-pass-7' }),
    });
    expect(signUp.status).toBe(201);
    first.kill('SIGTERM');
    expect(await first.exitCode).toBe(0);
    expect(first.output()).toMatch(/stopped cleanly/);

    const second = startMain(env);
    await waitForHealth(url, second);
    const signIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'kept-seller-pass-7' }),
    });
    expect(signIn.status).toBe(200);
    second.kill('SIGINT');
    expect(await second.exitCode).toBe(0);
  }, 90_000);
});
