import { AppError } from '../../errors/app-error';
import {
  buildDescription,
  buildTitle,
  descriptionAfterEdit,
  fillAspects,
  nearestAllowedValue,
  titleAfterEdit,
  type EditedFacts,
  type ResolvedCategory,
} from '../ai';
import { ebayListingTaxonomy, rulesFor, type TaxonomyDeps } from '../taxonomy';
import { known, type CategoryRules, type Department, type UpdateListing } from '@listlens/shared';
import { analysisOf } from './item-record';
import type { ItemRow } from './items.repository';

// Issue 14, point 4: when the seller changes what the item is (its type, its
// department or its category), the category, its aspects and, unless the
// seller rewrote them, the title and description are derived again. An edit
// of the brand, size or colour alone edits those words of a drafted title and
// description in place (decision 072).

export type WhatItIs = Pick<UpdateListing, 'item_type' | 'department' | 'ebay_category_id'>;

export const changesWhatItIs = (changes: UpdateListing): boolean =>
  changes.item_type !== undefined || changes.department !== undefined || changes.ebay_category_id !== undefined;

const invalidCategory = () => {
  const message = 'Choose a leaf category from eBay’s list.';
  return new AppError('validation_failed', message, { errors: [{ path: 'ebay_category_id', message }] });
};

/** The category for the change: the one the seller picked, or eBay's choice for the new type and department. */
async function categoryFor(
  taxonomy: TaxonomyDeps,
  change: WhatItIs,
  itemType: string,
  department: Department | null,
): Promise<{ rules: CategoryRules; resolved: ResolvedCategory | null }> {
  if (change.ebay_category_id !== undefined) {
    const rules = await rulesFor(taxonomy, change.ebay_category_id);
    if (!rules) throw invalidCategory();
    return { rules, resolved: null };
  }
  // The seller said what it is: as sure as can be.
  const resolved = await ebayListingTaxonomy(taxonomy).resolve({
    itemType,
    department,
    terms: [],
    itemTypeConfidence: 1,
  });
  if (!resolved) throw invalidCategory();
  return { rules: resolved.rules, resolved };
}

/**
 * Facts for the new category's aspects, best first: what the item says now
 * (the seller's edits included), then what the analysis found. The department
 * and the item type are the new ones.
 */
function factsFor(row: ItemRow, rules: CategoryRules, itemType: string, department: Department | null) {
  const analysis = analysisOf(row);
  const facts: Record<string, string[]> = {};
  const add = (name: string, values: readonly (string | null | undefined)[]) => {
    const kept = values.filter((v): v is string => Boolean(v && known(v)));
    facts[name] = [...new Set([...(facts[name] ?? []), ...kept])];
  };
  for (const [name, values] of Object.entries(analysis.ebay_item_specifics)) add(name, values);
  for (const [name, values] of Object.entries(analysis.aspect_facts)) add(name, values);
  add('Brand', [row.brand]);
  add('Color', row.color?.split(/\s*\/\s*/) ?? []);
  facts.Department = department ? [department] : [];
  const type = rules.aspects.find((a) => a.name === 'Type');
  const typeValue = type ? nearestAllowedValue(itemType, type.allowedValues) : undefined;
  facts.Type = typeValue ? [typeValue] : type && !type.selectionOnly ? [itemType] : [];
  const size = known(row.size);
  if (size) {
    const sizeAspect = rules.aspects.find((a) => /shoe size/i.test(a.name))?.name ?? 'Size';
    facts[sizeAspect] = [size, ...(facts[sizeAspect] ?? [])];
  }
  return facts;
}

/** The text the analyzer wrote, and whether the item still carries it (the seller has not rewritten it). */
function draftedText(row: ItemRow) {
  const generated = analysisOf(row).generated_text;
  const title = generated?.title ?? null;
  const description = generated?.description ?? null;
  return {
    title,
    description,
    titleUntouched: title !== null && title === row.title,
    descriptionUntouched: description !== null && description === row.description,
  };
}

/** The text rebuilt for what the item now is, where the seller has not rewritten it. */
function textFor(row: ItemRow, itemType: string, department: Department | null, specifics: Record<string, string[]>) {
  const drafted = draftedText(row);
  const facts = {
    brand: known(row.brand),
    department,
    itemType,
    size: known(row.size),
    colors: specifics.Color ?? [],
    materials: specifics.Material ?? [],
    pattern: specifics.Pattern?.[0] ?? null,
    style: specifics.Style?.[0] ?? null,
    sleeveLength: specifics['Sleeve Length']?.[0] ?? null,
    condition: row.condition,
  };
  const title = drafted.titleUntouched ? buildTitle(facts) : row.title;
  const description = drafted.descriptionUntouched ? buildDescription(title ?? '', facts) : row.description;
  return {
    title,
    description,
    generated: {
      title: drafted.titleUntouched ? title : drafted.title,
      description: drafted.descriptionUntouched ? description : drafted.description,
    },
  };
}

const editedFacts = (row: ItemRow): EditedFacts => ({
  brand: known(row.brand),
  size: known(row.size),
  colors: (known(row.color) ?? '').split(/\s*\/\s*/).filter(Boolean),
});

/**
 * The title and description after an edit that leaves what the item is alone
 * (`edited` is the item as the edit leaves it): where the seller has not
 * rewritten them, a changed brand, size or colour is put in their words.
 * Returns the columns and the `ai_analysis` to store, or nothing to change.
 */
export function textAfterEdit(before: ItemRow, edited: ItemRow) {
  const drafted = draftedText(edited);
  const was = editedFacts(before);
  const now = editedFacts(edited);
  const title = drafted.titleUntouched
    ? titleAfterEdit(drafted.title!, was, now, analysisOf(edited).item_type)
    : edited.title;
  const titles = { before: drafted.title ?? '', after: title ?? '' };
  const description = drafted.descriptionUntouched
    ? descriptionAfterEdit(drafted.description!, titles, was, now)
    : edited.description;
  if (title === edited.title && description === edited.description) return {};
  const generated = {
    title: drafted.titleUntouched ? title : drafted.title,
    description: drafted.descriptionUntouched ? description : drafted.description,
  };
  return { title, description, aiAnalysis: { ...edited.aiAnalysis, generated_text: generated } };
}

/**
 * The item's new category, aspects and text after a change of what it is:
 * values that still fit the new category are kept, the rest re-derived.
 * Returns the columns and the `ai_analysis` to store.
 */
export async function deriveForChange(taxonomy: TaxonomyDeps, row: ItemRow, change: WhatItIs) {
  const analysis = analysisOf(row);
  const itemType = change.item_type ?? analysis.item_type ?? 'Jacket';
  const department = change.department !== undefined ? change.department : analysis.gender;
  const { rules, resolved } = await categoryFor(taxonomy, change, itemType, department);
  const filled = fillAspects(rules.aspects, factsFor(row, rules, itemType, department));
  const text = textFor(row, itemType, department, filled.specifics);
  const aiAnalysis: Record<string, unknown> = {
    ...row.aiAnalysis,
    item_type: itemType,
    gender: department,
    // The seller named the item type: the classifier's doubt is answered.
    ...(change.item_type !== undefined ? { item_type_check: null } : {}),
    ebay_category_id: rules.categoryId,
    ebay_category_name: rules.categoryName,
    ebay_category_path: rules.categoryPath,
    ebay_rules_source: rules.source,
    ebay_aspects: rules.aspects,
    ebay_item_specifics: filled.specifics,
    required_aspects: rules.aspects.filter((a) => a.importance === 'REQUIRED').map((a) => a.name),
    generated_text: text.generated,
    ...(resolved ? { category_suggestions: resolved.suggestions } : {}),
  };
  return {
    rules,
    values: {
      title: text.title,
      description: text.description,
      // The colour shown is what eBay will get for the category.
      color: filled.specifics.Color?.join('/') ?? row.color,
      aiAnalysis,
    },
  };
}
