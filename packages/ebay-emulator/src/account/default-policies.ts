import type { IdSource } from '../state/ids';
import type { SellerPolicies } from './policy-types';

const ALL_CATEGORIES = [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' as const }];

/**
 * A new emulated seller gets what a typical US clothing reseller has set up in
 * Seller Hub: one shipping, one payment and one return policy on EBAY_US, so the
 * happy path of connecting and publishing needs no extra steps.
 */
export function defaultPolicies(ids: IdSource): SellerPolicies {
  return {
    fulfillment: [
      {
        fulfillmentPolicyId: ids.policyId(),
        name: 'USPS Ground Advantage, 1 day handling',
        description: 'Default apparel shipping',
        marketplaceId: 'EBAY_US',
        categoryTypes: ALL_CATEGORIES,
        handlingTime: { value: 1, unit: 'DAY' },
        localPickup: false,
        freightShipping: false,
        globalShipping: false,
        shipToLocations: { regionIncluded: [{ regionName: 'US' }], regionExcluded: [] },
        shippingOptions: [
          {
            optionType: 'DOMESTIC',
            costType: 'FLAT_RATE',
            shippingServices: [
              {
                sortOrder: 1,
                shippingCarrierCode: 'USPS',
                shippingServiceCode: 'USPSGroundAdvantage',
                shippingCost: { value: '5.95', currency: 'USD' },
                freeShipping: false,
              },
              {
                sortOrder: 2,
                shippingCarrierCode: 'USPS',
                shippingServiceCode: 'USPSPriority',
                shippingCost: { value: '9.95', currency: 'USD' },
                freeShipping: false,
              },
            ],
          },
        ],
      },
    ],
    payment: [
      {
        paymentPolicyId: ids.policyId(),
        name: 'eBay managed payments',
        description: 'Immediate payment required',
        marketplaceId: 'EBAY_US',
        categoryTypes: ALL_CATEGORIES,
        immediatePay: true,
        paymentMethods: [],
      },
    ],
    return: [
      {
        returnPolicyId: ids.policyId(),
        name: '30 days, buyer pays return shipping',
        marketplaceId: 'EBAY_US',
        categoryTypes: ALL_CATEGORIES,
        returnsAccepted: true,
        returnPeriod: { value: 30, unit: 'DAY' },
        refundMethod: 'MONEY_BACK',
        returnShippingCostPayer: 'BUYER',
      },
    ],
  };
}
