import type { DashboardSummary } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { OverviewTab } from './overview-tab';

const items = Array.from({ length: 6 }, (_, i) => ({
  id: `item-${i}`,
  title: `Jacket ${i}`,
  imageUrl: `https://img.example/${i}.jpg`,
  suggestedPrice: 20 + i,
  live: i === 3,
}));

function renderOverview(summary: DashboardSummary) {
  let current = summary;
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (method === 'DELETE' && url === '/api/dashboard/items') {
        current = { stats: { ...current.stats, itemsProcessed: 0 }, recentItems: [] };
        return new Response(JSON.stringify({ deletedItems: 8, remainingItems: 0, deletedPhotos: 3, notEnded: [] }));
      }
      if (method === 'DELETE') {
        current = { ...current, recentItems: current.recentItems.filter((i) => !url.endsWith(i.id)) };
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify(current), { headers: { 'content-type': 'application/json' } });
    }),
  );
  renderInRouter(<OverviewTab />);
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OverviewTab', () => {
  it('shows the four stat cards and the recent items linking to their details', async () => {
    renderOverview({
      stats: { itemsProcessed: 8, activeListings: 2, totalSales: 1, revenue: 347.5 },
      recentItems: items,
    });
    const card = (label: string) => screen.getByText(label).parentElement?.textContent;
    await screen.findByText('Jacket 0');
    expect(card('Items Processed')).toBe('Items Processed8');
    expect(card('Active Listings')).toBe('Active Listings2');
    expect(card('Total Sales')).toBe('Total Sales1');
    expect(card('Revenue')).toBe('Revenue$347.50');
    expect(screen.getByRole('link', { name: /Jacket 3/ }).getAttribute('href')).toBe('/details/item-3');
    expect(screen.getByText('$25.00')).toBeTruthy();
  });

  it('keeps the recent items on screen when a refresh fails, with the error and Try Again', async () => {
    renderOverview({
      stats: { itemsProcessed: 8, activeListings: 0, totalSales: 0, revenue: 0 },
      recentItems: items,
    });
    await screen.findByText('Jacket 0');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await userEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText(/Your items could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByText('Jacket 0')).toBeTruthy();
  });

  it('says how many items Clear All deletes, then reports the outcome', async () => {
    const requests = renderOverview({
      stats: { itemsProcessed: 8, activeListings: 0, totalSales: 0, revenue: 0 },
      recentItems: items,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All Test Items' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear All Test Items' });
    expect(within(dialog).getByText(/Delete all 8 items and their photos\? Live eBay listings are ended/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect((await screen.findByRole('status')).textContent).toBe('Successfully deleted all items');
    expect(await screen.findByText('No items yet. Upload some photos to get started!')).toBeTruthy();
    expect(requests).toContain('DELETE /api/dashboard/items');
  });

  it('deletes one item after the confirmation', async () => {
    const requests = renderOverview({
      stats: { itemsProcessed: 6, activeListings: 0, totalSales: 0, revenue: 0 },
      recentItems: items,
    });
    // Only an item live on eBay is said to have its listing ended first.
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jacket 3' }));
    const live = screen.getByRole('dialog', { name: 'Delete this item?' });
    expect(
      within(live).getByText(
        'Are you sure you want to delete this item? This action cannot be undone. Its live eBay listing is ended first.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(live).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jacket 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this item?' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this item? This action cannot be undone.', {
        exact: true,
      }),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByText('Jacket 2')).toBeNull());
    expect(requests).toContain('DELETE /api/dashboard/items/item-2');
  });

  it('refreshes when the refresh-needed flag is set', async () => {
    localStorage.setItem('listlens.dashboardNeedsRefresh', 'true');
    const requests = renderOverview({
      stats: { itemsProcessed: 0, activeListings: 0, totalSales: 0, revenue: 0 },
      recentItems: [],
    });
    expect(await screen.findByText('No items yet. Upload some photos to get started!')).toBeTruthy();
    expect(localStorage.getItem('listlens.dashboardNeedsRefresh')).toBeNull();
    expect(requests.filter((r) => r === 'GET /api/dashboard/summary').length).toBeGreaterThanOrEqual(1);
  });
});
