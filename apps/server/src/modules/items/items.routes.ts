import type { FastifyInstance } from 'fastify';
import {
  GenerateRequestSchema,
  ItemParamsSchema,
  LinkSkuSchema,
  PageQuerySchema,
  SkuParamsSchema,
  UpdateListingSchema,
} from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import {
  deleteGroup,
  generateAll,
  generateGroups,
  getListing,
  listGroups,
  updateListing,
  type ItemsDeps,
} from './items.service';
import { linkGroupPhotos } from './stored-items.service';

/** Generate Listings and the Edit Listing modal (spec part 2, sections 2.4, 2.5, 4.4 and 7). */
export function registerItemsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, auth } = deps;
  const items: ItemsDeps = {
    db,
    jobs: deps.jobs,
    logger: deps.logger,
    taxonomy: deps.taxonomy,
    repriceItem: deps.repriceItem,
  };

  app.get('/api/items/groups', async (request) => {
    const user = await requireSessionUser(auth, request);
    return listGroups({ ...items, itemListings: deps.itemListings }, user, parseWith(PageQuerySchema, request.query));
  });

  // Both only enqueue `items.analyze` jobs (202): the analysis runs in the workers.
  app.post('/api/items/groups/generate', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    const { skus } = parseWith(GenerateRequestSchema, request.body);
    return reply.status(202).send(await generateGroups(items, user, skus));
  });

  app.post('/api/items/groups/generate-all', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    return reply.status(202).send(await generateAll(items, user));
  });

  app.delete('/api/items/groups/:sku', async (request, reply) => {
    const { sku } = parseWith(SkuParamsSchema, request.params);
    await deleteGroup(
      { ...items, endItemListings: deps.endItemListings },
      await requireSessionUser(auth, request),
      sku,
    );
    return reply.status(204).send();
  });

  app.get('/api/items/:itemId', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    return getListing(items, await requireSessionUser(auth, request), itemId);
  });

  app.patch('/api/items/:itemId', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    const user = await requireSessionUser(auth, request);
    return updateListing(items, user, itemId, parseWith(UpdateListingSchema, request.body));
  });

  // Spec part 2, section 7: a SKU group's photos linked to a stored item (they become processed).
  app.post('/api/photos/by-sku/:sku/link', async (request) => {
    const { sku } = parseWith(SkuParamsSchema, request.params);
    const user = await requireSessionUser(auth, request);
    return linkGroupPhotos(db, user.id, sku, parseWith(LinkSkuSchema, request.body).assigned_item_id);
  });
}
