/** A realistic jacket listing as ListLens would send it. */
export const JACKET_ITEM = {
  availability: { shipToLocationAvailability: { quantity: 2 } },
  condition: 'PRE_OWNED_EXCELLENT',
  conditionDescription: 'Worn twice, no marks or pilling.',
  packageWeightAndSize: { weight: { value: 2.1, unit: 'POUND' } },
  product: {
    title: "Patagonia Men's Better Sweater Fleece Jacket Size L Navy Full Zip",
    description: '<p>Classic full-zip fleece in navy. Pit to pit 23in.</p>',
    aspects: {
      Brand: ['Patagonia'],
      Size: ['L'],
      'Size Type': ['Regular'],
      Color: ['Blue'],
      Department: ['Men'],
      Type: ['Jacket'],
      Style: ['Fleece'],
    },
    imageUrls: ['https://img.example-cdn.com/sku/PAT-BS-L/1.jpg', 'https://img.example-cdn.com/sku/PAT-BS-L/2.jpg'],
  },
};

export const HOME_LOCATION = {
  name: 'Home closet',
  merchantLocationStatus: 'ENABLED',
  locationTypes: ['WAREHOUSE'],
  location: { address: { city: 'Brooklyn', stateOrProvince: 'NY', postalCode: '11211', country: 'US' } },
};

export function offerFor(sku: string, policies: { fulfillment: string; payment: string; return: string }) {
  return {
    sku,
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    categoryId: '57988',
    listingDuration: 'GTC',
    listingDescription: '<p>Patagonia Better Sweater, men L, navy.</p>',
    listingPolicies: {
      fulfillmentPolicyId: policies.fulfillment,
      paymentPolicyId: policies.payment,
      returnPolicyId: policies.return,
    },
    pricingSummary: { price: { value: '64.99', currency: 'USD' } },
    merchantLocationKey: 'home-closet',
  };
}
