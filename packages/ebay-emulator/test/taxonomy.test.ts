import { describe, expect, it } from 'vitest';
import { SCOPES } from '../src/index';
import { allLeaves } from '../src/taxonomy/category-tree';
import { createHarness, json } from './harness';

type Aspect = { localizedAspectName: string; aspectConstraint: { aspectRequired: boolean; aspectMode: string } };
type Suggestions = {
  categorySuggestions: {
    category: { categoryId: string; categoryName: string };
    categoryTreeNodeAncestors: { categoryId: string }[];
  }[];
};

describe('Taxonomy', () => {
  it('answers the default tree, suggestions and aspects for every clothing and shoe leaf', async () => {
    const h = await createHarness();
    const token = await h.appToken();
    expect(
      (await h.call('GET', '/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US', { token }))
        .body,
    ).toMatchObject({
      categoryTreeId: '0',
    });
    const missing = await h.call('GET', '/commerce/taxonomy/v1/get_default_category_tree_id', { token });
    expect(json<{ errors: { errorId: number }[] }>(missing.body).errors[0]?.errorId).toBe(62002);

    const jacket = await h.call(
      'GET',
      `/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=${encodeURIComponent("men's fleece jacket")}`,
      { token },
    );
    const first = json<Suggestions>(jacket.body).categorySuggestions[0];
    expect(first?.category).toEqual({ categoryId: '57988', categoryName: 'Coats, Jackets & Vests' });
    expect(first?.categoryTreeNodeAncestors.map((a) => a.categoryId)).toEqual(['1059', '260012', '11450']);
    const dress = await h.call(
      'GET',
      '/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=floral%20maxi%20dress',
      { token },
    );
    expect(json<Suggestions>(dress.body).categorySuggestions[0]?.category.categoryId).toBe('63861');
    const boots = await h.call(
      'GET',
      '/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=womens%20chelsea%20boots',
      { token },
    );
    expect(json<Suggestions>(boots.body).categorySuggestions[0]?.category.categoryId).toBe('53557');
    expect(
      (await h.call('GET', '/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=lawnmower', { token }))
        .status,
    ).toBe(204);

    for (const leaf of allLeaves()) {
      const response = await h.call(
        'GET',
        `/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=${leaf.categoryId}`,
        { token },
      );
      expect(response.status).toBe(200);
      const aspects = json<{ aspects: Aspect[] }>(response.body).aspects;
      const required = aspects.filter((a) => a.aspectConstraint.aspectRequired).map((a) => a.localizedAspectName);
      expect(required).toEqual(expect.arrayContaining(['Brand', 'Department', 'Color']));
      expect(required.some((name) => name === 'Size' || name === 'US Shoe Size')).toBe(true);
      expect(required.some((name) => name === 'Type' || name === 'Style')).toBe(true);
    }
    expect(allLeaves().length).toBeGreaterThanOrEqual(24);
  });

  it('reports non-leaf, root and unknown categories with 62009, 62008 and 62005', async () => {
    const h = await createHarness();
    const token = await h.appToken();
    const errorId = async (categoryId: string) =>
      json<{ errors: { errorId: number }[] }>(
        (
          await h.call(
            'GET',
            `/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=${categoryId}`,
            { token },
          )
        ).body,
      ).errors[0]?.errorId;
    expect(await errorId('1059')).toBe(62009);
    expect(await errorId('0')).toBe(62008);
    expect(await errorId('99999999')).toBe(62005);
    const otherTree = await h.call(
      'GET',
      '/commerce/taxonomy/v1/category_tree/3/get_item_aspects_for_category?category_id=57988',
      { token },
    );
    expect(json<{ errors: { errorId: number }[] }>(otherTree.body).errors[0]?.errorId).toBe(62004);
  });

  it('serves the category tree and subtrees', async () => {
    const h = await createHarness();
    const token = await h.appToken();
    const tree = await h.call('GET', '/commerce/taxonomy/v1/category_tree/0', { token });
    expect(tree.body).toMatchObject({ categoryTreeId: '0', rootCategoryNode: { category: { categoryId: '0' } } });
    const subtree = await h.call(
      'GET',
      '/commerce/taxonomy/v1/category_tree/0/get_category_subtree?category_id=93427',
      { token },
    );
    expect(subtree.body).toMatchObject({
      categorySubtreeNode: { category: { categoryName: "Men's Shoes" }, childCategoryTreeNodes: [{}, {}, {}] },
    });
  });

  it('takes a user token only when it carries the base scope (1100 otherwise)', async () => {
    const h = await createHarness();
    const without = await h.connect('no_base', [SCOPES.sellInventory]);
    const refused = await h.call('GET', '/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US', {
      token: without.accessToken,
    });
    expect(refused.status).toBe(403);
    const withBase = await h.connect('with_base');
    expect(
      (
        await h.call('GET', '/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US', {
          token: withBase.accessToken,
        })
      ).status,
    ).toBe(200);
  });
});
