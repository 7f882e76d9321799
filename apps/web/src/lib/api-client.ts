import { ProblemSchema, type FieldError } from '@listlens/shared';
import type { z } from 'zod';

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

type Options<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/** JSON over fetch with our problem+json errors turned into ApiError. */
export async function apiFetch<T = unknown>(path: string, options: Options<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return schema ? schema.parse(json) : (json as T);
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ProblemSchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.errors ?? []);
  }
  return new ApiError(response.status, 'unexpected_response', 'Something went wrong. Please try again.');
}
