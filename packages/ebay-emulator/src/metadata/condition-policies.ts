import { apiError, errorDetail, type EbayErrorDetail } from '../lib/ebay-errors';
import { allLeaves, CATEGORY_TREE_ID, findCategory, leavesWithin, type LeafCategory } from '../taxonomy/category-tree';
import { conditionsFor } from '../taxonomy/conditions';

/** Only EBAY_US has a category tree here; any other marketplace is unknown (46001). */
const MARKETPLACE_ID = 'EBAY_US';
const MAX_CATEGORY_IDS = 50;
const FILTER = /^categoryIds:\{([^{}]*)\}$/;

const badFilter = (detail: string) =>
  apiError(
    'metadata',
    400,
    46002,
    `The filter value is invalid. ${detail} Supported: filter=categoryIds:{catId1|catId2} with the braces and pipes URL-encoded.`,
  );

function policyOf(leaf: LeafCategory) {
  return {
    categoryId: leaf.categoryId,
    categoryTreeId: CATEGORY_TREE_ID,
    // Apparel listings always state a condition.
    itemConditionRequired: true,
    itemConditions: conditionsFor(leaf).map((condition) => ({
      conditionId: condition.conditionId,
      conditionDescription: condition.label,
      conditionHelpText: condition.helpText,
    })),
  };
}

/** The ids in `categoryIds:{a|b}`; a 46002 error for anything else. */
function parseCategoryIds(filter: string): string[] {
  const match = FILTER.exec(filter.trim());
  if (!match) throw badFilter(`'${filter}' is not a categoryIds filter.`);
  const ids = (match[1] ?? '')
    .split('|')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) throw badFilter('The categoryIds list is empty.');
  return [...new Set(ids)];
}

/**
 * getItemConditionPolicies (ebay-api.md 6). Without a filter: every leaf of
 * the tree. With `categoryIds:{...}`: each leaf named, or every leaf below a
 * named parent (as the document describes); an unknown id is a 46003 warning
 * on a 200, and past 50 ids only the first 50 count, with a 46004 warning (the
 * document lists both among the 200's codes and says so in the filter's text).
 *
 * `rawQuery` is the query string as sent: braces and pipes must arrive
 * URL-encoded, as eBay requires (third-party reports say raw ones fail).
 */
export function itemConditionPolicies(marketplaceId: string, filter: string | undefined, rawQuery: string) {
  if (marketplaceId !== MARKETPLACE_ID) {
    throw apiError('metadata', 400, 46001, `The specified marketplace ID ${marketplaceId} was not found.`);
  }
  if (filter === undefined) return { itemConditionPolicies: allLeaves().map(policyOf) };
  if (/[{}|]/.test(rawQuery)) throw badFilter('Braces and pipes in the filter must be URL-encoded (%7B %7D %7C).');

  const warnings: EbayErrorDetail[] = [];
  let ids = parseCategoryIds(filter);
  if (ids.length > MAX_CATEGORY_IDS) {
    warnings.push(
      errorDetail('metadata', 46004, `Only ${MAX_CATEGORY_IDS} Category IDs specified in the filter are considered.`),
    );
    ids = ids.slice(0, MAX_CATEGORY_IDS);
  }
  const leaves = new Map<string, LeafCategory>();
  for (const id of ids) {
    if (!findCategory(id) || id === CATEGORY_TREE_ID) {
      warnings.push(
        errorDetail('metadata', 46003, `The specified categoryId ${id} was not found for the marketplace.`, {
          parameters: { categoryId: id },
        }),
      );
      continue;
    }
    for (const leaf of leavesWithin(id)) leaves.set(leaf.categoryId, leaf);
  }
  return {
    itemConditionPolicies: [...leaves.values()].map(policyOf),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
