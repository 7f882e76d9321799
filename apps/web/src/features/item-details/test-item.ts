import type { Item } from '@listlens/shared';

/** A complete, realistic item for the details tests; override what a test is about. */
export function testItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 'item-1',
    title: "Levi's 501 Original Fit Jeans Mens 32x32 Blue Denim",
    description:
      'Classic straight-leg jeans in medium wash. Button fly, five pockets. Measured flat: waist 16 in, inseam 32 in. Light fading at the hem, no holes or stains.',
    brand: "Levi's",
    category: 'Jeans',
    size: '32x32',
    condition: 'Good',
    color: 'Blue',
    model_number: '501',
    images: ['https://img.example/front.jpg', 'https://img.example/back.jpg', 'https://img.example/label.jpg'],
    primary_image_url: 'https://img.example/front.jpg',
    suggested_price: 34,
    final_price: null,
    price_range_min: 27,
    price_range_max: 41,
    ai_confidence: 0.86,
    ai_analysis: {
      key_features: ['Button fly', 'Straight leg'],
      ebay_item_specifics: { Brand: "Levi's", Size: '32x32', Department: 'Men', Type: 'Jeans', Inseam: 'Unknown' },
      market: {
        has_market_data: false,
        suggested_price: 34,
        min: 27,
        max: 41,
        data_points: null,
        average_sold_price: null,
        median_sold_price: null,
      },
    },
    ai_suggested_keywords: [
      "levi's",
      'jeans',
      'blue',
      '32x32',
      '501',
      'denim',
      'straight leg',
      'button fly',
      'vintage',
      'mens',
    ],
    created_at: '2025-08-14T10:00:00.000Z',
    ...overrides,
  };
}
