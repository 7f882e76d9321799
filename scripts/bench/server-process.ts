import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Started = { child: ChildProcess; msToReady: number; url: string };

/** Polls `url` every 10 ms until it answers 200; returns ms since `since`. */
async function waitFor200(url: string, since: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Starts the real server on a fresh, empty embedded database and times it to its first healthy answer. */
export async function startListLens(port: number, env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-bench-'));
  const began = performance.now();
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server alone (e.g. `--cpu-prof`, not allowed in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SIGN_UP_RATE_LIMIT: '1000/60',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const msToReady = await waitFor200(`${url}/api/health`, began);
  return { child, msToReady, url };
}

export async function startBare(port: number): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const msToReady = await waitFor200(`${url}/hello`, began);
  return { child, msToReady, url };
}

/** The same-SQL baseline (same-sql-server.ts) on the database `env` names, with the routes it records. */
export async function startSameSql(port: number, env: Record<string, string>): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/same-sql-server.ts', String(port)], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const msToReady = await waitFor200(`${url}/hello`, began, 300_000);
  return { child, msToReady, url };
}

export async function stop(started: Started): Promise<void> {
  await new Promise<void>((resolve) => {
    started.child.once('exit', () => resolve());
    started.child.kill('SIGTERM');
  });
}
