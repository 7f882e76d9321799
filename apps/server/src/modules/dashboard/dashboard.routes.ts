import type { FastifyInstance } from 'fastify';
import { ItemParamsSchema, UpdateItemSchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { renditionKeys, sweepOrphanFiles } from '../photos';
import {
  clearAllItems,
  deleteAllSellerData,
  deleteItem,
  getItemDetails,
  getSummary,
  updateItem,
  type DashboardDeps,
} from './dashboard.service';

/** Every rendition a photo may have had: the upload and each quarter turn (deleting a missing key is fine). */
const keysOfPhoto = ({ storagePath }: { storagePath: string }) =>
  [0, 90, 180, 270].flatMap((rotation) => Object.values(renditionKeys(storagePath, rotation)));

export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, auth } = deps;
  const cleanup: DashboardDeps = {
    db,
    ebay: deps.ebay,
    logger: deps.logger,
    removeFiles: (keys) => deps.photoStorage.delete(keys),
    keysOfPhoto,
    removeSellerFiles: (userId) =>
      sweepOrphanFiles(
        { db, photoStorage: deps.photoStorage, logger: deps.logger },
        { prefix: `${userId}/`, graceMs: 0 },
      ),
  };

  app.get('/api/dashboard/summary', async (request) => getSummary(db, await requireSessionUser(auth, request)));

  app.get('/api/dashboard/items/:itemId', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    return getItemDetails({ db, taxonomy: deps.taxonomy }, await requireSessionUser(auth, request), itemId);
  });

  app.patch('/api/dashboard/items/:itemId', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    const user = await requireSessionUser(auth, request);
    return updateItem(
      { db, taxonomy: deps.taxonomy },
      user,
      itemId,
      parseWith(UpdateItemSchema, request.body),
      request.log,
    );
  });

  app.delete('/api/dashboard/items/:itemId', async (request, reply) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    await deleteItem(cleanup, await requireSessionUser(auth, request), itemId);
    return reply.status(204).send();
  });

  // Clear All Test Items (spec part 3, section 2).
  app.delete('/api/dashboard/items', async (request) =>
    clearAllItems(cleanup, await requireSessionUser(auth, request)),
  );

  // Delete all my data, from Settings (issue 9): every row and file of the seller; the account stays.
  app.delete('/api/me/data', async (request) => deleteAllSellerData(cleanup, await requireSessionUser(auth, request)));
}
