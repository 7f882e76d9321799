import type { ListingView } from '@listlens/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveListing } from '../../../test/listing-view';
import { renderWithClient } from '../../../test/render';
import { testItem } from '../test-groups';
import { BulkPublish } from './bulk-publish';

const view = (itemId: string, over: Partial<ListingView>): ListingView =>
  liveListing({
    id: `l-${itemId}`,
    itemId,
    sku: null,
    status: 'publishing',
    listedAt: null,
    price: 24.5,
    ebayOfferId: null,
    ebayListingId: null,
    url: null,
    ...over,
  });

afterEach(() => vi.unstubAllGlobals());

describe('BulkPublish', () => {
  it('publishes the selected items together and shows each one live or with its own error', async () => {
    const items = [
      testItem({ id: 'a', sku: 'TEE-1' }),
      testItem({ id: 'b', sku: 'TEE-2' }),
      testItem({ id: 'c', sku: 'TEE-3' }),
    ];
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/listings/bulk-publish') {
          bodies.push(JSON.parse(String(init?.body)));
          return Response.json(
            {
              listings: [view('a', {}), view('b', {})],
              refused: [
                {
                  itemId: 'c',
                  message: 'Fix this before posting: eBay requires Brand in Coats, Jackets & Vests.',
                },
              ],
            },
            { status: 202 },
          );
        }
        return Response.json({
          listings: [
            view('a', { status: 'active', url: 'https://www.ebay.com/itm/1' }),
            view('b', {
              status: 'failed',
              error: {
                message: 'Failed to post listing: Invalid price. Please try again.',
                details: [{ errorId: 25003, message: 'Invalid price.' }],
              },
            }),
          ],
        });
      }),
    );
    renderWithClient(<BulkPublish items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish to eBay (3)' }));
    expect(bodies).toEqual([{ itemIds: ['a', 'b', 'c'] }]);
    expect(await screen.findByText('Publishing to eBay: 1 of 3 live')).toBeTruthy();
    expect(screen.getByText(/TEE-1: Live on eBay/)).toBeTruthy();
    expect(screen.getByText(/TEE-2: Failed to post listing: Invalid price/)).toBeTruthy();
    expect(screen.getByText('eBay error 25003: Invalid price.')).toBeTruthy();
    expect(
      screen.getByText(/TEE-3: Fix this before posting: eBay requires Brand in Coats, Jackets & Vests/),
    ).toBeTruthy();
  });

  it('shows nothing until an item is selected', () => {
    const { container } = renderWithClient(<BulkPublish items={[]} />);
    expect(container.textContent).toBe('');
  });
});
