import type { FastifyInstance } from 'fastify';
import {
  AssignSkuSchema,
  DeletePhotosSchema,
  PhotoFileParamsSchema,
  PhotoFileQuerySchema,
  PhotoListQuerySchema,
  PhotoParamsSchema,
  RotatePhotosSchema,
  SkuParamsSchema,
} from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { registerBarcodeRoutes } from './barcodes/barcodes.routes';
import { groupByLabelPhotos } from './group-by-label';
import { registerPhotoUploadRoutes } from './photos-upload.routes';
import * as photos from './photos.service';

/** Every photo call of spec part 2, section 7, each filtered by the signed-in seller. */
export function registerPhotosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, auth } = deps;
  registerPhotoUploadRoutes(app, deps);
  registerBarcodeRoutes(app, deps);

  app.get('/api/photos', async (request) => {
    const user = await requireSessionUser(auth, request);
    return photos.listPhotos(db, user, parseWith(PhotoListQuerySchema, request.query));
  });

  app.get('/api/photos/count', async (request) => ({
    count: await photos.countPhotos(db, await requireSessionUser(auth, request)),
  }));

  app.get('/api/photos/:id', async (request) => {
    const { id } = parseWith(PhotoParamsSchema, request.params);
    return photos.getPhoto(db, await requireSessionUser(auth, request), id);
  });

  // Only the owner gets the bytes. A request for the current version may be cached for a year
  // by the browser (private: never by a shared cache); the address changes with each rotation.
  app.get('/api/photos/:id/files/:variant', async (request, reply) => {
    const { id, variant } = parseWith(PhotoFileParamsSchema, request.params);
    const { v } = parseWith(PhotoFileQuerySchema, request.query);
    const file = await photos.readPhotoFile(deps, await requireSessionUser(auth, request), id, variant, v);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('etag', file.etag)
      .header('cache-control', file.current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .send(file.body);
  });

  app.post('/api/photos/assign', async (request) => {
    const user = await requireSessionUser(auth, request);
    return photos.assignSku(db, user, parseWith(AssignSkuSchema, request.body));
  });

  app.post('/api/photos/rotate', async (request) => {
    const user = await requireSessionUser(auth, request);
    return { photos: await photos.rotatePhotos(deps, user, parseWith(RotatePhotosSchema, request.body)) };
  });

  app.delete('/api/photos', async (request) => {
    const user = await requireSessionUser(auth, request);
    return photos.deletePhotos(deps, user, parseWith(DeletePhotosSchema, request.body).ids);
  });

  app.post('/api/photos/group-by-label', async (request) => {
    const user = await requireSessionUser(auth, request);
    await deps.rateLimiter.hit(`photos-group:${user.id}`, { max: 30, windowMs: 10 * 60 * 1000 });
    return groupByLabelPhotos(deps, user);
  });

  // Section 7: by assigned_sku, reset to unassigned. Linking a group to its item is the items
  // module's (items.routes.ts): it checks that the item is the seller's.
  app.post('/api/photos/by-sku/:sku/reset', async (request) => {
    const { sku } = parseWith(SkuParamsSchema, request.params);
    return photos.resetSku(db, await requireSessionUser(auth, request), sku);
  });
}
