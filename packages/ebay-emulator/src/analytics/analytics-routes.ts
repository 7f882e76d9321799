import { sellerRoute, type RouteContext } from '../http/api-route';
import { SCOPES } from '../oauth/scopes';
import { parseTrafficQuery } from './traffic-query';
import { trafficReport } from './traffic-report';

/** Sell Analytics getTrafficReport: a user token with sell.analytics.readonly (the document's security). */
export function registerAnalyticsRoutes(context: RouteContext): void {
  sellerRoute(
    context,
    'GET',
    '/sell/analytics/v1/traffic_report',
    { api: 'analytics', scopes: [SCOPES.sellAnalyticsReadonly] },
    ({ request, seller, engine }) => {
      const now = engine.now();
      const query = parseTrafficQuery(request.query as Record<string, string | undefined>, now);
      return { status: 200, body: trafficReport(seller, query, now) };
    },
  );
}
