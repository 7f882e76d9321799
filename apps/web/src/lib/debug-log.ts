// The app's own log for the hidden debug console (spec part 1): requests,
// errors, auth and eBay events, the last 50 kept in memory. Nothing that
// looks like a token or a code is ever written: addresses lose their query,
// and messages are scrubbed of eBay tokens and bearer values.

export const DEBUG_LOG_KEPT = 50;
export const DEBUG_LOG_SHOWN = 20;

export const DEBUG_LEVELS = ['info', 'error', 'success', 'warning'] as const;
export type DebugLevel = (typeof DEBUG_LEVELS)[number];
export type DebugCategory = 'request' | 'error' | 'auth' | 'ebay' | 'diagnostics' | 'console';

/** A debug log entry (spec part 1, data shapes): timestamp, message, level, category. */
export type DebugEntry = { timestamp: string; message: string; level: DebugLevel; category: DebugCategory };

let entries: DebugEntry[] = [];
const listeners = new Set<() => void>();

const SECRETS: [RegExp, string][] = [
  [/v\^1\.1#[^\s"'&]*/g, '[token]'],
  [/v%5[Ee]1\.1%23[^\s"'&]*/g, '[token]'],
  [/(bearer\s+)[^\s"']+/gi, '$1[token]'],
  [/\b(access_token|refresh_token|code|state|password)=[^&\s"']+/gi, '$1=[hidden]'],
];

/** The message without anything that could be a secret. */
export function scrub(message: string): string {
  return SECRETS.reduce((text, [pattern, mask]) => text.replace(pattern, mask), message);
}

export function debugLog(level: DebugLevel, category: DebugCategory, message: string): void {
  const entry = { timestamp: new Date().toISOString(), message: scrub(message), level, category };
  entries = [...entries, entry].slice(-DEBUG_LOG_KEPT);
  for (const listener of listeners) listener();
}

export const debugEntries = (): readonly DebugEntry[] => entries;

export function clearDebugLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}

export function subscribeDebugLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which kind of event an API address stands for. */
export function categoryOfPath(path: string): DebugCategory {
  if (/^\/api\/(ebay|listings)/.test(path)) return 'ebay';
  if (/^\/api\/(auth|accounts|me|session)/.test(path)) return 'auth';
  return 'request';
}

/** One API request's outcome: method, address without its query, status. */
export function logRequest(method: string, path: string, status: number | 'network error'): void {
  const address = path.split('?')[0] ?? path;
  const failed = status === 'network error' || status >= 400;
  debugLog(failed ? 'error' : 'success', categoryOfPath(address), `${method} ${address} → ${status}`);
}
