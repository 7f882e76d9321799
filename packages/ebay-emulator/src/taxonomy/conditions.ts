import type { LeafCategory } from './category-tree';

export type ConditionDefinition = { conditionId: string; condition: string; label: string; group: 'NEW' | 'USED' };

/**
 * The apparel condition set since eBay's 2025 change (ebay-api.md 4.10): three
 * new grades and three pre-owned grades. USED_EXCELLENT (3000) is displayed as
 * "Pre-owned - Good". Shoes use "with box" wording for the new grades.
 */
const APPAREL: readonly ConditionDefinition[] = [
  { conditionId: '1000', condition: 'NEW', label: 'New with tags', group: 'NEW' },
  { conditionId: '1500', condition: 'NEW_OTHER', label: 'New without tags', group: 'NEW' },
  { conditionId: '1750', condition: 'NEW_WITH_DEFECTS', label: 'New with imperfections', group: 'NEW' },
  { conditionId: '2990', condition: 'PRE_OWNED_EXCELLENT', label: 'Pre-owned - Excellent', group: 'USED' },
  { conditionId: '3000', condition: 'USED_EXCELLENT', label: 'Pre-owned - Good', group: 'USED' },
  { conditionId: '3010', condition: 'PRE_OWNED_FAIR', label: 'Pre-owned - Fair', group: 'USED' },
];

const SHOE_LABELS: Record<string, string> = { '1000': 'New with box', '1500': 'New without box' };

export function conditionsFor(leaf: LeafCategory): readonly ConditionDefinition[] {
  if (leaf.family !== 'athletic-shoes' && leaf.family !== 'boots') return APPAREL;
  return APPAREL.map((c) => ({ ...c, label: SHOE_LABELS[c.conditionId] ?? c.label }));
}

export function conditionByEnum(leaf: LeafCategory, condition: string): ConditionDefinition | undefined {
  return conditionsFor(leaf).find((c) => c.condition === condition);
}

export function conditionById(leaf: LeafCategory, conditionId: string): ConditionDefinition | undefined {
  return conditionsFor(leaf).find((c) => c.conditionId === conditionId);
}
