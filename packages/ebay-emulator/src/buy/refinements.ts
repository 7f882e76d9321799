import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { findCategory } from '../taxonomy/category-tree';

function count<K extends string>(
  entries: readonly CatalogueEntry[],
  key: (entry: CatalogueEntry) => K,
): Map<K, number> {
  const counts = new Map<K, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return counts;
}

const byCount = <T extends { matchCount: number }>(a: T, b: T): number => b.matchCount - a.matchCount;

/** The refinement block for the *_REFINEMENTS and FULL fieldgroups (aspect distributions are not emulated). */
export function refinementsFor(entries: readonly CatalogueEntry[], fieldgroups: readonly string[]) {
  const wants = (group: string): boolean => fieldgroups.includes(group) || fieldgroups.includes('FULL');
  const categories = [...count(entries, (e) => e.categoryId)]
    .map(([categoryId, matchCount]) => ({
      categoryId,
      categoryName: findCategory(categoryId)?.categoryName ?? '',
      matchCount,
    }))
    .sort(byCount);
  return {
    ...(categories[0] ? { dominantCategoryId: categories[0].categoryId } : {}),
    ...(wants('CATEGORY_REFINEMENTS') ? { categoryDistributions: categories } : {}),
    ...(wants('CONDITION_REFINEMENTS')
      ? {
          conditionDistributions: [...count(entries, (e) => `${e.conditionId}|${e.condition}`)]
            .map(([key, matchCount]) => {
              const [conditionId = '', condition = ''] = key.split('|');
              return { conditionId, condition, matchCount };
            })
            .sort(byCount),
        }
      : {}),
    ...(wants('BUYING_OPTION_REFINEMENTS')
      ? {
          buyingOptionDistributions: [...count(entries, (e) => e.buyingOptions[0] ?? 'FIXED_PRICE')]
            .map(([buyingOption, matchCount]) => ({ buyingOption, matchCount }))
            .sort(byCount),
        }
      : {}),
  };
}

export function wantsRefinements(fieldgroups: readonly string[]): boolean {
  return fieldgroups.some((group) => group.endsWith('_REFINEMENTS') || group === 'FULL');
}

export function wantsItems(fieldgroups: readonly string[]): boolean {
  return fieldgroups.some((group) => group === 'MATCHING_ITEMS' || group === 'FULL' || group === 'EXTENDED');
}
