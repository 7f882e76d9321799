import {
  EBAY_CLOTHING_CATEGORY_ID,
  POSTING_SCOPES,
  type CapabilitiesResult,
  type CategoriesResult,
  type CategoryNode,
  type TrendingItemsResult,
} from '@listlens/shared';
import { EbayApiError, EbayNetworkError, EbayOAuthError, isRetryableStatus } from '../../adapters/ebay/ebay-errors';
import { AppError } from '../../errors/app-error';
import { getStatus, getValidAccessToken, type EbayDeps } from '../ebay-connection';

// The eBay buttons of the connection test page (spec part 3, diagnostics):
// trending items, the category tree to depth 2, and what the connected
// account's token may do. Their wire formats are ListLens's own
// (packages/shared/src/connection-test.ts).

/** A top-level category needs keywords in Browse search (ebay-api.md, Browse). */
const TRENDING_QUERY = 'vintage';
const TRENDING_LIMIT = 10;
const MARKETPLACE = 'EBAY_US';

/** What ListLens needs the seller's token for, by the REST API that does it (scopes as posting asks for them). */
const NEEDED_CAPABILITIES = (
  [
    ['Create and publish listings', 'sell.inventory'],
    ['Read business policies', 'sell.account'],
    ['Read orders and sales', 'sell.fulfillment'],
  ] as const
).map(([name, scopeName]) => ({ name, scope: POSTING_SCOPES.find((s) => s.name === scopeName)!.scope }));

/** Why an eBay call failed, in words a seller can pass on; never a token or a stack. */
function reasonOf(error: unknown): string {
  if (error instanceof EbayApiError) return `eBay answered ${error.status}: ${error.message}`;
  if (error instanceof EbayOAuthError) return `the application token was refused (${error.error})`;
  if (error instanceof EbayNetworkError) return error.message;
  return 'an unexpected error';
}

/** Runs an eBay call; a failure becomes a 502 problem whose text starts with `prefix`. */
async function ebayCall<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code =
      error instanceof EbayApiError && !isRetryableStatus(error.status) ? 'ebay_rejected' : 'ebay_unreachable';
    throw new AppError(code, `${prefix}: ${reasonOf(error)}`, { cause: error });
  }
}

type SummaryBody = {
  itemSummaries?: {
    itemId: string;
    title?: string;
    price?: { value?: string; currency?: string };
    itemWebUrl?: string;
  }[];
};

/** Browse item_summary/search in clothing with the application token; up to 10 listings. */
export async function fetchTrendingItems({ http, oauth, bases }: EbayDeps): Promise<TrendingItemsResult> {
  return ebayCall('Failed to fetch trending items', async () => {
    const token = await oauth.applicationToken();
    const query = new URLSearchParams({
      q: TRENDING_QUERY,
      category_ids: EBAY_CLOTHING_CATEGORY_ID,
      limit: String(TRENDING_LIMIT),
    });
    const { body } = await http<SummaryBody>({
      url: `${bases.api}/buy/browse/v1/item_summary/search?${query}`,
      authorization: `Bearer ${token}`,
    });
    const items = (body.itemSummaries ?? []).slice(0, TRENDING_LIMIT).map((item) => ({
      itemId: item.itemId,
      title: item.title ?? '(no title)',
      price: item.price?.value ? { value: item.price.value, currency: item.price.currency ?? 'USD' } : null,
      url: item.itemWebUrl ?? null,
    }));
    return items.length > 0
      ? { success: true, message: `Found ${items.length} listings in clothing`, items }
      : { success: false, message: 'eBay answered, but with no listings in clothing', items };
  });
}

type TreeNodeBody = {
  category: { categoryId: string; categoryName: string };
  childCategoryTreeNodes?: TreeNodeBody[];
};

function trim(node: TreeNodeBody, depth: number): CategoryNode {
  return {
    id: node.category.categoryId,
    name: node.category.categoryName,
    children: depth > 1 ? (node.childCategoryTreeNodes ?? []).map((child) => trim(child, depth - 1)) : [],
  };
}

/** The US category tree: the root's children and their children (depth 2). */
export async function fetchCategories({ http, oauth, bases }: EbayDeps, depth = 2): Promise<CategoriesResult> {
  return ebayCall('Failed to fetch categories', async () => {
    const token = await oauth.applicationToken();
    const authorization = `Bearer ${token}`;
    const base = `${bases.api}/commerce/taxonomy/v1`;
    const { body: tree } = await http<{ categoryTreeId: string }>({
      url: `${base}/get_default_category_tree_id?marketplace_id=${MARKETPLACE}`,
      authorization,
    });
    const { body } = await http<{ rootCategoryNode: TreeNodeBody }>({
      url: `${base}/category_tree/${encodeURIComponent(tree.categoryTreeId)}`,
      authorization,
    });
    const categories = (body.rootCategoryNode.childCategoryTreeNodes ?? []).map((node) => trim(node, depth));
    return {
      success: categories.length > 0,
      message:
        categories.length > 0
          ? `Read ${categories.length} top-level ${categories.length === 1 ? 'category' : 'categories'} of tree ${tree.categoryTreeId}`
          : 'The category tree is empty',
      categoryTreeId: tree.categoryTreeId,
      categories,
    };
  });
}

/**
 * What the connected account's token can do: valid (refreshed if due, then
 * accepted by eBay's identity call) and, for each capability ListLens needs,
 * whether its scope was granted. Not connected is an answer, not an error.
 */
export async function checkCapabilities(deps: EbayDeps, userId: string): Promise<CapabilitiesResult> {
  let tokenValid = false;
  let problem: string | undefined;
  try {
    const token = await getValidAccessToken(deps, userId);
    await deps.oauth.getUser(token);
    tokenValid = true;
  } catch (error) {
    if (error instanceof AppError) problem = error.message;
    else if (error instanceof EbayApiError && error.status === 401) problem = 'eBay no longer accepts the token';
    else throw new AppError('ebay_unreachable', `eBay API configuration error: ${reasonOf(error)}`, { cause: error });
  }
  // Read after the token check: a failed refresh removes the connection.
  const status = await getStatus(deps, userId);
  const capabilities = NEEDED_CAPABILITIES.map((need) => ({ ...need, granted: status.scopes.includes(need.scope) }));
  const missing = capabilities.filter((capability) => !capability.granted);
  if (!status.connected) {
    return { success: false, message: 'eBay is not connected', tokenValid: false, capabilities };
  }
  const message = !tokenValid
    ? `The token is not valid: ${problem ?? 'unknown reason'}`
    : missing.length > 0
      ? `The token is valid but lacks: ${missing.map((capability) => capability.name.toLowerCase()).join(', ')}`
      : 'The token is valid and has every capability ListLens needs';
  return { success: tokenValid && missing.length === 0, message, tokenValid, capabilities };
}
