import * as shared from '@listlens/shared';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '@listlens/shared';
import { z, type ZodType } from 'zod';
import { STATUS_BY_CODE } from '../errors/app-error';
import { API_ROUTES, type ApiRoute, type RawContent } from './api-routes';

// The API document (OpenAPI 3.1) made from the route list and the shared zod schemas
// (decision 026). `npm run api:docs` writes it to docs/api/openapi.json; a test fails when
// the committed file differs from what this makes.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SESSION_COOKIE = 'listlens.session_token';
const SCHEMA_REF = '#/components/schemas/';

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid: a field error per field in `errors`, or a body that is not JSON',
  401: 'No session: sign in first',
  403: "The request did not come from ListLens' own origin (same-origin check)",
  404: 'Not found: a missing id and another seller\u2019s id answer alike',
  409: 'The request conflicts with what is stored or with eBay',
  412: "The notification's signature did not verify (no body)",
  413: "The body is over the route's limit",
  429: 'Too many requests: wait the Retry-After seconds',
  502: 'eBay could not be reached or answered with an error',
  503: 'A dependency is down',
};

/** The statuses every error the route may answer has, in order. */
function errorStatuses(method: string, path: string, route: ApiRoute): number[] {
  const changes = method !== 'GET';
  const statuses = new Set<number>(route.errors ?? []);
  if (route.params || route.query || route.body || route.multipart || changes) statuses.add(400);
  if (route.access === 'private') statuses.add(401);
  if (changes && route.access !== 'webhook') statuses.add(403);
  if (path.includes(':')) statuses.add(404);
  if (changes) statuses.add(413);
  if (route.limited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const isRaw = (response: ApiRoute['response']): response is RawContent =>
  !!response && typeof response === 'object' && 'mediaType' in response;

/** The name each shared schema is exported under, without "Schema": its component's name. */
function sharedSchemaNames(): Map<ZodType, string> {
  const names = new Map<ZodType, string>();
  for (const [name, value] of Object.entries(shared)) {
    if (value instanceof z.ZodType && name.endsWith('Schema') && !names.has(value)) {
      names.set(value, name.slice(0, -'Schema'.length));
    }
  }
  return names;
}

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the header keys. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = z.toJSONSchema(schema, { io }) as JsonObject;
  return rest;
}

/**
 * Every answer schema as a component, each shared schema it holds a `$ref` to its own
 * component; only the components reachable from an answer are kept.
 */
function responseComponents(routes: ApiRoute[], names: Map<ZodType, string>): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of names) {
    try {
      z.toJSONSchema(schema, { io: 'output' });
    } catch {
      continue; // A request schema with transforms: never an answer.
    }
    registry.add(schema, { id: name });
  }
  const all = z.toJSONSchema(registry, { io: 'output', uri: (id) => `${SCHEMA_REF}${id}` }).schemas as Record<
    string,
    JsonObject
  >;
  const kept: Record<string, JsonObject> = {};
  const visit = (name: string) => {
    if (kept[name]) return;
    const found = all[name];
    if (!found) throw new Error(`no component ${name}`);
    const { $schema: _schema, $id: _id, ...component } = found;
    kept[name] = component;
    for (const ref of JSON.stringify(component).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) visit(ref[1]!);
  };
  visit(names.get(ProblemSchema)!);
  for (const route of routes) {
    if (route.response && !isRaw(route.response)) visit(nameOf(route.response, names));
  }
  return kept;
}

function nameOf(schema: ZodType, names: Map<ZodType, string>): string {
  const name = names.get(schema);
  if (!name) throw new Error('An answer schema must be exported from @listlens/shared, to be named in the document.');
  return name;
}

function parametersOf(path: string, route: ApiRoute): JsonObject[] {
  const parameters: JsonObject[] = [];
  const params = route.params ? jsonSchema(route.params, 'input') : undefined;
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    const properties = (params?.properties ?? {}) as JsonObject;
    parameters.push({ name: name!, in: 'path', required: true, schema: properties[name!] ?? { type: 'string' } });
  }
  if (route.query) {
    const query = jsonSchema(route.query, 'input');
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as JsonObject)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return parameters;
}

function requestBodyOf(route: ApiRoute): JsonObject | undefined {
  if (route.body) {
    // parseWith reads a missing body as {}: the body is optional where {} is valid.
    return {
      required: !route.body.safeParse({}).success,
      content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
    };
  }
  if (route.multipart) {
    const properties: JsonObject = {
      file: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
    };
    if (route.multipart.meta) {
      properties.meta = {
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: jsonSchema(route.multipart.meta, 'input'),
      };
    }
    return {
      required: true,
      description: route.multipart.description,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: ['file'] } } },
    };
  }
  return undefined;
}

function responsesOf(method: string, path: string, route: ApiRoute, names: Map<ZodType, string>): JsonObject {
  const responses: JsonObject = {};
  for (const status of route.statuses ?? [200]) {
    if (status === 204) {
      responses[status] = { description: 'Done; no body' };
    } else if (status >= 300 && status < 400) {
      responses[status] = { description: isRaw(route.response) ? route.response.description : 'A redirect' };
    } else if (status >= 500) {
      responses[status] = { $ref: `#/components/responses/Problem${status}` };
    } else if (isRaw(route.response)) {
      responses[status] = {
        description: route.response.description,
        content: { [route.response.mediaType]: { schema: {} } },
      };
    } else if (route.response) {
      responses[status] = {
        description: 'Done',
        content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}${nameOf(route.response, names)}` } } },
      };
    } else {
      responses[status] = { description: 'Done', content: { 'application/json': { schema: {} } } };
    }
  }
  for (const status of errorStatuses(method, path, route)) {
    responses[status] =
      status === 412 ? { description: ERROR_TEXT[412]! } : { $ref: `#/components/responses/Problem${status}` };
  }
  return responses;
}

/** "get /api/items/:itemId/pricing" → "getItemsByItemIdPricing". */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/)));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

function problemResponses(statuses: number[]): JsonObject {
  const responses: JsonObject = {};
  for (const status of statuses) {
    const codes = Object.entries(STATUS_BY_CODE)
      .filter(([, s]) => s === status)
      .map(([code]) => code)
      .sort();
    const headers: JsonObject =
      status === 429
        ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } }
        : {};
    responses[`Problem${status}`] = {
      description: `${ERROR_TEXT[status] ?? 'An error'}${codes.length > 0 ? ` (code: ${codes.join(', ')})` : ''}`,
      ...(status === 429 ? { headers } : {}),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: `${SCHEMA_REF}Problem` } } },
    };
  }
  return responses;
}

/** The OpenAPI 3.1 document of the routes given (every API route by default). */
export function openApiDocument(routes: Record<string, ApiRoute> = API_ROUTES): JsonObject {
  const names = sharedSchemaNames();
  const paths: Record<string, JsonObject> = {};
  const tags = new Set<string>();
  const problemStatuses = new Set<number>();
  for (const [key, route] of Object.entries(routes)) {
    const [method = '', path = ''] = key.split(' ');
    const tag = path.split('/')[2] ?? 'api';
    tags.add(tag);
    const responses = responsesOf(method, path, route, names);
    for (const value of Object.values(responses)) {
      const ref = /Problem(\d+)$/.exec(String((value as JsonObject).$ref ?? ''));
      if (ref) problemStatuses.add(Number(ref[1]));
    }
    const operation: JsonObject = {
      operationId: operationIdOf(method, path),
      summary: route.summary,
      tags: [tag],
      security: route.access === 'private' ? [{ session: [] }] : [],
      responses,
    };
    if (route.why) operation.description = `Answers without a session: ${route.why}.`;
    const parameters = parametersOf(path, route);
    if (parameters.length > 0) operation.parameters = parameters;
    const requestBody = requestBodyOf(route);
    if (requestBody) operation.requestBody = requestBody;
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ListLens API',
      version: '1.0.0',
      description:
        'The JSON API the ListLens web app uses. Generated from the server\u2019s route list and the shared ' +
        'zod schemas by `npm run api:docs`; do not edit by hand. Every error is application/problem+json ' +
        'with a stable `code`, a `message` for people, the `requestId` and, for validation, `errors[]`; an ' +
        'unexpected failure is a 500 in the same shape. State-changing requests from another origin are refused.',
    },
    servers: [{ url: 'http://localhost:3000', description: '`npm start` on this machine' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by sign-up and sign-in (`__Secure-` prefixed over HTTPS).',
        },
      },
      responses: problemResponses([...problemStatuses].sort((a, b) => a - b)),
      schemas: responseComponents(Object.values(routes), names),
    },
  };
}

/** Objects with their keys sorted, so the text does not depend on the order things were listed in. */
function sortedKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys(value[key]!)]),
    );
  }
  return value;
}

/** The document as committed: sorted keys, two-space indents, a final newline. */
export function openApiText(document: JsonObject = openApiDocument()): string {
  return `${JSON.stringify(sortedKeys(document), null, 2)}\n`;
}

/** What the route list and the app's own route table disagree on. */
export function routeListDifferences(appRoutes: string[], routes: Record<string, ApiRoute> = API_ROUTES) {
  const listed = Object.keys(routes);
  return {
    /** Routes of the app missing from the list (and so from the document). */
    unlisted: appRoutes.filter((route) => !listed.includes(route)).sort(),
    /** Listed routes the app does not have. */
    gone: listed.filter((route) => !appRoutes.includes(route)).sort(),
  };
}
