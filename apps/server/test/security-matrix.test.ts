import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import {
  AiInsightsQuerySchema,
  BrandParamsSchema,
  InventoryFiltersSchema,
  ListingsQuerySchema,
  MovementListQuerySchema,
  PhotoListQuerySchema,
  UNSAFE_TEXT_MESSAGE,
  UploadMetaSchema,
} from '@listlens/shared';
import * as shared from '@listlens/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z, type ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutesOf } from '../src/http/route-table';
import { listenToParses } from '../src/http/problem';
import { insertItem } from '../src/modules/items/items.repository';
import { formOf, photo } from './photos-support';
import { routeSpecs, type Body, type Ids, type RouteRequest, type RouteSpec } from './security-routes';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from './test-app';
import { arbitraryFor, hostileText, stringLeavesOf, stringPaths, withNulAt } from './zod-arbitrary';

// Issue 19, point 5: every API route (read from the Fastify instance) against
// no session, another seller's session with the first seller's ids, a malformed
// body, an oversized body and a NUL in each string field; then every request
// schema fuzzed against its route. Never a 500, every error in problem+json,
// and nothing of the first seller changed or a control character stored.

// 25 runs per schema from a fixed seed keeps CI repeatable and quick; a deeper hunt sets both.
const FUZZ_RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 25);
const FUZZ_SEED = Number(process.env.SECURITY_FUZZ_SEED ?? 19);
const MISSING_UUID = () => randomUUID();

let t: TestApp;
let emulator: RunningEbayEmulator;
let dataDir: string;
let specs: Record<string, RouteSpec>;
let apiRoutes: string[];
let ownerIds: Ids;
let missingIds: Ids;
let other: { cookie: string; userId: string };

const photoForm = async (meta?: unknown) => formOf([{ name: 'p.jpg', bytes: await photo(64, 48) }], meta);

/** The schemas parseWith was given while each route's requests ran. */
const parsedBy = new Map<string, Set<object>>();
let running: string | undefined;
/** The routes whose success answers were checked against the document's schema. */
const answersChecked = new Set<string>();

async function send(
  route: string,
  request: { url: string; body?: Body },
  cookie?: string,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  running = route;
  try {
    const res = await inject(methodOf(route), request, cookie, remoteAddress);
    expectDocumentedAnswer(route, res);
    return res;
  } finally {
    running = undefined;
  }
}

async function inject(
  method: string,
  request: { url: string; body?: Body },
  cookie: string | undefined,
  remoteAddress: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (!request.body) return t.app.inject({ method: method as 'GET', url: request.url, headers, remoteAddress });
  if ('form' in request.body) {
    return t.app.inject({
      method: method as 'POST',
      url: request.url,
      headers,
      remoteAddress,
      payload: await request.body.form(),
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url: request.url,
    headers: { ...headers, 'content-type': 'application/json' },
    remoteAddress,
    payload: JSON.stringify(request.body.json),
  });
}

const methodOf = (route: string) => route.split(' ')[0] ?? 'GET';
const hasBody = (route: string) => methodOf(route) !== 'GET';

/** Every error answers in the problem shape, with a stable code and a message (the webhook's bare 412 aside). */
function expectSound(route: string, res: LightMyRequestResponse) {
  expect(res.statusCode, `${route}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && !(route.includes('/webhooks/') && res.statusCode === 412)) {
    expect(res.headers['content-type'], route).toMatch(/application\/problem\+json/);
    const problem = res.json();
    expect(typeof problem.code, route).toBe('string');
    expect(typeof problem.message, route).toBe('string');
  }
}

/** A success with a JSON body answers in the shape the API document names for the route. */
function expectDocumentedAnswer(route: string, res: LightMyRequestResponse) {
  const documented = specs[route]?.response;
  if (res.statusCode >= 300 || !(documented instanceof z.ZodType)) return;
  const answer = documented.safeParse(res.json());
  answersChecked.add(route);
  expect(answer.error?.issues ?? [], `${route} answered ${res.body.slice(0, 300)}`).toEqual([]);
}

/** Signing out or changing a password ends sessions: those routes get a session of their own. */
async function cookieFor(route: string): Promise<string> {
  if (route !== 'DELETE /api/session') return other.cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email: 'other-seller@example.com', password: 'other-seller-pass-1' },
  });
  return sessionCookieOf(res);
}

/** The first seller's rows everywhere: what another seller's requests must never change. */
async function ownerSnapshot(): Promise<string> {
  const tables = [
    schema.users,
    schema.uploadedPhotos,
    schema.items,
    schema.listings,
    schema.inventoryItems,
    schema.inventoryMovements,
    schema.inventoryAlerts,
  ];
  const rows = [];
  for (const table of tables) {
    const all = (await t.deps.db.select().from(table)) as { userId?: string; id?: string }[];
    rows.push(all.filter((r) => (r.userId ?? r.id) === ownerIds.userId));
  }
  return JSON.stringify(rows);
}

/** Text columns (and JSON ones, as text) holding a control character other than tab and line breaks. */
async function storedControlCharacters(): Promise<string[]> {
  const columns = await t.deps.db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`);
  const found: string[] = [];
  for (const c of (columns as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] })
    .rows) {
    const column = sql.raw(`"${c.table_name}"."${c.column_name}"::text`);
    const pattern =
      c.data_type === 'jsonb' ? '\\\\u00(0[0-8bcef]|1[0-9a-f])' : '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]';
    const hits = await t.deps.db.execute(
      sql`select count(*)::int as n from ${sql.raw(`"${c.table_name}"`)} where ${column} ~ ${pattern}`,
    );
    const n = (hits as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n > 0) found.push(`${c.table_name}.${c.column_name}: ${n}`);
  }
  return found;
}

/** Another seller's ids and missing ones must get the same answer: the same status, code, message and body. */
function normalised(res: LightMyRequestResponse, ids: Ids): string {
  let text = res.body;
  try {
    const body = res.json() as Record<string, unknown>;
    delete body.requestId;
    text = JSON.stringify(body);
  } catch {
    // Not JSON: compared as it is.
  }
  for (const value of Object.values(ids)) text = text.split(value).join('«id»');
  return `${res.statusCode} ${text}`;
}

/**
 * The other seller as each comparison starts: photos grouped under the first seller's SKU (so
 * SKU routes get past the group and reach the id they name), no generation under way, and an
 * eBay connection (a pasted token) so posting reaches its item lookup.
 */
async function resetOtherSeller(): Promise<void> {
  const mine = await t.deps.db
    .select()
    .from(schema.uploadedPhotos)
    .where(eq(schema.uploadedPhotos.userId, other.userId));
  if (mine.length === 0) {
    await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie: other.cookie },
      payload: await photoForm(),
    });
  }
  await t.deps.db
    .update(schema.uploadedPhotos)
    .set({ assignedSku: 'SEC-1', assignedItemId: null, status: 'assigned' })
    .where(eq(schema.uploadedPhotos.userId, other.userId));
  await t.deps.db.delete(schema.itemGenerations).where(eq(schema.itemGenerations.userId, other.userId));
  const token = await t.app.inject({
    method: 'PUT',
    url: '/api/ebay/manual-token',
    headers: { cookie: other.cookie },
    payload: { token: 'v^1.1#i^1#other-seller-manual-token' },
  });
  expect(token.statusCode).toBe(200);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-security-'));
  emulator = await startEbayEmulator({ acceptedUrl: 'http://localhost:3000/auth/ebay/callback' });
  const many = '100000/60';
  t = await createTestApp({
    DATA_DIR: dataDir,
    SIGN_IN_RATE_LIMIT: many,
    SIGN_IN_ADDRESS_RATE_LIMIT: many,
    SIGN_IN_ACCOUNT_RATE_LIMIT: many,
    SIGN_UP_RATE_LIMIT: many,
    PASSWORD_CHANGE_RATE_LIMIT: many,
    AI_CONCURRENCY: '0',
    SALES_SYNC_MINUTES: '0',
    EBAY_AUTH_BASE: emulator.url,
    EBAY_API_BASE: emulator.url,
    EBAY_APIZ_BASE: emulator.url,
  });
  await t.deps.jobs.start();
  await t.app.ready();
  specs = routeSpecs(photoForm);
  listenToParses((parsed) => {
    if (!running) return;
    parsedBy.set(running, (parsedBy.get(running) ?? new Set()).add(parsed));
  });
  apiRoutes = apiRoutesOf(t.app);

  // The first seller: a photo in a SKU group, its item with a listing, stock with an alert.
  const owner = await signUp(t.app, 'owner-seller@example.com', 'Owner Seller', 'owner-seller-pass-1');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { cookie: owner.cookie },
    payload: await photoForm([{ assigned_sku: 'SEC-1' }]),
  });
  const photoId = upload.json().photos[0].id as string;
  const item = await insertItem(t.deps.db, {
    userId: owner.me.user.id,
    sku: 'SEC-1',
    title: "Levi's jacket",
    brand: 'Levis',
  });
  const [listing] = await t.deps.db
    .insert(schema.listings)
    .values({ itemId: item.id, userId: owner.me.user.id, sku: 'SEC-1', status: 'active', platforms: ['ebay'] })
    .returning();
  const stock = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/items',
    headers: { cookie: owner.cookie },
    payload: { sku: 'SEC-1', name: 'Jacket', total_quantity: 0 },
  });
  const alerts = await t.app.inject({ url: '/api/inventory/alerts', headers: { cookie: owner.cookie } });
  ownerIds = {
    userId: owner.me.user.id,
    photoId,
    itemId: item.id,
    listingId: listing?.id ?? '',
    inventoryItemId: stock.json().id,
    alertId: alerts.json().alerts[0].id,
    sku: 'SEC-1',
    brand: 'Levis',
  };
  missingIds = {
    userId: `missing-${MISSING_UUID()}`,
    photoId: MISSING_UUID(),
    itemId: MISSING_UUID(),
    listingId: MISSING_UUID(),
    inventoryItemId: MISSING_UUID(),
    alertId: MISSING_UUID(),
    // A SKU or a brand is a name within each seller's own data, not an id: the other seller
    // names the same one, and the answer must be about their own data only.
    sku: 'SEC-1',
    brand: 'Levis',
  };
  const second = await signUp(t.app, 'other-seller@example.com', 'Other Seller', 'other-seller-pass-1');
  other = { cookie: second.cookie, userId: second.me.user.id };
}, 120_000);

afterAll(async () => {
  listenToParses(undefined);
  await t?.close();
  await emulator?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the route table', () => {
  it('has every API route in the matrix, and nothing in the matrix that is not a route', () => {
    expect(apiRoutes.length).toBeGreaterThan(80);
    for (const route of apiRoutes)
      expect(t.app.hasRoute({ method: methodOf(route) as 'GET', url: route.split(' ')[1] ?? '' })).toBe(true);
    expect([...apiRoutes].sort()).toEqual(Object.keys(specs).sort());
  });

  it('names a reason for every route that answers without a session', () => {
    for (const [route, spec] of Object.entries(specs)) {
      if (spec.access !== 'private') expect(spec.why, route).toBeTruthy();
    }
  });
});

describe('the shared request schemas', () => {
  const extra: Record<string, ZodType> = {
    UploadMetaSchema,
    InventoryFiltersSchema,
    ListingsQuerySchema,
    BrandParamsSchema,
    PhotoListQuerySchema,
    MovementListQuerySchema,
    AiInsightsQuerySchema,
  };
  it('refuse a NUL in every string field with the safe-text message, and limit its length', () => {
    const schemas = [...Object.values(specs).flatMap((s) => (s.body ? [s.body] : [])), ...Object.values(extra)];
    let leaves = 0;
    for (const requestSchema of schemas) {
      for (const { path: at, leaf } of stringLeavesOf(requestSchema)) {
        leaves++;
        const result = leaf.safeParse('1\u00001');
        expect(result.success, at).toBe(false);
        expect(
          result.error?.issues.map((i) => i.message),
          at,
        ).toContain(UNSAFE_TEXT_MESSAGE);
        expect((leaf as unknown as { maxLength: number | null }).maxLength, `${at} has no length limit`).toBeTypeOf(
          'number',
        );
      }
    }
    expect(leaves).toBeGreaterThan(60);
  });
});

describe('without a session', () => {
  it('answers every private route 401 and every public one without a server error', async () => {
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec) continue;
      const res = await send(route, spec.request(ownerIds), undefined, '10.9.0.1');
      expectSound(route, res);
      if (spec.access === 'private') {
        expect(res.statusCode, route).toBe(401);
        expect(res.json().code, route).toBe('unauthenticated');
      }
    }
  });
});

describe("another seller's session", () => {
  it("answers the first seller's ids exactly like missing ones, and changes nothing of theirs", async () => {
    const before = await ownerSnapshot();
    let compared = 0;
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec?.namesIds || spec.access !== 'private') continue;
      await resetOtherSeller();
      const foreign = await send(route, spec.request(ownerIds), other.cookie);
      await resetOtherSeller();
      const missing = await send(route, spec.request(missingIds), other.cookie);
      expectSound(route, foreign);
      expect(foreign.statusCode, `${route}: ${foreign.body.slice(0, 200)}`).toBe(spec.foreignStatus ?? 404);
      expect(normalised(foreign, ownerIds), route).toBe(normalised(missing, missingIds));
      compared++;
    }
    expect(compared).toBeGreaterThan(25);
    expect(await ownerSnapshot()).toBe(before);
  });

  it('answers every other private route without a server error, changing nothing of the first seller', async () => {
    const before = await ownerSnapshot();
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec || spec.namesIds || spec.expensive || spec.access !== 'private') continue;
      expectSound(route, await send(route, spec.request(ownerIds), await cookieFor(route)));
    }
    expect(await ownerSnapshot()).toBe(before);
  });
});

describe('a malformed body', () => {
  it('answers 400 on every route that takes one', async () => {
    for (const route of apiRoutes.filter(hasBody)) {
      const spec = specs[route];
      if (!spec) continue;
      const res = await t.app.inject({
        method: methodOf(route) as 'POST',
        url: spec.request(ownerIds).url,
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expectSound(route, res);
      expect(res.statusCode, route).toBe(400);
    }
  });
});

describe('an oversized body', () => {
  it('answers 413 on every route that takes one', async () => {
    for (const route of apiRoutes.filter(hasBody)) {
      const spec = specs[route];
      if (!spec) continue;
      const size = (spec.bodyLimit ?? 1024 * 1024) + 1;
      const res = await t.app.inject({
        method: methodOf(route) as 'POST',
        url: spec.request(ownerIds).url,
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        payload: `{"pad":"${'x'.repeat(size)}"}`,
      });
      expectSound(route, res);
      expect(res.statusCode, route).toBe(413);
      expect(res.json().code, route).toBe('payload_too_large');
    }
  });
});

describe('a NUL in each string field', () => {
  it('answers 400 with a field error for every text in a body, a path and a query', async () => {
    let checked = 0;
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec || spec.expensive) continue;
      const request = spec.request(missingIds);
      const variants: { url: string; body?: Body }[] = [];
      const [pathPart = '', query] = request.url.split('?');
      const segments = pathPart.split('/');
      const template = (route.split(' ')[1] ?? '').split('/');
      template.forEach((part, i) => {
        if (!part.startsWith(':')) return;
        const changed = [...segments];
        changed[i] = `${changed[i]}%00`;
        variants.push({ ...request, url: changed.join('/') + (query ? `?${query}` : '') });
      });
      for (const pair of (query ?? '').split('&').filter(Boolean)) {
        variants.push({ ...request, url: request.url.replace(pair, `${pair}%00`) });
      }
      if (request.body && 'json' in request.body) {
        const value = request.body.json;
        for (const at of stringPaths(value)) variants.push({ url: request.url, body: { json: withNulAt(value, at) } });
      }
      if (route === 'POST /api/photos') {
        variants.push({ url: request.url, body: { form: () => photoForm([{ assigned_sku: 'UP\u0000-1' }]) } });
      }
      for (const variant of variants) {
        const res = await send(route, variant, await cookieFor(route));
        expectSound(route, res);
        expect(res.statusCode, `${route} ${variant.url} ${JSON.stringify(variant.body)}`).toBe(400);
        expect(JSON.stringify(res.json().errors), route).toContain(UNSAFE_TEXT_MESSAGE);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(80);
  });
});

/** A piece of a path or query as a browser would send it; a lone surrogate goes as the bytes of one. */
function encodePart(value: string): string {
  return [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function queryOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodePart(JSON.stringify(value) ?? '')}`;
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodePart(k)}=${encodePart(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

describe('fuzzing every request schema against its route', () => {
  const pool = () => [...Object.values(ownerIds), ...Object.values(missingIds)];
  const property = async (route: string, arbitrary: fc.Arbitrary<unknown>, request: (v: unknown) => RouteRequest) => {
    const cookie = await cookieFor(route);
    await resetOtherSeller();
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        expectSound(route, await send(route, request(value), cookie));
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  };

  it('bodies: never a 500, every error a problem, no control character stored', { timeout: 120_000 }, async () => {
    const before = await ownerSnapshot();
    let fuzzed = 0;
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec?.body) continue;
      const { url } = spec.request(ownerIds);
      await property(route, arbitraryFor(spec.body, pool()), (body) => ({ url, body: { json: body ?? null } }));
      fuzzed++;
    }
    await property('POST /api/photos', arbitraryFor(UploadMetaSchema, pool()), (meta) => ({
      url: '/api/photos',
      body: { form: () => photoForm(meta) },
    }));
    expect(fuzzed).toBeGreaterThan(25);
    expect(await storedControlCharacters()).toEqual([]);
    expect(await ownerSnapshot()).toBe(before);
  });

  it('query strings and path parameters: never a 500, every error a problem', { timeout: 120_000 }, async () => {
    const before = await ownerSnapshot();
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec || spec.expensive) continue;
      const request = spec.request(missingIds);
      const [base = ''] = request.url.split('?');
      if (spec.query) {
        await property(route, arbitraryFor(spec.query, pool()), (q) => ({ ...request, url: `${base}?${queryOf(q)}` }));
      }
      const template = (route.split(' ')[1] ?? '').split('/');
      const params = template.filter((part) => part.startsWith(':')).length;
      if (params === 0) continue;
      const values = fc.array(hostileText(pool(), 120), { minLength: params, maxLength: params });
      await property(route, values, (v) => {
        const given = [...(v as string[])];
        const url = template.map((part) => (part.startsWith(':') ? encodePart(given.shift() || 'x') : part)).join('/');
        return { ...request, url };
      });
    }
    expect(await storedControlCharacters()).toEqual([]);
    expect(await ownerSnapshot()).toBe(before);
  });
});

/** Routes whose body the matrix's requests never get far enough to parse, and why. */
const PARSED_OUT_OF_REACH: Record<string, string> = {
  'POST /api/webhooks/ebay/account-deletion': "the body is parsed only after eBay's signature verifies",
};

describe('the API document (decision 026)', () => {
  it('names, for every route, exactly the schemas the route parses its parameters, query and body with', () => {
    const names = new Map(Object.entries(shared).map(([name, value]) => [value as object, name]));
    const nameOf = (schema: object) => names.get(schema) ?? 'a schema not exported from @listlens/shared';
    let compared = 0;
    for (const route of apiRoutes) {
      const spec = specs[route];
      if (!spec || spec.expensive) continue;
      const documented = [spec.params, spec.query, spec.body, spec.multipart?.meta].filter(Boolean) as object[];
      const expected = documented.map(nameOf).sort();
      const parsed = [...(parsedBy.get(route) ?? [])].map(nameOf).sort();
      // Where the body is out of reach, at least nothing undocumented is parsed.
      if (PARSED_OUT_OF_REACH[route])
        expect(
          parsed.filter((name) => !expected.includes(name)),
          route,
        ).toEqual([]);
      else expect(parsed, route).toEqual(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(80);
  });

  it('answers successes in the shape the document names (checked as the requests above ran)', () => {
    expect(answersChecked.size).toBeGreaterThan(40);
  });
});
