/**
 * JSON over fetch for the landing page only. The rest of the app uses apiFetch
 * with zod schemas; the landing page checks its three small answers by hand
 * because the schema library alone would break its JavaScript budget (issue 9:
 * about 90 KB gzipped, Lighthouse performance 95 on a slow phone).
 */
export class LandingFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldMessage?: string,
  ) {
    super(message);
    this.name = 'LandingFetchError';
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function landingFetch(
  path: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<Json> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers:
      options.body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    cache: options.cache,
  });
  if (response.status === 204) return {};
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Our problem+json answers: a user-facing `message`, and `errors[]` per field.
    const problem = isObject(json) ? json : {};
    const first = Array.isArray(problem.errors) && isObject(problem.errors[0]) ? problem.errors[0] : {};
    throw new LandingFetchError(
      response.status,
      typeof problem.message === 'string' ? problem.message : `HTTP ${response.status}`,
      typeof first.message === 'string' ? first.message : undefined,
    );
  }
  if (!isObject(json)) throw new LandingFetchError(response.status, 'Unexpected answer');
  return json;
}
