import { z } from 'zod';

/**
 * Business policies as the Account API returns them. Only the fields a clothing
 * seller uses are modelled; the create bodies accept the same subset.
 */
const amount = z.object({ value: z.string(), currency: z.string() });
const timeDuration = z.object({ value: z.number().int(), unit: z.string() });
const categoryType = z.object({
  name: z.enum(['ALL_EXCLUDING_MOTORS_VEHICLES', 'MOTORS_VEHICLES']),
  default: z.boolean().optional(),
});
const region = z.object({ regionName: z.string(), regionType: z.string().optional() });
const regionSet = z.object({ regionIncluded: z.array(region).optional(), regionExcluded: z.array(region).optional() });

const policyBase = {
  name: z.string().min(1).max(64),
  description: z.string().max(250).optional(),
  marketplaceId: z.string(),
  categoryTypes: z.array(categoryType).min(1),
};

export const FulfillmentPolicyInputSchema = z.object({
  ...policyBase,
  handlingTime: timeDuration.optional(),
  localPickup: z.boolean().optional(),
  freightShipping: z.boolean().optional(),
  globalShipping: z.boolean().optional(),
  pickupDropOff: z.boolean().optional(),
  shipToLocations: regionSet.optional(),
  shippingOptions: z
    .array(
      z.object({
        optionType: z.enum(['DOMESTIC', 'INTERNATIONAL']),
        costType: z.enum(['FLAT_RATE', 'CALCULATED', 'NOT_SPECIFIED']),
        packageHandlingCost: amount.optional(),
        shippingServices: z
          .array(
            z.object({
              sortOrder: z.number().int().optional(),
              shippingCarrierCode: z.string().optional(),
              shippingServiceCode: z.string(),
              shippingCost: amount.optional(),
              additionalShippingCost: amount.optional(),
              freeShipping: z.boolean().optional(),
              buyerResponsibleForShipping: z.boolean().optional(),
              buyerResponsibleForPickup: z.boolean().optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});
export type FulfillmentPolicyInput = z.infer<typeof FulfillmentPolicyInputSchema>;
export type FulfillmentPolicy = FulfillmentPolicyInput & { fulfillmentPolicyId: string };

export const PaymentPolicyInputSchema = z.object({
  ...policyBase,
  immediatePay: z.boolean().optional(),
  paymentMethods: z
    .array(z.object({ paymentMethodType: z.string(), brands: z.array(z.string()).optional() }))
    .optional(),
});
export type PaymentPolicyInput = z.infer<typeof PaymentPolicyInputSchema>;
export type PaymentPolicy = PaymentPolicyInput & { paymentPolicyId: string };

export const ReturnPolicyInputSchema = z.object({
  ...policyBase,
  returnsAccepted: z.boolean(),
  returnPeriod: timeDuration.optional(),
  refundMethod: z.enum(['MONEY_BACK', 'MERCHANDISE_CREDIT']).optional(),
  returnMethod: z.enum(['REPLACEMENT', 'EXCHANGE']).optional(),
  returnShippingCostPayer: z.enum(['BUYER', 'SELLER']).optional(),
  returnInstructions: z.string().optional(),
});
export type ReturnPolicyInput = z.infer<typeof ReturnPolicyInputSchema>;
export type ReturnPolicy = ReturnPolicyInput & { returnPolicyId: string };

export type PolicyKind = 'fulfillment' | 'payment' | 'return';

export type SellerPolicies = {
  fulfillment: FulfillmentPolicy[];
  payment: PaymentPolicy[];
  return: ReturnPolicy[];
};

export const PROGRAM_TYPES = ['SELLING_POLICY_MANAGEMENT', 'OUT_OF_STOCK_CONTROL', 'PARTNER_MOTORS_DEALER'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];
