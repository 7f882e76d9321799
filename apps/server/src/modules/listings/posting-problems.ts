import { validateListing, type ListingItem, type ListingProblem, type PostingContext } from '@listlens/shared';
import { rulesFor } from '../taxonomy';
import type { PostingDeps } from './posting-deps';

/**
 * What eBay would refuse in a Post, before any eBay call (issue 14, point 5):
 * the shared validator over the category's current rules, with what only the
 * Post knows (the policies chosen, the stock to list).
 */
export async function postingProblems(
  deps: Pick<PostingDeps, 'taxonomy'>,
  item: ListingItem,
  context: PostingContext,
): Promise<ListingProblem[]> {
  const rules = item.ebay_category_id ? await rulesFor(deps.taxonomy, item.ebay_category_id) : null;
  return validateListing(item, rules, context);
}
