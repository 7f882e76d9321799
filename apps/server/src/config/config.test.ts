import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret';
import { ConfigError, loadConfig, publicConfigOf } from './config';

describe('loadConfig', () => {
  it('runs with nothing set: embedded database, local drivers, port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      databaseDriver: 'pglite',
      STORAGE_DRIVER: 'local',
      AI_PROVIDER: 'local',
      EBAY_ENV: 'emulator',
      googleSignIn: false,
    });
    expect(c.publicUrl).toBe('http://localhost:3000');
    // The data folder is the project's ./data wherever the server was started from (npm start runs it in apps/server).
    expect(c.DATA_DIR).toBe(path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)), 'data'));
    expect(loadConfig({ DATA_DIR: '/srv/listlens' }).DATA_DIR).toBe('/srv/listlens');
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', STORAGE_DRIVER: 's3', EBAY_ENV: 'production' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(problems).toMatch(/S3_BUCKET is required when STORAGE_DRIVER=s3/);
    expect(problems).toMatch(/EBAY_CLIENT_ID is required when EBAY_ENV=production/);
  });

  it('runs the job workers in the server unless WORKERS=0, which needs PostgreSQL (issue 19, point 1)', () => {
    expect(loadConfig({}).WORKERS).toBe(true);
    const url = 'postgres://postgres@127.0.0.1:5432/listlens';
    expect(loadConfig({ WORKERS: '0', DATABASE_URL: url }).WORKERS).toBe(false);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS=0 needs DATABASE_URL/);
    expect(() => loadConfig({ WORKERS: 'no', DATABASE_URL: url })).toThrow(/WORKERS must be 1 .* or 0/);
  });

  it('keeps secrets out of the browser allowlist', () => {
    const c = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'shh', APP_SECRET: 'x'.repeat(40) });
    expect(JSON.stringify(publicConfigOf(c))).not.toMatch(/shh|xxxx/);
    expect(publicConfigOf(c).googleSignIn).toBe(true);
  });
});

describe('emulator controls (issue 18, point 8)', () => {
  it('are on in development and tests, and on a machine of its own, off where others reach the server', () => {
    expect(loadConfig({ NODE_ENV: 'test', APP_PUBLIC_URL: 'https://listlens.example' }).emulatorControls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).emulatorControls).toBe(true);
    expect(loadConfig({}).emulatorControls).toBe(true);
    expect(loadConfig({ APP_PUBLIC_URL: 'http://127.0.0.1:3000' }).emulatorControls).toBe(true);
    expect(loadConfig({ APP_PUBLIC_URL: 'https://listlens.example' }).emulatorControls).toBe(false);
    expect(loadConfig({ APP_PUBLIC_URL: 'http://192.168.1.20:3000' }).emulatorControls).toBe(false);
  });

  it('follow EBAY_EMULATOR_CONTROLS when it says on or off', () => {
    expect(loadConfig({ NODE_ENV: 'test', EBAY_EMULATOR_CONTROLS: 'off' }).emulatorControls).toBe(false);
    const on = { APP_PUBLIC_URL: 'https://demo.example', EBAY_EMULATOR_CONTROLS: 'on' };
    expect(loadConfig(on).emulatorControls).toBe(true);
  });
});

describe('resolveAppSecret', () => {
  it('generates a secret into the data folder once and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'listlens-secret-'));
    const first = resolveAppSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'secret')).mode & 0o077).toBe(0);
    expect(resolveAppSecret(undefined, dir)).toBe(first);
    expect(resolveAppSecret('e'.repeat(32), dir)).toBe('e'.repeat(32));
  });
});
