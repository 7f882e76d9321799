import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignUpSchema } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../src/http/api-routes';
import { openApiDocument, openApiText, routeListDifferences } from '../src/http/openapi';
import { apiRoutesOf } from '../src/http/route-table';
import { createTestApp, type TestApp } from './test-app';

// Issue 15, point 7 (decision 026): docs/api/openapi.json is made from the route list and the
// shared zod schemas by `npm run api:docs`. This fails when the committed file is not what the
// code makes now, or when the app has a route the document does not describe.

const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../docs/api/openapi.json');

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> };
  responses: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

let t: TestApp;
let committed: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  committed = readFileSync(OPENAPI_FILE, 'utf8');
});

afterAll(async () => {
  await t?.close();
});

/** The first line where two texts part, for a message that says where the file is stale. */
function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const at = left.findIndex((line, i) => line !== right[i]);
  const line = at < 0 ? left.length : at;
  return `line ${line + 1}: committed ${JSON.stringify(left[line])}, made now ${JSON.stringify(right[line])}`;
}

describe('docs/api/openapi.json', () => {
  it('is what the route list and the shared schemas make now', () => {
    const made = openApiText();
    if (made !== committed) {
      expect.fail(`docs/api/openapi.json is out of date: run npm run api:docs (${firstDifference(committed, made)})`);
    }
  });

  it('describes every API route of the app, and no route the app does not have', () => {
    const routes = apiRoutesOf(t.app);
    expect(routes.length).toBeGreaterThan(80);
    expect(routeListDifferences(routes)).toEqual({ unlisted: [], gone: [] });
    const document = JSON.parse(committed) as Document;
    for (const route of routes) {
      const [method = '', url = ''] = route.split(' ');
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${route} is missing from docs/api/openapi.json`).toBeDefined();
    }
  });

  it("holds the shared schemas' limits: sign-up's e-mail is as long as the route accepts", async () => {
    const document = JSON.parse(committed) as Document;
    const email =
      document.paths['/api/accounts']?.post?.requestBody?.content['application/json']?.schema.properties.email;
    const maxLength = SignUpSchema.shape.email.in.maxLength;
    expect(maxLength).toBeTypeOf('number');
    expect(email?.maxLength).toBe(maxLength);
    // One character over the documented limit is the route's field error.
    const local = 'a'.repeat(Number(email?.maxLength) - '@example.com'.length + 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { fullName: 'Long Address', email: `${local}@example.com`, password: 'Thimble-Harbor-42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['email']);
  });

  it('changes when a schema changes', () => {
    const shorter = {
      ...API_ROUTES['POST /api/accounts'],
      body: SignUpSchema.extend({ email: z.string().max(100) }),
    };
    const before = openApiText(openApiDocument({ 'POST /api/accounts': API_ROUTES['POST /api/accounts'] }));
    const after = openApiText(openApiDocument({ 'POST /api/accounts': shorter }));
    expect(after).not.toBe(before);
    expect(after).toContain('"maxLength": 100');
  });

  it('names only components it holds', () => {
    const document = JSON.parse(committed) as Document;
    const refs = [...committed.matchAll(/"\$ref": "#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(100);
    for (const [ref, kind = '', name = ''] of refs) expect(document.components[kind]?.[name], ref).toBeDefined();
  });
});
