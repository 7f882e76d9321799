import { ProblemSchema, type FieldError } from '@listlens/shared';
import type { z } from 'zod';
import { logRequest } from './debug-log';

/** An API failure, carrying the server's stable code and user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach ListLens. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

type Options<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/** JSON over fetch with our problem+json errors turned into ApiError. */
export async function apiFetch<T = unknown>(path: string, options: Options<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const response = await sendRequest(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return schema ? schema.parse(json) : (json as T);
}

/** fetch, with a failure to reach the server turned into a network ApiError; a cancel is passed on as is. */
export async function sendRequest(path: string, init: RequestInit): Promise<Response> {
  const method = init.method ?? 'GET';
  try {
    const response = await fetch(path, init);
    logRequest(method, path, response.status);
    return response;
  } catch (error) {
    if (init.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    logRequest(method, path, 'network error');
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

/** A failed response as an ApiError: the server's problem+json when it sent one, else a generic failure. */
export async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ProblemSchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.errors ?? []);
  }
  return new ApiError(response.status, 'unexpected_response', UNEXPECTED_ERROR_MESSAGE);
}
