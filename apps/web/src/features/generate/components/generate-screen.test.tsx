import { PRICING_TEXT, type GenerateGroup, type ListingItem } from '@listlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRecommendation } from '../../../components/pricing/test-recommendation';
import { renderInRouter } from '../../../test/render';
import { stubGenerateApi, testGroup, testItem } from '../test-groups';
import { GenerateScreen } from './generate-screen';

function serve(groups: GenerateGroup[] | 'fail', answers: Record<string, unknown> = {}, path = '/app?tab=generate') {
  const calls = stubGenerateApi(groups, answers);
  function Preview() {
    return <p>Preview of {useParams().itemId}</p>;
  }
  renderInRouter(
    <Routes>
      <Route path="/app" element={<GenerateScreen />} />
      <Route path="/preview/:itemId" element={<Preview />} />
    </Routes>,
    path,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('GenerateScreen', () => {
  it("shows the spec's loading, then error state with Try Again", async () => {
    serve('fail');
    expect(screen.getByText('Loading SKU groups...')).toBeTruthy();
    expect(await screen.findByText('Error Loading Data')).toBeTruthy();
    expect(screen.getByText('Failed to load SKU groups. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("shows 'No Items Ready' with a way to SKU assignment", async () => {
    serve([]);
    expect(await screen.findByText('No Items Ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to SKU Assignment' }).getAttribute('href')).toBe('/app?tab=skus');
  });

  it('counts the tiles, labels the statuses and queues everything not started', async () => {
    const calls = serve(
      [
        testGroup({ sku: 'A-1', status: 'not_started', item: null }),
        testGroup({
          sku: 'B-1',
          status: 'needs_attention',
          error: 'AI analysis failed: the AI provider answered 500',
          item: null,
        }),
        testGroup({ sku: 'C-1' }),
      ],
      { 'POST /api/items/groups/generate-all': { queued: [], skipped: [] } },
    );
    const tiles = await screen.findByLabelText('Summary');
    expect(tiles.textContent).toBe('Total Items3Not Started1Analyzing0Ready1Needs Attention1Complete0');
    expect(screen.getByText('Not Started', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('AI analysis failed: the AI provider answered 500')).toBeTruthy();
    expect(screen.getByText('Ready for Review')).toBeTruthy();
    expect(screen.getByText('87% confidence')).toBeTruthy();
    expect(screen.getByText('3 items · 0 selected · 1 ready to post')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Select All (0 selected)'));
    expect(screen.getByText('3 items · 3 selected · 1 ready to post')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Generate All Items (1)' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No items need generation. All items are already processed.',
    );
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/items/groups/generate-all')).toBe(true);
  });

  it('saves an inline title on Enter and cancels a price with Escape', async () => {
    const item = testItem();
    const calls = serve([testGroup()], { [`PATCH /api/items/${item.id}`]: { ...item, title: 'Gap tee' } });
    await userEvent.click(await screen.findByRole('button', { name: /edit title of TEE-1/ }));
    const title = screen.getByLabelText('Title for TEE-1');
    await userEvent.clear(title);
    await userEvent.type(title, 'Gap tee{Enter}');
    await waitFor(() => expect(screen.queryByLabelText('Title for TEE-1')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /edit price of TEE-1/ }));
    await userEvent.type(screen.getByLabelText('Price for TEE-1'), '9{Escape}');
    expect(screen.queryByLabelText('Price for TEE-1')).toBeNull();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ title: 'Gap tee' }]);
  });

  it("asks the spec's question before a delete, saying nothing of eBay for an item not listed there", async () => {
    const calls = serve([testGroup()], { 'DELETE /api/items/groups/TEE-1': 204 });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete TEE-1' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the item for SKU TEE-1? This action cannot be undone.',
    );
    expect(dialog.textContent).not.toMatch(/eBay/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('says a live listing is ended first when the item to delete is live on eBay', async () => {
    serve([testGroup({ status: 'complete', listing: { status: 'active', url: 'https://www.ebay.com/itm/1' } })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete TEE-1' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Are you sure you want to delete the item for SKU TEE-1? This action cannot be undone. Its live eBay listing is ended first.',
      ),
    ).toBeTruthy();
  });

  it('shows a posted item as live on eBay and leaves it out of the ready-to-post count', async () => {
    const url = 'https://www.ebay.com/itm/110000000001';
    const listed = (sku: string, n: number) =>
      testGroup({
        sku,
        status: 'complete',
        item: testItem({ id: `11111111-1111-4111-8111-00000000000${n}`, sku }),
        listing: { status: 'active', url },
      });
    serve([listed('A-1', 1), listed('B-1', 2), testGroup({ sku: 'C-1', status: 'complete' })]);
    expect(await screen.findByText('3 items · 0 selected · 1 ready to post')).toBeTruthy();
    const live = screen.getAllByRole('link', { name: /^Live on eBay/ });
    expect(live.map((a) => a.getAttribute('href'))).toEqual([url, url]);
    const row = (sku: string) => screen.getByRole('row', { name: new RegExp(sku) });
    expect(row('A-1').textContent).toContain('Complete');
    expect(row('A-1').textContent).not.toContain('Ready to post');
    expect(within(row('C-1')).getByText('Ready to post')).toBeTruthy();
    // Bulk publish offers only what is not on eBay already.
    await userEvent.click(screen.getByLabelText('Select All (0 selected)'));
    expect(screen.getByRole('button', { name: 'Publish to eBay (1)' })).toBeTruthy();
  });

  it('edits in the modal with the live counters, saves into the item, and Publish opens the preview', async () => {
    const item = testItem();
    const calls = serve([testGroup()], {
      [`PATCH /api/items/${item.id}`]: item,
      [`GET /api/items/${item.id}/pricing`]: { recommendation: testRecommendation({ item_id: item.id }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit TEE-1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    expect(within(dialog).getByText('23/80 characters')).toBeTruthy();
    expect(within(dialog).getByText('15/1000 characters recommended')).toBeTruthy();
    const title = within(dialog).getByLabelText(/^Title/);
    expect(title.getAttribute('maxlength')).toBe('80');
    await userEvent.type(title, '!');
    expect(within(dialog).getByText('24/80 characters')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Fit'), 'Relaxed');
    await userEvent.click(within(dialog).getByRole('button', { name: /Quick Sale/ }));
    expect((within(dialog).getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('21.00');
    // The Market Analysis is the pricing agent's, each comparable labelled sold or asking; no example figures.
    const analysis = within(dialog).getByRole('region', { name: 'Market Analysis' });
    expect(await within(analysis).findByText('High Confidence (82%)')).toBeTruthy();
    expect(within(analysis).getByText('26 (14 sold, 12 asking)')).toBeTruthy();
    expect(within(analysis).getByText('Sold')).toBeTruthy();
    expect(within(analysis).getByText('Asking')).toBeTruthy();
    expect(analysis.textContent).not.toMatch(/12 similar items sold|in 2 days|\$32\.00/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish to eBay' }));
    expect(await screen.findByText(`Preview of ${item.id}`)).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      title: 'Gap Blue T-Shirt Size M!',
      price: 21,
      reviewed: true,
      item_specifics: { Fit: ['Relaxed'], Department: ['Men'], Type: ['T-Shirt'] },
    });
  });

  it("opens an item's Edit Listing modal from the address (the preview's link to missing specifics)", async () => {
    const item = testItem();
    serve([testGroup()], {}, `/app?tab=generate&edit=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(item.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Listing' })).toBeNull());
  });

  it("lists what eBay would refuse as the seller types, takes each problem to its field, and opens on the link's field", async () => {
    const item = testItem({ brand: null, item_specifics: { Type: ['T-Shirt'], Department: ['Men'] } });
    serve([testGroup({ item })], {}, `/app?tab=generate&edit=${item.id}&field=item_specifics.Brand`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    const brand = within(dialog).getByLabelText(/^Brand/);
    await waitFor(() => expect(document.activeElement).toBe(brand));
    expect(within(dialog).getByRole('heading', { name: '1 problem to fix' })).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/^Type/));
    expect(within(dialog).getByRole('heading', { name: '2 problems to fix' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'eBay requires Type in T-Shirts.' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Type/));

    await userEvent.type(within(dialog).getByLabelText(/^Type/), 'Tee');
    await userEvent.type(brand, 'Gap');
    expect(within(dialog).getByText('Ready to post')).toBeTruthy();
  });

  it('puts the focus on the first field to correct when Save Changes finds a bad value, and saves nothing', async () => {
    const item = testItem();
    const calls = serve([testGroup()], {}, `/app?tab=generate&edit=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    await userEvent.clear(within(dialog).getByLabelText(/^Title/));
    const price = within(dialog).getByLabelText('Price (USD)');
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Price cannot be negative')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Title/)));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('stops Publish while eBay would refuse the listing, and says what to fix', async () => {
    const item = testItem({ brand: null, item_specifics: { Type: ['T-Shirt'], Department: ['Men'] } });
    const calls = serve([testGroup({ item })], {}, `/app?tab=generate&edit=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish to eBay' }));
    expect(await within(dialog).findByText('Fix this before posting: eBay requires Brand in T-Shirts.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("changes the category from the picker's search: the item is derived again and the seller's edits stay", async () => {
    const item = testItem();
    const dress = testItem({
      item_type: 'Dress',
      department: 'Women',
      ebay_category_id: '63861',
      ebay_category_path: "Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses",
      title: 'Gap Blue Dress Size M',
      item_specifics: { Type: ['Shift'], Department: ['Women'] },
      aspects: [
        { name: 'Type', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
        { name: 'Dress Length', importance: 'RECOMMENDED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
      ],
    });
    const calls = serve(
      [testGroup({ item })],
      {
        'GET /api/taxonomy/search?q=dress': {
          categories: [
            {
              categoryId: '63861',
              categoryName: 'Dresses',
              categoryPath: "Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses",
              leaf: true,
            },
          ],
        },
        [`PATCH /api/items/${item.id}`]: dress,
      },
      `/app?tab=generate&edit=${item.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    await userEvent.clear(within(dialog).getByLabelText(/^Brand/));
    await userEvent.type(within(dialog).getByLabelText(/^Brand/), 'Zara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Category' }));
    await userEvent.type(within(dialog).getByLabelText('Search eBay categories'), 'dress');
    await userEvent.click(await within(dialog).findByRole('button', { name: /> Dresses$/ }));

    await waitFor(() => expect(within(dialog).getByTestId('ebay-category-path').textContent).toMatch(/Dresses$/));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ ebay_category_id: '63861' });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Gap Blue Dress Size M');
    expect((within(dialog).getByLabelText(/^Brand/) as HTMLInputElement).value).toBe('Zara');
    expect((within(dialog).getByLabelText('Dress Length') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText(/^Type/) as HTMLInputElement).value).toBe('Shift');
  });

  it('asks the seller to check an unsure item type on the row and in the modal, offering the two likeliest', async () => {
    const item = testItem({
      item_type: 'Shirt',
      item_type_check: {
        needed: true,
        candidates: [
          { item_type: 'Shirt', probability: 0.48 },
          { item_type: 'Dress', probability: 0.41 },
        ],
      },
    });
    const dress = testItem({ item_type: 'Dress', department: 'Women' });
    const calls = serve([testGroup({ item })], { [`PATCH /api/items/${item.id}`]: dress });
    const check = await screen.findByRole('link', { name: 'Check the item type' });
    expect(check.getAttribute('href')).toBe(`/app?tab=generate&edit=${item.id}&field=item_type`);
    await userEvent.click(check);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Item Type')));
    const choices = within(dialog).getByRole('group', { name: 'Check the item type' });
    expect(within(choices).getByRole('button', { name: 'Shirt (48%)' })).toBeTruthy();
    await userEvent.click(within(choices).getByRole('button', { name: 'Dress (41%)' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Check the item type' })).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ item_type: 'Dress' });
    expect((within(dialog).getByLabelText('Item Type') as HTMLInputElement).value).toBe('Dress');
  });

  it('says next to each price where it came from: market comparables, the category range with its reason, or nothing', async () => {
    const item = (id: string, market: ListingItem['market']) => testItem({ id, sku: id, market });
    serve([
      testGroup({
        sku: 'MKT-1',
        item: item('MKT-1', {
          suggested_price: 30,
          min: 25,
          max: 38,
          has_market_data: true,
          data_points: 12,
          price_source: 'market',
          note: null,
        }),
      }),
      testGroup({
        sku: 'CAT-1',
        item: item('CAT-1', {
          suggested_price: 20,
          min: 15,
          max: 28,
          has_market_data: false,
          data_points: 0,
          price_source: 'category',
          note: PRICING_TEXT.noMarketData,
        }),
      }),
      testGroup({ sku: 'NONE-1', item: item('NONE-1', null) }),
    ]);
    const row = async (sku: string) => (await screen.findByRole('rowheader', { name: sku })).closest('tr')!;
    expect(within(await row('MKT-1')).getByText('Market · 12 comps')).toBeTruthy();
    const category = within(await row('CAT-1')).getByText('Category range');
    expect(category.getAttribute('title')).toBe("No market data: price set from the category's typical range");
    const none = await row('NONE-1');
    expect(within(none).queryByText(/^Market/)).toBeNull();
    expect(within(none).queryByText('Category range')).toBeNull();
  });
});
