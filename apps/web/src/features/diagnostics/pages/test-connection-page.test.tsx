import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { TestConnectionPage } from './test-connection-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
const problem = (status: number, code: string, message: string) =>
  json(status, { type: 'about:blank', title: 'Error', status, code, message });

const USER = { id: 'user-123', email: 'seller@example.com', displayName: 'Sam Seller' };

type Answers = Record<string, () => Response | Promise<Response>>;

/** The server as the page sees it; `overrides` replace single paths. */
function server(signedIn: boolean, overrides: Answers = {}) {
  const answers: Answers = {
    '/api/session': () => json(200, { user: signedIn ? USER : null }),
    '/api/health': () =>
      json(200, { status: 'ok', database: { status: 'up', driver: 'pglite', latencyMs: 2 }, uptimeSeconds: 1 }),
    '/api/config': () =>
      json(200, { googleSignIn: false, ebayEnvironment: 'emulator', aiProvider: 'local', storageDriver: 'local' }),
    '/api/diagnostics/storage-test': () =>
      json(200, {
        name: 'Storage',
        status: 'success',
        durationMs: 12,
        message: 'A 100-byte test image was uploaded to local storage, read back and deleted',
      }),
    '/api/diagnostics/sign-in': () => json(200, { providers: ['credential', 'google'] }),
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected request to ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () => renderInRouter(<TestConnectionPage renderEbay={() => null} />);
const tool = (button: string) => screen.getByRole('button', { name: button }).closest('div.rounded-lg') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('TestConnectionPage', () => {
  it('shows the signed-in email, id and sign-in providers, and a passing storage round trip', async () => {
    server(true);
    renderPage();
    expect(await screen.findByText('seller@example.com')).toBeTruthy();
    expect(screen.getByText('user-123')).toBeTruthy();
    expect(await screen.findByText('E-mail and password, Google')).toBeTruthy();
    const checks = within(screen.getByRole('status', { name: 'Service checks' }));
    expect(
      await checks.findByText('A 100-byte test image was uploaded to local storage, read back and deleted'),
    ).toBeTruthy();
  });

  it("shows 'Storage test error: ...' when the round trip fails", async () => {
    server(true, {
      '/api/diagnostics/storage-test': () =>
        json(200, {
          name: 'Storage',
          status: 'error',
          durationMs: 3,
          message: 'Storage test error: the test image could not be uploaded',
        }),
    });
    renderPage();
    const checks = within(screen.getByRole('status', { name: 'Service checks' }));
    expect(await checks.findByText('Storage test error: the test image could not be uploaded')).toBeTruthy();
    expect(checks.getAllByRole('img', { name: 'error' })).toHaveLength(1);
  });

  it('signed out: prompts to sign in, and the buttons that need it are disabled with a reason', async () => {
    const fetchMock = server(false);
    renderPage();
    expect(await screen.findByText(/You are not signed in/)).toBeTruthy();
    for (const name of ['Test', 'Check Trading API capabilities', 'Fetch categories', 'Test item analysis']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText('Sign in first')).toHaveLength(4);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/diagnostics/storage-test')).toBe(false);
  });

  it('lists trending items after Test, and shows the spec error when the call fails', async () => {
    let fail = false;
    server(true, {
      '/api/ebay/test/trending': () =>
        fail
          ? problem(502, 'ebay_unreachable', 'Failed to fetch trending items: eBay could not be reached')
          : json(200, {
              success: true,
              message: 'Found 1 listings in clothing',
              items: [
                {
                  itemId: 'v1|1|0',
                  title: 'Vintage Denim Jacket',
                  price: { value: '45.00', currency: 'USD' },
                  url: 'https://ebay.example/itm/1',
                },
              ],
            }),
    });
    renderPage();
    await screen.findByText('seller@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    const card = within(tool('Test'));
    expect((await card.findByRole('link', { name: 'Vintage Denim Jacket' })).getAttribute('href')).toBe(
      'https://ebay.example/itm/1',
    );
    expect(card.getByText(/45\.00 USD/)).toBeTruthy();
    expect(card.getByRole('status').textContent).toContain('Found 1 listings in clothing');

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await card.findByText('Failed to fetch trending items: eBay could not be reached')).toBeTruthy();
    expect(card.getByRole('img', { name: 'error' })).toBeTruthy();
  });

  it('shows capabilities as a warning when success is false, naming what is missing', async () => {
    server(true, {
      '/api/ebay/test/capabilities': () =>
        json(200, {
          success: false,
          message: 'The token is valid but lacks: read orders and sales',
          tokenValid: true,
          capabilities: [
            { name: 'Create and publish listings', scope: 's/sell.inventory', granted: true },
            { name: 'Read orders and sales', scope: 's/sell.fulfillment', granted: false },
          ],
        }),
    });
    renderPage();
    await screen.findByText('seller@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check Trading API capabilities' }));
    const card = within(tool('Check Trading API capabilities'));
    expect(await card.findByRole('img', { name: 'warning' })).toBeTruthy();
    expect(card.getByText('Read orders and sales: missing')).toBeTruthy();
    expect(card.getByText('Create and publish listings: granted')).toBeTruthy();
  });

  it('shows the category tree nested with ids', async () => {
    server(true, {
      '/api/ebay/test/categories': () =>
        json(200, {
          success: true,
          message: 'Read 1 top-level category of tree 0',
          categoryTreeId: '0',
          categories: [
            {
              id: '11450',
              name: 'Clothing, Shoes & Accessories',
              children: [{ id: '260010', name: 'Women', children: [] }],
            },
          ],
        }),
    });
    renderPage();
    await screen.findByText('seller@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch categories' }));
    const card = within(tool('Fetch categories'));
    const top = (await card.findByText('(11450)')).closest('li') as HTMLElement;
    expect(top.textContent).toContain('Clothing, Shoes & Accessories');
    expect(within(top).getByText('(260010)').closest('li')?.textContent).toContain('Women');
  });

  it('says Analysing... while the item analysis runs, then shows brand, size, material, title and time', async () => {
    let finish: (response: Response) => void = () => undefined;
    server(true, {
      '/api/diagnostics/item-analysis': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderPage();
    await screen.findByText('seller@example.com');
    const button = screen.getByRole('button', { name: 'Test item analysis' });
    await userEvent.click(button);
    const card = within(tool('Test item analysis'));
    expect(await card.findByText('Analysing...')).toBeTruthy();
    expect(card.getByRole('img', { name: 'testing' })).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    finish(
      json(200, {
        success: true,
        message: 'Analysed the sample care label with local',
        brand: "Levi's",
        size: 'W32 L30',
        material: '100% Cotton',
        title: "Levi's Jeans W32 L30 Cotton",
        durationMs: 2345,
      }),
    );
    expect(await card.findByText("Levi's")).toBeTruthy();
    expect(card.getByText('W32 L30')).toBeTruthy();
    expect(card.getByText('100% Cotton')).toBeTruthy();
    expect(card.getByText('2.3 s')).toBeTruthy();
  });
});
