import type { FastifyInstance } from 'fastify';
import { findUnsafeCharacter, UNSAFE_TEXT_MESSAGE, type FieldError } from '@listlens/shared';
import { AppError } from '../errors/app-error';

/** Deeper than any request we define; a deeper one is refused instead of walked. */
const MAX_DEPTH = 32;
const MAX_REPORTED = 10;

type Found = { errors: FieldError[]; tooDeep: boolean };

function walk(value: unknown, path: string[], depth: number, found: Found): void {
  if (found.errors.length >= MAX_REPORTED || found.tooDeep) return;
  if (typeof value === 'string') {
    if (findUnsafeCharacter(value, { multiline: true }) >= 0) {
      found.errors.push({ path: path.join('.'), message: UNSAFE_TEXT_MESSAGE });
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) {
    found.tooDeep = true;
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (findUnsafeCharacter(key, { multiline: false }) >= 0) {
      found.errors.push({ path: [...path, '(name)'].join('.'), message: UNSAFE_TEXT_MESSAGE });
    }
    walk(child, [...path, key], depth + 1, found);
  }
}

/**
 * The door behind the shared schemas' safeText rule (issue 19): every API
 * request's path parameters, query string and JSON body are searched for text
 * Postgres cannot store or a person never types, before any route reads them.
 * The schemas give each field its own, stricter rule (single-line fields refuse
 * line breaks too) and the browser the same messages; this hook makes sure that
 * no route, present or future, hands such text to the database or a log line,
 * whether its schema remembered the rule or not. Multipart bodies are streamed,
 * so their fields are checked by the schemas that parse them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found: Found = { errors: [], tooDeep: false };
    walk(request.params, [], 0, found);
    walk(request.query, [], 0, found);
    walk(request.body, [], 0, found);
    if (found.tooDeep) throw new AppError('validation_failed', 'The request is nested too deeply to be read.');
    if (found.errors.length > 0) {
      throw new AppError('validation_failed', 'Some fields need your attention.', { errors: found.errors });
    }
  });
}
