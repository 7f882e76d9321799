import type { FastifyInstance } from 'fastify';
import { BrandCategorySchema, BrandParamsSchema, KeywordPreferencesSchema, NoOptionsSchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import {
  getBrandLearningStatus,
  getKeywordPerformance,
  getKeywordPreferences,
  listBrandLearning,
  promoteBrand,
  runAutoPromotion,
  updateKeywordPreferences,
} from './keywords.service';

/**
 * Keyword learning and auto-promotion (spec part 3, /admin/keywords). Every
 * call reads and changes only the signed-in seller's learning, so the page
 * needs no admin role (decision 013).
 */
export function registerKeywordsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, db } = deps;

  app.get('/api/keywords/brands', async (request) =>
    listBrandLearning(db, (await requireSessionUser(auth, request)).id),
  );

  app.get('/api/keywords/brands/:brand/status', async (request) => {
    const user = await requireSessionUser(auth, request);
    const { brand } = parseWith(BrandParamsSchema, request.params);
    const { category } = parseWith(BrandCategorySchema, request.query);
    return getBrandLearningStatus(db, user.id, brand, category);
  });

  app.post('/api/keywords/promote', async (request) => {
    const user = await requireSessionUser(auth, request);
    parseWith(NoOptionsSchema, request.body);
    return runAutoPromotion(db, user.id);
  });

  app.post('/api/keywords/brands/:brand/promote', async (request) => {
    const user = await requireSessionUser(auth, request);
    const { brand } = parseWith(BrandParamsSchema, request.params);
    const { category } = parseWith(BrandCategorySchema, request.body);
    return promoteBrand(db, user.id, brand, category);
  });

  app.get('/api/keywords/performance', async (request) =>
    getKeywordPerformance(db, (await requireSessionUser(auth, request)).id),
  );

  app.get('/api/keywords/preferences', async (request) =>
    getKeywordPreferences(db, (await requireSessionUser(auth, request)).id),
  );

  app.put('/api/keywords/preferences', async (request) => {
    const user = await requireSessionUser(auth, request);
    return updateKeywordPreferences(db, user.id, parseWith(KeywordPreferencesSchema, request.body));
  });
}
