import type { InventoryItem } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { InventoryScreen } from './inventory-screen';

const item = (over: Partial<InventoryItem>): InventoryItem => ({
  id: crypto.randomUUID(),
  sku: 'SKU-1',
  name: 'Item',
  description: null,
  category: 'clothing',
  total_quantity: 5,
  available_quantity: 5,
  reserved_quantity: 0,
  low_stock_threshold: 1,
  average_cost: 2,
  total_value: 10,
  location: null,
  bin_location: null,
  weight_oz: 0,
  dimensions: null,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

type Call = { url: string; method: string; body: unknown };

function serve(items: InventoryItem[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/inventory/items') return Response.json({ items });
      if (url === '/api/inventory/alerts') return Response.json({ alerts: [] });
      return Response.json(
        { type: 'about:blank', title: 'x', status: 500, code: 'internal_error', message: 'x' },
        { status: 500 },
      );
    }),
  );
  renderInRouter(<InventoryScreen />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('InventoryScreen', () => {
  it("shows the spec's empty state with Add First Item", async () => {
    serve([]);
    expect(await screen.findByText('No inventory items found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add First Item' })).toBeTruthy();
  });

  it('keeps the loaded list on screen when a refresh fails, and says so', async () => {
    let up = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!up) throw new TypeError('Failed to fetch');
        if (url === '/api/inventory/items') return Response.json({ items: [item({ name: 'Wool coat' })] });
        return Response.json({ alerts: [] });
      }),
    );
    renderInRouter(<InventoryScreen />);
    expect(await screen.findByRole('row', { name: /Wool coat/ })).toBeTruthy();
    up = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/Could not refresh your inventory/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Wool coat/ })).toBeTruthy();
    expect(screen.queryByText('Could not load your inventory.')).toBeNull();
  });

  it('badges each row by the status rule, counts the stat cards, and filters by search and category', async () => {
    serve([
      item({ sku: 'OUT-1', name: 'Wool coat', available_quantity: 0, total_quantity: 0, total_value: 0 }),
      item({
        sku: 'LOW-1',
        name: 'Silk scarf',
        category: 'accessories',
        available_quantity: 2,
        total_quantity: 2,
        low_stock_threshold: 2,
        total_value: 4,
      }),
      item({ sku: 'OK-1', name: 'Denim jeans', available_quantity: 9, total_quantity: 9, total_value: 18.5 }),
    ]);
    const table = await screen.findByRole('table');
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(rowOf('Wool coat')).getByText('Out of Stock')).toBeTruthy();
    expect(within(rowOf('Silk scarf')).getByText('Low Stock')).toBeTruthy();
    expect(within(rowOf('Denim jeans')).getByText('In Stock')).toBeTruthy();
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([card('Total Items'), card('Total Value'), card('Low Stock'), card('Out of Stock')]).toEqual([
      '3',
      '$22.50',
      '1',
      '1',
    ]);

    await userEvent.type(screen.getByLabelText('Search'), 'low-1');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'clothing');
    expect(within(table).queryByText('Silk scarf')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'books_media');
    expect(screen.getByText('No inventory items found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add First Item' })).toBeNull();
  });

  it("shows each SKU's eBay listing: the quantity it offers and its status", async () => {
    serve([
      item({
        sku: 'LIVE-1',
        name: 'Fleece jacket',
        available_quantity: 1,
        total_quantity: 1,
        listing: { item_id: 'i1', status: 'active', listed_quantity: 1, url: 'https://www.ebay.com/itm/1' },
      }),
      item({ sku: 'NEVER-1', name: 'Wool hat' }),
    ]);
    const table = await screen.findByRole('table');
    const live = within(table).getByRole('row', { name: /Fleece jacket/ });
    expect(within(live).getByRole('link', { name: 'On eBay: 1 · live' }).getAttribute('href')).toBe(
      'https://www.ebay.com/itm/1',
    );
    expect(within(within(table).getByRole('row', { name: /Wool hat/ })).queryByText(/On eBay/)).toBeNull();
  });

  it('keeps Add Item disabled until SKU and Name are filled, and alerts on blank-looking ones without saving', async () => {
    const calls = serve([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory Item' });
    const save = within(dialog).getByRole('button', { name: 'Add Item' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('SKU'), '   ');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Linen shirt');
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('SKU and Name are required fields.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks before closing over a new item typed in, and Discard Changes sends nothing', async () => {
    const calls = serve([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory Item' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    await userEvent.type(name, 'Linen shirt');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(ask.textContent).toContain('The item you are adding is not saved.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    expect(name.value).toBe('Linen shirt');
    expect(screen.getByRole('dialog', { name: 'Add Inventory Item' })).toBe(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard Changes' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Inventory Item' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks before Mark as Sold drops a typed order reference; untouched, it closes at once', async () => {
    const calls = serve([item({ sku: 'SOLD-1', name: 'Scarf' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Scarf sold' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark as Sold' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Sold' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark Scarf sold' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark as Sold' });
    const reference = within(dialog).getByLabelText('Order Reference (optional)') as HTMLInputElement;
    await userEvent.type(reference, 'ORDER-77');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(ask.textContent).toContain('The sale is not recorded.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    expect(reference.value).toBe('ORDER-77');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard Changes' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Sold' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps edits across its two tabs, and asks before closing over an adjustment not made', async () => {
    serve([item({ sku: 'TAB-1', name: 'Wool coat' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Wool coat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Inventory Item' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    await userEvent.type(name, ', grey');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Stock Adjustment' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Item Details' }));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Wool coat, grey');

    // Details saved as they were (the value put back): the adjustment typed alone still asks.
    await userEvent.clear(name);
    await userEvent.type(name, 'Wool coat');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Inventory Item' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Wool coat' }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit Inventory Item' });
    await userEvent.click(within(reopened).getByRole('tab', { name: 'Stock Adjustment' }));
    await userEvent.type(within(reopened).getByLabelText('Quantity to Add'), '3');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(ask.textContent).toContain('Your changes to this item are not saved.');
  });

  it('refuses a zero stock adjustment with the spec message, sending nothing', async () => {
    const calls = serve([item({ sku: 'ADJ-1', name: 'Wool coat' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Wool coat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Inventory Item' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Stock Adjustment' }));
    await userEvent.type(within(dialog).getByLabelText('Quantity to Add'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust Stock' }));
    expect(await within(dialog).findByText('Please enter a valid adjustment quantity.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
