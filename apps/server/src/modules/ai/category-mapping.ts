import type { CategorySuggestion, Department, ItemSpecificDefinition } from '@listlens/shared';
import { aspectsFor, categoryPath, LEAF_CATEGORIES, type LeafCategory } from './category-table';

export type CategoryChoice = {
  leaf: LeafCategory;
  aspects: ItemSpecificDefinition[];
  confidence: number;
  /** True when no department evidence existed and the table's default side was taken. */
  departmentAssumed: boolean;
  suggestions: CategorySuggestion[];
};

/** Boys and unisex items list under Men, girls' under Women, until the table has kids' leaves. */
function tableSide(department: Department | null, itemType: string): { side: 'Men' | 'Women'; assumed: boolean } {
  if (department === 'Women' || department === 'Girls') return { side: 'Women', assumed: false };
  if (department === 'Men' || department === 'Boys' || department === 'Unisex Adult')
    return { side: 'Men', assumed: false };
  // No evidence: dresses and skirts are women's wear; the rest defaults to
  // Men, where eBay asks unisex items to be listed.
  return { side: itemType === 'Dress' || itemType === 'Skirt' ? 'Women' : 'Men', assumed: true };
}

function leafFor(itemType: string, side: 'Men' | 'Women'): LeafCategory | undefined {
  return (
    LEAF_CATEGORIES.find((l) => l.department === side && l.itemTypes.includes(itemType)) ??
    LEAF_CATEGORIES.find((l) => l.itemTypes.includes(itemType))
  );
}

/**
 * Picks the leaf category for an item type and department; alternatives (the
 * other department, the runner-up item type) become category suggestions.
 */
export function chooseCategory(options: {
  itemType: string;
  itemTypeConfidence: number;
  department: Department | null;
  alternatives?: { itemType: string; score: number }[];
}): CategoryChoice | undefined {
  const { side, assumed } = tableSide(options.department, options.itemType);
  const leaf = leafFor(options.itemType, side);
  if (!leaf) return undefined;
  const confidence = Number((options.itemTypeConfidence * (assumed ? 0.6 : 1)).toFixed(3));
  const suggestion = (l: LeafCategory, score: number): CategorySuggestion => ({
    categoryId: l.id,
    categoryName: l.name,
    categoryPath: categoryPath(l),
    isLeafCategory: true,
    categoryLevel: l.parents.length + 1,
    // Spec section 9: a suggestion's confidence is its score divided by 10.
    score: Number((score * 10).toFixed(2)),
  });
  const suggestions: CategorySuggestion[] = [suggestion(leaf, confidence)];
  const otherSide = leafFor(options.itemType, side === 'Men' ? 'Women' : 'Men');
  if (otherSide && otherSide.id !== leaf.id) {
    suggestions.push(suggestion(otherSide, assumed ? confidence * 0.6 : confidence * 0.2));
  }
  for (const alt of options.alternatives ?? []) {
    const altLeaf = leafFor(alt.itemType, side);
    if (altLeaf && !suggestions.some((s) => s.categoryId === altLeaf.id))
      suggestions.push(suggestion(altLeaf, alt.score));
  }
  suggestions.sort((a, b) => b.score - a.score);
  return {
    leaf,
    aspects: aspectsFor(leaf),
    confidence,
    departmentAssumed: assumed,
    suggestions: suggestions.slice(0, 5),
  };
}

export type AspectFill = {
  specifics: Record<string, string[]>;
  missingRequired: string[];
  rejected: { name: string; value: string; reason: string }[];
};

const IMPORTANCE_ORDER = { REQUIRED: 0, RECOMMENDED: 1, OPTIONAL: 2 } as const;
/** eBay's limit on an aspect value (Inventory API, reference/ebay-api.md section 3). */
const MAX_VALUE_LENGTH = 50;

/**
 * Fills a category's aspects from the analyzer's facts: required ones first,
 * then recommended, then optional. Each value is checked against the allowed
 * values (for selection-only aspects) and each aspect against its maximum count.
 */
export function fillAspects(definitions: ItemSpecificDefinition[], facts: Record<string, string[]>): AspectFill {
  const specifics: Record<string, string[]> = {};
  const missingRequired: string[] = [];
  const rejected: AspectFill['rejected'] = [];
  const ordered = [...definitions].sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]);
  for (const definition of ordered) {
    const accepted: string[] = [];
    for (const raw of facts[definition.name] ?? []) {
      const value = raw.trim();
      if (!value || /^unknown$/i.test(value)) continue;
      const allowed = definition.allowedValues.find((v) => v.toLowerCase() === value.toLowerCase());
      if (definition.selectionOnly && !allowed) {
        rejected.push({ name: definition.name, value, reason: 'not an allowed value' });
        continue;
      }
      if (value.length > MAX_VALUE_LENGTH) {
        rejected.push({ name: definition.name, value, reason: `longer than ${MAX_VALUE_LENGTH} characters` });
        continue;
      }
      const final = allowed ?? value;
      if (accepted.some((v) => v.toLowerCase() === final.toLowerCase())) continue;
      if (accepted.length >= definition.maxValues) {
        rejected.push({ name: definition.name, value, reason: `at most ${definition.maxValues} value(s)` });
        continue;
      }
      accepted.push(final);
    }
    if (accepted.length > 0) specifics[definition.name] = accepted;
    else if (definition.importance === 'REQUIRED') missingRequired.push(definition.name);
  }
  return { specifics, missingRequired, rejected };
}
