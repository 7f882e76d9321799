import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { landingFetch } from './landing-fetch';

// The landing page's three small reads (session, waitlist count, whether Google
// sign-in is set up), kept without the app's data cache: TanStack Query would
// cost the first paint about 10 KB gzipped of the 90 KB budget (issue 9). Each
// read is made once per visit of the page and shared by the sections that show it.

export type Remote<T> = { data: T | undefined; error: unknown; pending: boolean };

export type RemoteValue<T> = {
  get: () => Remote<T>;
  subscribe: (listener: () => void) => () => void;
  /** Reads again; the sections showing the value follow. */
  reload: () => Promise<void>;
  set: (data: T) => void;
};

/** A value read from the API on first use. */
export function remoteValue<T>(read: () => Promise<T>): RemoteValue<T> {
  let state: Remote<T> = { data: undefined, error: undefined, pending: true };
  let started = false;
  const listeners = new Set<() => void>();
  const update = (next: Remote<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const reload = async () => {
    started = true;
    try {
      update({ data: await read(), error: undefined, pending: false });
    } catch (error) {
      update({ ...state, error, pending: false });
    }
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      if (!started) void reload();
      return () => listeners.delete(listener);
    },
    reload,
    set: (data) => update({ data, error: undefined, pending: false }),
  };
}

export type LandingUser = { id: string; email: string; displayName: string };

function toUser(value: unknown): LandingUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, displayName } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string' && typeof displayName === 'string'
    ? { id, email, displayName }
    : null;
}

function landingData() {
  return {
    /** GET /api/session, checked by hand (the schema library is not part of this page). */
    session: remoteValue(async () => ({ user: toUser((await landingFetch('/api/session')).user) })),
    /** The real number of people on the waitlist (DESIGN section 2, instead of a hard-coded 247). */
    waitlistCount: remoteValue(async () => {
      // The answer may be cached for a minute by proxies; this page asks afresh so a new sign-up shows.
      const { count } = await landingFetch('/api/waitlist/count', { cache: 'no-cache' });
      if (typeof count !== 'number') throw new Error('waitlist count missing');
      return count;
    }),
    /** Whether the server has a Google client (GET /api/config). */
    googleAvailable: remoteValue(async () => (await landingFetch('/api/config')).googleSignIn === true),
  };
}

export type LandingData = ReturnType<typeof landingData>;

const LandingDataContext = createContext<LandingData | null>(null);

/** The page's reads, made afresh each time the landing page opens. */
export function LandingDataProvider({ children }: { children: ReactNode }) {
  const [data] = useState(landingData);
  return <LandingDataContext.Provider value={data}>{children}</LandingDataContext.Provider>;
}

export function useLandingData(): LandingData {
  const data = useContext(LandingDataContext);
  if (!data) throw new Error('useLandingData needs a LandingDataProvider');
  return data;
}

export function useRemote<T>(value: RemoteValue<T>): Remote<T> {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
