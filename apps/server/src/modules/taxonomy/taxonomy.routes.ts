import type { FastifyInstance } from 'fastify';
import { CategoryParamsSchema, CategorySearchQuerySchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { browseCategory, searchCategories } from './category-picker';

/** The edit modal's category picker (issue 14, point 4): search eBay's suggestions, browse the tree. */
export function registerTaxonomyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, taxonomy } = deps;

  app.get('/api/taxonomy/search', async (request) => {
    await requireSessionUser(auth, request);
    const { q } = parseWith(CategorySearchQuerySchema, request.query);
    return searchCategories(taxonomy, q);
  });

  app.get('/api/taxonomy/categories', async (request) => {
    await requireSessionUser(auth, request);
    return browseCategory(taxonomy, undefined);
  });

  app.get('/api/taxonomy/categories/:categoryId', async (request) => {
    await requireSessionUser(auth, request);
    const { categoryId } = parseWith(CategoryParamsSchema, request.params);
    return browseCategory(taxonomy, categoryId);
  });
}
