import { z } from 'zod';
import { NextCursorSchema } from './pagination';
import { safeText } from './safe-text';

// Inventory contracts: spec part 2, sections 2.6, 3, 4.5, 5, 7, 8 and 9; DESIGN section 6.

/** Category choices (spec part 2, section 3), with the labels the screen shows. */
export const INVENTORY_CATEGORIES = [
  'clothing',
  'shoes',
  'accessories',
  'electronics',
  'home_garden',
  'toys_games',
  'sports_outdoors',
  'books_media',
  'jewelry',
  'collectibles',
  'other',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<InventoryCategory, string> = {
  clothing: 'Clothing',
  shoes: 'Shoes',
  accessories: 'Accessories',
  electronics: 'Electronics',
  home_garden: 'Home & Garden',
  toys_games: 'Toys & Games',
  sports_outdoors: 'Sports & Outdoors',
  books_media: 'Books & Media',
  jewelry: 'Jewelry',
  collectibles: 'Collectibles',
  other: 'Other',
};

/** Movement types (spec part 2, section 3). */
export const MOVEMENT_TYPES = ['initial_stock', 'restock', 'sale', 'damage', 'theft', 'return', 'adjustment'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  initial_stock: 'Initial Stock',
  restock: 'Restock',
  sale: 'Sale',
  damage: 'Damage',
  theft: 'Theft',
  return: 'Return',
  adjustment: 'Adjustment',
};
/** initial_stock is written only when an item is created (spec part 2, section 4.5). */
export const MANUAL_MOVEMENT_TYPES = ['restock', 'sale', 'damage', 'theft', 'return', 'adjustment'] as const;
const ADDING_TYPES: readonly MovementType[] = ['initial_stock', 'restock', 'return'];
const REMOVING_TYPES: readonly MovementType[] = ['sale', 'damage', 'theft'];

export const ALERT_TYPES = ['out_of_stock', 'low_stock'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** 'resolved' is ours: the condition ended (a restock above the threshold, or the item was deleted). */
export const ALERT_STATUSES = ['active', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Constants of spec part 2, section 9. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 1;
export const MOVEMENT_HISTORY_LIMIT = 100;
/**
 * Ceilings that keep total_value inside numeric(12,2): 100,000 units at 99,999.99 is
 * 9,999,899,999.00, below the column's 9,999,999,999.99.
 */
export const MAX_ITEM_QUANTITY = 100_000;
export const MAX_UNIT_COST = 99_999.99;
export const MAX_IMPORT_ROWS = 5000;

/** Texts of spec part 2, sections 5 and 8. */
export const INVENTORY_MESSAGES = {
  required: 'SKU and Name are required fields.',
  invalidAdjustment: 'Please enter a valid adjustment quantity.',
  addFailed: 'Failed to add inventory item. Please try again.',
  updateFailed: 'Failed to update inventory item. Please try again.',
  deleteFailed: 'Failed to delete inventory item. Please try again.',
  adjustFailed: 'Failed to adjust stock. Please try again.',
  adjustSucceeded: 'Stock adjustment completed successfully!',
} as const;

export const deleteInventoryItemConfirmation = (item: { name: string; sku: string }) =>
  `Are you sure you want to delete "${item.name}" (SKU: ${item.sku})? This action cannot be undone.`;

/** Status badge rule (spec part 2, section 4.5). */
export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  out_of_stock: 'Out of Stock',
  low_stock: 'Low Stock',
  in_stock: 'In Stock',
};
export function stockStatusOf(item: { available_quantity: number; low_stock_threshold: number }): StockStatus {
  if (item.available_quantity <= 0) return 'out_of_stock';
  if (item.available_quantity <= item.low_stock_threshold) return 'low_stock';
  return 'in_stock';
}

/** True when a number has at most two decimals (money, numeric(12,2)). */
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const quantity = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_ITEM_QUANTITY, `${label} cannot be more than ${MAX_ITEM_QUANTITY.toLocaleString('en-US')}.`);
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(MAX_UNIT_COST, `${label} cannot be more than ${MAX_UNIT_COST.toLocaleString('en-US')}.`)
    .refine(hasCents, `${label} can have at most 2 decimal places.`);
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(max, options)
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));

/** eBay's Inventory API takes SKUs of up to 50 characters; the SKU links stock to listings. */
export const InventorySkuSchema = safeText(50, { tooLong: 'SKU can be at most 50 characters.' })
  .trim()
  .min(1, INVENTORY_MESSAGES.required);

/**
 * The eBay listing of an inventory item's SKU (issue 18, point 4): its status
 * and the quantity it offers, which is the available stock while it is live
 * (the quantity sync keeps eBay in step) and 0 otherwise.
 */
export const InventoryListingSchema = z.object({
  item_id: z.string(),
  status: z.string(),
  listed_quantity: z.number().int(),
  url: z.string().nullable(),
});
export type InventoryListing = z.infer<typeof InventoryListingSchema>;

/** The inventory item entity (spec part 2, section 3) as the API returns it. */
export const InventoryItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(INVENTORY_CATEGORIES),
  total_quantity: z.number().int(),
  available_quantity: z.number().int(),
  reserved_quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
  average_cost: z.number(),
  total_value: z.number(),
  location: z.string().nullable(),
  bin_location: z.string().nullable(),
  weight_oz: z.number(),
  dimensions: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** In the item list only: the SKU's listing, null when it was never posted. */
  listing: InventoryListingSchema.nullable().optional(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
/** A page of the inventory list, newest change first (issue 19: keyset pagination). */
export const InventoryItemListSchema = z.object({ items: z.array(InventoryItemSchema), next_cursor: NextCursorSchema });
export type InventoryItemList = z.infer<typeof InventoryItemListSchema>;

const itemFields = {
  sku: InventorySkuSchema,
  name: safeText(200, { tooLong: 'Name can be at most 200 characters.' }).trim().min(1, INVENTORY_MESSAGES.required),
  description: optionalText(2000, { multiline: true }),
  category: z.enum(INVENTORY_CATEGORIES, { error: 'Choose one of the listed categories.' }),
  low_stock_threshold: quantity('Low stock threshold'),
  average_cost: money('Average cost'),
  location: optionalText(100),
  bin_location: optionalText(100),
  weight_oz: z
    .number({ error: 'Weight must be a number.' })
    .min(0, 'Weight cannot be negative.')
    .max(100_000, 'Weight cannot be more than 100,000 oz.')
    .refine(hasCents, 'Weight can have at most 2 decimal places.'),
  dimensions: optionalText(100),
};

/** Add Inventory Item (spec part 2, section 5): defaults quantity 0, threshold 1, cost 0, weight 0. */
export const CreateInventoryItemSchema = z.object({
  ...itemFields,
  category: itemFields.category.default('other'),
  total_quantity: quantity('Total quantity').default(0),
  low_stock_threshold: itemFields.low_stock_threshold.default(DEFAULT_LOW_STOCK_THRESHOLD),
  average_cost: itemFields.average_cost.default(0),
  weight_oz: itemFields.weight_oz.default(0),
});
export type CreateInventoryItem = z.infer<typeof CreateInventoryItemSchema>;
export type CreateInventoryItemInput = z.input<typeof CreateInventoryItemSchema>;

/** Item Details tab. Quantities are absent on purpose: they change only through movements (DESIGN section 6). */
export const UpdateInventoryItemSchema = z
  .object(itemFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update.' });
export type UpdateInventoryItem = z.infer<typeof UpdateInventoryItemSchema>;

export const InventoryMovementSchema = z.object({
  id: z.string(),
  inventory_item_id: z.string(),
  movement_type: z.enum(MOVEMENT_TYPES),
  quantity_change: z.number().int(),
  quantity_before: z.number().int(),
  quantity_after: z.number().int(),
  reason: z.string().nullable(),
  reference_number: z.string().nullable(),
  notes: z.string().nullable(),
  unit_cost: z.number().nullable(),
  total_cost: z.number().nullable(),
  created_at: z.string(),
});
export type InventoryMovement = z.infer<typeof InventoryMovementSchema>;
export const InventoryMovementListSchema = z.object({
  item: InventoryItemSchema,
  movements: z.array(InventoryMovementSchema),
});
export type InventoryMovementList = z.infer<typeof InventoryMovementListSchema>;
export const MovementListQuerySchema = z.object({
  movement_type: z.enum(MOVEMENT_TYPES).optional(),
});

/**
 * The spec's create_inventory_movement call. `set_total` is the Set Total mode: the
 * server turns it into a change against the locked row, so a concurrent movement
 * cannot make the seller's chosen total wrong.
 */
export const CreateMovementSchema = z
  .object({
    movement_type: z.enum(MANUAL_MOVEMENT_TYPES, { error: 'Choose a movement type.' }),
    quantity_change: z
      .number({ error: INVENTORY_MESSAGES.invalidAdjustment })
      .int(INVENTORY_MESSAGES.invalidAdjustment)
      .min(-MAX_ITEM_QUANTITY, INVENTORY_MESSAGES.invalidAdjustment)
      .max(MAX_ITEM_QUANTITY, INVENTORY_MESSAGES.invalidAdjustment)
      .optional(),
    set_total: quantity('New total').optional(),
    reason: optionalText(500, { multiline: true }),
    unit_cost: money('Unit cost').nullish(),
    reference_number: optionalText(100),
    notes: optionalText(1000, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((v.quantity_change === undefined) === (v.set_total === undefined)) {
      issue('quantity_change', INVENTORY_MESSAGES.invalidAdjustment);
      return;
    }
    if (v.set_total !== undefined) {
      if (v.movement_type !== 'adjustment') issue('set_total', 'Only an adjustment can set the total.');
      if (v.unit_cost != null) issue('unit_cost', 'A unit cost applies only when adding stock.');
      return;
    }
    const change = v.quantity_change ?? 0;
    if (change === 0) return issue('quantity_change', INVENTORY_MESSAGES.invalidAdjustment);
    const label = MOVEMENT_TYPE_LABELS[v.movement_type].toLowerCase();
    if (ADDING_TYPES.includes(v.movement_type) && change < 0) issue('quantity_change', `A ${label} must add stock.`);
    if (REMOVING_TYPES.includes(v.movement_type) && change > 0)
      issue('quantity_change', `A ${label} must remove stock.`);
    if (v.unit_cost != null && change < 0) issue('unit_cost', 'A unit cost applies only when adding stock.');
  });
export type CreateMovement = z.infer<typeof CreateMovementSchema>;
export type CreateMovementInput = z.input<typeof CreateMovementSchema>;

export const MovementResultSchema = z.object({ item: InventoryItemSchema, movement: InventoryMovementSchema });
export type MovementResult = z.infer<typeof MovementResultSchema>;

/** 'Mark sold' on the Inventory screen; the posting issue's sales sync uses the same ledger call. */
export const MarkSoldSchema = z.object({
  quantity: quantity('Quantity').min(1, 'Quantity must be at least 1.'),
  reference_number: optionalText(100),
});
export type MarkSold = z.infer<typeof MarkSoldSchema>;

/** Inventory alert (spec part 2, section 3) with the related item's sku and name. */
export const InventoryAlertSchema = z.object({
  id: z.string(),
  inventory_item_id: z.string(),
  alert_type: z.enum(ALERT_TYPES),
  alert_status: z.enum(ALERT_STATUSES),
  message: z.string(),
  triggered_at: z.string(),
  acknowledged_at: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
});
export type InventoryAlert = z.infer<typeof InventoryAlertSchema>;
export const InventoryAlertListSchema = z.object({ alerts: z.array(InventoryAlertSchema) });

/** Screen filters (spec part 2, section 2.6); the CSV export applies the same ones. */
export const INVENTORY_SORTS = ['updated_at', 'name', 'quantity', 'value'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const INVENTORY_SORT_LABELS: Record<InventorySort, string> = {
  updated_at: 'Last Updated',
  name: 'Name',
  quantity: 'Quantity',
  value: 'Value',
};
export const InventoryFiltersSchema = z.object({
  search: safeText(200).trim().default(''),
  category: z.enum(['all', ...INVENTORY_CATEGORIES]).default('all'),
  sort: z.enum(INVENTORY_SORTS).default('updated_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type InventoryFilters = z.infer<typeof InventoryFiltersSchema>;

export function applyInventoryFilters(items: InventoryItem[], filters: InventoryFilters): InventoryItem[] {
  const needle = filters.search.trim().toLowerCase();
  const matches = (item: InventoryItem) =>
    !needle ||
    [item.name, item.sku, item.description, item.location, item.bin_location].some((v) =>
      v?.toLowerCase().includes(needle),
    );
  const key: Record<InventorySort, (i: InventoryItem) => number | string> = {
    updated_at: (i) => Date.parse(i.updated_at),
    name: (i) => i.name.toLowerCase(),
    quantity: (i) => i.total_quantity,
    value: (i) => i.total_value,
  };
  const sign = filters.direction === 'asc' ? 1 : -1;
  const by = key[filters.sort];
  return items
    .filter((i) => (filters.category === 'all' || i.category === filters.category) && matches(i))
    .sort((a, b) => {
      const x = by(a);
      const y = by(b);
      return (x < y ? -1 : x > y ? 1 : a.sku.localeCompare(b.sku)) * sign;
    });
}

/** The four stat cards (spec part 2, section 2.6). */
export function inventoryStats(items: InventoryItem[]) {
  const cents = items.reduce((sum, i) => sum + Math.round(i.total_value * 100), 0);
  return {
    totalItems: items.length,
    totalValue: cents / 100,
    lowStock: items.filter((i) => stockStatusOf(i) === 'low_stock').length,
    outOfStock: items.filter((i) => stockStatusOf(i) === 'out_of_stock').length,
  };
}

/** CSV import: the file's text; every row is checked before anything is written. */
export const InventoryImportSchema = z.object({
  csv: safeText(900_000, { multiline: true, tooLong: 'The file is too large (at most 900 KB).' }).min(
    1,
    'The file is empty.',
  ),
});
export type InventoryImport = z.infer<typeof InventoryImportSchema>;
export const InventoryImportResultSchema = z.object({ imported: z.number().int() });
export type InventoryImportResult = z.infer<typeof InventoryImportResultSchema>;

/** Columns of the CSV export, in order; import reads the editable ones and ignores the rest. */
export const INVENTORY_CSV_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'total_quantity',
  'available_quantity',
  'reserved_quantity',
  'low_stock_threshold',
  'average_cost',
  'total_value',
  'location',
  'bin_location',
  'weight_oz',
  'dimensions',
  'updated_at',
] as const;
