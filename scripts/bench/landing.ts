import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Builds the web app as `npm start` does, into a fresh folder; returns that folder. */
export async function buildWeb(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'listlens-bench-web-'));
  await build({ root: 'apps/web', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/**
 * The JavaScript the landing page loads before it can run: the entry script and
 * the modules index.html preloads with it. On a first visit to / that is React
 * and the landing page alone; the router, the data cache and every other page
 * are lazy chunks (apps/web/src/main.tsx).
 * Summed gzipped, level 9, as a browser on a gzip-only connection receives it.
 */
export function landingJavaScriptGzipBytes(distDir: string): number {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  if (scripts.length === 0) throw new Error('index.html names no module script');
  return scripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(distDir, src.replace(/^\//, ''))), { level: 9 }).length,
    0,
  );
}
