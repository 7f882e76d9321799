import { beforeEach, describe, expect, it } from 'vitest';
import { DEBUG_LOG_KEPT, clearDebugLog, debugEntries, debugLog, logRequest, scrub } from './debug-log';

describe('the debug log', () => {
  beforeEach(clearDebugLog);

  it('keeps the last 50 entries', () => {
    for (let i = 0; i < DEBUG_LOG_KEPT + 5; i++) debugLog('info', 'console', `entry ${i}`);
    const entries = debugEntries();
    expect(entries).toHaveLength(50);
    expect(entries[0]?.message).toBe('entry 5');
    expect(entries.at(-1)?.message).toBe('entry 54');
  });

  it('never writes a token, a code or a password', () => {
    expect(scrub('token v^1.1#i^1#r^0#abc given')).toBe('token [token] given');
    expect(scrub('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [token]');
    expect(scrub('/x?code=v%5E1.1%23abc&state=xyz')).toBe('/x?code=[hidden]&state=[hidden]');
  });

  it('logs a request by method, address without its query, status, and kind', () => {
    logRequest('POST', '/api/ebay/callback?code=secret', 200);
    logRequest('GET', '/api/me', 401);
    logRequest('GET', '/api/items/groups', 'network error');
    expect(debugEntries().map(({ level, category, message }) => [level, category, message])).toEqual([
      ['success', 'ebay', 'POST /api/ebay/callback → 200'],
      ['error', 'auth', 'GET /api/me → 401'],
      ['error', 'request', 'GET /api/items/groups → network error'],
    ]);
  });
});
