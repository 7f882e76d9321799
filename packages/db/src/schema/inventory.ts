import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Stock per SKU (spec part 2, section 3). Quantities change only through
 * inventory_movements (DESIGN section 6); the checks make a negative stock
 * impossible even for a bug that skips the ledger.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull().default('other'),
    totalQuantity: integer('total_quantity').notNull().default(0),
    availableQuantity: integer('available_quantity').notNull().default(0),
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(1),
    averageCost: numeric('average_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    totalValue: numeric('total_value', { precision: 12, scale: 2 }).notNull().default('0'),
    location: text('location'),
    binLocation: text('bin_location'),
    weightOz: numeric('weight_oz', { precision: 10, scale: 2 }).notNull().default('0'),
    dimensions: text('dimensions'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live item per SKU and seller: the SKU links stock to the seller's listings.
    // A soft-deleted item frees its SKU for a new one.
    uniqueIndex('inventory_items_user_sku_active')
      .on(t.userId, t.sku)
      .where(sql`${t.isActive}`),
    index('inventory_items_user_updated').on(t.userId, t.updatedAt),
    /** The inventory list's keyset order (issue 19): a page costs the same at any depth. */
    index('inventory_items_user_list_order')
      .on(t.userId, t.updatedAt.desc(), t.sku)
      .where(sql`${t.isActive}`),
    check(
      'inventory_items_quantities_non_negative',
      sql`${t.totalQuantity} >= 0 and ${t.availableQuantity} >= 0 and ${t.reservedQuantity} >= 0 and ${t.lowStockThreshold} >= 0`,
    ),
    check(
      'inventory_items_available_plus_reserved',
      sql`${t.availableQuantity} + ${t.reservedQuantity} = ${t.totalQuantity}`,
    ),
    check('inventory_items_money_non_negative', sql`${t.averageCost} >= 0 and ${t.totalValue} >= 0`),
  ],
);

/** The ledger (spec part 2, section 3): one row per quantity change, never updated. */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    movementType: text('movement_type').notNull(),
    quantityChange: integer('quantity_change').notNull(),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason'),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }),
    totalCost: numeric('total_cost', { precision: 12, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_item_created').on(t.inventoryItemId, t.createdAt),
    index('inventory_movements_user_reference').on(t.userId, t.referenceNumber),
    check(
      'inventory_movements_type',
      sql`${t.movementType} in ('initial_stock', 'restock', 'sale', 'damage', 'theft', 'return', 'adjustment')`,
    ),
    check(
      'inventory_movements_arithmetic',
      sql`${t.quantityChange} <> 0 and ${t.quantityBefore} >= 0 and ${t.quantityAfter} >= 0 and ${t.quantityAfter} = ${t.quantityBefore} + ${t.quantityChange}`,
    ),
  ],
);

/** Stock alerts (spec part 2, section 3); at most one open (active or acknowledged) per item and kind. */
export const inventoryAlerts = pgTable(
  'inventory_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull(),
    alertStatus: text('alert_status').notNull().default('active'),
    message: text('message').notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inventory_alerts_one_open_per_kind')
      .on(t.inventoryItemId, t.alertType)
      .where(sql`${t.alertStatus} <> 'resolved'`),
    index('inventory_alerts_user_status').on(t.userId, t.alertStatus, t.triggeredAt),
    check('inventory_alerts_type', sql`${t.alertType} in ('out_of_stock', 'low_stock')`),
    check('inventory_alerts_status', sql`${t.alertStatus} in ('active', 'acknowledged', 'resolved')`),
  ],
);
