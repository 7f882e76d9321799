import { appRoute, type Access, type RouteContext } from '../http/api-route';
import { SCOPES } from '../oauth/scopes';
import {
  categorySubtree,
  categoryTree,
  defaultTreeId,
  itemAspects,
  requireTree,
  suggestCategories,
} from './taxonomy-service';

/**
 * Taxonomy takes an application token, or a user token that carries the base
 * scope; a user token without it gets 1100 (ebay-api.md 2.1, "Gotcha").
 */
const ACCESS: Access = { api: 'taxonomy', token: 'any', scopes: [SCOPES.base] };
const BASE = '/commerce/taxonomy/v1';

type Query = Record<string, string | undefined>;
type TreeParams = { treeId: string };

export function registerTaxonomyRoutes(context: RouteContext): void {
  // Every answer reports, and is built from, the tree version current at the time of the call.
  const version = (): string => context.engine.taxonomy.version();

  appRoute(context, 'GET', `${BASE}/get_default_category_tree_id`, ACCESS, ({ request }) => ({
    status: 200,
    body: defaultTreeId((request.query as Query).marketplace_id, version()),
  }));

  appRoute(context, 'GET', `${BASE}/category_tree/:treeId`, ACCESS, ({ request, baseUrl }) => {
    requireTree((request.params as TreeParams).treeId);
    return { status: 200, body: categoryTree(baseUrl, version()) };
  });

  appRoute(context, 'GET', `${BASE}/category_tree/:treeId/get_category_subtree`, ACCESS, ({ request, baseUrl }) => {
    requireTree((request.params as TreeParams).treeId);
    return { status: 200, body: categorySubtree((request.query as Query).category_id, baseUrl, version()) };
  });

  // No match is 204 without a body, as the document allows.
  appRoute(context, 'GET', `${BASE}/category_tree/:treeId/get_category_suggestions`, ACCESS, ({ request, baseUrl }) => {
    requireTree((request.params as TreeParams).treeId);
    const body = suggestCategories((request.query as Query).q, baseUrl, version());
    return body ? { status: 200, body } : { status: 204 };
  });

  appRoute(context, 'GET', `${BASE}/category_tree/:treeId/get_item_aspects_for_category`, ACCESS, ({ request }) => {
    requireTree((request.params as TreeParams).treeId);
    return { status: 200, body: itemAspects((request.query as Query).category_id, version()) };
  });
}
