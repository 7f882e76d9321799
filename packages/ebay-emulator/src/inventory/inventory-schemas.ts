import { z } from 'zod';

/**
 * Request bodies of the Inventory API, as far as ListLens and a realistic seller
 * use them. Field names follow the OpenAPI document; unknown fields are dropped
 * (zod's default) the way eBay ignores them, so what GET returns stays inside
 * eBay's response schema. Limits that eBay checks only at publish are checked in
 * publish-rules.ts, not here.
 */
const amount = z.object({ value: z.string(), currency: z.string() });

const availability = z.object({
  shipToLocationAvailability: z.object({ quantity: z.number().int().min(0).optional() }).optional(),
});

const packageWeightAndSize = z.object({
  dimensions: z
    .object({
      height: z.number(),
      length: z.number(),
      width: z.number(),
      unit: z.enum(['INCH', 'FEET', 'CENTIMETER', 'METER']),
    })
    .partial()
    .optional(),
  weight: z
    .object({ value: z.number(), unit: z.enum(['POUND', 'OUNCE', 'KILOGRAM', 'GRAM']) })
    .partial()
    .optional(),
  packageType: z.string().optional(),
  shippingIrregular: z.boolean().optional(),
});

const product = z
  .object({
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    aspects: z.record(z.string(), z.array(z.string())),
    brand: z.string(),
    mpn: z.string(),
    epid: z.string(),
    upc: z.array(z.string()),
    ean: z.array(z.string()),
    isbn: z.array(z.string()),
    imageUrls: z.array(z.string()),
    videoIds: z.array(z.string()),
  })
  .partial();

export const InventoryItemSchema = z.object({
  availability: availability.optional(),
  condition: z.string().optional(),
  conditionDescription: z.string().max(1000).optional(),
  packageWeightAndSize: packageWeightAndSize.optional(),
  product: product.optional(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

export const BulkInventoryItemSchema = z.object({
  requests: z.array(InventoryItemSchema.extend({ sku: z.string().optional(), locale: z.string().optional() })),
});

export const BulkSkuSchema = z.object({ requests: z.array(z.object({ sku: z.string() })) });

const listingPolicies = z
  .object({
    fulfillmentPolicyId: z.string(),
    paymentPolicyId: z.string(),
    returnPolicyId: z.string(),
    bestOfferTerms: z
      .object({ bestOfferEnabled: z.boolean(), autoAcceptPrice: amount, autoDeclinePrice: amount })
      .partial(),
    eBayPlusIfEligible: z.boolean(),
  })
  .partial();

const pricingSummary = z
  .object({
    price: amount,
    auctionStartPrice: amount,
    auctionReservePrice: amount,
    minimumAdvertisedPrice: amount,
    originalRetailPrice: amount,
    originallySoldForRetailPriceOn: z.enum(['ON_EBAY', 'OFF_EBAY']),
    pricingVisibility: z.enum(['NONE', 'PRE_CHECKOUT', 'DURING_CHECKOUT']),
  })
  .partial();

/** The fields updateOffer may replace (`EbayOfferDetailsWithId`). */
export const OfferDetailsSchema = z.object({
  availableQuantity: z.number().int().min(0).optional(),
  categoryId: z.string().optional(),
  secondaryCategoryId: z.string().optional(),
  listingDescription: z.string().max(500_000).optional(),
  listingDuration: z.string().optional(),
  listingStartDate: z.string().optional(),
  listingPolicies: listingPolicies.optional(),
  pricingSummary: pricingSummary.optional(),
  merchantLocationKey: z.string().max(36).optional(),
  quantityLimitPerBuyer: z.number().int().min(1).optional(),
  lotSize: z.number().int().min(1).optional(),
  hideBuyerDetails: z.boolean().optional(),
  includeCatalogProductDetails: z.boolean().optional(),
  storeCategoryNames: z.array(z.string()).optional(),
  tax: z
    .object({ applyTax: z.boolean(), thirdPartyTaxCategory: z.string(), vatPercentage: z.number() })
    .partial()
    .optional(),
});
export type OfferDetails = z.infer<typeof OfferDetailsSchema>;

/** createOffer's body (`EbayOfferDetailsWithKeys`): the keys are required at creation. */
export const OfferCreateSchema = OfferDetailsSchema.extend({
  sku: z.string(),
  marketplaceId: z.string(),
  format: z.enum(['FIXED_PRICE', 'AUCTION']),
});
export type OfferCreate = z.infer<typeof OfferCreateSchema>;

export const BulkOfferCreateSchema = z.object({ requests: z.array(z.unknown()) });
export const BulkOfferIdSchema = z.object({ requests: z.array(z.object({ offerId: z.string() })) });

const address = z
  .object({
    addressLine1: z.string().max(128),
    addressLine2: z.string().max(128),
    city: z.string(),
    stateOrProvince: z.string(),
    postalCode: z.string(),
    county: z.string(),
    country: z.string().length(2),
  })
  .partial();

export const LocationSchema = z.object({
  location: z.object({
    address: address,
    geoCoordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  }),
  locationTypes: z.array(z.enum(['WAREHOUSE', 'STORE', 'FULFILLMENT_CENTER'])).optional(),
  merchantLocationStatus: z.enum(['ENABLED', 'DISABLED']).optional(),
  name: z.string().max(1000).optional(),
  phone: z.string().max(36).optional(),
  locationWebUrl: z.string().max(512).optional(),
  locationAdditionalInformation: z.string().max(256).optional(),
  locationInstructions: z.string().optional(),
  timeZoneId: z.string().optional(),
});
export type LocationInput = z.infer<typeof LocationSchema>;

export const BulkPriceQuantitySchema = z.object({
  requests: z.array(
    z.object({
      sku: z.string().optional(),
      shipToLocationAvailability: z.object({ quantity: z.number().int().min(0) }).optional(),
      offers: z
        .array(
          z.object({
            offerId: z.string(),
            availableQuantity: z.number().int().min(0).optional(),
            price: amount.optional(),
          }),
        )
        .optional(),
    }),
  ),
});
