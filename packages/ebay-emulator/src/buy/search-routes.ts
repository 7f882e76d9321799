import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { parseCriteria, search, type Flavour, type SearchCriteria } from '../catalogue/search';
import { appRoute, type RouteContext } from '../http/api-route';
import { pageLink } from '../lib/paging';
import { SCOPES } from '../oauth/scopes';
import { toItemSales, toItemSummary } from './item-mappers';
import { liveEntries } from './live-entries';
import { refinementsFor, wantsItems, wantsRefinements } from './refinements';

const BROWSE_PATH = '/buy/browse/v1/item_summary/search';
const INSIGHTS_PATH = '/buy/marketplace_insights/v1_beta/item_sales/search';

type Query = Record<string, string | undefined>;

/** The paged collection both search calls return, around their own item mapper. */
function page<T extends CatalogueEntry>(
  flavour: Flavour,
  criteria: SearchCriteria,
  matches: readonly T[],
  link: (limit: number, offset: number) => string,
  mapItem: (entry: T) => unknown,
) {
  const { limit, offset } = criteria;
  const shown = matches.slice(offset, offset + limit);
  return {
    href: link(limit, offset),
    total: matches.length,
    limit,
    offset,
    ...(offset + limit < matches.length ? { next: link(limit, offset + limit) } : {}),
    ...(offset > 0 ? { prev: link(limit, Math.max(0, offset - limit)) } : {}),
    ...(wantsItems(criteria.fieldgroups)
      ? { [flavour === 'browse' ? 'itemSummaries' : 'itemSales']: shown.map(mapItem) }
      : {}),
    ...(wantsRefinements(criteria.fieldgroups) ? { refinement: refinementsFor(matches, criteria.fieldgroups) } : {}),
    ...(criteria.warnings.length > 0 ? { warnings: criteria.warnings } : {}),
  };
}

/**
 * Browse item_summary/search over the generated catalogue plus the emulated
 * sellers' live listings; Marketplace Insights item_sales/search over the
 * generated sales plus sales simulated through the buy endpoint. Browse takes
 * any token with the base scope; Insights an application token with its own
 * restricted scope and, always, the marketplace header (100020).
 */
export function registerSearchRoutes(context: RouteContext): void {
  const { engine } = context;

  appRoute(
    context,
    'GET',
    BROWSE_PATH,
    { api: 'browse', token: 'any', scopes: [SCOPES.base] },
    ({ request, baseUrl }) => {
      const query = request.query as Query;
      const criteria = parseCriteria('browse', query);
      const matches = search([...engine.catalogue().listings, ...liveEntries(engine)], criteria, 'browse');
      const link = (limit: number, offset: number) => pageLink(baseUrl, BROWSE_PATH, query, limit, offset);
      return { status: 200, body: page('browse', criteria, matches, link, (entry) => toItemSummary(entry, baseUrl)) };
    },
  );

  appRoute(
    context,
    'GET',
    INSIGHTS_PATH,
    { api: 'insights', token: 'application', scopes: [SCOPES.buyMarketplaceInsights], marketplaceRequired: true },
    ({ request, baseUrl }) => {
      const query = request.query as Query;
      const criteria = parseCriteria('insights', query);
      const window = engine.now() - 90 * 86_400_000;
      const sales = [...engine.catalogue().sales, ...engine.simulatedSales].filter((sale) => sale.soldAt >= window);
      const matches = search(sales, criteria, 'insights');
      const link = (limit: number, offset: number) => pageLink(baseUrl, INSIGHTS_PATH, query, limit, offset);
      return { status: 200, body: page('insights', criteria, matches, link, (sale) => toItemSales(sale, baseUrl)) };
    },
  );
}
