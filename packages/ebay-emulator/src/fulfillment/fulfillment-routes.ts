import { sellerRoute, type RouteContext } from '../http/api-route';
import { apiError } from '../lib/ebay-errors';
import { intParam, pageLink } from '../lib/paging';
import { SCOPES } from '../oauth/scopes';
import type { Order } from './order-types';

const READ = [SCOPES.sellFulfillment, SCOPES.sellFulfillmentReadonly];
const BASE = '/sell/fulfillment/v1/order';

type Query = Record<string, string | undefined>;

function dateRange(filter: string, name: string): { from?: number; to?: number } | undefined {
  const match = new RegExp(`(?:^|,)${name}:\\[([^\\]]*)\\]`, 'i').exec(filter);
  if (!match?.[1]) return undefined;
  const [from = '', to = ''] = match[1].split('..');
  const parse = (value: string): number | undefined => {
    if (value.trim() === '') return undefined;
    const time = Date.parse(value);
    if (Number.isNaN(time)) throw apiError('fulfillment', 400, 30810, 'Invalid date format');
    return time;
  };
  const range = { from: parse(from), to: parse(to) };
  if (range.from === undefined) throw apiError('fulfillment', 400, 30820, 'Start date is missing');
  if (range.to !== undefined && range.to < range.from)
    throw apiError('fulfillment', 400, 30840, 'Start date should be before end date');
  return { from: range.from, ...(range.to === undefined ? {} : { to: range.to }) };
}

/**
 * Which orders a getOrders filter keeps. creationdate wins over
 * lastmodifieddate when both are given (the filter parameter's text).
 */
function orderFilter(filter: string | undefined): (order: Order) => boolean {
  if (!filter) return () => true;
  const known = ['creationdate', 'lastmodifieddate', 'orderfulfillmentstatus'];
  for (const part of filter.split(/,(?![^[{]*[\]}])/)) {
    const name = part.split(':')[0]?.trim().toLowerCase() ?? '';
    if (!known.includes(name)) throw apiError('fulfillment', 400, 30700, `Invalid filter name: ${name}`);
  }
  const created = dateRange(filter, 'creationdate');
  const modified = created ? undefined : dateRange(filter, 'lastmodifieddate');
  const status = /orderfulfillmentstatus:\{([^}]*)\}/i.exec(filter)?.[1]?.split('|');
  return (order) => {
    const within = (time: string, range?: { from?: number; to?: number }): boolean =>
      !range || (Date.parse(time) >= (range.from ?? 0) && Date.parse(time) <= (range.to ?? Infinity));
    return (
      within(order.creationDate, created) &&
      within(order.lastModifiedDate, modified) &&
      (!status || status.includes(order.orderFulfillmentStatus))
    );
  };
}

/** Fulfillment getOrders and getOrder over the orders the buy endpoint created. */
export function registerFulfillmentRoutes(context: RouteContext): void {
  sellerRoute(context, 'GET', BASE, { api: 'fulfillment', scopes: READ }, ({ seller, request, baseUrl }) => {
    const query = request.query as Query;
    const limit = intParam(query.limit) ?? 50;
    const offset = intParam(query.offset) ?? 0;
    if (!(limit >= 1 && limit <= 200)) throw apiError('fulfillment', 400, 31100, `Invalid limit: ${query.limit ?? ''}`);
    if (!(offset >= 0)) throw apiError('fulfillment', 400, 31000, `Invalid offset: ${query.offset ?? ''}`);
    const newestFirst = [...seller.orders].sort((a, b) => b.creationDate.localeCompare(a.creationDate));
    let orders: Order[];
    if (query.orderIds) {
      // With orderIds the filter is ignored; at most 50 ids.
      const ids = query.orderIds.split(',').map((id) => id.trim());
      if (ids.length > 50)
        throw apiError('fulfillment', 400, 30900, 'Exceeded maximum number of order IDs (the current limit is 50)');
      orders = newestFirst.filter((order) => ids.includes(order.orderId));
    } else {
      orders = newestFirst.filter(orderFilter(query.filter));
    }
    const link = (l: number, o: number) => pageLink(baseUrl, BASE, query, l, o);
    return {
      status: 200,
      body: {
        href: link(limit, offset),
        total: orders.length,
        limit,
        offset,
        ...(offset + limit < orders.length ? { next: link(limit, offset + limit) } : {}),
        ...(offset > 0 ? { prev: link(limit, Math.max(0, offset - limit)) } : {}),
        orders: orders.slice(offset, offset + limit),
        warnings: [],
      },
    };
  });

  sellerRoute(context, 'GET', `${BASE}/:orderId`, { api: 'fulfillment', scopes: READ }, ({ seller, request }) => {
    const { orderId } = request.params as { orderId: string };
    const order = seller.orders.find((candidate) => candidate.orderId === orderId);
    if (!order) throw apiError('fulfillment', 404, 32100, `Invalid order ID: ${orderId}`);
    return { status: 200, body: order };
  });
}
