import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { jsonResponse as json } from '../../../test/responses';
import { SignInGate } from './sign-in-gate';

/** What the landing page is asked to do when the Sign In link takes the visitor there. */
function Landing() {
  const state = useLocation().state as { showSignIn?: boolean; from?: string } | null;
  return <p>Landing: {state?.showSignIn ? `sign in, then back to ${state.from}` : 'no sign-in asked'}</p>;
}

function renderGate(session: () => Promise<Response>, path = '/backend-test') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/session') return session();
      throw new Error(`unexpected request to ${url}`);
    }),
  );
  renderInRouter(
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route
        path="/backend-test"
        element={
          <SignInGate reason="The tests run only for a signed-in seller.">
            {(user) => <p>Welcome {user.email}</p>}
          </SignInGate>
        }
      />
    </Routes>,
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SignInGate', () => {
  it('says it is checking, then shows the signed-in part with the user', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderGate(() => new Promise((resolve) => (answer = resolve)));
    expect((await screen.findByRole('status')).textContent).toContain('Checking whether you are signed in...');
    answer(json(200, { user: { id: 'u1', email: 'seller@example.com', displayName: 'Seller' } }));
    expect(await screen.findByText('Welcome seller@example.com')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign-in needed' })).toBeNull();
  });

  it('asks a visitor to sign in, saying why, and brings them back to the page', async () => {
    renderGate(async () => json(200, { user: null }));
    expect(await screen.findByRole('heading', { name: 'Sign-in needed' })).toBeTruthy();
    expect(screen.getByText('The tests run only for a signed-in seller.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('Landing: sign in, then back to /backend-test')).toBeTruthy();
  });

  it("brings a visitor back to the page's query too, which some pages read", async () => {
    renderGate(async () => json(200, { user: null }), '/backend-test?ebay_connected=true');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('Landing: sign in, then back to /backend-test?ebay_connected=true')).toBeTruthy();
  });

  it('says why when the session cannot be read', async () => {
    renderGate(async () =>
      json(503, { type: 'about:blank', title: 'x', status: 503, code: 'x', message: 'The database is down.' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not check whether you are signed in: The database is down.',
    );
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });
});
