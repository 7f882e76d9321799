import { sellerRoute, type RouteContext } from '../http/api-route';
import { SCOPES } from '../oauth/scopes';

/**
 * GET /commerce/identity/v1/user/ (apiz host in production). The path in eBay's
 * document ends with a slash; both spellings are served (ebay-api.md 3). The
 * personal blocks need their own scopes, which ListLens does not ask for.
 */
export function registerIdentityRoutes(context: RouteContext): void {
  sellerRoute(
    context,
    'GET',
    ['/commerce/identity/v1/user/', '/commerce/identity/v1/user'],
    { api: 'identity', scopes: [SCOPES.commerceIdentityReadonly] },
    ({ seller, token }) => {
      const { user } = seller;
      const individualAccount: Record<string, string> = {};
      if (token.scopes.includes(SCOPES.commerceIdentityNameReadonly)) {
        individualAccount.firstName = user.firstName;
        individualAccount.lastName = user.lastName;
      }
      if (token.scopes.includes(SCOPES.commerceIdentityEmailReadonly)) individualAccount.email = user.email;
      return {
        status: 200,
        body: {
          userId: user.userId,
          username: user.username,
          accountType: user.accountType,
          registrationMarketplaceId: user.registrationMarketplaceId,
          status: user.status,
          ...(Object.keys(individualAccount).length > 0 ? { individualAccount } : {}),
        },
      };
    },
  );
}
