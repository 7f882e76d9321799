import type { BodyIssue } from '../lib/body-issues';
import { apiError, type EbayApiError } from '../lib/ebay-errors';

/** Inventory error helpers with the ids of the Inventory document (ebay-api.md 4.9). */
export const SKU_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

export function invalidValue(field: string, ref = `$.${field}`): EbayApiError {
  return apiError('inventory', 400, 25709, `Invalid value for ${field}.`, { inputRefIds: [ref] });
}

export function invalidBody(issue: BodyIssue): EbayApiError {
  return invalidValue(issue.field, issue.ref);
}

/** 25707: eBay's text says alphanumeric only; hyphens and underscores are accepted here (ebay-api.md 4.2). */
export function invalidSku(): EbayApiError {
  return apiError(
    'inventory',
    400,
    25707,
    'This is an invalid value for a SKU. Use letters, digits, - or _, at most 50 characters.',
  );
}

/** An unknown SKU on a GET or DELETE: clients see 404 with 25710 (ebay-api.md 4.3). */
export function itemNotFound(): EbayApiError {
  return apiError('inventory', 404, 25710, 'The inventory item you asked for was not found.');
}

/** createOffer for a SKU that does not exist: 25702. */
export function skuNotAvailable(sku: string): EbayApiError {
  return apiError('inventory', 400, 25702, `${sku} could not be found or is not available in the system.`, {
    parameters: { sku },
  });
}

export function offerNotFound(offerId: string): EbayApiError {
  return apiError('inventory', 404, 25713, `This Offer is not available : ${offerId}.`, { parameters: { offerId } });
}

export function invalidPagination(): EbayApiError {
  return apiError('inventory', 400, 25706, 'You have provided invalid pagination values.');
}

/** Bulk calls take at most 25 entries (25727 for items, 25730 for offers). */
export const BULK_LIMIT = 25;

/** A bulk call on inventory items with more entries than eBay takes: 25727. */
export function checkItemBulkSize(requests: readonly unknown[]): void {
  if (requests.length > BULK_LIMIT) {
    throw apiError('inventory', 400, 25727, `The number of InventoryItems in the request cannot exceed ${BULK_LIMIT}.`);
  }
}
