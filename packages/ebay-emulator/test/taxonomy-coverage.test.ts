import { beforeAll, describe, expect, it } from 'vitest';
import { allLeaves, ancestorsOf, findLeaf } from '../src/taxonomy/category-tree';
import { createHarness, json, type Harness } from './harness';

type Suggestion = {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeLevel: number;
  categoryTreeNodeAncestors: { categoryId: string; categoryTreeNodeLevel: number }[];
};
type Suggestions = { categoryTreeVersion: string; categorySuggestions: Suggestion[] };
type Aspect = {
  localizedAspectName: string;
  aspectConstraint: {
    aspectRequired: boolean;
    aspectMode: string;
    aspectUsage: string;
    itemToAspectCardinality: string;
    aspectMaxLength: number;
  };
  aspectValues?: { localizedValue: string }[];
};

/** The item types ListLens's analyzer names, and the families a leaf for each may belong to. */
const ITEM_TYPES: Record<string, readonly string[]> = {
  Dress: ['dresses'],
  Hat: ['hats'],
  'Long Sleeve Top': ['tops', 'kids-tops', 'tshirts'],
  Jacket: ['outerwear'],
  Coat: ['outerwear'],
  Pants: ['pants'],
  Jeans: ['jeans'],
  Shirt: ['shirts', 'tops', 'kids-tops'],
  Polo: ['polos', 'tops', 'kids-tops'],
  Blouse: ['tops', 'kids-tops'],
  Shoes: ['casual-shoes'],
  Sneakers: ['athletic-shoes'],
  Boots: ['boots'],
  Shorts: ['shorts'],
  Skirt: ['skirts'],
  'T-Shirt': ['tshirts', 'kids-tops'],
  Sweater: ['sweaters'],
  Hoodie: ['hoodies'],
  Sweatshirt: ['hoodies'],
};
/** Dresses, skirts and blouses exist for women and girls only. */
const WOMENS_ONLY = ['Dress', 'Skirt', 'Blouse'];
/** What the app puts before the item type, and the branch node every answer must lie under. */
const DEPARTMENTS = [
  { department: 'Men', word: 'Men', branch: '260012', womensWear: false },
  { department: 'Women', word: 'Women', branch: '260010', womensWear: true },
  { department: 'Boys', word: 'Boys', branch: '171146', womensWear: false },
  { department: 'Girls', word: 'Girls', branch: '171146', womensWear: true },
  { department: 'Unisex Adults', word: 'Unisex Adults', branch: '155184', womensWear: false },
] as const;

const CASES = DEPARTMENTS.flatMap((d) =>
  Object.keys(ITEM_TYPES)
    .filter((itemType) => d.womensWear || !WOMENS_ONLY.includes(itemType))
    .map((itemType) => [d.department, itemType, d] as const),
);

async function suggest(h: Harness, token: string, q: string): Promise<Suggestion[]> {
  const response = await h.call(
    'GET',
    `/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=${encodeURIComponent(q)}`,
    { token },
  );
  expect(response.status).toBe(200);
  return json<Suggestions>(response.body).categorySuggestions;
}

describe('the category tree covers every item type of every department', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    token = await h.appToken();
  });

  it('has a leaf of the right family in each department where the garment exists', () => {
    for (const [department, itemType] of CASES) {
      const families = ITEM_TYPES[itemType] ?? [];
      const found = allLeaves().some((leaf) => leaf.department === department && families.includes(leaf.family));
      expect(found, `${department} ${itemType}`).toBe(true);
    }
  });

  it('has no dresses, skirts or blouse-only leaves on the men, boys or unisex side', () => {
    const forbidden = allLeaves().filter(
      (leaf) =>
        ['Men', 'Boys', 'Unisex Adults'].includes(leaf.department) && ['dresses', 'skirts'].includes(leaf.family),
    );
    expect(forbidden).toEqual([]);
  });

  it.each(CASES)('suggests a %s leaf for "%s" first', async (department, itemType, d) => {
    const [first] = await suggest(h, token, `${d.word} ${itemType}`);
    const leaf = findLeaf(first?.category.categoryId ?? '');
    expect(leaf?.department).toBe(department);
    expect(ITEM_TYPES[itemType]).toContain(leaf?.family);
    expect(first?.categoryTreeNodeAncestors.map((a) => a.categoryId)).toContain(d.branch);
  });
});

describe('getCategorySuggestions', () => {
  it('answers the queries the app sends with the expected leaf first', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    const expected: [string, string, string][] = [
      ['Women Dress', '63861', 'Dresses'],
      ['Men Jacket Patagonia fleece', '57988', 'Coats, Jackets & Vests'],
      ['Girls Dress', '11464', 'Dresses'],
      ['Boys T-Shirt', '175521', 'Tops, Shirts & T-Shirts'],
      ['Unisex Adults Hat', '155187', 'Hats'],
      ['Women Long Sleeve Top', '53159', 'Tops'],
      ['Men Long Sleeve Top', '15687', 'T-Shirts'],
      ['Women Coat', '63862', 'Coats, Jackets & Vests'],
      ['Women Sneakers', '95672', 'Athletic Shoes'],
      ['Men Polo', '185100', 'Polos'],
      ['Men Shoes', '24087', 'Casual Shoes'],
      ["men's dress shirt 16.5", '57991', 'Dress Shirts'],
      ['womens short sleeve blouse', '53159', 'Tops'],
      ['floral maxi dress', '63861', 'Dresses'],
    ];
    for (const [q, categoryId, categoryName] of expected) {
      const [first] = await suggest(h, token, q);
      expect(first?.category, q).toEqual({ categoryId, categoryName });
    }
  });

  it('returns leaves only, most relevant first, with ancestors from the parent up', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const suggestions = await suggest(h, await h.appToken(), 'Girls Dress');
    expect(suggestions.map((s) => s.category.categoryId).slice(0, 2)).toEqual(['11464', '63861']);
    for (const suggestion of suggestions) {
      expect(findLeaf(suggestion.category.categoryId)).toBeDefined();
      const levels = suggestion.categoryTreeNodeAncestors.map((a) => a.categoryTreeNodeLevel);
      expect(levels).toEqual([...levels].sort((a, b) => b - a));
      expect(levels[0]).toBe(suggestion.categoryTreeNodeLevel - 1);
    }
    expect(suggestions[0]?.categoryTreeNodeAncestors.map((a) => a.categoryId)).toEqual(['11462', '171146', '11450']);
    // "kids" points at both kids' branches, never at an adult one first.
    const kids = await suggest(h, await h.appToken(), 'kids sneakers');
    expect(kids.slice(0, 2).map((s) => findLeaf(s.category.categoryId)?.department)).toEqual(['Boys', 'Girls']);
  });
});

describe('getItemAspectsForCategory per department', () => {
  const expectedDepartments: Record<string, string[]> = {
    Men: ['Men', 'Unisex Adults'],
    Women: ['Women', 'Unisex Adults'],
    Boys: ['Boys', 'Unisex Kids'],
    Girls: ['Girls', 'Unisex Kids'],
    'Unisex Adults': ['Unisex Adults'],
  };

  it('serves required Brand, Size, Department and Color with the values each leaf takes', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    for (const leaf of allLeaves()) {
      const response = await h.call(
        'GET',
        `/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=${leaf.categoryId}`,
        { token },
      );
      expect(response.status).toBe(200);
      const aspects = json<{ aspects: Aspect[] }>(response.body).aspects;
      const byName = new Map(aspects.map((a) => [a.localizedAspectName, a]));
      const values = (name: string) => (byName.get(name)?.aspectValues ?? []).map((v) => v.localizedValue);
      const label = `${leaf.categoryId} ${leaf.department} ${leaf.categoryName}`;

      expect(byName.get('Brand')?.aspectConstraint, label).toMatchObject({
        aspectRequired: true,
        aspectMode: 'FREE_TEXT',
      });
      expect(byName.get('Department')?.aspectConstraint, label).toMatchObject({
        aspectRequired: true,
        aspectMode: 'SELECTION_ONLY',
      });
      expect(values('Department'), label).toEqual(expectedDepartments[leaf.department]);
      expect(byName.get('Color')?.aspectConstraint, label).toMatchObject({
        aspectRequired: true,
        itemToAspectCardinality: 'SINGLE',
      });
      expect(values('Color'), label).toEqual(expect.arrayContaining(['Black', 'Blue', 'Multicolor']));
      const size = byName.get('Size') ?? byName.get('US Shoe Size');
      expect(size?.aspectConstraint.aspectRequired, label).toBe(true);
      expect(byName.has('Material') || byName.has('Upper Material'), label).toBe(true);
      expect(byName.get('Features')?.aspectConstraint.itemToAspectCardinality, label).toBe('MULTI');
      for (const aspect of aspects) {
        expect(aspect.aspectConstraint.aspectMaxLength, `${label} ${aspect.localizedAspectName}`).toBeGreaterThan(0);
        if (aspect.aspectConstraint.aspectRequired) expect(aspect.aspectConstraint.aspectUsage).toBe('RECOMMENDED');
      }
      expect(
        aspects.some((a) => a.aspectConstraint.aspectUsage === 'OPTIONAL'),
        label,
      ).toBe(true);
    }
  });

  it('offers sizes that suit the department', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    const sizes = async (categoryId: string, name = 'Size') => {
      const response = await h.call(
        'GET',
        `/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=${categoryId}`,
        { token },
      );
      const aspect = json<{ aspects: Aspect[] }>(response.body).aspects.find((a) => a.localizedAspectName === name);
      return (aspect?.aspectValues ?? []).map((v) => v.localizedValue);
    };
    expect(await sizes('11483')).toEqual(expect.arrayContaining(['30', '32', '34', '36'])); // men's jeans: waist
    expect(await sizes('11483')).not.toContain('M');
    expect(await sizes('63863')).toEqual(expect.arrayContaining(['0', '4', '10', 'M', '1X'])); // women's pants
    expect(await sizes('11464')).toEqual(expect.arrayContaining(['6', '6X', '10', '14'])); // girls' dresses
    expect(await sizes('11464')).not.toContain('32');
    expect(await sizes('51929')).toContain('10 Husky'); // boys' jeans
    expect(await sizes('57930', 'US Shoe Size')).toEqual(expect.arrayContaining(['13', '1', '4.5']));
    expect(await sizes('95672', 'US Shoe Size')).toEqual(expect.arrayContaining(['6', '8.5']));
  });

  it('keeps the ancestors of every kids and unisex leaf inside its own branch', () => {
    for (const leaf of allLeaves()) {
      const path = ancestorsOf(leaf.categoryId).map((node) => node.categoryId);
      expect(path[path.length - 1]).toBe('11450');
      if (leaf.department === 'Boys' || leaf.department === 'Girls') expect(path).toContain('171146');
      if (leaf.department === 'Unisex Adults') expect(path).toContain('155184');
    }
  });
});
