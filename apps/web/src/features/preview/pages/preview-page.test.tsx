import type { BusinessPolicies, ListingItem, PostingPreview } from '@listlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveListing } from '../../../test/listing-view';
import { renderAtRoute } from '../../../test/render';
import { PreviewPage } from './preview-page';

const item: ListingItem = {
  id: 'item-1',
  sku: 'JKT-1',
  title: 'Patagonia Fleece Jacket L',
  description: 'Full zip.',
  price: 64.99,
  category: 'Jackets',
  condition: 'Excellent',
  brand: 'Patagonia',
  size: 'L',
  color: 'Blue',
  model_number: null,
  ai_suggested_keywords: [],
  ai_confidence: 0.9,
  item_specifics: { Department: ['Men'] },
  item_type: 'Jacket',
  item_type_check: null,
  department: 'Men',
  ebay_category_id: '57988',
  ebay_category_path: null,
  rules_source: 'ebay',
  conditions: [],
  problems: [],
  aspects: [],
  images: ['/api/photos/p1/files/display?v=0'],
  primary_image_url: '/api/photos/p1/files/display?v=0',
  market: null,
  status: 'complete',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const scopes = (granted: boolean) =>
  ['sell.inventory', 'sell.account', 'sell.fulfillment'].map((name) => ({
    name,
    granted,
    critical: name !== 'sell.fulfillment',
  }));

const preview = (over: Partial<PostingPreview> = {}): PostingPreview => ({
  listing: null,
  connection: {
    connected: true,
    environment: 'emulator',
    ebayUsername: 'emulated_seller',
    isManual: false,
    scopes: scopes(true),
    needsReconnect: false,
  },
  problems: [],
  photosToConfirm: [],
  ...over,
});

const policies: BusinessPolicies = {
  fulfillment: [
    {
      id: 'f1',
      name: 'USPS Ground',
      description: null,
      isDefault: false,
      categoryTypes: [],
      shippingOptions: [{ service: 'USPSGroundAdvantage', cost: 5.95, estimatedDelivery: null }],
      handlingTime: { min: 1, max: 1, unit: 'DAY' },
    },
  ],
  payment: [
    {
      id: 'p1',
      name: 'eBay managed payments',
      description: null,
      isDefault: false,
      acceptedMethods: [],
      immediatePaymentRequired: true,
      payPalAddress: null,
      creditCardTypes: [],
    },
  ],
  return: [
    {
      id: 'r1',
      name: '30 days',
      description: null,
      isDefault: true,
      acceptsReturns: true,
      returnPeriod: { value: 30, unit: 'DAY' },
      refundMethod: 'MONEY_BACK',
      returnShippingCostPaidBy: 'BUYER',
      restockingFeePercentage: null,
    },
  ],
  defaults: { fulfillmentPolicyId: 'f1', paymentPolicyId: 'p1', returnPolicyId: 'r1' },
  fetchedAt: '2026-01-01T00:00:00.000Z',
};

const live = liveListing({ url: 'http://localhost/_emulator/ebay/itm/110550000001' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The preview page against a fake API; `state` is what GET /api/listings/preview answers next. */
function renderPreview(initial: PostingPreview) {
  let state = initial;
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/items/')) return json(item);
      if (url === '/api/listings/policies') return json(policies);
      if (url === '/api/listings/publish') {
        posted.push(JSON.parse(String(init?.body)));
        state = { ...state, listing: live };
        return json({ ...live, status: 'publishing' }, 202);
      }
      return json(state);
    }),
  );
  renderAtRoute(
    '/preview/:itemId',
    <PreviewPage connect={(path) => <button type="button">Connect eBay Account ({path})</button>} />,
    '/preview/item-1',
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe('PreviewPage', () => {
  it('asks to connect eBay first, with the emulator and a manual token, and says why it cannot post', async () => {
    renderPreview(
      preview({ connection: { ...preview().connection, connected: false, ebayUsername: null, scopes: scopes(false) } }),
    );
    expect(await screen.findByRole('heading', { name: 'Connect your eBay account' })).toBeTruthy();
    expect(screen.getByText(/built-in eBay emulator/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect eBay Account (/preview/item-1)' })).toBeTruthy();
    const platforms = screen.getByRole('group', { name: 'Choose platforms' });
    const ebay = within(platforms).getByRole('checkbox', { name: 'eBay' }) as HTMLInputElement;
    const facebook = within(platforms).getByRole('checkbox', { name: /Facebook Marketplace/ }) as HTMLInputElement;
    const poshmark = within(platforms).getByRole('checkbox', { name: /Poshmark/ }) as HTMLInputElement;
    expect([ebay.checked, ebay.disabled]).toEqual([true, false]);
    expect([facebook.checked, facebook.disabled]).toEqual([true, true]);
    expect([poshmark.checked, poshmark.disabled]).toEqual([false, true]);
    expect(within(platforms).getAllByText('Coming Soon')).toHaveLength(2);
    const postButton = screen.getByRole('button', { name: 'Post to 1 Platform' }) as HTMLButtonElement;
    expect(postButton.disabled).toBe(true);
    expect(screen.getByText('Please connect your eBay account before posting')).toBeTruthy();

    await userEvent.click(screen.getByText('Enter a token manually'));
    await userEvent.type(screen.getByLabelText('eBay access token'), '   ');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid access token');
    expect((screen.getByRole('button', { name: 'Connect with Token' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(ebay);
    expect(screen.getByRole('button', { name: 'Post to 0 Platforms' })).toBeTruthy();
    expect(screen.getByText('Please select at least one platform to post to.')).toBeTruthy();
  });

  it('offers Reconnect, and says so on the post button, when eBay refuses the connection while the page is open', async () => {
    // The preview was read while connected; then the policies call meets a refresh token eBay refuses.
    let state = preview();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/items/')) return json(item);
        if (url === '/api/listings/policies') {
          state = preview({
            connection: { ...preview().connection, connected: false, needsReconnect: true, scopes: scopes(false) },
          });
          return new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              code: 'ebay_not_connected',
              message: 'Token refresh failed: the provided authorization refresh token is invalid',
              requestId: 'r1',
            }),
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          );
        }
        return json(state);
      }),
    );
    renderAtRoute(
      '/preview/:itemId',
      <PreviewPage connect={(path) => <button type="button">Reconnect eBay ({path})</button>} />,
      '/preview/item-1',
    );
    expect(await screen.findByRole('heading', { name: 'Reconnect your eBay account' })).toBeTruthy();
    expect(screen.queryByText(/Connected as/)).toBeNull();
    expect(screen.getByText('Please connect your eBay account before posting')).toBeTruthy();
    expect(screen.queryByText('Please select all required business policies for eBay listing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reconnect eBay (/preview/item-1)' })).toBeTruthy();
  });

  it('chooses the default policies, posts to eBay and shows the success screen', async () => {
    const posted = renderPreview(preview());
    expect(await screen.findByText(/Connected as emulated_seller/)).toBeTruthy();
    const shipping = (await screen.findByLabelText('Shipping policy')) as HTMLSelectElement;
    // The defaults are filled in once the policies arrive, just after the selectors show.
    await waitFor(() => expect(shipping.value).toBe('f1'));
    expect((screen.getByLabelText('Return policy') as HTMLSelectElement).value).toBe('r1');
    await userEvent.click(screen.getByRole('button', { name: 'Post to 1 Platform' }));
    expect(await screen.findByRole('heading', { name: 'Listing Posted Successfully!' })).toBeTruthy();
    expect(posted).toEqual([
      {
        itemId: 'item-1',
        platforms: ['ebay'],
        policies: { fulfillmentPolicyId: 'f1', paymentPolicyId: 'p1', returnPolicyId: 'r1' },
      },
    ]);
    expect(screen.getByRole('link', { name: /View on eBay/ }).getAttribute('href')).toBe(live.url);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/app');
    expect(screen.getByRole('link', { name: 'Create Another Listing' }).getAttribute('href')).toBe('/capture');
  });

  it('lists every problem, each linking to its field, and shows the last failure with eBay’s own words', async () => {
    renderPreview(
      preview({
        problems: [
          { field: 'item_specifics.Brand', code: 'aspect_missing', message: 'eBay requires Brand in Jackets.' },
          { field: 'condition', code: 'condition_missing', message: 'Choose a condition.' },
        ],
        listing: {
          ...live,
          status: 'failed',
          error: {
            message: 'Failed to post listing: Invalid category. Please try again.',
            details: [
              { errorId: 25005, message: 'Invalid category.', parameters: [{ name: 'field', value: 'categoryId' }] },
            ],
          },
        },
      }),
    );
    const missing = await screen.findByRole('region', { name: 'Before you can post' });
    // Each problem opens this item's Edit Listing modal on the Generate tab, at its field.
    expect(within(missing).getByRole('link', { name: 'eBay requires Brand in Jackets.' }).getAttribute('href')).toBe(
      '/app?tab=generate&edit=item-1&field=item_specifics.Brand',
    );
    expect(within(missing).getByRole('link', { name: 'Choose a condition.' }).getAttribute('href')).toBe(
      '/app?tab=generate&edit=item-1&field=condition',
    );
    expect(screen.getByText('Failed to post listing: Invalid category. Please try again.')).toBeTruthy();
    expect(screen.getByText('eBay error 25005: Invalid category. (field: categoryId)')).toBeTruthy();
    await screen.findByLabelText('Shipping policy');
    expect(
      screen.getByText('Fix these 2 things before posting: eBay requires Brand in Jackets. Choose a condition.'),
    ).toBeTruthy();
  });

  it('asks the seller to confirm flagged photos before Post is enabled, then sends the confirmation', async () => {
    const flagged = ['0f8c3c1e-2a55-4a4e-9d61-1d2f6b0a7c01', '0f8c3c1e-2a55-4a4e-9d61-1d2f6b0a7c02'];
    const posted = renderPreview(
      preview({
        photosToConfirm: flagged.map((id) => ({ id, thumbnailUrl: `/api/photos/${id}/files/thumb?v=0` })),
      }),
    );
    const review = await screen.findByRole('region', { name: 'Check these photos before posting' });
    expect(
      within(review).getByText(/Our automatic check flagged 2 photos of this item as possibly showing nudity/),
    ).toBeTruthy();
    expect(
      within(review)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Flagged photo 1 of 2', 'Flagged photo 2 of 2']);
    await screen.findByLabelText('Shipping policy');
    // The policies' defaults arrive a moment after their fields: then the photos are what is left.
    expect(await screen.findByText('Confirm the flagged photos before posting.')).toBeTruthy();
    const postButton = screen.getByRole('button', { name: 'Post to 1 Platform' }) as HTMLButtonElement;
    expect(postButton.disabled).toBe(true);

    const confirm = within(review).getByRole('checkbox', {
      name: 'I confirm these photos show the item and are suitable for eBay',
    }) as HTMLInputElement;
    expect(confirm.required).toBe(true);
    await userEvent.click(confirm);
    expect(postButton.disabled).toBe(false);
    expect(screen.getByText('Ready to post.')).toBeTruthy();
    await userEvent.click(confirm);
    expect(postButton.disabled).toBe(true);

    await userEvent.click(confirm);
    await userEvent.click(postButton);
    expect(await screen.findByRole('heading', { name: 'Listing Posted Successfully!' })).toBeTruthy();
    expect(posted).toEqual([
      {
        itemId: 'item-1',
        platforms: ['ebay'],
        policies: { fulfillmentPolicyId: 'f1', paymentPolicyId: 'p1', returnPolicyId: 'r1' },
        confirmedPhotoIds: flagged,
      },
    ]);
  });

  it('opens on the success screen when the item is already live', async () => {
    renderPreview(preview({ listing: live }));
    expect(await screen.findByRole('heading', { name: 'Listing Posted Successfully!' })).toBeTruthy();
  });
});
