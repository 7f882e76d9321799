import { sellerRoute, type RouteContext } from '../http/api-route';
import { parseBody } from '../lib/body-issues';
import { apiError, bulkFailure } from '../lib/ebay-errors';
import { SCOPES } from '../oauth/scopes';
import { BULK_LIMIT, invalidBody } from './inventory-errors';
import { BulkOfferIdSchema } from './inventory-schemas';
import { withdraw } from './listing-service';
import { findOffer } from './offer-routes';
import { publishOffer } from './offer-service';

const WRITE = [SCOPES.sellInventory];
const BASE = '/sell/inventory/v1';

type OfferParams = { offerId: string };

/** publishOffer, bulkPublishOffer and withdrawOffer (ebay-api.md 4.6 to 4.8). */
export function registerPublishRoutes(context: RouteContext): void {
  const { engine } = context;

  sellerRoute(
    context,
    'POST',
    `${BASE}/offer/:offerId/publish`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      const offer = findOffer(seller, (request.params as OfferParams).offerId);
      return { status: 200, body: { listingId: publishOffer(engine, seller, offer), warnings: [] } };
    },
  );

  sellerRoute(
    context,
    'POST',
    `${BASE}/offer/:offerId/withdraw`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      const offer = findOffer(seller, (request.params as OfferParams).offerId);
      if (offer.status !== 'PUBLISHED') {
        throw apiError('inventory', 400, 25002, 'A user error has occurred. The offer is not published.', {
          parameters: { offerId: offer.offerId },
        });
      }
      const listingId = withdraw(engine, seller, offer);
      return { status: 200, body: { ...(listingId ? { listingId } : {}), warnings: [] } };
    },
  );

  sellerRoute(
    context,
    'POST',
    `${BASE}/bulk_publish_offer`,
    { api: 'inventory', scopes: WRITE },
    ({ seller, request }) => {
      const { requests } = parseBody(BulkOfferIdSchema, request.body, invalidBody);
      if (requests.length > BULK_LIMIT) {
        throw apiError('inventory', 400, 25730, `The number of offers in the request cannot exceed ${BULK_LIMIT}.`);
      }
      const ids = requests.map((entry) => entry.offerId);
      if (new Set(ids).size !== ids.length)
        throw apiError('inventory', 400, 25731, 'The request names an offerId more than once.');
      const responses = ids.map((offerId) => {
        try {
          const listingId = publishOffer(engine, seller, findOffer(seller, offerId));
          return { offerId, listingId, statusCode: 200 };
        } catch (error) {
          return { offerId, ...bulkFailure(error) };
        }
      });
      return { status: responses.every((r) => r.statusCode === 200) ? 200 : 207, body: { responses } };
    },
  );
}
