/** Reads an integer query parameter; undefined when absent, NaN when not an integer. */
export function intParam(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  return /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

/** `href`/`next`/`prev` links keep the caller's query and change only limit and offset. */
export function pageLink(
  baseUrl: string,
  path: string,
  query: Record<string, string | undefined>,
  limit: number,
  offset: number,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && key !== 'limit' && key !== 'offset') params.set(key, value);
  }
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `${baseUrl}${path}?${params.toString()}`;
}
