import { appRoute, type Access, type RouteContext } from '../http/api-route';
import { SCOPES } from '../oauth/scopes';
import { itemConditionPolicies } from './condition-policies';

/**
 * The Metadata document's security: an application token with the base scope
 * or a user token with sell.inventory (ebay-api.md 6).
 */
const ACCESS: Access = { api: 'metadata', token: 'any', scopes: [SCOPES.base, SCOPES.sellInventory] };

export function registerMetadataRoutes(context: RouteContext): void {
  appRoute(
    context,
    'GET',
    '/sell/metadata/v1/marketplace/:marketplaceId/get_item_condition_policies',
    ACCESS,
    ({ request }) => {
      const { marketplaceId } = request.params as { marketplaceId: string };
      const { filter } = request.query as { filter?: string };
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      return { status: 200, body: itemConditionPolicies(marketplaceId, filter, rawQuery) };
    },
  );
}
