import {
  CONDITIONS,
  ITEM_SPECIFIC_FIELDS,
  UpdateListingSchema,
  parseKeywordList,
  type ListingItem,
  type UpdateListing,
} from '@listlens/shared';
import { isUnknownValue, parsePrice } from './generate-logic';

/** What the Edit modal's form holds: text until save (spec part 2, section 4.4: the price is parsed on save). */
export type ListingFormValues = {
  title: string;
  description: string;
  price: string;
  category: string;
  condition: string;
  brand: string;
  size: string;
  color: string;
  model_number: string;
  keywords: string;
  /** The item-specific dropdowns of section 2.5, then any other aspect the category requires. */
  specifics: { name: string; value: string }[];
  primary_image_url: string;
};
export type ListingFormField = Exclude<keyof ListingFormValues, 'specifics'>;

/** Aspects that are basic fields of the form rather than item-specific inputs. */
const FIELD_OF_ASPECT: Record<string, ListingFormField> = {
  Brand: 'brand',
  Size: 'size',
  'US Shoe Size': 'size',
  Color: 'color',
  Condition: 'condition',
};

const DROPDOWN_NAMES = new Set<string>(ITEM_SPECIFIC_FIELDS.map((f) => f.name));

/** The aspects eBay requires in the item's category (spec section 3, importance REQUIRED). */
export const requiredAspects = (item: ListingItem): string[] =>
  item.aspects.filter((a) => a.importance === 'REQUIRED').map((a) => a.name);

/** Required aspects with no input of their own yet (for example Type): the modal adds one for each. */
export const extraRequiredAspects = (item: ListingItem): string[] =>
  requiredAspects(item).filter((name) => !(name in FIELD_OF_ASPECT) && !DROPDOWN_NAMES.has(name));

/** The stored condition spelled as one of the choices when it is one, whatever its case. */
export const conditionChoice = (condition: string | null): string =>
  CONDITIONS.find((c) => c.toLowerCase() === condition?.trim().toLowerCase()) ?? condition ?? '';

export function listingFormValuesOf(item: ListingItem): ListingFormValues {
  const names = [...ITEM_SPECIFIC_FIELDS.map((f) => f.name), ...extraRequiredAspects(item)];
  return {
    title: item.title ?? '',
    description: item.description ?? '',
    price: item.price === null ? '' : item.price.toFixed(2),
    category: item.category ?? '',
    condition: conditionChoice(item.condition),
    brand: item.brand ?? '',
    size: item.size ?? '',
    color: item.color ?? '',
    model_number: item.model_number ?? '',
    keywords: item.ai_suggested_keywords.join(', '),
    specifics: names.map((name) => ({ name, value: (item.item_specifics[name] ?? []).join(', ') })),
    primary_image_url: item.primary_image_url ?? item.images[0] ?? '',
  };
}

/** Required aspects the form leaves empty (or Unknown): eBay would refuse the listing. */
export function missingRequiredAspects(values: ListingFormValues, item: ListingItem): string[] {
  return requiredAspects(item).filter((name) => {
    const field = FIELD_OF_ASPECT[name];
    const value = field ? values[field] : values.specifics.find((s) => s.name === name)?.value;
    return isUnknownValue(value);
  });
}

export type FormCheck =
  | { ok: true; value: UpdateListing }
  | { ok: false; fieldErrors: Partial<Record<ListingFormField, string>>; other: string[] };

const FORM_FIELDS: ListingFormField[] = [
  'title',
  'description',
  'price',
  'category',
  'condition',
  'brand',
  'size',
  'color',
  'model_number',
  'keywords',
  'primary_image_url',
];

/** The form field an API field error belongs to (the update names keywords ai_suggested_keywords). */
export function formFieldOf(path: string): ListingFormField | null {
  if (path === 'ai_suggested_keywords') return 'keywords';
  return FORM_FIELDS.find((f) => f === path) ?? null;
}

/**
 * The form as an update, checked with the server's own schema. Every dropdown
 * is saved into the item specifics (DESIGN section 2); Features is free text,
 * several values split at commas. Saving from the modal marks the draft reviewed.
 */
export function listingUpdateOf(values: ListingFormValues, item: ListingItem): FormCheck {
  const specifics: Record<string, string[]> = { ...item.item_specifics };
  for (const { name, value } of values.specifics) {
    const list = name === 'Features' ? parseKeywordList(value) : value.trim() ? [value.trim()] : [];
    if (list.length > 0) specifics[name] = list;
    else delete specifics[name];
  }
  const parsed = UpdateListingSchema.safeParse({
    title: values.title,
    description: values.description,
    price: parsePrice(values.price),
    category: values.category,
    condition: values.condition,
    brand: values.brand,
    size: values.size,
    color: values.color,
    model_number: values.model_number,
    ai_suggested_keywords: parseKeywordList(values.keywords),
    item_specifics: specifics,
    ...(values.primary_image_url ? { primary_image_url: values.primary_image_url } : {}),
    reviewed: true,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<ListingFormField, string>> = {};
  const other: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (field) fieldErrors[field] ??= issue.message;
    else other.push(issue.message);
  }
  return { ok: false, fieldErrors, other };
}
