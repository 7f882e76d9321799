import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * CPU time (user + system, ms) the process `pid` has used so far, from /proc (Linux); null
 * elsewhere. A wall-clock ratio swings with the machine's load; CPU per request does not as much.
 */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

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
  try {
    // Minutes, not seconds: on a loaded machine the embedded database alone may take one to start.
    const msToReady = await waitFor200(`${url}/api/health`, began, 300_000);
    return { child, msToReady, url };
  } catch (error) {
    // A server that never answered must not hold the port (and the data folder) for the next run.
    child.kill('SIGKILL');
    throw error;
  }
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
