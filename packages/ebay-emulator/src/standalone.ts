import Fastify, { type FastifyInstance } from 'fastify';
import { createEmulatorEngine, type EmulatorEngine } from './engine';
import type { EbayEmulatorOptions } from './options';
import { ebayEmulator } from './plugin';

export type EbayBaseUrls = {
  /** Browser-facing consent page host: `${consent}/oauth2/authorize` (eBay: https://auth.ebay.com). */
  consent: string;
  /** Token endpoint and most REST APIs: `${api}/identity/v1/oauth2/token`, `${api}/sell/...` (eBay: https://api.ebay.com). */
  api: string;
  /** Identity API: `${apiz}/commerce/identity/v1/user/` (eBay: https://apiz.ebay.com). */
  apiz: string;
};

/** The three bases a client configures for an emulator reachable at `baseUrl` (origin plus prefix). */
export function emulatorBaseUrls(baseUrl: string): EbayBaseUrls {
  const base = baseUrl.replace(/\/+$/, '');
  return { consent: base, api: base, apiz: base };
}

export type RunningEbayEmulator = {
  /** Origin of the standalone server, e.g. http://127.0.0.1:41234 (no prefix). */
  url: string;
  baseUrls: EbayBaseUrls;
  engine: EmulatorEngine;
  app: FastifyInstance;
  close: () => Promise<void>;
};

/**
 * Runs the emulator on its own port, at the root path, for tests and local
 * tinkering. Port 0 picks a free one; the default host is loopback only.
 */
export async function startEbayEmulator(
  options: EbayEmulatorOptions & { port?: number; host?: string } = {},
): Promise<RunningEbayEmulator> {
  const { port = 0, host = '127.0.0.1', ...emulatorOptions } = options;
  const engine = createEmulatorEngine(emulatorOptions);
  const app = Fastify({ logger: false });
  await app.register(ebayEmulator, { engine });
  await app.listen({ port, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the emulator did not bind to a TCP port');
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return { url, baseUrls: emulatorBaseUrls(url), engine, app, close: () => app.close() };
}
