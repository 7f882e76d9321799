import type { GenerateGroup, ListingItem } from '@listlens/shared';
import { vi } from 'vitest';

/** Test data for this feature's unit tests. */
export const testItem = (over: Partial<ListingItem> = {}): ListingItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  sku: 'TEE-1',
  title: 'Gap Blue T-Shirt Size M',
  description: 'A blue t-shirt.',
  price: 24.5,
  category: 'clothing',
  condition: 'good',
  brand: 'Gap',
  size: 'M',
  color: 'Blue',
  model_number: null,
  ai_suggested_keywords: ['gap', 'tee'],
  ai_confidence: 0.87,
  item_specifics: { Brand: ['Gap'], Size: ['Unknown'], Color: ['Blue'], Type: ['T-Shirt'], Department: ['Men'] },
  item_type: 'T-Shirt',
  item_type_check: null,
  department: 'Men',
  ebay_category_id: '15687',
  ebay_category_path: "Clothing, Shoes & Accessories > Men > Men's Clothing > T-Shirts",
  rules_source: 'ebay',
  conditions: [],
  problems: [],
  aspects: [
    { name: 'Brand', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
    { name: 'Type', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
    { name: 'Department', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
    { name: 'Style', importance: 'RECOMMENDED', dataType: 'STRING', allowedValues: [], maxValues: 2 },
  ],
  images: ['/api/photos/a/files/display?v=0', '/api/photos/b/files/display?v=0'],
  primary_image_url: '/api/photos/a/files/display?v=0',
  market: { suggested_price: 24.5, min: 20, max: 35, has_market_data: false },
  status: 'draft',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const testGroup = (over: Partial<GenerateGroup> = {}): GenerateGroup => ({
  sku: 'TEE-1',
  photos: [
    { id: 'a', image_url: '/api/photos/a/files/display?v=0', thumbnail_url: '/api/photos/a/files/thumb?v=0' },
    { id: 'b', image_url: '/api/photos/b/files/display?v=0', thumbnail_url: '/api/photos/b/files/thumb?v=0' },
  ],
  status: 'ready',
  queued: false,
  error: null,
  item: testItem(),
  listing: null,
  last_updated: '2025-01-01T00:00:00.000Z',
  ...over,
});

export type Call = { url: string; method: string; body: unknown };

const problem = (status: number, message: string) =>
  Response.json({ type: 'about:blank', title: 'x', status, code: 'internal_error', message }, { status });

/**
 * The API as the Generate screen sees it: `groups` for the list ('fail': a 500), `answers` by
 * "METHOD url" (204 for an empty answer), a 500 for anything else. Returns the calls made.
 */
export function stubGenerateApi(groups: GenerateGroup[] | 'fail', answers: Record<string, unknown> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/items/groups' && method === 'GET')
        return groups === 'fail' ? problem(500, 'x') : Response.json({ groups });
      const answer = answers[`${method} ${url}`];
      if (answer !== undefined) return answer === 204 ? new Response(null, { status: 204 }) : Response.json(answer);
      return problem(500, 'x');
    }),
  );
  return calls;
}
