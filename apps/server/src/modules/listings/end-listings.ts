import type { ListingNotEnded } from '@listlens/shared';
import { createEbayInventory } from '../../adapters/ebay/ebay-inventory';
import { EbayApiError, EbayNetworkError } from '../../adapters/ebay/ebay-errors';
import { AppError } from '../../errors/app-error';
import { createEbaySession, type EbayDeps, type EbaySession } from '../ebay-connection';
import { ebayFieldErrors } from './business-policies';
import * as repo from './listings.repository';
import { webAddress } from './stock-listings';

export type EndListingDeps = { db: repo.Executor; ebay: EbayDeps };

/**
 * End listing (withdrawOffer, ebay-api.md 4.7): the listing ends on eBay, the
 * offer stays for a relist. A listing eBay no longer has counts as ended.
 * Throws an AppError that says why eBay did not end it.
 */
export async function withdrawOnEbay(ebay: EbayDeps, session: EbaySession, offerId: string): Promise<void> {
  const inventory = createEbayInventory(ebay.bases, ebay.http);
  try {
    await session.run((t) => inventory.withdrawOffer(t, offerId));
  } catch (error) {
    const alreadyGone =
      error instanceof EbayApiError &&
      (error.status === 404 || error.has(25713) || /not published/i.test(error.message));
    if (alreadyGone) return;
    if (error instanceof EbayApiError)
      throw new AppError('ebay_rejected', `Failed to end the listing: ${error.message}`, {
        errors: ebayFieldErrors(error),
        cause: error,
      });
    if (error instanceof EbayNetworkError)
      throw new AppError('ebay_unreachable', 'eBay could not be reached. Please try again.', { cause: error });
    throw error;
  }
}

/**
 * Before items are deleted (issue 18, point 5): their live eBay listings are
 * ended (every live listing of the seller when `itemIds` is undefined), so no
 * listing stays for sale with nothing in ListLens to record its orders.
 * Returns the ones eBay did not end, with why; the caller decides what that
 * means for its delete.
 */
export async function endListingsOfItems(
  deps: EndListingDeps,
  userId: string,
  itemIds?: string[],
): Promise<ListingNotEnded[]> {
  const rows = await repo.findLiveListings(deps.db, userId, itemIds);
  const session = createEbaySession(deps.ebay, userId);
  const notEnded: ListingNotEnded[] = [];
  for (const row of rows) {
    try {
      await withdrawOnEbay(deps.ebay, session, row.ebayOfferId ?? '');
      await repo.markEnded(deps.db, userId, row.id, deps.ebay.now());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notEnded.push({ itemId: row.itemId, title: row.title, url: webAddress(row.listingUrl), message: error.message });
    }
  }
  return notEnded;
}
