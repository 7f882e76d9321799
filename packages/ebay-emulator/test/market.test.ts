import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, type Catalogue } from '../src/catalogue/catalogue';
import { itemTypesOf } from '../src/catalogue/item-types';
import { medianSoldPrice } from '../src/catalogue/market-median';
import { allLeaves } from '../src/taxonomy/category-tree';
import { marketMedian } from '../src/testing/index';
import { createHarness, json, PREFIX, type Harness } from './harness';

const DAY = 86_400_000;
const NOVEMBER_20 = Date.UTC(2026, 10, 20);
const JULY_31 = Date.UTC(2026, 6, 31);

type Page = { total: number; next?: string; itemSales?: { title: string; lastSoldPrice: { value: string } }[] };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One emulator, its clock stopped on 20 November, serves both the model checks and the HTTP ones. */
let h: Harness;
let token: string;
let catalogue: Catalogue;
beforeAll(async () => {
  h = await createHarness({ catalogueListings: 15_000, catalogueSales: 12_000, now: () => NOVEMBER_20 });
  catalogue = h.engine.catalogue();
  token = await h.appToken([
    'https://api.ebay.com/oauth/api_scope',
    'https://api.ebay.com/oauth/api_scope/buy.marketplace.insights',
  ]);
});

describe('market prices', () => {
  const sold = (query: Parameters<typeof medianSoldPrice>[1]) => medianSoldPrice(catalogue.sales, query, NOVEMBER_20);

  it('is deterministic for a seed', () => {
    const make = (seed: number) => createCatalogue({ seed, listings: 1000, sales: 1000, anchor: NOVEMBER_20 });
    expect(JSON.stringify(make(7))).toBe(JSON.stringify(make(7)));
    expect(JSON.stringify(make(7).sales)).not.toBe(JSON.stringify(make(8).sales));
  });

  it('prices by brand tier: same item type and condition, clearly different medians', () => {
    const patagonia = sold({ brand: 'Patagonia', itemType: 'Jacket', condition: '3000' });
    const oldNavy = sold({ brand: 'Old Navy', itemType: 'Jacket', condition: '3000' });
    expect(patagonia.sampleSize).toBeGreaterThanOrEqual(10);
    expect(oldNavy.sampleSize).toBeGreaterThanOrEqual(10);
    expect(Number(patagonia.median)).toBeGreaterThan(2.5 * Number(oldNavy.median));

    const gucci = sold({ brand: 'Gucci', itemType: 'Sneakers' });
    const nike = sold({ brand: 'nike', itemType: 'sneakers' });
    expect(Number(gucci.median)).toBeGreaterThan(4 * Number(nike.median));
    expect(nike.brand).toBe('Nike');
  });

  it('prices by condition: new with tags > pre-owned excellent > good > fair', () => {
    const levis = (condition: string) => Number(sold({ brand: "Levi's", itemType: 'Jeans', condition }).median);
    const [nwt, excellent, good, fair] = ['NEW', 'PRE_OWNED_EXCELLENT', '3000', 'PRE_OWNED_FAIR'].map(levis);
    expect(nwt).toBeGreaterThan(1.2 * (excellent ?? 0));
    expect(excellent).toBeGreaterThan(1.15 * (good ?? 0));
    expect(good).toBeGreaterThan(1.4 * (fair ?? 0));
  });

  it('spreads sales over 90 days with the seasons: outerwear up into winter, shorts up into summer', () => {
    const share = (sales: Catalogue['sales'], family: string, anchor: number) => {
      const recent = sales.filter((s) => s.family === family && s.soldAt > anchor - 30 * DAY);
      const early = sales.filter((s) => s.family === family && s.soldAt <= anchor - 60 * DAY);
      return { recent, early };
    };
    expect(catalogue.sales.every((s) => s.soldAt < NOVEMBER_20 && s.soldAt >= NOVEMBER_20 - 90 * DAY)).toBe(true);
    const coats = share(catalogue.sales, 'outerwear', NOVEMBER_20);
    expect(coats.recent.length).toBeGreaterThan(1.25 * coats.early.length);
    expect(median(coats.recent.map((s) => s.soldPrice))).toBeGreaterThan(median(coats.early.map((s) => s.soldPrice)));
    const shortsInNovember = share(catalogue.sales, 'shorts', NOVEMBER_20);
    expect(shortsInNovember.recent.length).toBeLessThan(shortsInNovember.early.length);

    const summer = createCatalogue({ seed: 20250601, listings: 0, sales: 12_000, anchor: JULY_31 });
    const shortsInJuly = share(summer.sales, 'shorts', JULY_31);
    const coatsInJuly = share(summer.sales, 'outerwear', JULY_31);
    expect(shortsInJuly.recent.length / coatsInJuly.recent.length).toBeGreaterThan(
      shortsInNovember.recent.length / coats.recent.length,
    );
  });

  it('asks more than it sells for, with a realistic spread', () => {
    const askingJeans = catalogue.listings.filter(
      (l) => l.brand === "Levi's" && l.itemType === 'Jeans' && l.buyingOptions.includes('FIXED_PRICE'),
    );
    const soldJeans = catalogue.sales.filter((s) => s.brand === "Levi's" && s.itemType === 'Jeans');
    expect(median(askingJeans.map((l) => l.price))).toBeGreaterThan(median(soldJeans.map((s) => s.soldPrice)));
    const prices = soldJeans.map((s) => s.soldPrice).sort((a, b) => a - b);
    const p10 = prices[Math.floor(prices.length * 0.1)] ?? 0;
    const p90 = prices[Math.floor(prices.length * 0.9)] ?? 0;
    expect(p90 / p10).toBeGreaterThan(2);
    expect(p90 / p10).toBeLessThan(12);
  });
});

describe('market data over HTTP', () => {
  it('has asking and sold prices for every item type of every leaf, by category and used condition', async () => {
    const used = encodeURIComponent('conditions:{USED}');
    for (const leaf of allLeaves()) {
      for (const itemType of itemTypesOf(leaf)) {
        const q = encodeURIComponent(itemType);
        const label = `${leaf.categoryId} ${leaf.department} ${itemType}`;
        const browse = await h.call(
          'GET',
          `/buy/browse/v1/item_summary/search?q=${q}&category_ids=${leaf.categoryId}&filter=${used}&limit=1`,
          { token },
        );
        expect(json<{ total: number }>(browse.body).total, label).toBeGreaterThanOrEqual(3);
        const insights = await h.call(
          'GET',
          `/buy/marketplace_insights/v1_beta/item_sales/search?q=${encodeURIComponent(itemType.split(/[\s-]+/).join(','))}&category_ids=${leaf.categoryId}&filter=${used}&limit=1`,
          { token },
        );
        expect(json<{ total: number }>(insights.body).total, label).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('finds a brand and item type the way the app asks, with size and a notable word', async () => {
    const search = async (q: string, categoryId: string) =>
      json<{ total: number; itemSummaries?: { title: string }[] }>(
        (
          await h.call(
            'GET',
            `/buy/browse/v1/item_summary/search?q=${encodeURIComponent(q)}&category_ids=${categoryId}&limit=200`,
            { token },
          )
        ).body,
      );
    const jackets = await search('Patagonia Jacket', '57988');
    expect(jackets.total).toBeGreaterThanOrEqual(5);
    for (const item of jackets.itemSummaries ?? []) expect(item.title).toMatch(/^Patagonia Men's .*Jacket/);
    const girlsDresses = await search('Dress', '11464');
    expect(girlsDresses.total).toBeGreaterThanOrEqual(20);
    const sized = await search("Levi's Jeans 32", '11483');
    expect(sized.total).toBeGreaterThanOrEqual(1);
  });

  it('answers the true median by brand and item type, matching a full Insights crawl', async () => {
    const answer = await h.app.inject({
      method: 'GET',
      url: `${PREFIX}/_sim/market/median?brand=${encodeURIComponent("Levi's")}&itemType=Jeans&condition=USED_EXCELLENT`,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ median: string; sampleSize: number; conditionId: string; currency: string }>();
    expect(body).toMatchObject({ conditionId: '3000', currency: 'USD' });
    expect(body).toEqual(marketMedian(h.engine, { brand: 'levis', itemType: 'jeans', condition: '3000' }));

    const prices: number[] = [];
    let path = `/buy/marketplace_insights/v1_beta/item_sales/search?q=levis,jeans&category_ids=11450&filter=${encodeURIComponent('conditionIds:{3000}')}&limit=200`;
    for (;;) {
      const page = json<Page>((await h.call('GET', path, { token })).body);
      prices.push(...(page.itemSales ?? []).map((sale) => Number(sale.lastSoldPrice.value)));
      if (!page.next) break;
      path = page.next.slice(page.next.indexOf('/buy/'));
    }
    expect(body.sampleSize).toBe(prices.length);
    expect(body.median).toBe(median(prices).toFixed(2));

    const unknown = await h.app.inject({
      method: 'GET',
      url: `${PREFIX}/_sim/market/median?brand=Nike&itemType=Scarf`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain("unknown itemType 'Scarf'");
    const nothing = await h.app.inject({
      method: 'GET',
      url: `${PREFIX}/_sim/market/median?brand=Nobody&itemType=Dress`,
    });
    expect(nothing.json()).toEqual({ brand: 'Nobody', itemType: 'Dress', sampleSize: 0, currency: 'USD' });
  });
});
