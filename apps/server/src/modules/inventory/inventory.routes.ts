import type { FastifyInstance } from 'fastify';
import {
  CreateInventoryItemSchema,
  CreateMovementSchema,
  IdParamsSchema,
  InventoryFiltersSchema,
  InventoryImportSchema,
  MarkSoldSchema,
  MovementListQuerySchema,
  PageQuerySchema,
  UpdateInventoryItemSchema,
} from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { acknowledgeAlert, listAlerts } from './inventory-alerts.service';
import { exportInventoryCsv, importInventoryCsv } from './inventory-csv.service';
import { deleteItem, listItemsPage, listMovements } from './inventory-items.service';
import { addItem, addMovement, changeItem, sellItem } from './stock-changes.service';

/** Inventory (spec part 2, sections 2.6 and 7): items, the movement ledger, alerts, CSV. */
export function registerInventoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, auth } = deps;
  const stock = { db, watch: deps.stockWatch };
  const userOf = async (request: Parameters<typeof requireSessionUser>[1]) =>
    (await requireSessionUser(auth, request)).id;

  app.get('/api/inventory/items', async (request) => {
    const userId = await userOf(request);
    return listItemsPage(db, userId, deps.stockListings, parseWith(PageQuerySchema, request.query));
  });

  app.post('/api/inventory/items', async (request, reply) => {
    const item = await addItem(stock, await userOf(request), parseWith(CreateInventoryItemSchema, request.body));
    return reply.status(201).send(item);
  });

  app.patch('/api/inventory/items/:id', async (request) => {
    const userId = await userOf(request);
    const { id } = parseWith(IdParamsSchema, request.params);
    return changeItem(stock, userId, id, parseWith(UpdateInventoryItemSchema, request.body));
  });

  app.delete('/api/inventory/items/:id', async (request, reply) => {
    const userId = await userOf(request);
    await deleteItem(db, userId, parseWith(IdParamsSchema, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/inventory/items/:id/movements', async (request) => {
    const userId = await userOf(request);
    const { id } = parseWith(IdParamsSchema, request.params);
    return listMovements(db, userId, id, parseWith(MovementListQuerySchema, request.query).movement_type);
  });

  app.post('/api/inventory/items/:id/movements', async (request, reply) => {
    const userId = await userOf(request);
    const { id } = parseWith(IdParamsSchema, request.params);
    const result = await addMovement(stock, userId, id, parseWith(CreateMovementSchema, request.body));
    return reply.status(201).send(result);
  });

  app.post('/api/inventory/items/:id/sales', async (request, reply) => {
    const userId = await userOf(request);
    const { id } = parseWith(IdParamsSchema, request.params);
    const { duplicate, ...result } = await sellItem(stock, userId, id, parseWith(MarkSoldSchema, request.body));
    return reply.status(duplicate ? 200 : 201).send(result);
  });

  app.get('/api/inventory/alerts', async (request) => ({ alerts: await listAlerts(db, await userOf(request)) }));

  app.post('/api/inventory/alerts/:id/acknowledge', async (request) => {
    const userId = await userOf(request);
    return acknowledgeAlert(db, userId, parseWith(IdParamsSchema, request.params).id);
  });

  app.get('/api/inventory/export.csv', async (request, reply) => {
    const userId = await userOf(request);
    const csv = await exportInventoryCsv(
      db,
      userId,
      parseWith(InventoryFiltersSchema, request.query),
      deps.stockListings,
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inventory-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post('/api/inventory/import', async (request, reply) => {
    const userId = await userOf(request);
    const result = await importInventoryCsv(db, userId, parseWith(InventoryImportSchema, request.body).csv);
    return reply.status(201).send(result);
  });
}
