import { openDatabase } from '@listlens/db';
import { startEbayEmulator } from '@listlens/ebay-emulator';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../http/logger';
import { createEbayApiDeps } from '../ebay-connection';
import type { PricingSubject } from '../items';
import { runPricingAgent } from './pricing-agent';
import { createPricingDeps } from './pricing-deps';

// Figure for `npm run bench` (issue 16): pricing_agent_ms, the pricing agent's
// run for one item (eBay's market searches over HTTP to the emulator, the
// seller's own sales from the database, the figures), median over 20 items
// after one warm-up round (application tokens fetched, connections open).

type Figure = { name: string; value: number; unit: string };

const GARMENTS: [brand: string, itemType: string, categoryId: string, size: string][] = [
  ['Patagonia', 'Jacket', '57988', 'Large'],
  ['Old Navy', 'Jacket', '57988', 'Medium'],
  ["Levi's", 'Jeans', '11483', '34'],
  ['Nike', 'Sneakers', '15709', '10'],
  ['Zara', 'Dress', '63861', 'Small'],
  ['J.Crew', 'Sweater', '63866', 'Medium'],
  ['Adidas', 'Hoodie', '155226', 'Large'],
  ['Gap', 'T-Shirt', '63869', 'Small'],
  ['Columbia', 'Coat', '63862', 'Medium'],
  ['Lululemon', 'Pants', '63863', 'Small'],
];

function subjects(): PricingSubject[] {
  const conditions = ['Good', 'Excellent'];
  return conditions.flatMap((condition) =>
    GARMENTS.map(([brand, itemType, categoryId, size]) => ({
      id: '',
      title: `${brand} ${itemType}`,
      brand,
      category: 'clothing',
      size,
      condition,
      color: null,
      itemType,
      ebayCategoryId: categoryId,
      price: null,
    })),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function benchPricingAgent(): Promise<Figure[]> {
  const emulator = await startEbayEmulator();
  const database = await openDatabase({ driver: 'pglite' });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      EBAY_AUTH_BASE: emulator.url,
      EBAY_API_BASE: emulator.url,
      EBAY_APIZ_BASE: emulator.url,
    });
    const deps = createPricingDeps({ db: database.db, ebay: createEbayApiDeps(config), logger: createLogger(config) });
    const items = subjects();
    const userId = 'bench-seller';
    for (const subject of items) await runPricingAgent(deps, userId, subject);
    const times: number[] = [];
    let fromMarket = 0;
    for (const subject of items) {
      const started = performance.now();
      const run = await runPricingAgent(deps, userId, subject);
      times.push(performance.now() - started);
      if (run.figures.source === 'market') fromMarket++;
    }
    return [
      { name: 'pricing_agent_ms', value: Math.round(median(times) * 10) / 10, unit: 'ms' },
      { name: 'pricing_agent_market_ratio', value: fromMarket / items.length, unit: 'ratio' },
    ];
  } finally {
    await database.close();
    await emulator.close();
  }
}
