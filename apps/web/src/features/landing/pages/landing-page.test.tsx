import { draftSeconds } from '@listlens/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accuracyClaims } from '../accuracy-claims';
import { LandingHostContext, type LandingHost } from '../landing-host';
import { LandingPage } from './landing-page';

type Answer = { status?: number; body: unknown };
type Routes = Record<string, Answer | ((init?: RequestInit) => Answer)>;

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** The landing page against a fake API; `routes` answers by "METHOD path". */
function renderLanding(routes: Routes = {}) {
  const calls: { key: string; body: unknown }[] = [];
  const answers: Routes = {
    'GET /api/session': { body: { user: null } },
    'GET /api/config': {
      body: { googleSignIn: false, ebayEnvironment: 'emulator', aiProvider: 'local', storageDriver: 'local' },
    },
    'GET /api/waitlist/count': { body: { count: 1234 } },
    'POST /api/waitlist': { body: { ok: true, alreadyJoined: false } },
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key];
      if (!answer) return json({ status: 404, body: { message: 'not found' } });
      return json(typeof answer === 'function' ? answer(init) : answer);
    }),
  );
  // The host records where the page sends the visitor instead of going there.
  const navigations: { to: string; replace?: boolean }[] = [];
  const signOut = vi.fn(async () => {});
  const host: LandingHost = {
    navigate: (to, options) => navigations.push({ to, ...(options?.replace ? { replace: true } : {}) }),
    request: {},
    signOut,
    SignIn: ({ open, mode }) => (open ? <p>{`sign-in modal: ${mode}`}</p> : null),
    startGoogleSignIn: async () => {},
  };
  render(
    <LandingHostContext.Provider value={host}>
      <LandingPage />
    </LandingHostContext.Provider>,
  );
  return { calls, navigations, signOut };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const hero = () => screen.getByRole('region', { name: /Turn unused items into cash/ });

describe('LandingPage', () => {
  it("shows the sections in the spec's order and the real waitlist count", async () => {
    renderLanding();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('people on the waitlist')).toBeTruthy();
    // The sections below the fold arrive one at a time; the footer comes last.
    await screen.findByRole('contentinfo');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 8)).toEqual([
      "Selling second-hand shouldn't be a second job",
      'What is your item worth?',
      'More sales, less typing',
      'Three steps from photo to listing',
      'Everything a reseller needs',
      'Simple plans that pay for themselves',
      'Frequently asked questions',
      'Ready to turn unused items into cash?',
    ]);
  });

  it('opens other pages through its host and the sign-in modal on demand', async () => {
    const { navigations } = renderLanding();
    const footer = await screen.findByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: 'Privacy Policy' });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    await userEvent.click(privacy);
    expect(navigations).toEqual([{ to: '/privacy' }]);
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('sign-in modal: signin')).toBeTruthy();
  });

  it('refuses an address without @ in the browser and sends nothing', async () => {
    const { calls } = renderLanding();
    const form = within(hero()).getByRole('form', { name: 'Join the waitlist' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Join the Waitlist' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(calls.filter((c) => c.key === 'POST /api/waitlist')).toHaveLength(0);
  });

  it('joins the waitlist with the e-mail form payload and says so', async () => {
    const { calls } = renderLanding();
    const form = within(hero()).getByRole('form', { name: 'Join the waitlist' });
    await userEvent.type(within(form).getByLabelText('Email address'), ' Ann@Example.com ');
    await userEvent.click(within(form).getByRole('button', { name: 'Join the Waitlist' }));
    expect((await within(hero()).findByRole('status')).textContent).toBe('Success! Check your email for next steps.');
    const post = calls.find((c) => c.key === 'POST /api/waitlist');
    expect(post?.body).toMatchObject({
      email: 'Ann@Example.com',
      source: 'landing_hero',
      page_url: 'http://localhost:3000/',
    });
    expect(typeof (post?.body as { timestamp?: unknown }).timestamp).toBe('string');
  });

  it("shows the server's words when it refuses, and the generic text otherwise", async () => {
    renderLanding({
      'POST /api/waitlist': {
        status: 429,
        body: { message: 'Too many attempts. Please wait 10 minutes and try again.' },
      },
    });
    const form = within(hero()).getByRole('form', { name: 'Join the waitlist' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'a@b.co');
    await userEvent.click(within(form).getByRole('button', { name: 'Join the Waitlist' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
  });

  it('estimates a price, shows the range and the waitlist, and resets', async () => {
    renderLanding();
    const calculator = await screen.findByRole('region', { name: 'What is your item worth?' });
    const calculate = within(calculator).getByRole('button', { name: 'Calculate Price' }) as HTMLButtonElement;
    expect(calculate.disabled).toBe(true);
    await userEvent.selectOptions(within(calculator).getByLabelText('Category'), 'Electronics');
    await userEvent.selectOptions(within(calculator).getByLabelText('Condition'), 'Like New');
    await userEvent.click(calculate);
    expect(within(calculator).getByText('$135')).toBeTruthy();
    expect(within(calculator).getByText(/Example range/).textContent).toBe('Example range: $108 to $162');
    expect(within(calculator).getByRole('form', { name: 'Join the waitlist' })).toBeTruthy();
    await userEvent.click(within(calculator).getByRole('button', { name: 'Calculate Another Item' }));
    expect((within(calculator).getByLabelText('Category') as HTMLSelectElement).value).toBe('');
  });

  it('switches the plans between monthly and annual prices', async () => {
    renderLanding();
    const pricing = await screen.findByRole('region', { name: 'Simple plans that pay for themselves' });
    const prices = () =>
      within(pricing)
        .getAllByText(/^\$\d/)
        .map((p) => p.textContent);
    expect(prices()).toEqual(['$29', '$49', '$99']);
    await userEvent.click(within(pricing).getByRole('button', { name: 'Annual' }));
    expect(prices()).toEqual(['$290', '$490', '$990']);
    expect(within(pricing).getByText('Save 20%')).toBeTruthy();
    expect(within(pricing).getAllByRole('button', { name: 'Start Free Trial' })).toHaveLength(2);
    expect(within(pricing).getByRole('link', { name: 'Contact Sales' })).toBeTruthy();
  });

  it('states only the accuracy the latest evaluation measured', async () => {
    renderLanding();
    const claims = accuracyClaims();
    const stats = await screen.findByRole('region', { name: 'ListLens in numbers' });
    // Each tile as its figure and what it measures: two tiles may show the same figure.
    const tiles = [...stats.querySelectorAll('dl > div')].map((tile) => [
      tile.querySelector('dd')?.textContent,
      tile.querySelector('dt')?.textContent,
    ]);
    expect(tiles).toContainEqual(claims.stat);
    if (claims.itemTypeStat) expect(tiles).toContainEqual(claims.itemTypeStat);
    expect(await screen.findByText(claims.benefit.title)).toBeTruthy();
    expect(document.body.textContent).not.toContain('95%+');
  });

  it('states the draft time the latest bench measured, and none of the figures nobody measured', async () => {
    renderLanding();
    const stats = await screen.findByRole('region', { name: 'ListLens in numbers' });
    const seconds = draftSeconds();
    expect(within(stats).getByText(`${seconds} s`)).toBeTruthy();
    expect(within(stats).getByText('to draft an item')).toBeTruthy();
    expect(screen.getByText(new RegExp(`drafts the whole listing in about ${seconds} second`))).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const unmeasured of ['60 seconds', '60 s', '3+ hours', '$347', 'Market range']) {
      expect(text).not.toContain(unmeasured);
    }
  });

  it('keeps one FAQ answer open at a time, the first by default', async () => {
    renderLanding();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    const expanded = () => questions.map((q) => q.getAttribute('aria-expanded'));
    expect(expanded().slice(0, 3)).toEqual(['true', 'false', 'false']);
    await userEvent.click(questions[2] as HTMLElement);
    expect(expanded().slice(0, 3)).toEqual(['false', 'false', 'true']);
    await userEvent.click(questions[2] as HTMLElement);
    expect(expanded().every((e) => e === 'false')).toBe(true);
  });
});

describe('the hero for a signed-in seller', () => {
  const seller = { id: 'u1', email: 'sam@example.com', displayName: 'Sam Seller' };

  it('submits them once, welcomes them and goes to the dashboard', async () => {
    const { calls, navigations } = renderLanding({ 'GET /api/session': { body: { user: seller } } });
    expect(await screen.findByText('Welcome to the Waitlist!')).toBeTruthy();
    expect(screen.getByText("Welcome! You're all set for early access.")).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/waitlist')?.body).toMatchObject({
      email: 'sam@example.com',
      name: 'Sam Seller',
      source: 'google_signin_authenticated',
    });
    expect(localStorage.getItem('listlens.waitlistSubscribed.u1')).toBe('true');
    await waitFor(() => expect(navigations).toEqual([{ to: '/app', replace: true }]), { timeout: 3000 });
  });

  it('goes straight to the dashboard when already submitted', async () => {
    localStorage.setItem('listlens.waitlistSubscribed.u1', 'true');
    const { calls, navigations } = renderLanding({ 'GET /api/session': { body: { user: seller } } });
    await waitFor(() => expect(navigations).toEqual([{ to: '/app', replace: true }]));
    expect(calls.some((c) => c.key === 'POST /api/waitlist')).toBe(false);
  });

  it('signs out from the header and shows the signed-out page again', async () => {
    localStorage.setItem('listlens.waitlistSubscribed.u1', 'true');
    const { signOut } = renderLanding({ 'GET /api/session': { body: { user: seller } } });
    const header = screen.getByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await within(header).findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(within(hero()).getByRole('form', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('only logs a failure and offers the dashboard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLanding({
      'GET /api/session': { body: { user: seller } },
      'POST /api/waitlist': { status: 500, body: { message: 'boom' } },
    });
    expect(await screen.findByText("You're signed in. Your dashboard is ready.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem('listlens.waitlistSubscribed.u1')).toBeNull();
    warn.mockRestore();
  });
});
