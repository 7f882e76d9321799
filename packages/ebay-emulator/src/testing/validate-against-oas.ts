import Ajv, { type ValidateFunction } from 'ajv';
import { defaultOasDirectory, loadOasDocuments, type OasOperation } from './oas-documents';

export type OasExchange = {
  method: string;
  /** A path or URL; anything before the API's base path (origin, `/_emulator/ebay`) and the query are ignored. */
  path: string;
  status: number;
  /** The parsed JSON response body; undefined for an empty one. */
  body?: unknown;
  /** The parsed JSON request body the client sent, when there was one. */
  requestBody?: unknown;
};

export type OasResult = { ok: boolean; operationId?: string; document?: string; errors: string[] };

/** Statuses any operation can answer even where its document does not list them (ebay-api.md 1.3, 1.4). */
const GENERIC_STATUSES = new Set([400, 401, 403, 404, 429, 500]);
const TOKEN_PATH = /\/identity\/v1\/oauth2\/token\/?$/;

/**
 * The OAuth token endpoint is not part of eBay's OpenAPI documents; its shapes
 * come from ebay-api.md 2.3 to 2.6.
 */
const TOKEN_SCHEMAS = {
  success: {
    type: 'object',
    properties: {
      access_token: { type: 'string', minLength: 1 },
      expires_in: { type: 'integer', minimum: 1 },
      refresh_token: { type: 'string', minLength: 1 },
      refresh_token_expires_in: { type: 'integer', minimum: 1 },
      token_type: { enum: ['User Access Token', 'Application Access Token'] },
    },
    required: ['access_token', 'expires_in', 'token_type'],
    additionalProperties: false,
  },
  error: {
    type: 'object',
    properties: { error: { type: 'string' }, error_description: { type: 'string' } },
    required: ['error'],
    additionalProperties: false,
  },
} as const;

export type OasValidator = (exchange: OasExchange) => OasResult;

export function createOasValidator(directory: string = defaultOasDirectory()): OasValidator {
  const { wrappers, operations } = loadOasDocuments(directory);
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  for (const wrapper of wrappers) ajv.addSchema(wrapper);
  const tokenSuccess = ajv.compile(TOKEN_SCHEMAS.success);
  const tokenError = ajv.compile(TOKEN_SCHEMAS.error);

  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (operation: OasOperation, key: string): ValidateFunction => {
    const ref = `${operation.schemaId}#/operations/${key}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.getSchema(ref);
      if (!validate) throw new Error(`no schema at ${ref}`);
      compiled.set(ref, validate);
    }
    return validate;
  };
  const describe = (validate: ValidateFunction, label: string): string[] =>
    (validate.errors ?? []).map((error) => {
      const extra = 'additionalProperty' in error.params ? ` '${String(error.params.additionalProperty)}'` : '';
      return `${label}${error.instancePath || '/'} ${error.message ?? 'is invalid'}${extra}`;
    });

  const findOperation = (method: string, path: string): OasOperation | undefined => {
    const candidates = operations
      .filter((operation) => operation.method === method.toUpperCase())
      .map((operation) => {
        const base = operation.template.split('/').slice(0, 4).join('/');
        const start =
          path.indexOf(`${base}/`) >= 0
            ? path.indexOf(`${base}/`)
            : path.endsWith(base)
              ? path.length - base.length
              : -1;
        return { operation, local: start >= 0 ? path.slice(start) : undefined };
      })
      .filter(({ operation, local }) => local !== undefined && operation.pattern.test(local));
    candidates.sort((a, b) => b.operation.literalSegments - a.operation.literalSegments);
    return candidates[0]?.operation;
  };

  return (exchange) => {
    const path = exchange.path.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '';
    const errors: string[] = [];
    if (TOKEN_PATH.test(path)) {
      const validate = exchange.status === 200 ? tokenSuccess : tokenError;
      if (!validate(exchange.body)) errors.push(...describe(validate, 'token response'));
      return { ok: errors.length === 0, operationId: 'oauth2Token', errors };
    }
    const operation = findOperation(exchange.method, path);
    if (!operation) return { ok: false, errors: [`no operation in eBay's documents for ${exchange.method} ${path}`] };
    const result = { operationId: operation.operationId, document: operation.document };

    if (exchange.requestBody !== undefined) {
      if (!operation.hasRequestBody) errors.push(`${operation.operationId} takes no request body`);
      else {
        const validate = validatorFor(operation, `${operation.operationId}:request`);
        if (!validate(exchange.requestBody)) errors.push(...describe(validate, 'request'));
      }
    }

    // eBay's documents list 207 for the bulk calls without a schema; the body is the 200 one with per-entry statuses.
    const status = exchange.status === 207 && !operation.responses['207']?.hasBody ? '200' : String(exchange.status);
    const documented = operation.responses[String(exchange.status)] && operation.responses[status];
    if (!documented && !GENERIC_STATUSES.has(exchange.status)) {
      errors.push(`${operation.operationId} does not document status ${status}`);
    } else if (exchange.status >= 400) {
      const validate = validatorFor(operation, 'errorBody');
      if (!validate(exchange.body)) errors.push(...describe(validate, 'error body'));
    } else if (documented?.hasBody) {
      const validate = validatorFor(operation, `${operation.operationId}:${status}`);
      if (!validate(exchange.body)) errors.push(...describe(validate, 'response'));
    } else if (exchange.body !== undefined && exchange.body !== '') {
      errors.push(`${operation.operationId} ${status} has no body in eBay's document, but one was sent`);
    }
    return { ...result, ok: errors.length === 0, errors };
  };
}

let shared: OasValidator | undefined;

/**
 * Checks one request/response exchange against eBay's OpenAPI documents (or,
 * for the token endpoint, the documented OAuth shapes). For the ListLens eBay
 * client's tests as much as for the emulator's.
 */
export function validateAgainstOas(exchange: OasExchange): OasResult {
  shared ??= createOasValidator();
  return shared(exchange);
}

/** validateAgainstOas that throws with every problem listed. */
export function assertMatchesOas(exchange: OasExchange): void {
  const result = validateAgainstOas(exchange);
  if (!result.ok) {
    throw new Error(
      `${exchange.method} ${exchange.path} (${exchange.status}) breaks eBay's contract${result.operationId ? ` for ${result.operationId}` : ''}:\n  ${result.errors.join('\n  ')}`,
    );
  }
}
