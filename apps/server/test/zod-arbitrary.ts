import fc from 'fast-check';
import type { ZodType } from 'zod';

// Request bodies shaped like a shared schema, with hostile values where it
// counts: text with NUL, control characters, lone surrogates and
// noncharacters, text around its length limit, ids of another seller, numbers
// out of range, fields of the wrong type. Shaped bodies get past the first
// field check and reach the service and the database, where a 500 would hide.

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => ZodType;
};

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const HOSTILE_PIECES = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\t',
  '\ud800',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\u0085',
  '\u202e',
  '%00',
  '\\u0000',
  "'; drop table items; --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '😀',
  'é',
  ' ',
];

/** Text: ordinary words, hostile pieces, another seller's ids, and runs past a length limit. */
export function hostileText(pool: string[], maxLength: number | null): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    { weight: 1, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.constant('x') },
  );
  const joined = fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(''));
  const limit = Math.min(maxLength ?? 300, 20_000);
  return fc.oneof(
    { weight: 6, arbitrary: joined },
    { weight: 2, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(limit, limit + 1).map((n) => 'a'.repeat(n)) },
  );
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value for `schema`, mostly in its shape, sometimes of the wrong type. */
export function arbitraryFor(schema: ZodType, pool: string[], depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = fc.oneof(anyJson, fc.constant(null));
  const shaped = shapedFor(schema, def, pool, depth);
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: wrong });
}

function shapedFor(schema: ZodType, def: Def, pool: string[], depth: number): fc.Arbitrary<unknown> {
  const next = (s: ZodType) => arbitraryFor(s, pool, depth + 1);
  if (depth > 6) return anyJson;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) record[key] = next(value);
      return fc.record(record, { requiredKeys: [] });
    }
    case 'string':
      return hostileText(pool, (schema as unknown as { maxLength: number | null }).maxLength);
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ noNaN: true }), fc.constant(1e308));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }), 'not-a-choice');
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]), 'not-the-literal');
    case 'array':
      return fc.array(next(def.element as ZodType), { maxLength: 4 });
    case 'record':
      return fc.dictionary(hostileText(pool, 50), next(def.valueType as ZodType), { maxKeys: 3 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.oneof(next(def.innerType as ZodType), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return next(def.in as ZodType);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(next));
    case 'lazy':
      return def.getter ? next(def.getter()) : anyJson;
    default:
      return anyJson;
  }
}

/** Where a JSON value holds text: every path to a string, for the NUL column. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

/** A copy of `value` with a NUL added to the text at `path`. */
export function withNulAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return `${String(value)}\u0000`;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withNulAt(v, rest) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head as string]: withNulAt(object[head as string], rest) };
}

/** Every string schema inside `schema` (object fields, array elements, record keys and values, pipes, unions). */
export function stringLeavesOf(
  schema: ZodType,
  path = '',
  seen = new Set<ZodType>(),
): { path: string; leaf: ZodType }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: ZodType | undefined, at: string) => (s ? stringLeavesOf(s, at, seen) : []);
  switch (def.type) {
    case 'string':
      return [{ path: path || '(value)', leaf: schema }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => inner(v, path ? `${path}.${k}` : k));
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{value}`)];
    case 'pipe':
      return [...inner(def.in, path), ...inner((def as { out?: ZodType }).out, path)];
    case 'union':
      return (def.options ?? []).flatMap((o) => inner(o, path));
    case 'lazy':
      return inner(def.getter?.(), path);
    default:
      return inner(def.innerType, path);
  }
}
