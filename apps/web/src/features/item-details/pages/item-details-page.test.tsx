import type { ItemDetails, PricingRecommendation } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRecommendation } from '../../../components/pricing/test-recommendation';
import { renderAtRoute } from '../../../test/render';
import { testItem } from '../test-item';
import { ItemDetailsPage } from './item-details-page';

const problem = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, code, message }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** The details page against a fake API that keeps one item and records every request. */
function renderDetails(
  details: ItemDetails | null,
  failPatch = false,
  pricing: PricingRecommendation | null | 'fail' = testRecommendation(),
) {
  let current = details;
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      if (!current) return problem(404, 'not_found', 'That item was not found.');
      if (url.endsWith('/pricing')) {
        if (pricing === 'fail') return problem(500, 'internal_error', 'Something went wrong on our side.');
        return new Response(JSON.stringify({ recommendation: pricing }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (method === 'PATCH') {
        if (failPatch) return problem(500, 'internal_error', 'Something went wrong on our side.');
        current = { ...current, item: { ...current.item, ...(body as object) } };
      }
      return new Response(JSON.stringify(current), { headers: { 'content-type': 'application/json' } });
    }),
  );
  renderAtRoute('/details/:itemId', <ItemDetailsPage />, '/details/item-1');
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Cancel, then the discard question's `answer`; the question's text is returned. */
async function cancelAndAnswer(answer: 'Keep Editing' | 'Discard Changes'): Promise<string> {
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
  const text = ask.textContent ?? '';
  await userEvent.click(within(ask).getByRole('button', { name: answer }));
  return text;
}

describe('ItemDetailsPage', () => {
  it('shows the photos, the analysis, the fields and the computed scores, without unknown specifics', async () => {
    renderDetails({ item: testItem(), listing: null, readiness: { problems: [], compliance: 100 } });
    expect(
      await screen.findByRole('heading', { name: "Levi's 501 Original Fit Jeans Mens 32x32 Blue Denim" }),
    ).toBeTruthy();
    expect(screen.getByText('Primary')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('meter', { name: 'Confidence' }).getAttribute('aria-valuenow')).toBe('86');
    const facts = screen.getByRole('region', { name: "Levi's 501 Original Fit Jeans Mens 32x32 Blue Denim" });
    expect(within(facts).getByText('Suggested price')).toBeTruthy();
    expect(within(facts).getByText('$34.00')).toBeTruthy();
    const specifics = screen.getByRole('region', { name: 'eBay Item Specifics' });
    expect(within(specifics).queryByText('Inseam')).toBeNull();
    const scores = screen.getByRole('region', { name: 'Listing scores' });
    expect(scores.textContent).toBe('100%Keyword Quality100%eBay Compliance100%Completeness');
    expect(screen.getByRole('link', { name: 'Create Listing' }).getAttribute('href')).toBe('/preview/item-1');
  });

  it('saves edited keywords, trimmed and without blanks, and shows them', async () => {
    const requests = renderDetails({
      item: testItem({ ai_suggested_keywords: ['jeans'] }),
      listing: null,
      readiness: { problems: [], compliance: 100 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit keywords' }));
    const input = screen.getByLabelText('Keywords, separated by commas');
    await userEvent.clear(input);
    await userEvent.type(input, ' denim ,, levis,  blue jeans ,');
    await userEvent.click(screen.getByRole('button', { name: 'Save keywords' }));
    const list = await screen.findByRole('list', { name: 'Keywords' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((k) => k.textContent),
    ).toEqual(['denim', 'levis', 'blue jeans']);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      ai_suggested_keywords: ['denim', 'levis', 'blue jeans'],
    });
    expect(localStorage.getItem('listlens.dashboardNeedsRefresh')).toBe('true');
  });

  it('asks before Cancel drops changed keywords, and closes at once when nothing changed', async () => {
    const requests = renderDetails({
      item: testItem({ ai_suggested_keywords: ['jeans'] }),
      listing: null,
      readiness: { problems: [], compliance: 100 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit keywords' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Keywords, separated by commas')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit keywords' }));
    const input = screen.getByLabelText('Keywords, separated by commas') as HTMLTextAreaElement;
    await userEvent.type(input, ', denim');
    expect(await cancelAndAnswer('Keep Editing')).toContain('Your keyword changes are not saved.');
    expect(input.value).toBe('jeans, denim');
    await cancelAndAnswer('Discard Changes');
    expect(within(await screen.findByRole('list', { name: 'Keywords' })).getByRole('listitem').textContent).toBe(
      'jeans',
    );
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('asks before Cancel drops a typed price, and sends nothing when it is discarded', async () => {
    const requests = renderDetails({ item: testItem(), listing: null, readiness: { problems: [], compliance: 100 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Set final price' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Final price (USD)')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Set final price' }));
    const input = screen.getByLabelText('Final price (USD)') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '41.5');
    expect(await cancelAndAnswer('Keep Editing')).toContain('The price you typed is not saved.');
    expect(input.value).toBe('41.5');
    await cancelAndAnswer('Discard Changes');
    expect(await screen.findByRole('button', { name: 'Set final price' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('shows the final price instead of the suggested one once set', async () => {
    renderDetails({ item: testItem(), listing: null, readiness: { problems: [], compliance: 100 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Set final price' }));
    const input = screen.getByLabelText('Final price (USD)');
    await userEvent.clear(input);
    await userEvent.type(input, '41.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Final price')).toBeTruthy();
    const facts = screen.getByRole('region', { name: "Levi's 501 Original Fit Jeans Mens 32x32 Blue Denim" });
    expect(within(facts).getByText('$41.50')).toBeTruthy();
  });

  it("shows the pricing agent's figures with each comparable sold or asking, and the seller's price against them", async () => {
    renderDetails({ item: testItem({ final_price: 45 }), listing: null, readiness: { problems: [], compliance: 100 } });
    const panel = await screen.findByRole('region', { name: 'Smart Pricing Insights' });
    expect((await within(panel).findByText('Recommended price')).nextSibling?.textContent).toBe('$34.00');
    expect(within(panel).getByText('Price range').nextSibling?.textContent).toBe('$28.90 – $39.10');
    expect(within(panel).getByText('High Confidence (82%)')).toBeTruthy();
    expect(within(panel).getByText('26 (14 sold, 12 asking)')).toBeTruthy();
    expect(within(panel).getByText('Demand trend').nextSibling?.textContent).toBe('Stable');
    expect(within(panel).getByText('Best time to list').nextSibling?.textContent).toBe(
      'Sunday, Evening (18:00-24:00) ET',
    );
    expect(within(panel).getByText('Competitive position').nextSibling?.textContent).toBe(
      'Below: 12 similar listings ask $36.50 on average',
    );
    const comparables = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ul')?.ariaLabel === 'Comparable listings');
    expect(comparables.map((li) => li.textContent)).toEqual([
      "SoldLevi's 501 Jeans 32x32$29.99 · sold Nov 2, 2026 · Pre-owned - Good",
      "AskingLevi's 501 Original Fit$38.00 · seen Nov 20, 2026 · Pre-owned - Excellent",
    ]);
    expect(within(panel).getByText(/^Your price: \$45\.00/).parentElement?.textContent).toContain(
      'Above the range (32% above recommended)',
    );
    expect(panel.textContent).not.toMatch(/estimate from the photos|12 sold in 7 days/);
  });

  it("says so when the item has no comparables, and offers to try again when the insights can't be loaded", async () => {
    const note = "No market data: price set from the category's typical range";
    renderDetails(
      { item: testItem(), listing: null, readiness: { problems: [], compliance: 100 } },
      false,
      testRecommendation({ note, price_source: 'category', has_market_data: false, confidence_score: 0.3 }),
    );
    const panel = await screen.findByRole('region', { name: 'Smart Pricing Insights' });
    expect(await within(panel).findByText(note)).toBeTruthy();
    expect(within(panel).getByText('Low Confidence (30%)')).toBeTruthy();
  });

  it('shows the error state with Try Again', async () => {
    renderDetails({ item: testItem(), listing: null, readiness: { problems: [], compliance: 100 } }, false, 'fail');
    const panel = await screen.findByRole('region', { name: 'Smart Pricing Insights' });
    expect(await within(panel).findByText('Unable to Load Pricing Insights', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(panel).getByText('Failed to load pricing insights. Please try again.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("says so when the price can't be saved", async () => {
    renderDetails({ item: testItem(), listing: null, readiness: { problems: [], compliance: 100 } }, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Set final price' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update price. Please try again.');
  });

  it('shows the listing status with its stats when the item is listed', async () => {
    renderDetails({
      item: testItem(),
      readiness: { problems: [], compliance: 100 },
      listing: {
        id: 'l1',
        status: 'active',
        platforms: ['ebay'],
        listed_at: '2025-08-14T10:00:00.000Z',
        total_views: 12,
        total_watchers: null,
        total_messages: null,
        total_impressions: 640,
        click_through_rate: 1.25,
        total_transactions: 1,
        traffic_updated_at: '2025-08-20T10:00:00.000Z',
        price: 34.5,
        url: 'https://www.ebay.com/itm/1',
      },
    });
    const card = await screen.findByRole('region', { name: 'Listing Status' });
    expect(within(card).getByText('Live on eBay')).toBeTruthy();
    expect(within(card).getByText('Impressions').parentElement?.textContent).toBe('Impressions640');
    expect(within(card).getByText('Click-through rate').parentElement?.textContent).toBe('Click-through rate1.25%');
    // eBay reports no watchers or messages: no tile says 0 for them.
    expect(within(card).queryByText('Watchers')).toBeNull();
    expect(within(card).queryByText('Messages')).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: /View on eBay/ })
        .getAttribute('href'),
    ).toBe('https://www.ebay.com/itm/1');
    expect(screen.queryByRole('link', { name: 'Create Listing' })).toBeNull();
    // The live listing's price is the seller's price (issue 18, point 4), not "Not set".
    const pricing = screen.getByRole('region', { name: 'Smart Pricing Insights' });
    expect(within(pricing).getByText(/^Your price: \$34\.50/)).toBeTruthy();
  });

  it('shows the not-found texts for a missing or foreign item', async () => {
    renderDetails(null);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeTruthy();
    expect(
      screen.getByText("The item you're looking for doesn't exist or you don't have permission to view it."),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to Dashboard' })).toHaveLength(2);
  });
});
