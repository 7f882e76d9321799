import {
  ASPECT_MAX_VALUES,
  CONDITION_ENUM_BY_ID,
  type ConditionOption,
  type ItemSpecificDefinition,
} from '@listlens/shared';
import type { MetadataConditionPolicy, TaxonomyAspect } from '../../adapters/ebay/ebay-taxonomy';

/** eBay lists thousands of brands; the editor offers a few hundred, the rest is typed. */
const MAX_SUGGESTED_VALUES = 300;
/** A multi-value aspect with no cap of its own in the spec (section 9) takes this many from the AI. */
const DEFAULT_MULTI_VALUES = 5;

const DATA_TYPES = ['STRING', 'NUMBER', 'DATE', 'BOOLEAN'] as const;

/**
 * One of eBay's aspects (getItemAspectsForCategory, ebay-api.md 7.3) as the
 * shared item-specific definition: required or not, selection-only values,
 * cardinality as a number of values (SINGLE is one), and the longest value.
 */
export function toDefinition(aspect: TaxonomyAspect): ItemSpecificDefinition {
  const c = aspect.aspectConstraint;
  const selectionOnly = c.aspectMode === 'SELECTION_ONLY';
  const values = (aspect.aspectValues ?? []).map((v) => v.localizedValue);
  const multi = c.itemToAspectCardinality === 'MULTI';
  const dataType = DATA_TYPES.find((t) => t === c.aspectDataType) ?? 'STRING';
  return {
    name: aspect.localizedAspectName,
    importance: c.aspectRequired ? 'REQUIRED' : c.aspectUsage === 'RECOMMENDED' ? 'RECOMMENDED' : 'OPTIONAL',
    dataType,
    // Selection-only lists are kept whole: a value outside them is refused.
    allowedValues: selectionOnly ? values : values.slice(0, MAX_SUGGESTED_VALUES),
    maxValues: multi ? Math.max(2, ASPECT_MAX_VALUES[aspect.localizedAspectName] ?? DEFAULT_MULTI_VALUES) : 1,
    ...(selectionOnly ? { selectionOnly: true } : {}),
    ...(c.aspectMaxLength ? { maxLength: c.aspectMaxLength } : {}),
  };
}

/**
 * A category's allowed conditions (Metadata API, ebay-api.md 6) with the
 * Inventory API enum for each. Restricted conditions (refurbished grades for
 * eligible sellers) and ids the Inventory API has no enum for are left out.
 */
export function toConditions(policy: MetadataConditionPolicy | undefined): ConditionOption[] {
  return (policy?.itemConditions ?? []).flatMap((c) => {
    const conditionEnum = CONDITION_ENUM_BY_ID[c.conditionId];
    if (!conditionEnum || c.usage === 'RESTRICTED') return [];
    return [{ id: c.conditionId, label: c.conditionDescription ?? conditionEnum, enum: conditionEnum }];
  });
}
