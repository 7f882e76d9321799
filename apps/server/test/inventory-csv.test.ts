import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../src/modules/inventory/csv';
import { newSeller } from './inventory-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(() => t.close());

const countItems = async (userId: string) =>
  (await t.deps.db.select().from(schema.inventoryItems).where(eq(schema.inventoryItems.userId, userId))).length;

describe('CSV parsing', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a byte-order mark', () => {
    const { records, error } = parseCsv('\uFEFFsku,name\r\nA1,"Shirt, ""blue"""\r\n\r\nB2,"Two\nlines"\nC3,Plain');
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { line: 1, cells: ['sku', 'name'] },
      { line: 2, cells: ['A1', 'Shirt, "blue"'] },
      { line: 4, cells: ['B2', 'Two\nlines'] },
      { line: 6, cells: ['C3', 'Plain'] },
    ]);
  });

  it('writes what it reads, and defuses cells a spreadsheet would run as formulas', () => {
    const text = toCsv(
      ['a', 'b'],
      [
        ['=1+2', 'x,"y"'],
        [3, ''],
      ],
    );
    expect(text).toBe('\uFEFFa,b\r\n\'=1+2,"x,""y"""\r\n3,\r\n');
    expect(parseCsv(text).records[1]?.cells).toEqual(["'=1+2", 'x,"y"']);
  });
});

describe('CSV import', () => {
  it('imports every row, with quantities as initial_stock movements', async () => {
    const s = await newSeller(t);
    const csv = [
      'sku,name,category,total_quantity,average_cost,low_stock_threshold,location',
      'CSV-1,Wool scarf,Accessories,3,$4.50,1,Shelf A',
      'CSV-2,"Boots, leather",shoes,0,20,,',
    ].join('\n');
    const res = await s.call('POST', '/api/inventory/import', { csv });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 2 });
    const items = (await s.call('GET', '/api/inventory/items')).json().items;
    const scarf = items.find((i: { sku: string }) => i.sku === 'CSV-1');
    expect(scarf).toMatchObject({ category: 'accessories', total_quantity: 3, average_cost: 4.5, total_value: 13.5 });
    expect(items.find((i: { sku: string }) => i.sku === 'CSV-2')).toMatchObject({
      name: 'Boots, leather',
      total_quantity: 0,
      low_stock_threshold: 1,
    });
    const movements = await t.deps.db
      .select()
      .from(schema.inventoryMovements)
      .where(eq(schema.inventoryMovements.userId, s.userId));
    expect(movements.map((m) => [m.movementType, m.quantityChange])).toEqual([['initial_stock', 3]]);
  });

  it('rejects a file with one bad row, says which line and why, and imports nothing', async () => {
    const s = await newSeller(t);
    await s.addItem({ sku: 'HAVE-1' });
    const csv = [
      'sku,name,total_quantity,average_cost',
      'OK-1,Good row,2,1.00',
      'OK-2,Another good row,1,',
      'BAD-1,Broken row,-3,abc',
      'OK-3,,1,1',
      'OK-1,Repeated,1,1',
      'HAVE-1,Already there,1,1',
    ].join('\n');
    const res = await s.call('POST', '/api/inventory/import', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing was imported: 4 rows need fixing.');
    expect(res.json().errors).toEqual([
      { path: 'line 4', message: 'total_quantity: Total quantity cannot be negative.' },
      { path: 'line 4', message: 'average_cost: Average cost must be a number.' },
      { path: 'line 5', message: 'SKU and Name are required fields.' },
      { path: 'line 6', message: 'SKU "OK-1" is already on line 2 of this file.' },
      { path: 'line 7', message: 'You already have an inventory item with SKU "HAVE-1".' },
    ]);
    expect(await countItems(s.userId)).toBe(1);
  });

  it('names an unknown category and refuses a file without the sku and name columns', async () => {
    const s = await newSeller(t);
    const category = await s.call('POST', '/api/inventory/import', { csv: 'sku,name,category\nX-1,Hat,hats\n' });
    expect(category.json().errors[0]).toEqual({
      path: 'line 2',
      message: `category: "hats" is not a category; use one of: clothing, shoes, accessories, electronics, home_garden, toys_games, sports_outdoors, books_media, jewelry, collectibles, other.`,
    });
    const header = await s.call('POST', '/api/inventory/import', { csv: 'code,title\nX-1,Hat\n' });
    expect(header.json()).toMatchObject({
      message: 'Nothing was imported: the file could not be read.',
      errors: [{ path: 'file', message: 'The first row must name the columns, including sku and name.' }],
    });
    expect(await countItems(s.userId)).toBe(0);
  });
});

describe('CSV export', () => {
  it('exports what the filters show, in their order, and imports back into another account', async () => {
    const s = await newSeller(t);
    await s.addItem({ sku: 'EX-1', name: 'Denim jeans', category: 'clothing', total_quantity: 2, average_cost: 10 });
    await s.addItem({ sku: 'EX-2', name: 'Wool coat', category: 'clothing', total_quantity: 5, average_cost: 30 });
    await s.addItem({ sku: 'EX-3', name: '=HYPERLINK("x")', category: 'books_media', total_quantity: 1 });
    const res = await s.call('GET', '/api/inventory/export.csv?category=clothing&sort=value&direction=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { records } = parseCsv(res.body);
    expect(records.map((r) => r.cells[0])).toEqual(['sku', 'EX-2', 'EX-1']);
    expect(records[1]?.cells.slice(0, 10)).toEqual([
      'EX-2',
      'Wool coat',
      '',
      'clothing',
      '5',
      '5',
      '0',
      '1',
      '30.00',
      '150.00',
    ]);

    const all = await s.call('GET', '/api/inventory/export.csv?search=hyperlink');
    expect(all.body).toContain(`'=HYPERLINK`);
    const other = await newSeller(t);
    const everything = await s.call('GET', '/api/inventory/export.csv');
    const back = await other.call('POST', '/api/inventory/import', { csv: everything.body });
    expect(back.json()).toEqual({ imported: 3 });
    const names = (await other.call('GET', '/api/inventory/items')).json().items.map((i: { name: string }) => i.name);
    expect(names).toContain('=HYPERLINK("x")');
  });
});
