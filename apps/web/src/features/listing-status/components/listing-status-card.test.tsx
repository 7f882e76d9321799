import type { ListingView } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_TRAFFIC_YET } from '../../../components/listing-counts';
import { liveListing } from '../../../test/listing-view';
import { renderAtRoute } from '../../../test/render';
import { ListingStatusCard } from './listing-status-card';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function renderCard(initial: ListingView) {
  let current = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/end')) {
        current = { ...current, status: 'ended' };
        return json(current);
      }
      return json({ listings: [current] });
    }),
  );
  renderAtRoute('/', <ListingStatusCard itemId="item-1" />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ListingStatusCard', () => {
  it('shows a live listing with its figures, View on eBay, and ends it after confirmation', async () => {
    const calls = renderCard(liveListing());
    expect(await screen.findByText('Live on eBay')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Listing Status' });
    // The figures eBay's traffic report gives, and none it does not (no Watchers or Messages at 0).
    expect(card.textContent).toContain('Views12Impressions640Click-through rate1.25%Transactions0');
    expect(within(card).queryByText('Watchers')).toBeNull();
    expect(within(card).queryByText('Messages')).toBeNull();
    expect(within(card).getByText(/^From eBay, last 90 days; updated/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /View on eBay/ })
        .getAttribute('href'),
    ).toBe('https://www.ebay.com/itm/110550000001');
    await userEvent.click(within(card).getByRole('button', { name: 'End Listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Listing' }));
    expect(await within(card).findByText('ended')).toBeTruthy();
    expect(calls).toContain('POST /api/listings/l1/end');
    expect(within(card).getByRole('link', { name: 'Post Again' }).getAttribute('href')).toBe('/preview/item-1');
  });

  it('says a live listing has no traffic figures yet instead of showing zeros', async () => {
    renderCard(
      liveListing({
        totalViews: null,
        totalImpressions: null,
        clickThroughRate: null,
        totalTransactions: null,
        trafficUpdatedAt: null,
      }),
    );
    const card = await screen.findByRole('region', { name: 'Listing Status' });
    expect(await within(card).findByText(NO_TRAFFIC_YET)).toBeTruthy();
    expect(within(card).queryByRole('term')).toBeNull();
    expect(card.textContent).not.toMatch(/Views|Watchers|Messages/);
  });

  it("shows a failed post with eBay's errors and the way to try again", async () => {
    renderCard(
      liveListing({
        status: 'failed',
        url: null,
        error: {
          message: 'Failed to post listing: Invalid price. Please try again.',
          details: [{ errorId: 25003, message: 'Invalid price.' }],
        },
      }),
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(screen.getByText('eBay error 25003: Invalid price.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/preview/item-1');
    expect(screen.queryByRole('button', { name: 'End Listing' })).toBeNull();
  });
});
