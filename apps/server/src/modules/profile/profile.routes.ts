import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, UpdateProfileSchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { getMe, getProfile, updateProfile } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance, { db, auth }: AppDeps): void {
  app.get('/api/me', async (request) => getMe(db, await requireSessionUser(auth, request)));

  app.patch('/api/me', async (request) => {
    const user = await requireSessionUser(auth, request);
    await updateProfile(db, user, user.id, parseWith(UpdateProfileSchema, request.body));
    return getMe(db, user);
  });

  app.get('/api/profiles/:id', async (request) => {
    const { id } = parseWith(IdParamsSchema, request.params);
    return getProfile(db, await requireSessionUser(auth, request), id);
  });

  app.patch('/api/profiles/:id', async (request) => {
    const { id } = parseWith(IdParamsSchema, request.params);
    const user = await requireSessionUser(auth, request);
    return updateProfile(db, user, id, parseWith(UpdateProfileSchema, request.body));
  });
}
