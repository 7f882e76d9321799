import type { EbayHttp } from './ebay-http';
import type { EbayBases } from './ebay-oauth';

// The Sell Account API calls of ebay-api.md section 5: the three business
// policy lists and the business-policy program (opt-in).

type CategoryType = { name?: string; default?: boolean };
type Amount = { value?: string; currency?: string };

export type EbayFulfillmentPolicy = {
  fulfillmentPolicyId: string;
  name: string;
  description?: string;
  categoryTypes?: CategoryType[];
  handlingTime?: { value?: number; unit?: string };
  shippingOptions?: {
    optionType?: string;
    costType?: string;
    shippingServices?: {
      shippingServiceCode?: string;
      shippingCarrierCode?: string;
      shippingCost?: Amount;
      freeShipping?: boolean;
    }[];
  }[];
};

export type EbayPaymentPolicy = {
  paymentPolicyId: string;
  name: string;
  description?: string;
  categoryTypes?: CategoryType[];
  immediatePay?: boolean;
  paymentMethods?: {
    paymentMethodType?: string;
    brands?: string[];
    recipientAccountReference?: { referenceId?: string };
  }[];
};

export type EbayReturnPolicy = {
  returnPolicyId: string;
  name: string;
  description?: string;
  categoryTypes?: CategoryType[];
  returnsAccepted?: boolean;
  returnPeriod?: { value?: number; unit?: string };
  refundMethod?: string;
  returnShippingCostPayer?: string;
  restockingFeePercentage?: string;
};

export const BUSINESS_POLICY_PROGRAM = 'SELLING_POLICY_MANAGEMENT';

export function createEbayAccount(bases: EbayBases, http: EbayHttp) {
  const base = `${bases.api}/sell/account/v1`;
  const get = async <T>(token: string, path: string): Promise<T> =>
    (await http<T>({ url: `${base}${path}`, authorization: `Bearer ${token}` })).body;
  return {
    async getFulfillmentPolicies(token: string): Promise<EbayFulfillmentPolicy[]> {
      const body = await get<{ fulfillmentPolicies?: EbayFulfillmentPolicy[] }>(
        token,
        '/fulfillment_policy?marketplace_id=EBAY_US',
      );
      return body.fulfillmentPolicies ?? [];
    },
    async getPaymentPolicies(token: string): Promise<EbayPaymentPolicy[]> {
      const body = await get<{ paymentPolicies?: EbayPaymentPolicy[] }>(
        token,
        '/payment_policy?marketplace_id=EBAY_US',
      );
      return body.paymentPolicies ?? [];
    },
    async getReturnPolicies(token: string): Promise<EbayReturnPolicy[]> {
      const body = await get<{ returnPolicies?: EbayReturnPolicy[] }>(token, '/return_policy?marketplace_id=EBAY_US');
      return body.returnPolicies ?? [];
    },
    async getOptedInPrograms(token: string): Promise<string[]> {
      const body = await get<{ programs?: { programType?: string }[] }>(token, '/program/get_opted_in_programs');
      return (body.programs ?? []).flatMap((p) => (p.programType ? [p.programType] : []));
    },
    /** Opting in can take eBay up to 24 hours (ebay-api.md 5.2). */
    async optInToBusinessPolicies(token: string): Promise<void> {
      await http({
        url: `${base}/program/opt_in`,
        method: 'POST',
        authorization: `Bearer ${token}`,
        json: { programType: BUSINESS_POLICY_PROGRAM },
      });
    },
  };
}

export type EbayAccount = ReturnType<typeof createEbayAccount>;
