import type { GenerateGroup, ListingItem } from '@listlens/shared';

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
