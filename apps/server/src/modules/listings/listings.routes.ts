import type { FastifyInstance } from 'fastify';
import {
  BulkPublishRequestSchema,
  ItemParamsSchema,
  ListingParamsSchema,
  ListingsQuerySchema,
  PoliciesQuerySchema,
  PublicPhotoParamsSchema,
  PublishRequestSchema,
} from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { getBusinessPolicies, optInToBusinessPolicies } from './business-policies';
import { endListing, getListingsForItems, getPostingPreview } from './listings.service';
import { readPublicPhoto } from './photo-links';
import type { PostingRequestDeps } from './posting-deps';
import { requestBulkPublish, requestPublish } from './publish-requests';

/** Listing preview and posting, the listing status, bulk publish (issue 8). */
export function registerListingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth } = deps;
  const posting: PostingRequestDeps = {
    db: deps.db,
    ebay: deps.ebay,
    jobs: deps.jobs,
    posting: deps.posting,
    photoStorage: deps.photoStorage,
    engines: deps.engines,
    logger: deps.logger,
    rateLimiter: deps.rateLimiter,
    taxonomy: deps.taxonomy,
  };

  app.get('/api/listings/preview/:itemId', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    return getPostingPreview(posting, await requireSessionUser(auth, request), itemId);
  });

  app.get('/api/listings/policies', async (request) => {
    const user = await requireSessionUser(auth, request);
    const { fresh } = parseWith(PoliciesQuerySchema, request.query);
    return getBusinessPolicies(posting, user.id, { fresh: fresh !== undefined });
  });

  app.post('/api/listings/policies/opt-in', async (request) => {
    const user = await requireSessionUser(auth, request);
    return optInToBusinessPolicies(posting, user.id);
  });

  // Posting only enqueues `listings.publish` (202); the job talks to eBay.
  app.post('/api/listings/publish', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    const listing = await requestPublish(posting, user, parseWith(PublishRequestSchema, request.body));
    return reply.status(listing.status === 'publishing' ? 202 : 200).send(listing);
  });

  app.post('/api/listings/bulk-publish', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    return reply
      .status(202)
      .send(await requestBulkPublish(posting, user, parseWith(BulkPublishRequestSchema, request.body)));
  });

  app.get('/api/listings', async (request) => {
    const user = await requireSessionUser(auth, request);
    return getListingsForItems(posting, user, parseWith(ListingsQuerySchema, request.query).itemIds);
  });

  app.post('/api/listings/:listingId/end', async (request) => {
    const { listingId } = parseWith(ListingParamsSchema, request.params);
    return endListing(posting, await requireSessionUser(auth, request), listingId);
  });

  // Public on purpose: eBay fetches the pictures of a listing by URL. The
  // address is signed and expires (photo-links.ts); anything else is a plain 404.
  app.get('/api/public-photos/:userId/:photoId/:expires/:signature', async (request, reply) => {
    const link = parseWith(PublicPhotoParamsSchema, request.params);
    const photo = await readPublicPhoto({ ...deps, photoLinks: deps.posting.photoLinks }, link);
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-robots-tag', 'noindex')
      .send(photo.bytes);
  });
}
