import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StandaloneLanding } from './standalone-landing';

// A first visit to / (main.tsx): the landing page without the router, which
// starts the whole app only when another page is opened.

const ANSWERS: Record<string, unknown> = {
  'GET /api/session': { user: null },
  'GET /api/config': { googleSignIn: false, ebayEnvironment: 'emulator', aiProvider: 'local', storageDriver: 'local' },
  'GET /api/waitlist/count': { count: 3 },
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = ANSWERS[`${init?.method ?? 'GET'} ${url}`];
      return body === undefined
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('StandaloneLanding', () => {
  it('moves the address to the page opened and starts the app there', async () => {
    const openApp = vi.fn(async () => {});
    render(<StandaloneLanding openApp={openApp} />);
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'Terms of Service' }));
    expect(window.location.pathname).toBe('/terms');
    expect(openApp).toHaveBeenCalledOnce();
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('falls back to an ordinary page load when the app cannot be loaded', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<StandaloneLanding openApp={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/privacy'));
  });

  it('opens the sign-in modal a redirect asked for, also after a reload', async () => {
    window.history.replaceState({ usr: { showSignIn: true, from: '/capture' }, key: 'k', idx: 0 }, '', '/');
    render(<StandaloneLanding openApp={vi.fn(async () => {})} />);
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 })).toBeTruthy();
    expect(sessionStorage.getItem('listlens.redirectPath')).toBe('/capture');
  });
});
