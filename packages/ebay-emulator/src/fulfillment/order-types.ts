export type Amount = { value: string; currency: string };

type ShipTo = {
  fullName: string;
  contactAddress: {
    addressLine1: string;
    city: string;
    stateOrProvince: string;
    postalCode: string;
    countryCode: string;
  };
};

export type OrderLineItem = {
  lineItemId: string;
  legacyItemId: string;
  sku: string;
  title: string;
  quantity: number;
  lineItemCost: Amount;
  total: Amount;
  deliveryCost: { shippingCost: Amount };
  soldFormat: 'FIXED_PRICE' | 'AUCTION';
  listingMarketplaceId: string;
  purchaseMarketplaceId: string;
  lineItemFulfillmentStatus: 'NOT_STARTED' | 'IN_PROGRESS' | 'FULFILLED';
};

/** The subset of the Fulfillment API's `Order` that a simulated purchase produces. */
export type Order = {
  orderId: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus: 'NOT_STARTED' | 'IN_PROGRESS' | 'FULFILLED';
  orderPaymentStatus: 'PAID';
  sellerId: string;
  salesRecordReference: string;
  buyer: { username: string; buyerRegistrationAddress: ShipTo };
  pricingSummary: { priceSubtotal: Amount; deliveryCost: Amount; total: Amount };
  paymentSummary: {
    totalDueSeller: Amount;
    payments: {
      paymentMethod: 'EBAY';
      paymentReferenceId: string;
      paymentDate: string;
      amount: Amount;
      paymentStatus: 'PAID';
    }[];
  };
  fulfillmentStartInstructions: {
    fulfillmentInstructionsType: 'SHIP_TO';
    ebaySupportedFulfillment: boolean;
    shippingStep: { shippingCarrierCode: string; shippingServiceCode: string; shipTo: ShipTo };
  }[];
  cancelStatus: { cancelState: 'NONE_REQUESTED'; cancelRequests: [] };
  lineItems: OrderLineItem[];
  totalFeeBasisAmount: Amount;
  totalMarketplaceFee: Amount;
};
