import type { ListingItem } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { descriptionHtml, ebaySkuOf, inventoryItemBody, looksLikeMockListingId } from './ebay-payloads';

const item = (over: Partial<ListingItem> = {}): ListingItem => ({
  id: '6f1c0c1e-1d1a-4c55-9a43-3f2f0f6f9b11',
  sku: 'JKT-1',
  title: 'Fleece jacket',
  description: 'Soft <b>fleece</b> & warm.\n\nSecond paragraph.',
  price: 20,
  category: 'Jackets',
  condition: 'Good',
  brand: 'Patagonia',
  size: 'L',
  color: 'Unknown',
  model_number: null,
  ai_suggested_keywords: [],
  ai_confidence: 0.8,
  item_specifics: { Department: ['Men'], Type: ['Unknown'] },
  item_type: 'Jacket',
  item_type_check: null,
  department: 'Men',
  ebay_category_id: '57988',
  ebay_category_path: null,
  rules_source: 'ebay',
  conditions: [],
  problems: [],
  aspects: ['Brand', 'Size', 'Department', 'Color', 'Type'].map((name) => ({
    name,
    importance: 'REQUIRED' as const,
    dataType: 'STRING' as const,
    allowedValues: [],
    maxValues: 1,
  })),
  images: ['/api/photos/p1/files/display?v=0'],
  primary_image_url: null,
  market: null,
  status: 'complete',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('the eBay payload of an item', () => {
  it('sends the item specifics with Brand and Size from the item, and the condition as the category names it', () => {
    const body = inventoryItemBody(
      item({
        condition: 'Pre-owned - Excellent',
        conditions: [{ id: '2990', label: 'Pre-owned - Excellent', enum: 'PRE_OWNED_EXCELLENT' }],
      }),
      ['https://x/1.jpg'],
      1,
    );
    expect(body.product.aspects).toEqual({ Department: ['Men'], Brand: ['Patagonia'], Size: ['L'] });
    expect(body.condition).toBe('PRE_OWNED_EXCELLENT');
  });

  it('writes a description without active content and a pre-owned condition note', () => {
    expect(descriptionHtml(item())).toBe('<p>Soft &lt;b&gt;fleece&lt;/b&gt; &amp; warm.</p><p>Second paragraph.</p>');
    const body = inventoryItemBody(item(), ['https://x/1.jpg'], 2);
    expect(body).toMatchObject({
      condition: 'USED_EXCELLENT',
      conditionDescription: 'Condition: Good.',
      availability: { shipToLocationAvailability: { quantity: 2 } },
      product: { brand: 'Patagonia', imageUrls: ['https://x/1.jpg'] },
    });
    expect(inventoryItemBody(item({ condition: 'New with tags' }), [], 1).conditionDescription).toBeUndefined();
  });

  it("keeps SKUs in eBay's alphabet and spots mock listing ids", () => {
    expect(ebaySkuOf('Blue jacket #12', 'x')).toBe('Blue-jacket-12');
    expect(ebaySkuOf(null, '6f1c0c1e-1d1a-4c55')).toBe('LL-6f1c0c1e1d1a');
    expect(looksLikeMockListingId('110550000001')).toBe(false);
    expect(looksLikeMockListingId('mock-listing-1')).toBe(true);
    expect(looksLikeMockListingId('demo_123456')).toBe(true);
    expect(looksLikeMockListingId(undefined)).toBe(true);
  });
});
