import {
  CreateInventoryItemSchema,
  DEFAULT_LOW_STOCK_THRESHOLD,
  INVENTORY_MESSAGES,
  UpdateInventoryItemSchema,
  type CreateInventoryItem,
  type InventoryCategory,
  type InventoryItem,
  type UpdateInventoryItem,
} from '@listlens/shared';

/** What the Add and Edit forms hold: inputs are text until save (spec part 2, section 5: parsed on save). */
export type ItemFormValues = {
  sku: string;
  name: string;
  description: string;
  category: InventoryCategory;
  total_quantity: string;
  low_stock_threshold: string;
  average_cost: string;
  location: string;
  bin_location: string;
  weight_oz: string;
  dimensions: string;
};
export type ItemFormField = keyof ItemFormValues;

/** The Add form's defaults (spec part 2, section 5): quantity 0, threshold 1, cost 0, weight 0. */
export const EMPTY_ITEM_FORM: ItemFormValues = {
  sku: '',
  name: '',
  description: '',
  // Most of what sellers list here is clothing (spec part 2, section 1).
  category: 'clothing',
  total_quantity: '0',
  low_stock_threshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
  average_cost: '0',
  location: '',
  bin_location: '',
  weight_oz: '0',
  dimensions: '',
};

export function itemFormValuesOf(item: InventoryItem): ItemFormValues {
  return {
    sku: item.sku,
    name: item.name,
    description: item.description ?? '',
    category: item.category,
    total_quantity: String(item.total_quantity),
    low_stock_threshold: String(item.low_stock_threshold),
    average_cost: item.average_cost.toFixed(2),
    location: item.location ?? '',
    bin_location: item.bin_location ?? '',
    weight_oz: String(item.weight_oz),
    dimensions: item.dimensions ?? '',
  };
}

/** Blank falls back to the default; anything that is not a number stays NaN so the schema names it. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

export type FormCheck<T> =
  { ok: true; value: T } | { ok: false; required: boolean; fieldErrors: Partial<Record<ItemFormField, string>> };

function failure(issues: { path: PropertyKey[]; message: string }[]): FormCheck<never> {
  const fieldErrors: Partial<Record<ItemFormField, string>> = {};
  let required = false;
  for (const issue of issues) {
    if (issue.message === INVENTORY_MESSAGES.required) {
      required = true;
      continue;
    }
    const field = String(issue.path[0]) as ItemFormField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, required, fieldErrors };
}

/** The Add modal's payload, checked with the same schema as the server. */
export function toCreatePayload(values: ItemFormValues): FormCheck<CreateInventoryItem> {
  const parsed = CreateInventoryItemSchema.safeParse({
    ...values,
    total_quantity: numberOf(values.total_quantity),
    low_stock_threshold: numberOf(values.low_stock_threshold),
    average_cost: numberOf(values.average_cost),
    weight_oz: numberOf(values.weight_oz),
  });
  return parsed.success ? { ok: true, value: parsed.data } : failure(parsed.error.issues);
}

/** Item Details: every field but the quantity, which changes only through Stock Adjustment. */
export function toUpdatePayload(values: ItemFormValues): FormCheck<UpdateInventoryItem> {
  const parsed = UpdateInventoryItemSchema.safeParse({
    sku: values.sku,
    name: values.name,
    description: values.description,
    category: values.category,
    low_stock_threshold: numberOf(values.low_stock_threshold) ?? DEFAULT_LOW_STOCK_THRESHOLD,
    average_cost: numberOf(values.average_cost) ?? 0,
    location: values.location,
    bin_location: values.bin_location,
    weight_oz: numberOf(values.weight_oz) ?? 0,
    dimensions: values.dimensions,
  });
  return parsed.success ? { ok: true, value: parsed.data } : failure(parsed.error.issues);
}
