import type { EbayHttp } from './ebay-http';
import type { EbayBases } from './ebay-oauth';

// The Sell Fulfillment API's getOrders: what the sales sync reads.

type Amount = { value?: string; currency?: string };

export type EbayOrderLine = {
  lineItemId: string;
  legacyItemId?: string;
  sku?: string;
  title?: string;
  quantity?: number;
  lineItemCost?: Amount;
};

export type EbayOrder = {
  orderId: string;
  creationDate: string;
  lastModifiedDate?: string;
  orderPaymentStatus?: string;
  buyer?: { username?: string };
  cancelStatus?: { cancelState?: string };
  lineItems?: EbayOrderLine[];
};

/** getOrders takes at most 200 a page. */
const PAGE = 200;

export function createEbayFulfillment(bases: EbayBases, http: EbayHttp) {
  const base = `${bases.api}/sell/fulfillment/v1`;
  return {
    /** Every order created since `since`, newest first, reading page after page. */
    async getOrdersSince(token: string, since: Date): Promise<EbayOrder[]> {
      const orders: EbayOrder[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const query = new URLSearchParams({
          filter: `creationdate:[${since.toISOString()}..]`,
          limit: String(PAGE),
          offset: String(offset),
        });
        const { body } = await http<{ orders?: EbayOrder[]; total?: number }>({
          url: `${base}/order?${query}`,
          authorization: `Bearer ${token}`,
        });
        const page = body.orders ?? [];
        orders.push(...page);
        if (page.length < PAGE || orders.length >= (body.total ?? 0)) return orders;
      }
    },
  };
}

export type EbayFulfillment = ReturnType<typeof createEbayFulfillment>;
