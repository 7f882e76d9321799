import { PRICING_TEXT } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { createEbayHttp } from '../../adapters/ebay/ebay-http';
import { createEbayMarket } from '../../adapters/ebay/ebay-market';
import type { MarketComparable } from './comparables';
import { priceFigures } from './price-figures';
import { MARKET_RETRY } from './pricing-deps';

const NOVEMBER = new Date(Date.UTC(2026, 10, 20, 12));

function comparable(source: MarketComparable['source'], price: number, date = NOVEMBER): MarketComparable {
  return {
    source,
    ref: `${source}-${price}-${date.getTime()}`,
    title: 'Jacket',
    price,
    currency: 'USD',
    date,
    condition: 'Pre-owned - Good',
    categoryId: '57988',
    url: null,
    shippingCost: null,
    bidCount: null,
    watchCount: null,
    daysToSell: null,
    outlier: null,
  };
}

const input = (sold: MarketComparable[], asking: MarketComparable[] = []) => ({
  sold,
  asking,
  table: 'clothing' as const,
  categoryLabel: 'jackets',
  now: NOVEMBER,
  fallback: { price: 22, source: 'category' as const },
});

describe('priceFigures', () => {
  it('prices November sales at their median x 1.3 x trend, trimming an outlier from the counts', () => {
    const sold = [40, 42, 44, 46, 48, 400].map((p) => comparable('sold', p));
    const asking = [50, 52, 54].map((p) => comparable('asking', p));
    const f = priceFigures(input(sold, asking));
    // Season-neutral median 44 / 1.3, times November's 1.3: 44.
    expect(f.recommendedPrice).toBe(44);
    expect(f.outliersRemoved).toBe(1);
    expect(sold.find((c) => c.price === 400)?.outlier).toBe('high');
    expect(f.dataPoints).toBe(8);
    expect(f.confidence).toBe(0.46);
    expect(f.range).toEqual({ min: 37.4, max: 50.6 });
    expect(f.competitive).toEqual({ similarListingsCount: 3, avgCompetitorPrice: 52, pricePosition: 'below' });
    expect(f.bestTime).toEqual({ dayOfWeek: 'Friday', timeOfDay: 'Morning (6:00-12:00) ET' });
    expect(f.trend).toBeNull();
    expect(f).toMatchObject({ source: 'market', note: null, seasonality: 1.3 });
  });

  it("does not count the season twice: a September sale is worth November's factor over September's", () => {
    const september = new Date(Date.UTC(2026, 8, 15));
    const f = priceFigures(input([comparable('sold', 36, september)]));
    expect(f.recommendedPrice).toBe(39); // 36 / 1.2 x 1.3
  });

  it('falls back to the category price with the spec text and the lowest confidence', () => {
    const f = priceFigures(input([], [comparable('asking', 30)]));
    expect(f).toMatchObject({
      recommendedPrice: 22,
      source: 'category',
      note: PRICING_TEXT.noMarketData,
      confidence: 0.3,
      medianSold: null,
    });
    expect(f.tips).toContainEqual(expect.stringContaining('Limited market data'));
  });
});

describe('the market search client', () => {
  it('retries a failing search 2 times, 1 s then 2 s apart', async () => {
    const waits: number[] = [];
    let calls = 0;
    const http = createEbayHttp({
      retry: MARKET_RETRY,
      fetch: async () => {
        calls++;
        return new Response('{}', { status: 503 });
      },
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    });
    const market = createEbayMarket({ consent: '', api: 'http://ebay.test', apiz: '' }, http, async () => 'token');
    await expect(market.soldPrices({ words: ['levis'], categoryId: '11483', limit: 50 })).rejects.toThrow();
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });
});
