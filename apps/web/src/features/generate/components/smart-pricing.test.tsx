import { PRICING_TEXT } from '@listlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRecommendation } from '../../../components/pricing/test-recommendation';
import { renderWithClient } from '../../../test/render';
import { testItem } from '../test-groups';
import { SmartPricing } from './smart-pricing';

type Answer = { status: number; body: unknown };

/** The pricing endpoint answering GET and POST from the given queues. */
function serve(get: Answer[], post: Answer[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const next = (method === 'POST' ? post : get).shift() ?? { status: 500, body: {} };
      const body =
        next.status >= 400
          ? { type: 'about:blank', title: 'x', status: next.status, code: 'internal_error', message: 'x' }
          : next.body;
      return Response.json(body, { status: next.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SmartPricing', () => {
  it('offers tiers from the market price and shows loading, then the figures', async () => {
    serve([{ status: 200, body: { recommendation: testRecommendation() } }]);
    const onPick = vi.fn();
    renderWithClient(<SmartPricing item={testItem({ price: 34, market: null })} onPick={onPick} />);
    expect(screen.getByRole('status').textContent).toContain('Loading pricing insights');
    await userEvent.click(screen.getByRole('button', { name: /Premium/ }));
    expect(onPick).toHaveBeenCalledWith(39);
    const analysis = screen.getByRole('region', { name: 'Market Analysis' });
    expect(await within(analysis).findByText('$34.00')).toBeTruthy();
    expect(within(analysis).getByRole('list', { name: 'Comparable listings' }).children).toHaveLength(2);
  });

  it("says 'No pricing insights available' and prices from the market on request", async () => {
    const calls = serve(
      [{ status: 200, body: { recommendation: null } }],
      [
        {
          status: 200,
          body: {
            recommendation: testRecommendation({
              note: PRICING_TEXT.noMarketData,
              price_source: 'category',
              has_market_data: false,
            }),
          },
        },
      ],
    );
    renderWithClient(<SmartPricing item={testItem()} onPick={() => undefined} />);
    expect(await screen.findByText(PRICING_TEXT.empty)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Price from the market' }));
    expect(await screen.findByText(PRICING_TEXT.noMarketData)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1));
  });

  it('shows the error state, and Try Again reads again', async () => {
    const calls = serve([
      { status: 500, body: {} },
      { status: 200, body: { recommendation: testRecommendation() } },
    ]);
    renderWithClient(<SmartPricing item={testItem()} onPick={() => undefined} />);
    expect(await screen.findByText(PRICING_TEXT.loadFailedTitle)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('High Confidence (82%)')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
