import type { EbayStatus } from '@listlens/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorMessage, successMessage } from './auth-message';
import { createConnectController, type ConnectDeps } from './connect-controller';

const ORIGIN = 'http://localhost:3000';
const AUTH_URL = `${ORIGIN}/_emulator/ebay/oauth2/authorize?state=s1`;

const notConnected: EbayStatus = {
  connected: false,
  environment: 'emulator',
  ebayUsername: null,
  expiresAt: null,
  scopes: [],
  isManual: false,
  hasAccessToken: false,
  hasRefreshToken: false,
  accessTokenLength: 0,
  tokenType: null,
  needsReconnect: false,
};
const connectedAt = (expiresAt: string): EbayStatus => ({
  ...notConnected,
  connected: true,
  ebayUsername: 'thrifty',
  expiresAt,
  hasAccessToken: true,
  hasRefreshToken: true,
  accessTokenLength: 100,
  tokenType: 'User Access Token',
  needsReconnect: false,
});

type FakePopup = { closed: boolean; close: () => void; location: { href: string } };

/** A window with fake timers and a message bus we can post to. */
function harness(
  options: { popup?: boolean; statuses?: EbayStatus[]; start?: () => Promise<{ authUrl: string; state: string }> } = {},
) {
  const handlers = new Set<(event: MessageEvent) => void>();
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { href: 'about:blank' },
  };
  const statuses = [...(options.statuses ?? [])];
  let last = notConnected;
  const fetchStatus = vi.fn(async () => {
    last = statuses.shift() ?? last;
    return last;
  });
  const win = {
    location: { origin: ORIGIN },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: number) => clearInterval(id),
    addEventListener: (_type: string, handler: (event: MessageEvent) => void) => handlers.add(handler),
    removeEventListener: (_type: string, handler: (event: MessageEvent) => void) => handlers.delete(handler),
  } as unknown as Window;
  const deps: ConnectDeps = {
    returnPath: '/app',
    startConnect: vi.fn(options.start ?? (async () => ({ authUrl: AUTH_URL, state: 's1' }))),
    fetchStatus,
    openWindow: () => (options.popup === false ? null : (popup as unknown as Window)),
    onStatus: vi.fn(),
    onConnected: vi.fn(),
    win,
    now: () => Date.now(),
  };
  const controller = createConnectController(deps);
  const post = (origin: string, data: unknown) => {
    for (const handler of [...handlers]) handler({ origin, data } as MessageEvent);
  };
  return { controller, deps, popup, post, fetchStatus, listeners: handlers };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('BroadcastChannel', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the connect flow', () => {
  it('opens the popup, loads the consent page into it and finishes when the server shows the connection', async () => {
    const { controller, deps, popup } = harness({
      statuses: [notConnected, notConnected, notConnected, connectedAt('2026-05-01T14:00:00Z')],
    });
    controller.connect();
    expect(controller.getState()).toEqual({ phase: 'starting' });
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.href).toBe(AUTH_URL);
    expect(controller.getState()).toEqual({ phase: 'waiting', via: 'popup', windowClosed: false });
    await vi.advanceTimersByTimeAsync(50 * 3);
    expect(controller.getState()).toEqual({ phase: 'connected', byManualCheck: false });
    expect(deps.onConnected).toHaveBeenCalledTimes(1);
    expect(deps.startConnect).toHaveBeenCalledWith('/app', expect.any(AbortSignal));
  });

  it('ignores a success message from another origin and acts on one from its own', async () => {
    const { controller, post, fetchStatus } = harness({ statuses: [notConnected] });
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    const before = fetchStatus.mock.calls.length;
    post('https://evil.example', successMessage('s1', Date.now()));
    expect(fetchStatus.mock.calls.length).toBe(before);
    post(ORIGIN, successMessage('s1', Date.now()));
    expect(fetchStatus.mock.calls.length).toBe(before + 1);
  });

  it("shows the callback's error, closes the auth window and offers no retry for a declined consent", async () => {
    const { controller, post, popup, listeners } = harness();
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    post(
      ORIGIN,
      errorMessage('s1', Date.now(), {
        message: 'eBay authentication failed: access_denied',
        code: 'ebay_auth_failed',
        status: 400,
      }),
    );
    expect(controller.getState()).toEqual({
      phase: 'error',
      error: { kind: 'general_error', message: 'eBay authentication failed: access_denied', retryable: false },
    });
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('falls back to a new-tab link when the popup is blocked, and keeps polling', async () => {
    const { controller, fetchStatus } = harness({ popup: false });
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({
      phase: 'blocked',
      authUrl: AUTH_URL,
      error: { kind: 'popup_blocked', retryable: true },
    });
    controller.openedInNewTab();
    expect(controller.getState()).toEqual({ phase: 'waiting', via: 'tab', windowClosed: false });
    const before = fetchStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus.mock.calls.length).toBeGreaterThan(before);
  });

  it('offers the manual check after 240 polls, and the check can find the connection', async () => {
    const { controller, fetchStatus, deps } = harness();
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(313_000);
    expect(controller.getState()).toEqual({ phase: 'timed_out', check: 'idle' });
    // One baseline read plus 240 polls.
    expect(fetchStatus).toHaveBeenCalledTimes(241);
    await controller.checkNow();
    expect(controller.getState()).toEqual({ phase: 'timed_out', check: 'not_found' });
    fetchStatus.mockResolvedValueOnce(connectedAt('2026-05-01T14:00:00Z'));
    await controller.checkNow();
    expect(controller.getState()).toEqual({ phase: 'connected', byManualCheck: true });
    expect(deps.onConnected).toHaveBeenCalledTimes(1);
  });

  it('closes the auth window after 10 minutes', async () => {
    const { controller, popup } = harness();
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(popup.close).toHaveBeenCalled();
    expect(controller.getState()).toEqual({ phase: 'timed_out', check: 'idle' });
  });

  it('does not mistake an existing connection for a new one when reconnecting', async () => {
    const old = connectedAt('2026-05-01T13:00:00Z');
    const { controller } = harness({ statuses: [old, old, old, connectedAt('2026-05-01T15:00:00Z')] });
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.getState().phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(50);
    expect(controller.getState().phase).toBe('connected');
  });

  it('reports a network failure while starting as retryable and closes the empty window', async () => {
    const { controller, popup } = harness({
      start: async () => {
        throw new ApiError(0, 'network_error', 'Could not reach ListLens.');
      },
    });
    controller.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ phase: 'error', error: { kind: 'network_error', retryable: true } });
    expect(popup.close).toHaveBeenCalled();
  });
});
