import type { FastifyReply } from 'fastify';
import { entryForListing } from '../buy/live-entries';
import type { RouteContext } from '../http/api-route';
import { availableQuantity } from '../inventory/listing-service';
import { renderListingPage, renderMissingListing, type ListingView } from './listing-page';
import { placeholderSvg } from './placeholder-image';
import { STYLESHEET } from './stylesheet';

function htmlHeaders(reply: FastifyReply): FastifyReply {
  reply.type('text/html; charset=utf-8');
  // Under ListLens the host's CSP applies; standalone the page brings its own.
  if (!reply.hasHeader('content-security-policy')) {
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'self'; img-src 'self' https: data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
  }
  return reply;
}

/**
 * Public pages: a listing's page at its itemWebUrl (`/itm/{listingId}`), the
 * placeholder photos of generated listings, and the shared stylesheet.
 */
export function registerPageRoutes(context: RouteContext): void {
  const { app, engine, prefix } = context;
  const stylesheetHref = `${prefix}/_static/emulator.css`;

  app.get('/_static/emulator.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );

  app.get('/img/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const entry = engine.catalogue().byLegacyId(file.replace(/\.svg$/, ''));
    if (!entry) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(placeholderSvg(entry));
  });

  app.get('/itm/:listingId', async (request, reply) => {
    const { listingId } = request.params as { listingId: string };
    const { purchased } = request.query as { purchased?: string };
    let view: ListingView | undefined;
    const live = engine.sellers.findListing(listingId);
    const entry = live ? entryForListing(live.seller, live.listing) : engine.catalogue().byLegacyId(listingId);
    if (live && entry) {
      const offer = live.seller.offers.get(live.listing.offerId);
      const item = live.seller.items.get(live.listing.sku);
      view = {
        entry,
        imageUrls: item?.product?.imageUrls ?? [],
        description: offer?.listingDescription ?? item?.product?.description ?? '',
        status: live.listing.status,
        available: offer ? availableQuantity(live.seller, offer) : 0,
        soldQuantity: live.listing.soldQuantity,
        buyAction: engine.options.simEndpoints ? `${prefix}/_sim/buy/${listingId}` : undefined,
        purchasedOrderId: purchased,
      };
    } else if (entry) {
      const imageUrl = entry.imageUrl ?? `${prefix}/img/${entry.legacyItemId}.svg`;
      view = {
        entry,
        imageUrls: [imageUrl],
        description: entry.title,
        status: 'ACTIVE',
        available: undefined,
        soldQuantity: 0,
        buyAction: undefined,
        purchasedOrderId: undefined,
      };
    }
    if (!view) return htmlHeaders(reply.code(404)).send(renderMissingListing(stylesheetHref));
    return htmlHeaders(reply).send(renderListingPage(view, stylesheetHref));
  });
}
