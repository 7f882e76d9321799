import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { NetworkTestPage } from './network-test-page';

const renderPage = () => renderInRouter(<NetworkTestPage />);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the browser sees it: each path answers as the real one does. */
function serverAnswering(storageStatus: number) {
  return vi.fn(async (url: string) => {
    if (url === '/api/health')
      return json(200, { status: 'ok', database: { status: 'up', driver: 'pglite' }, uptimeSeconds: 1 });
    if (url === '/api/') return json(404, { code: 'not_found', message: 'Nothing was found at this address.' });
    if (url === '/api/diagnostics/storage')
      return json(storageStatus, { status: storageStatus === 200 ? 'up' : 'down', driver: 'local', latencyMs: 1 });
    throw new Error(`unexpected request to ${url}`);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('NetworkTestPage', () => {
  it('probes ListLens only, counts the REST root 404 as reachable, and says all tests passed', async () => {
    const fetchMock = serverAnswering(200);
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('All tests passed')).toBeTruthy();
    const checks = within(screen.getByRole('list', { name: 'Network checks' }));
    expect(checks.getByText('Reachable (HTTP 404)')).toBeTruthy();
    expect(checks.getByText('Reachable (HTTP 200) (local storage)')).toBeTruthy();
    expect(
      checks.getAllByText('Not checked: ListLens does not contact outside services from your browser'),
    ).toHaveLength(2);
    // Nothing leaves our origin (CSP connect-src 'self').
    expect(fetchMock.mock.calls.every(([url]) => url.startsWith('/api/'))).toBe(true);
  });

  it('shows a failed storage probe as a mixed result, and runs again on request', async () => {
    vi.stubGlobal('fetch', serverAnswering(503));
    renderPage();
    expect(await screen.findByText('Some tests failed')).toBeTruthy();
    expect(screen.getByText('The photo storage cannot be reached (HTTP 503)')).toBeTruthy();
    vi.stubGlobal('fetch', serverAnswering(200));
    await userEvent.click(screen.getByRole('button', { name: 'Run Tests Again' }));
    expect(await screen.findByText('All tests passed')).toBeTruthy();
  });

  it('says ListLens cannot be reached when nothing answers while the browser is online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage();
    expect(await screen.findByText('ListLens cannot be reached')).toBeTruthy();
    expect(screen.getAllByText('No answer: the request did not reach ListLens')).toHaveLength(3);
  });
});
