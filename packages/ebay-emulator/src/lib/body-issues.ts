import type { z } from 'zod';

export type BodyIssue = {
  /** JSONPath of the offending field as eBay writes it in inputRefIds, e.g. `$.product.title`. */
  ref: string;
  /** The field name for messages, e.g. `product.title`. */
  field: string;
  missing: boolean;
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Turns the first zod issue into the field reference eBay's errors carry. eBay
 * reports one input problem at a time, so only the first issue is used.
 */
export function firstIssue(error: z.ZodError, input: unknown): BodyIssue {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const field = path
    .map((key) => (typeof key === 'number' ? `[${key}]` : String(key)))
    .join('.')
    .replaceAll('.[', '[');
  return {
    ref: field ? `$.${field}` : '$',
    field: field || 'request body',
    missing: path.length > 0 && valueAt(input, path) === undefined,
  };
}

/** Parses a body, calling `fail` with the first issue when it does not fit the schema. */
export function parseBody<T>(schema: z.ZodType<T>, input: unknown, fail: (issue: BodyIssue) => Error): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fail(firstIssue(result.error, input));
  return result.data;
}
