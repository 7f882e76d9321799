import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real entry points as `npm start` and `npm run worker` run them (tsx from source, as the
// e2e suite starts the server), each in a process of its own that a test can stop or kill -9.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export type Run = {
  pid: number;
  exitCode: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
};

/** `entry`: `main` (npm start's server) or `worker` (npm run worker). DATABASE_URL is unset unless `env` names it. */
export function startProcess(entry: 'main' | 'worker', env: Record<string, string>): Run {
  return startNode(['--import', 'tsx', `src/${entry}.ts`], {
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...env,
  });
}

/** `node <args>` in apps/server with this environment added, its output collected. */
export function startNode(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { pid: child.pid ?? 0, exitCode, output: () => out, kill: (signal) => child.kill(signal) };
}

/** Resolves once `GET url/api/health` answers 200; throws with the process's output otherwise. */
export async function waitForHealth(url: string, run: Run, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server never became healthy:\n${run.output()}`);
}

/** Resolves once the process has printed `text`. */
export async function waitForOutput(run: Run, text: string | RegExp, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  const seen = () => (typeof text === 'string' ? run.output().includes(text) : text.test(run.output()));
  while (!seen()) {
    if (Date.now() - started > timeoutMs) throw new Error(`never printed ${String(text)}:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A TCP port nobody listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers at all (any status), as a server that has started listening does. */
export async function waitForAnswer(url: string, run: Run, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered:\n${run.output()}`);
}

/** Stops a process that is still running (SIGKILL: the test is over) and waits for it. */
export async function stopProcess(run: Run | undefined): Promise<void> {
  if (!run) return;
  run.kill('SIGKILL');
  await run.exitCode;
}
