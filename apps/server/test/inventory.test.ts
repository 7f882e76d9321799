import { and, eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from './inventory-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(() => t.close());

const movementsOf = (itemId: string) =>
  t.deps.db.select().from(schema.inventoryMovements).where(eq(schema.inventoryMovements.inventoryItemId, itemId));

describe('adding an item', () => {
  it('stores the item with the spec defaults and records initial_stock when the quantity is above 0', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'JKT-001', total_quantity: 4, average_cost: 12.5, category: 'clothing' });
    expect(item).toMatchObject({
      sku: 'JKT-001',
      total_quantity: 4,
      available_quantity: 4,
      reserved_quantity: 0,
      low_stock_threshold: 1,
      average_cost: 12.5,
      total_value: 50,
      weight_oz: 0,
      is_active: true,
    });
    const movements = await movementsOf(item.id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      movementType: 'initial_stock',
      quantityChange: 4,
      quantityBefore: 0,
      quantityAfter: 4,
      unitCost: '12.50',
      totalCost: '50.00',
    });
    const zero = await s.addItem({ sku: 'JKT-002' });
    expect(zero).toMatchObject({ total_quantity: 0, low_stock_threshold: 1, average_cost: 0 });
    expect(await movementsOf(zero.id)).toHaveLength(0);
    const list = (await s.call('GET', '/api/inventory/items')).json();
    expect(list.items.map((i: { sku: string }) => i.sku)).toEqual(['JKT-002', 'JKT-001']);
  });

  it("refuses a missing SKU or name, negative and non-numeric values with the spec's texts, storing nothing", async () => {
    const s = await newSeller(t);
    const res = await s.call('POST', '/api/inventory/items', {
      sku: '  ',
      name: '',
      total_quantity: -2,
      average_cost: 'abc',
      low_stock_threshold: 1.5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'sku', message: 'SKU and Name are required fields.' },
        { path: 'name', message: 'SKU and Name are required fields.' },
        { path: 'total_quantity', message: 'Total quantity cannot be negative.' },
        { path: 'average_cost', message: 'Average cost must be a number.' },
        { path: 'low_stock_threshold', message: 'Low stock threshold must be a whole number.' },
      ]),
    );
    const rows = await t.deps.db.select().from(schema.inventoryItems).where(eq(schema.inventoryItems.userId, s.userId));
    expect(rows).toHaveLength(0);
  });

  it('keeps SKUs unique per seller, lets another seller use the same SKU, and frees it on delete', async () => {
    const a = await newSeller(t);
    const b = await newSeller(t);
    const first = await a.addItem({ sku: 'DUP-1' });
    const dup = await a.call('POST', '/api/inventory/items', { sku: 'DUP-1', name: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'conflict',
      message: 'You already have an inventory item with SKU "DUP-1".',
    });
    await b.addItem({ sku: 'DUP-1' });
    expect((await a.call('DELETE', `/api/inventory/items/${first.id}`)).statusCode).toBe(204);
    await a.addItem({ sku: 'DUP-1', name: 'Replacement' });
  });
});

describe('stock adjustments (create_inventory_movement)', () => {
  it('keeps a weighted average cost on restock and revalues the stock', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'AVG-1', total_quantity: 10, average_cost: 4 });
    const { item: after, movement } = await s.moveOk(item.id, {
      movement_type: 'restock',
      quantity_change: 5,
      unit_cost: 7,
      reason: 'Manual add adjustment',
      reference_number: 'ADJ-1700000000000',
    });
    // (10 x 4.00 + 5 x 7.00) / 15 = 5.00
    expect(after).toMatchObject({ total_quantity: 15, available_quantity: 15, average_cost: 5, total_value: 75 });
    expect(movement).toMatchObject({
      movement_type: 'restock',
      quantity_before: 10,
      quantity_after: 15,
      unit_cost: 7,
      total_cost: 35,
      reason: 'Manual add adjustment',
      reference_number: 'ADJ-1700000000000',
    });
    const removed = await s.moveOk(item.id, { movement_type: 'adjustment', quantity_change: -3 });
    expect(removed.item).toMatchObject({ total_quantity: 12, average_cost: 5, total_value: 60 });
  });

  it('sets a total as an adjustment of the difference, computed against the current stock', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'SET-1', total_quantity: 9 });
    const { movement, item: after } = await s.moveOk(item.id, { movement_type: 'adjustment', set_total: 4 });
    expect(movement).toMatchObject({
      movement_type: 'adjustment',
      quantity_change: -5,
      quantity_before: 9,
      quantity_after: 4,
    });
    expect(after.total_quantity).toBe(4);
    const same = await s.move(item.id, { movement_type: 'adjustment', set_total: 4 });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Please enter a valid adjustment quantity.');
  });

  it('refuses a zero change, removing more than is available, and a wrong sign, changing nothing', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'BAD-1', total_quantity: 3 });
    const zero = await s.move(item.id, { movement_type: 'adjustment', quantity_change: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual([
      { path: 'quantity_change', message: 'Please enter a valid adjustment quantity.' },
    ]);
    const tooMany = await s.move(item.id, { movement_type: 'adjustment', quantity_change: -4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'insufficient_stock',
      message: 'Only 3 available for SKU BAD-1, so 4 cannot be removed.',
    });
    const sign = await s.move(item.id, { movement_type: 'restock', quantity_change: -1 });
    expect(sign.json().errors).toEqual([{ path: 'quantity_change', message: 'A restock must add stock.' }]);
    const text = await s.move(item.id, { movement_type: 'restock', quantity_change: 'ten' });
    expect(text.statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(schema.inventoryItems).where(eq(schema.inventoryItems.id, item.id));
    expect(row).toMatchObject({ totalQuantity: 3, availableQuantity: 3 });
    expect(await movementsOf(item.id)).toHaveLength(1);
  });

  it('lists movements newest first, filters by type and returns at most 100', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'HIST-1', total_quantity: 1 });
    for (let i = 0; i < 104; i++) await s.moveOk(item.id, { movement_type: 'restock', quantity_change: 1 });
    await s.moveOk(item.id, { movement_type: 'damage', quantity_change: -2 });
    const all = (await s.call('GET', `/api/inventory/items/${item.id}/movements`)).json();
    expect(all.movements).toHaveLength(100);
    expect(all.movements[0]).toMatchObject({ movement_type: 'damage', quantity_after: 103 });
    expect(all.item).toMatchObject({ total_quantity: 103, available_quantity: 103, reserved_quantity: 0 });
    const initial = (
      await s.call('GET', `/api/inventory/items/${item.id}/movements?movement_type=initial_stock`)
    ).json();
    expect(initial.movements).toHaveLength(1);
  });
});

describe('alerts', () => {
  it('raises low_stock and out_of_stock, acknowledges, and clears on a restock above the threshold', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'ALR-1', total_quantity: 5, low_stock_threshold: 2 });
    expect(await s.activeAlerts()).toEqual([]);

    await s.moveOk(item.id, { movement_type: 'sale', quantity_change: -3 });
    await s.moveOk(item.id, { movement_type: 'sale', quantity_change: -1 });
    const low = await s.activeAlerts();
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({
      alert_type: 'low_stock',
      sku: 'ALR-1',
      message: 'Blue denim jacket (SKU: ALR-1) is low on stock: 2 left (threshold 2).',
    });

    await s.moveOk(item.id, { movement_type: 'theft', quantity_change: -1 });
    const out = await s.activeAlerts();
    expect(out.map((a) => a.alert_type)).toEqual(['out_of_stock']);

    const ack = await s.call('POST', `/api/inventory/alerts/${out[0]?.id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().alert_status).toBe('acknowledged');
    expect(Date.parse(ack.json().acknowledged_at)).toBeGreaterThan(0);
    expect(await s.activeAlerts()).toEqual([]);

    await s.moveOk(item.id, { movement_type: 'return', quantity_change: 1 });
    expect((await s.activeAlerts()).map((a) => a.alert_type)).toEqual(['low_stock']);
    await s.moveOk(item.id, { movement_type: 'restock', quantity_change: 5 });
    expect(await s.activeAlerts()).toEqual([]);

    const rows = await t.deps.db
      .select()
      .from(schema.inventoryAlerts)
      .where(eq(schema.inventoryAlerts.inventoryItemId, item.id));
    expect(rows.map((r) => [r.alertType, r.alertStatus])).toEqual(
      expect.arrayContaining([
        ['low_stock', 'resolved'],
        ['out_of_stock', 'resolved'],
        ['low_stock', 'resolved'],
      ]),
    );
    expect(rows.find((r) => r.alertType === 'out_of_stock')?.acknowledgedAt).toBeInstanceOf(Date);
  });

  it('keeps one open alert per item and kind, and re-evaluates when the threshold changes', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'ALR-2', total_quantity: 6, low_stock_threshold: 1 });
    const raised = await s.call('PATCH', `/api/inventory/items/${item.id}`, { low_stock_threshold: 10 });
    expect(raised.statusCode).toBe(200);
    await s.moveOk(item.id, { movement_type: 'sale', quantity_change: -1 });
    await s.moveOk(item.id, { movement_type: 'sale', quantity_change: -1 });
    const open = await t.deps.db
      .select()
      .from(schema.inventoryAlerts)
      .where(
        and(eq(schema.inventoryAlerts.inventoryItemId, item.id), eq(schema.inventoryAlerts.alertStatus, 'active')),
      );
    expect(open).toHaveLength(1);
    await s.call('PATCH', `/api/inventory/items/${item.id}`, { low_stock_threshold: 1 });
    expect(await s.activeAlerts()).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('edits details but never quantities, and revalues stock on a new average cost', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'ED-1', total_quantity: 4, average_cost: 2 });
    const res = await s.call('PATCH', `/api/inventory/items/${item.id}`, {
      name: 'Renamed',
      location: 'Shelf B',
      average_cost: 3.25,
    });
    expect(res.json()).toMatchObject({ name: 'Renamed', location: 'Shelf B', total_value: 13, total_quantity: 4 });
    const quantity = await s.call('PATCH', `/api/inventory/items/${item.id}`, { total_quantity: 40 });
    expect(quantity.statusCode).toBe(400);
    await s.addItem({ sku: 'ED-2' });
    const clash = await s.call('PATCH', `/api/inventory/items/${item.id}`, { sku: 'ED-2' });
    expect(clash.statusCode).toBe(409);
  });

  it('soft deletes: the row stays with is_active false, leaves the list, and its alerts close', async () => {
    const s = await newSeller(t);
    const item = await s.addItem({ sku: 'DEL-1', total_quantity: 0 });
    expect(await s.activeAlerts()).toHaveLength(1);
    expect((await s.call('DELETE', `/api/inventory/items/${item.id}`)).statusCode).toBe(204);
    const [row] = await t.deps.db.select().from(schema.inventoryItems).where(eq(schema.inventoryItems.id, item.id));
    expect(row?.isActive).toBe(false);
    expect((await s.call('GET', '/api/inventory/items')).json().items).toEqual([]);
    expect(await s.activeAlerts()).toEqual([]);
    expect((await s.call('GET', `/api/inventory/items/${item.id}/movements`)).statusCode).toBe(404);
    expect((await s.call('DELETE', `/api/inventory/items/${item.id}`)).statusCode).toBe(404);
  });
});

describe("another seller's ids", () => {
  it('are answered exactly like missing ones, for every call, and change nothing', async () => {
    const owner = await newSeller(t);
    const other = await newSeller(t);
    const item = await owner.addItem({ sku: 'OWN-1', total_quantity: 0 });
    const [alert] = await owner.activeAlerts();
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['movements', 'GET', `/api/inventory/items/{id}/movements`],
      ['adjust', 'POST', `/api/inventory/items/{id}/movements`, { movement_type: 'restock', quantity_change: 1 }],
      ['sell', 'POST', `/api/inventory/items/{id}/sales`, { quantity: 1 }],
      ['edit', 'PATCH', `/api/inventory/items/{id}`, { name: 'Hijacked' }],
      ['delete', 'DELETE', `/api/inventory/items/{id}`],
    ];
    for (const [, method, url, body] of calls) {
      const foreign = await other.call(method, url.replace('{id}', item.id), body);
      const absent = await other.call(method, url.replace('{id}', missing), body);
      const garbage = await other.call(method, url.replace('{id}', 'not-a-uuid'), body);
      expect([foreign.statusCode, absent.statusCode, garbage.statusCode]).toEqual([404, 404, 404]);
      expect(foreign.json().message).toBe(absent.json().message);
    }
    const ack = await other.call('POST', `/api/inventory/alerts/${alert?.id}/acknowledge`);
    expect(ack.statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(schema.inventoryItems).where(eq(schema.inventoryItems.id, item.id));
    expect(row).toMatchObject({ name: 'Blue denim jacket', totalQuantity: 0, isActive: true });
    expect(await owner.activeAlerts()).toHaveLength(1);
    expect((await other.call('GET', '/api/inventory/items')).json().items).toEqual([]);
  });

  it('and every call needs a signed-in seller', async () => {
    const res = await t.app.inject({ url: '/api/inventory/items' });
    expect(res.statusCode).toBe(401);
  });
});
