import {
  CONDITIONS,
  ITEM_SPECIFIC_FIELDS,
  UpdateListingSchema,
  conditionFor,
  parseKeywordList,
  sizeAspectName,
  storedCategoryRules,
  validateListing,
  type CategoryRules,
  type ItemSpecificDefinition,
  type ListingItem,
  type ListingProblem,
  type UpdateListing,
} from '@listlens/shared';
import { parsePrice } from './generate-logic';

/** One item specific in the form: free text or one choice in `value`, several choices in `picked`. */
export type SpecificEntry = { name: string; value: string; picked: string[] };

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
  /** Every aspect of the item's eBay category, then the spec's dropdowns the category does not name. */
  specifics: SpecificEntry[];
  primary_image_url: string;
};
export type ListingFormField = Exclude<keyof ListingFormValues, 'specifics'>;

/** How an item specific is edited: one of eBay's values, several of them, or words. */
export type AspectInput =
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'choices'; choices: readonly string[]; max: number }
  | { kind: 'text'; suggestions: readonly string[]; max: number };

/** Aspects that are basic fields of the form (or the item's identity) rather than item-specific inputs. */
const BASIC_ASPECTS = new Set(['Brand', 'Size', 'US Shoe Size', 'Color', 'Condition', 'Department']);

const SPEC_DROPDOWNS = new Map<string, readonly string[] | null>(ITEM_SPECIFIC_FIELDS.map((f) => [f.name, f.values]));

const IMPORTANCE_ORDER = { REQUIRED: 0, RECOMMENDED: 1, OPTIONAL: 2 } as const;

/** The category's aspects the specifics section edits: required first, then recommended, then the rest. */
export const editableAspects = (item: ListingItem): ItemSpecificDefinition[] =>
  item.aspects
    .filter((a) => !BASIC_ASPECTS.has(a.name))
    .sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]);

/** How the form edits an aspect: eBay's rules when the category names it, else the spec's dropdown. */
export function aspectInputOf(item: ListingItem, name: string): AspectInput {
  const aspect = item.aspects.find((a) => a.name === name);
  if (aspect) {
    if (aspect.selectionOnly && aspect.allowedValues.length > 1)
      return aspect.maxValues > 1
        ? { kind: 'choices', choices: aspect.allowedValues, max: aspect.maxValues }
        : { kind: 'choice', choices: aspect.allowedValues };
    return { kind: 'text', suggestions: aspect.allowedValues, max: aspect.maxValues };
  }
  const values = SPEC_DROPDOWNS.get(name);
  return values ? { kind: 'choice', choices: values } : { kind: 'text', suggestions: [], max: 30 };
}

/** The aspects eBay requires in the item's category (spec section 3, importance REQUIRED). */
export const requiredAspects = (item: ListingItem): string[] =>
  item.aspects.filter((a) => a.importance === 'REQUIRED').map((a) => a.name);

/** The condition choices: the category's own (eBay's Metadata API) when known, else the spec's five. */
export const conditionChoices = (item: ListingItem): readonly string[] =>
  item.conditions.length > 0 ? item.conditions.map((c) => c.label) : CONDITIONS;

/** The stored condition spelled as one of the choices when it stands for one. */
export function conditionChoice(item: ListingItem): string {
  const stored = item.condition?.trim() ?? '';
  if (item.conditions.length > 0) return conditionFor(stored, item.conditions)?.label ?? stored;
  return CONDITIONS.find((c) => c.toLowerCase() === stored.toLowerCase()) ?? stored;
}

function specificEntryOf(item: ListingItem, name: string): SpecificEntry {
  const stored = item.item_specifics[name] ?? [];
  const input = aspectInputOf(item, name);
  if (input.kind === 'choices') return { name, value: '', picked: stored.filter((v) => input.choices.includes(v)) };
  return { name, value: stored.join(', '), picked: [] };
}

export function listingFormValuesOf(item: ListingItem): ListingFormValues {
  const aspectNames = editableAspects(item).map((a) => a.name);
  const specNames = ITEM_SPECIFIC_FIELDS.map((f) => f.name).filter(
    (name) => !BASIC_ASPECTS.has(name) && !aspectNames.includes(name),
  );
  return {
    title: item.title ?? '',
    description: item.description ?? '',
    price: item.price === null ? '' : item.price.toFixed(2),
    category: item.category ?? '',
    condition: conditionChoice(item),
    brand: item.brand ?? '',
    size: item.size ?? '',
    color: item.color ?? '',
    model_number: item.model_number ?? '',
    keywords: item.ai_suggested_keywords.join(', '),
    specifics: [...aspectNames, ...specNames].map((name) => specificEntryOf(item, name)),
    primary_image_url: item.primary_image_url ?? item.images[0] ?? '',
  };
}

/** An entry's values as eBay gets them: the choices picked, or the words (split at commas where several fit). */
function entryValues(item: ListingItem, entry: SpecificEntry): string[] {
  const input = aspectInputOf(item, entry.name);
  if (input.kind === 'choices') return entry.picked;
  if (input.kind === 'text' && input.max > 1) return parseKeywordList(entry.value);
  return entry.value.trim() ? [entry.value.trim()] : [];
}

/**
 * The item specifics the form stands for: the stored ones, each edited entry,
 * and Brand, Color and the size as their basic fields say (one truth for each).
 */
export function specificsOf(values: ListingFormValues, item: ListingItem): Record<string, string[]> {
  const specifics: Record<string, string[]> = { ...item.item_specifics };
  const set = (name: string, list: string[]) => {
    if (list.length > 0) specifics[name] = list;
    else delete specifics[name];
  };
  for (const entry of values.specifics) set(entry.name, entryValues(item, entry));
  const one = (text: string) => (text.trim() ? [text.trim()] : []);
  set('Brand', one(values.brand));
  set('Color', one(values.color));
  set(sizeAspectName(item.aspects), one(values.size));
  return specifics;
}

/** The category's rules as the item carries them, for the validator in the browser. */
export const rulesOf = (item: ListingItem): CategoryRules | null =>
  storedCategoryRules({
    categoryId: item.ebay_category_id,
    categoryPath: item.ebay_category_path,
    source: item.rules_source,
    aspects: item.aspects,
    conditions: item.conditions,
  });

/** What eBay would refuse if the form were saved and posted now: the shared validator, as the server runs it. */
export function formProblems(values: ListingFormValues, item: ListingItem): ListingProblem[] {
  const text = (v: string) => v.trim() || null;
  return validateListing(
    {
      title: text(values.title),
      price: values.price.trim() ? parsePrice(values.price) : null,
      condition: text(values.condition),
      brand: text(values.brand),
      color: text(values.color),
      size: text(values.size),
      item_specifics: specificsOf(values, item),
      images: item.images,
      ebay_category_id: item.ebay_category_id,
    },
    rulesOf(item),
  );
}

/**
 * Where a problem's field is in the form: a basic field, an item-specific
 * entry, or a part of the modal outside the form (the category, the photos).
 */
export type ProblemTarget =
  | { kind: 'field'; name: ListingFormField | `specifics.${number}.value` | `specifics.${number}.picked` }
  | { kind: 'identity'; part: 'category' | 'department' | 'item_type' }
  | { kind: 'photos' }
  | null;

export function problemTarget(field: string, values: ListingFormValues, item: ListingItem): ProblemTarget {
  if (field === 'photos') return { kind: 'photos' };
  if (field === 'category') return { kind: 'identity', part: 'category' };
  if (field === 'item_type') return { kind: 'identity', part: 'item_type' };
  const aspect = field.startsWith('item_specifics.') ? field.slice('item_specifics.'.length) : null;
  if (aspect === null)
    return FORM_FIELDS.includes(field as ListingFormField) ? { kind: 'field', name: field as ListingFormField } : null;
  if (aspect === 'Brand') return { kind: 'field', name: 'brand' };
  if (aspect === 'Color') return { kind: 'field', name: 'color' };
  if (aspect === 'Condition') return { kind: 'field', name: 'condition' };
  if (aspect === sizeAspectName(item.aspects) || aspect === 'Size') return { kind: 'field', name: 'size' };
  if (aspect === 'Department') return { kind: 'identity', part: 'department' };
  const index = values.specifics.findIndex((s) => s.name === aspect);
  if (index < 0) return null;
  const part = aspectInputOf(item, aspect).kind === 'choices' ? 'picked' : 'value';
  return { kind: 'field', name: `specifics.${index}.${part}` };
}

/**
 * The seller's unsaved edits carried onto the form of the item derived again
 * (a new item type, department or category): a field the seller changed keeps
 * the seller's words; the rest, and the new category's aspects, come from the new item.
 */
export function carryEdits(
  before: ListingFormValues,
  current: ListingFormValues,
  next: ListingFormValues,
): ListingFormValues {
  const out: ListingFormValues = { ...next };
  for (const field of FORM_FIELDS) if (current[field] !== before[field]) out[field] = current[field];
  out.specifics = next.specifics.map((entry) => {
    const was = before.specifics.find((s) => s.name === entry.name);
    const now = current.specifics.find((s) => s.name === entry.name);
    if (!was || !now) return entry;
    const edited = was.value !== now.value || was.picked.join('\n') !== now.picked.join('\n');
    return edited ? now : entry;
  });
  return out;
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
 * The form as an update, checked with the server's own schema. Every entry is
 * saved into the item specifics (DESIGN section 2). Saving from the modal marks
 * the draft reviewed.
 */
export function listingUpdateOf(values: ListingFormValues, item: ListingItem): FormCheck {
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
    item_specifics: specificsOf(values, item),
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
