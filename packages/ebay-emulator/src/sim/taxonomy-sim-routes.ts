import { z } from 'zod';
import type { RouteContext } from '../http/api-route';
import { CATEGORY_TREE_ID } from '../taxonomy/category-tree';
import { DEFAULT_TREE_VERSION, TREE_CHANGES, versionAtLeast } from '../taxonomy/tree-versions';
import { parse } from './sim-body';

const MoveSchema = z.object({
  version: z
    .union([z.string(), z.number().int()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,5}$/, 'a positive whole number'))
    .optional(),
});

/**
 * Moves the category tree to another version, as eBay does when categories
 * or aspects change, so an app can show that a new version refreshes what it
 * cached. What each version changes is listed in tree-versions.ts.
 */
export function registerTaxonomySimRoutes(context: RouteContext): void {
  const { app, engine } = context;
  const describe = () => {
    const version = engine.taxonomy.version();
    return {
      categoryTreeId: CATEGORY_TREE_ID,
      categoryTreeVersion: version,
      defaultVersion: DEFAULT_TREE_VERSION,
      changes: TREE_CHANGES.map((change) => ({ ...change, active: versionAtLeast(version, change.fromVersion) })),
    };
  };

  app.get('/_sim/taxonomy/version', async () => describe());
  app.post('/_sim/taxonomy/version', async (request, reply) => {
    const input = parse(MoveSchema, request.body, reply);
    if (!input) return reply;
    engine.taxonomy.moveTo(input.version);
    return describe();
  });
}
