import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export type OasOperation = {
  document: string;
  schemaId: string;
  operationId: string;
  method: string;
  template: string;
  pattern: RegExp;
  literalSegments: number;
  responses: Record<string, { hasBody: boolean }>;
  hasRequestBody: boolean;
};

/** `../shared/reference/ebay-oas`, relative to the repository root (four levels above this file). */
export function defaultOasDirectory(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../..', '../shared/reference/ebay-oas');
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Known places where eBay's documents disagree with eBay's wire format. Each
 * patch is a JSON pointer into components.schemas and the schema that holds on
 * the wire; keep the list short and explained.
 */
const WIRE_PATCHES: Record<string, Record<string, JsonObject>> = {
  // The Inventory document types product.aspects as a string, while its own
  // description (and every client) sends an object of name -> list of values.
  'sell_inventory_v1_oas3.json': {
    'Product/properties/aspects': {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  // The Analytics document types a report cell's `value` as an object, while its
  // Record description puts listing ids, days and metric figures there: strings
  // and numbers on the wire.
  'sell_analytics_v1_oas3.json': {
    'Value/properties/value': { type: ['string', 'number', 'boolean'] },
  },
};

function patch(schemas: JsonObject, pointer: string, replacement: JsonObject): void {
  const parts = pointer.split('/');
  const last = parts.pop();
  let node: Json | undefined = schemas;
  for (const part of parts) node = isObject(node) ? node[part] : undefined;
  if (!isObject(node) || last === undefined || !(last in node)) throw new Error(`OAS patch target missing: ${pointer}`);
  node[last] = replacement;
}

/**
 * eBay's schemas list properties but never forbid others. Closing every object
 * that lists properties makes the contract tests catch a misspelt or invented
 * field, in a request the client sends or in a response the emulator returns.
 */
function closeSchema(schema: Json | undefined): void {
  if (!isObject(schema)) return;
  if (isObject(schema.properties)) {
    if (schema.additionalProperties === undefined) schema.additionalProperties = false;
    Object.values(schema.properties).forEach(closeSchema);
  }
  closeSchema(schema.items);
  closeSchema(schema.additionalProperties);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach(closeSchema);
  }
}

function closeObjects(schemasByName: JsonObject): void {
  Object.values(schemasByName).forEach(closeSchema);
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export type LoadedOas = { wrappers: JsonObject[]; operations: OasOperation[] };

const jsonSchemaOf = (holder: Json | undefined): JsonObject | undefined => {
  const content = isObject(holder) && isObject(holder.content) ? holder.content['application/json'] : undefined;
  return isObject(content) && isObject(content.schema) ? content.schema : undefined;
};

function basePathOf(document: JsonObject): string {
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const server = isObject(servers[0]) ? servers[0] : {};
  const basePath = isObject(server.variables) ? server.variables.basePath : undefined;
  return isObject(basePath) ? String(basePath.default ?? '') : '';
}

function pathPattern(full: string): { pattern: RegExp; literalSegments: number } {
  const segments = full.split('/').filter(Boolean);
  const regex = segments
    .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { pattern: new RegExp(`^/${regex}/?$`), literalSegments: segments.filter((s) => !s.startsWith('{')).length };
}

/** Indexes one document's operations and collects their request and response schemas under `operations`. */
function indexOperations(file: string, schemaId: string, document: JsonObject, opSchemas: JsonObject): OasOperation[] {
  const basePath = basePathOf(document);
  const operations: OasOperation[] = [];
  for (const [template, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    for (const method of METHODS) {
      const op = isObject(item) ? item[method] : undefined;
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const responses: Record<string, { hasBody: boolean }> = {};
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        const schema = jsonSchemaOf(response);
        responses[status] = { hasBody: schema !== undefined };
        if (schema) opSchemas[`${op.operationId}:${status}`] = structuredClone(schema);
      }
      const requestSchema = jsonSchemaOf(op.requestBody);
      if (requestSchema) opSchemas[`${op.operationId}:request`] = structuredClone(requestSchema);
      const full = `${basePath}${template}`.replace(/\/+$/, '');
      operations.push({
        document: file,
        schemaId,
        operationId: op.operationId,
        method: method.toUpperCase(),
        template: full,
        ...pathPattern(full),
        responses,
        hasRequestBody: requestSchema !== undefined,
      });
    }
  }
  return operations;
}

/** Reads every `*.json` OpenAPI document in the directory into ajv-ready wrappers and an operation index. */
export function loadOasDocuments(directory: string): LoadedOas {
  if (!existsSync(directory)) throw new Error(`eBay OpenAPI documents not found at ${directory}`);
  const wrappers: JsonObject[] = [];
  const operations: OasOperation[] = [];
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const file of files) {
    const document = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as JsonObject;
    const schemaId = `https://oas.ebay-emulator.invalid/${file}`;
    const components = isObject(document.components) ? document.components : {};
    const schemas = structuredClone(isObject(components.schemas) ? components.schemas : {});
    for (const [pointer, replacement] of Object.entries(WIRE_PATCHES[file] ?? {})) patch(schemas, pointer, replacement);
    const opSchemas: JsonObject = {};
    operations.push(...indexOperations(file, schemaId, document, opSchemas));
    // REST errors share one shape (ebay-api.md 1.2): `errors` of the document's Error schema.
    const errorList = { type: 'array', items: { $ref: '#/components/schemas/Error' } };
    opSchemas.errorBody = {
      type: 'object',
      properties: { errors: errorList, warnings: errorList },
      required: ['errors'],
      additionalProperties: false,
    };
    closeObjects(schemas);
    closeObjects(opSchemas);
    wrappers.push({ $id: schemaId, components: { schemas }, operations: opSchemas });
  }
  return { wrappers, operations };
}
