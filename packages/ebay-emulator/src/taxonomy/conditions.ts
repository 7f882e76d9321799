import { isShoe, type LeafCategory } from './category-tree';
import { isKids } from './departments';

export type ConditionDefinition = {
  conditionId: string;
  /** The Inventory API's ConditionEnum value. */
  condition: string;
  /** The category's label (Metadata conditionDescription). */
  label: string;
  helpText: string;
  group: 'NEW' | 'USED';
};

/**
 * The apparel condition set since eBay's 2025 change (ebay-api.md 4.10): three
 * new grades and three pre-owned grades. USED_EXCELLENT (3000) is displayed as
 * "Pre-owned - Good". The help texts are the emulator's own summaries.
 */
const APPAREL: readonly ConditionDefinition[] = [
  {
    conditionId: '1000',
    condition: 'NEW',
    label: 'New with tags',
    helpText: 'Unworn and unused, with the original tags attached.',
    group: 'NEW',
  },
  {
    conditionId: '1500',
    condition: 'NEW_OTHER',
    label: 'New without tags',
    helpText: 'Unworn and unused, without the original tags or packaging.',
    group: 'NEW',
  },
  {
    conditionId: '1750',
    condition: 'NEW_WITH_DEFECTS',
    label: 'New with imperfections',
    helpText: 'Unworn, with a flaw such as a mark, a pull or a factory second; describe it.',
    group: 'NEW',
  },
  {
    conditionId: '2990',
    condition: 'PRE_OWNED_EXCELLENT',
    label: 'Pre-owned - Excellent',
    helpText: 'Worn with care; no visible signs of wear.',
    group: 'USED',
  },
  {
    conditionId: '3000',
    condition: 'USED_EXCELLENT',
    label: 'Pre-owned - Good',
    helpText: 'Worn, with minor signs of wear such as light fading or pilling.',
    group: 'USED',
  },
  {
    conditionId: '3010',
    condition: 'PRE_OWNED_FAIR',
    label: 'Pre-owned - Fair',
    helpText: 'Worn, with clear signs of wear such as stains, holes or stretching; describe them.',
    group: 'USED',
  },
];

const SHOE_WORDING: Record<string, Pick<ConditionDefinition, 'label' | 'helpText'>> = {
  '1000': { label: 'New with box', helpText: 'Unworn, in the original box.' },
  '1500': { label: 'New without box', helpText: 'Unworn, without the original box or with a damaged one.' },
};

/**
 * The conditions a leaf takes, as the Metadata API reports them and publish
 * enforces (25021). Shoes use "with box" wording. Hats and every kids' leaf
 * take no NEW_WITH_DEFECTS: a difference by category an app has to read from
 * getItemConditionPolicies rather than assume (whether eBay itself differs
 * there is UNVERIFIED).
 */
export function conditionsFor(leaf: LeafCategory): readonly ConditionDefinition[] {
  const withoutDefects = leaf.family === 'hats' || isKids(leaf.department);
  const list = withoutDefects ? APPAREL.filter((c) => c.condition !== 'NEW_WITH_DEFECTS') : APPAREL;
  if (!isShoe(leaf.family)) return list;
  return list.map((c) => ({ ...c, ...SHOE_WORDING[c.conditionId] }));
}

/** The Metadata condition id of an Inventory condition enum, or of an id given as is ('2990' or 'PRE_OWNED_EXCELLENT'). */
export function conditionIdOf(value: string): string | undefined {
  const wanted = value.trim().toUpperCase();
  return APPAREL.find((c) => c.condition === wanted || c.conditionId === wanted)?.conditionId;
}

export function conditionByEnum(leaf: LeafCategory, condition: string): ConditionDefinition | undefined {
  return conditionsFor(leaf).find((c) => c.condition === condition);
}

export function conditionById(leaf: LeafCategory, conditionId: string): ConditionDefinition | undefined {
  return conditionsFor(leaf).find((c) => c.conditionId === conditionId);
}
