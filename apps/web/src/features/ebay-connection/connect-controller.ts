import type { EbayStatus } from '@listlens/shared';
import { ApiError } from '../../lib/api-client';
import { readAuthMessage } from './auth-message';
import {
  AUTH_CHANNEL_NAME,
  AUTH_WINDOW_LIFETIME_MS,
  START_TIMEOUT_MS,
  WINDOW_CLOSED_CHECK_MS,
  pollDelay,
} from './connect-schedule';
import { classifyConnectError, type ConnectError, type ConnectFailure } from './connect-errors';
import { isNewConnection } from './connection-status';

/**
 * Connection states of spec part 1 section 4: not connected, connecting (auth
 * window open, polling), connected, or timed out with a manual check.
 */
export type ConnectState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'waiting'; via: 'popup' | 'tab'; windowClosed: boolean }
  /** The popup was blocked: the consent page is offered as a new-tab link while polling runs. */
  | { phase: 'blocked'; authUrl: string; error: ConnectError }
  | { phase: 'timed_out'; check: 'idle' | 'checking' | 'not_found' | 'failed' }
  | { phase: 'connected'; byManualCheck: boolean }
  | { phase: 'error'; error: ConnectError };

export type ConnectDeps = {
  returnPath: string;
  startConnect: (returnPath: string, signal: AbortSignal) => Promise<{ authUrl: string; state: string }>;
  fetchStatus: () => Promise<EbayStatus>;
  /** Opens the auth window; called synchronously inside the click so the popup keeps its user activation. */
  openWindow: () => Window | null;
  /** Every status read, so screens showing the status stay current. */
  onStatus: (status: EbayStatus) => void;
  onConnected: () => void;
  win?: Window;
  now?: () => number;
};

export type ConnectController = {
  getState: () => ConnectState;
  subscribe: (listener: () => void) => () => void;
  connect: () => void;
  /** The seller opened the consent page through the new-tab link. */
  openedInNewTab: () => void;
  /** The manual check offered after the polling time-out. */
  checkNow: () => Promise<void>;
  cancel: () => void;
  /** Stops listening (on unmount); the controller can start again later. */
  dispose: () => void;
};

type Flow = {
  popup: Window | null;
  state?: string;
  baseline: EbayStatus | null;
  attempts: number;
  cleanups: (() => void)[];
  done: boolean;
};

function toFailure(error: unknown, step: 'start' | 'status'): ConnectFailure {
  if (error instanceof ApiError)
    return { reason: 'api', step, status: error.status, code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { reason: 'api', step, status: 0, code: 'unknown', message };
}

/**
 * The browser side of connecting eBay (DESIGN section 2): a 600x700 popup with
 * a new-tab fallback, postMessage from our own origin, BroadcastChannel
 * ('ebay-auth') and polling of the server's status on the spec's schedule. The
 * server holds the tokens; every signal here only means "ask the server".
 */
export function createConnectController(deps: ConnectDeps): ConnectController {
  const win = deps.win ?? window;
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: ConnectState = { phase: 'idle' };
  let flow: Flow | null = null;

  const set = (next: ConnectState | ((prev: ConnectState) => ConnectState)) => {
    state = typeof next === 'function' ? next(state) : next;
    for (const listener of listeners) listener();
  };
  const later = (f: Flow, ms: number, run: () => void) => {
    const id = win.setTimeout(run, ms);
    f.cleanups.push(() => win.clearTimeout(id));
  };
  const stop = (f: Flow, closeWindow: boolean) => {
    f.done = true;
    for (const cleanup of f.cleanups.splice(0)) cleanup();
    if (closeWindow && f.popup && !f.popup.closed) f.popup.close();
    if (flow === f) flow = null;
  };
  const fail = (f: Flow, error: ConnectError) => {
    stop(f, true);
    set({ phase: 'error', error });
  };
  const succeed = (f: Flow, byManualCheck: boolean) => {
    stop(f, false);
    set({ phase: 'connected', byManualCheck });
    deps.onConnected();
  };

  /** One look at the server; ends the flow when it shows a new connection. */
  const check = async (f: Flow) => {
    const status = await deps.fetchStatus();
    deps.onStatus(status);
    if (!f.done && isNewConnection(f.baseline, status)) succeed(f, false);
  };

  const poll = (f: Flow) => {
    const delay = pollDelay(f.attempts + 1);
    if (delay === null) {
      // Polling is over; messages may still arrive until the window closes (step 6).
      set((prev) =>
        prev.phase === 'connected' || prev.phase === 'error' ? prev : { phase: 'timed_out', check: 'idle' },
      );
      return;
    }
    later(f, delay, () => {
      f.attempts += 1;
      check(f)
        .catch((error: unknown) => {
          // Signed out mid-flow cannot recover by waiting; anything else may be a blip.
          if (error instanceof ApiError && error.status === 401)
            fail(f, classifyConnectError(toFailure(error, 'status')));
        })
        .finally(() => {
          if (!f.done) poll(f);
        });
    });
  };

  const onSignal = (f: Flow, input: { origin: string; data: unknown }) => {
    if (f.done || !f.state) return;
    const message = readAuthMessage(input, { origin: win.location.origin, state: f.state, now: now() });
    if (!message) return;
    if (message.type === 'EBAY_OAUTH_SUCCESS') {
      void check(f).catch(() => {});
      return;
    }
    fail(
      f,
      classifyConnectError(
        message.code === 'timeout'
          ? { reason: 'timeout' }
          : {
              reason: 'api',
              step: 'callback',
              status: message.status ?? 400,
              code: message.code ?? 'ebay_auth_failed',
              message: message.error,
            },
      ),
    );
  };

  const listen = (f: Flow) => {
    const onMessage = (event: MessageEvent) => onSignal(f, { origin: event.origin, data: event.data });
    win.addEventListener('message', onMessage);
    f.cleanups.push(() => win.removeEventListener('message', onMessage));
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
      // Same-origin by construction, so our own origin stands in for the sender's.
      channel.onmessage = (event: MessageEvent) => onSignal(f, { origin: win.location.origin, data: event.data });
      f.cleanups.push(() => channel.close());
    }
    // The auth window is closed after 10 minutes (spec part 1, section 4 step 6).
    later(f, AUTH_WINDOW_LIFETIME_MS, () => {
      stop(f, true);
      set((prev) => (prev.phase === 'timed_out' ? prev : { phase: 'timed_out', check: 'idle' }));
    });
  };

  const watchWindow = (f: Flow) => {
    const id = win.setInterval(() => {
      if (!f.popup?.closed) return;
      win.clearInterval(id);
      // Closed, maybe by the success page itself: ask the server now, keep polling meanwhile.
      set((prev) => (prev.phase === 'waiting' ? { ...prev, windowClosed: true } : prev));
      void check(f).catch(() => {});
    }, WINDOW_CLOSED_CHECK_MS);
    f.cleanups.push(() => win.clearInterval(id));
  };

  const begin = async (f: Flow) => {
    const timeout = AbortSignal.timeout(START_TIMEOUT_MS);
    let started: { authUrl: string; state: string };
    try {
      const [result, baseline] = await Promise.all([
        deps.startConnect(deps.returnPath, timeout),
        deps.fetchStatus().catch(() => null),
      ]);
      started = result;
      f.baseline = baseline;
    } catch (error) {
      if (!f.done) fail(f, classifyConnectError(timeout.aborted ? { reason: 'timeout' } : toFailure(error, 'start')));
      return;
    }
    if (f.done) return;
    f.state = started.state;
    listen(f);
    if (f.popup && !f.popup.closed) {
      f.popup.location.href = started.authUrl;
      set({ phase: 'waiting', via: 'popup', windowClosed: false });
      watchWindow(f);
    } else {
      set({ phase: 'blocked', authUrl: started.authUrl, error: classifyConnectError({ reason: 'popup_blocked' }) });
    }
    poll(f);
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect: () => {
      if (flow) stop(flow, false);
      let popup: Window | null;
      try {
        popup = deps.openWindow();
      } catch {
        popup = null;
      }
      const f: Flow = { popup, baseline: null, attempts: 0, cleanups: [], done: false };
      flow = f;
      set({ phase: 'starting' });
      void begin(f);
    },
    openedInNewTab: () => {
      if (!flow || state.phase !== 'blocked') return;
      // The full polling schedule starts again from the moment the tab opens.
      flow.attempts = 0;
      set({ phase: 'waiting', via: 'tab', windowClosed: false });
    },
    checkNow: async () => {
      set({ phase: 'timed_out', check: 'checking' });
      try {
        const status = await deps.fetchStatus();
        deps.onStatus(status);
        if (status.connected) {
          if (flow) stop(flow, false);
          set({ phase: 'connected', byManualCheck: true });
          deps.onConnected();
        } else set({ phase: 'timed_out', check: 'not_found' });
      } catch {
        set({ phase: 'timed_out', check: 'failed' });
      }
    },
    cancel: () => {
      if (flow) stop(flow, true);
      set({ phase: 'idle' });
    },
    dispose: () => {
      if (flow) stop(flow, false);
    },
  };
}
