/**
 * The five shopper departments of the clothing tree. Each branch of the tree
 * belongs to one; the department decides the `Department` aspect's allowed
 * values, the size lists and, for getCategorySuggestions, which query words
 * point at the branch.
 */
export type Department = 'Men' | 'Women' | 'Boys' | 'Girls' | 'Unisex Adults';

export const DEPARTMENTS: readonly Department[] = ['Men', 'Women', 'Boys', 'Girls', 'Unisex Adults'];

export type DepartmentInfo = {
  /** The `Department` aspect values a leaf of this branch takes (SELECTION_ONLY), its own first. */
  aspectValues: readonly string[];
  /** How resellers write the department in a title. */
  titleWord: string;
  kids: boolean;
};

export const DEPARTMENT_INFO: Record<Department, DepartmentInfo> = {
  Men: { aspectValues: ['Men', 'Unisex Adults'], titleWord: "Men's", kids: false },
  Women: { aspectValues: ['Women', 'Unisex Adults'], titleWord: "Women's", kids: false },
  Boys: { aspectValues: ['Boys', 'Unisex Kids'], titleWord: "Boys'", kids: true },
  Girls: { aspectValues: ['Girls', 'Unisex Kids'], titleWord: "Girls'", kids: true },
  'Unisex Adults': { aspectValues: ['Unisex Adults'], titleWord: 'Unisex', kids: false },
};

export function isKids(department: Department): boolean {
  return DEPARTMENT_INFO[department].kids;
}
