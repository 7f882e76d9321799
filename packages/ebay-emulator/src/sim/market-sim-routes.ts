import { medianSoldPrice, MedianQueryError, type MedianQuery } from '../catalogue/market-median';
import type { RouteContext } from '../http/api-route';

/**
 * `GET /_sim/market/median?brand=&itemType=[&condition=][&department=][&categoryId=]`:
 * the catalogue's true median sold price, for an app's pricing evaluation.
 */
export function registerMarketSimRoutes(context: RouteContext): void {
  const { app, engine } = context;
  app.get('/_sim/market/median', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (!query.brand || !query.itemType) {
      return reply.code(400).send({ error: 'invalid_query', message: 'brand and itemType are required' });
    }
    const input: MedianQuery = {
      brand: query.brand,
      itemType: query.itemType,
      ...(query.condition ? { condition: query.condition } : {}),
      ...(query.department ? { department: query.department } : {}),
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    };
    try {
      return medianSoldPrice(engine.catalogue().sales, input, engine.now());
    } catch (error) {
      if (error instanceof MedianQueryError)
        return reply.code(400).send({ error: 'invalid_query', message: error.message });
      throw error;
    }
  });
}
