import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  createEmulatorEngine,
  ebayEmulator,
  EMULATOR_DEFAULTS,
  SCOPES,
  type EbayEmulatorOptions,
  type EmulatorEngine,
} from '../src/index';
import { assertMatchesOas } from '../src/testing/index';

export const PREFIX = '/_emulator/ebay';

/** The headers ListLens always sends (DESIGN section 8). */
export const LISTLENS_HEADERS = {
  'x-ebay-c-marketplace-id': 'EBAY_US',
  'content-language': 'en-US',
  'accept-language': 'en-US',
} as const;

export const LISTLENS_SCOPES = [
  SCOPES.base,
  SCOPES.sellInventory,
  SCOPES.sellMarketing,
  SCOPES.sellAccount,
  SCOPES.sellFulfillment,
  SCOPES.commerceIdentityReadonly,
  SCOPES.sellAnalyticsReadonly,
];

export const basicAuth = (
  id: string = EMULATOR_DEFAULTS.clientId,
  secret: string = EMULATOR_DEFAULTS.clientSecret,
): string => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  /** Leave out the ListLens headers (to test their absence). */
  bare?: boolean;
};

export type CallResult = { status: number; body: unknown; headers: Record<string, unknown>; text: string };

export type Harness = {
  app: FastifyInstance;
  engine: EmulatorEngine;
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  connect: (username?: string, scopes?: readonly string[]) => Promise<{ accessToken: string; refreshToken: string }>;
  appToken: (scopes?: readonly string[]) => Promise<string>;
};

const EBAY_PATH = /^\/(sell|commerce|buy)\//;

/**
 * The emulator mounted under /_emulator/ebay in a Fastify app, as ListLens
 * mounts it. Every eBay API exchange made through `call` is checked against
 * eBay's OpenAPI documents, request and response.
 */
export async function createHarness(options: EbayEmulatorOptions = {}): Promise<Harness> {
  const engine = createEmulatorEngine({ catalogueListings: 600, catalogueSales: 500, ...options });
  const app = Fastify({ logger: false });
  await app.register(ebayEmulator, { prefix: PREFIX, engine });
  await app.ready();

  const call: Harness['call'] = async (method, path, callOptions = {}) => {
    const headers: Record<string, string> = callOptions.bare ? {} : { ...LISTLENS_HEADERS };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const hasBody = callOptions.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: method as 'GET',
      url: `${PREFIX}${path}`,
      headers,
      ...(hasBody ? { payload: JSON.stringify(callOptions.body) } : {}),
    });
    const text = response.body;
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    const body: unknown = isJson && text !== '' ? JSON.parse(text) : text === '' ? undefined : text;
    const localPath = path.split('?')[0] ?? '';
    if (EBAY_PATH.test(localPath) || localPath.startsWith('/identity/')) {
      assertMatchesOas({
        method,
        path: `${PREFIX}${path}`,
        status: response.statusCode,
        body,
        ...(hasBody && EBAY_PATH.test(localPath) ? { requestBody: callOptions.body } : {}),
      });
    }
    return { status: response.statusCode, body, headers: response.headers, text };
  };

  const connect: Harness['connect'] = async (username = 'test_seller', scopes = LISTLENS_SCOPES) => {
    const query = new URLSearchParams({
      client_id: engine.options.clientId,
      redirect_uri: engine.options.ruName,
      response_type: 'code',
      scope: scopes.join(' '),
      state: 'state-123',
    });
    const page = await app.inject({ method: 'GET', url: `${PREFIX}/oauth2/authorize?${query.toString()}` });
    expect(page.statusCode).toBe(200);
    const consentId = /name="consent_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const decision = await app.inject({
      method: 'POST',
      url: `${PREFIX}/oauth2/consent`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ consent_id: consentId, username, decision: 'agree' }).toString(),
    });
    expect(decision.statusCode).toBe(302);
    const code = new URL(String(decision.headers.location), 'http://localhost').searchParams.get('code') ?? '';
    const exchange = await app.inject({
      method: 'POST',
      url: `${PREFIX}/identity/v1/oauth2/token`,
      headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: engine.options.ruName,
      }).toString(),
    });
    expect(exchange.statusCode).toBe(200);
    const tokens = exchange.json<{ access_token: string; refresh_token: string }>();
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  };

  const appToken: Harness['appToken'] = async (scopes = [SCOPES.base]) => {
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}/identity/v1/oauth2/token`,
      headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes.join(' ') }).toString(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ access_token: string }>().access_token;
  };

  return { app, engine, call, connect, appToken };
}

/** Narrow an unknown JSON body for assertions. */
export function json<T>(value: unknown): T {
  return value as T;
}
