import { EMULATOR_DEFAULTS, startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aspectsFor, LEAF_CATEGORIES } from './fallback-taxonomy';

// The fallback table is checked against the taxonomy the eBay emulator serves,
// over its HTTP API, as the publishing code will see it.
type TreeNode = {
  category: { categoryId: string; categoryName: string };
  leafCategoryTreeNode?: boolean;
  childCategoryTreeNodes?: TreeNode[];
};
type Aspect = { localizedAspectName: string; aspectConstraint: { aspectRequired: boolean; aspectMode?: string } };

let emulator: RunningEbayEmulator;
let token: string;
const byId = new Map<string, { name: string; leaf: boolean; path: string[] }>();

beforeAll(async () => {
  emulator = await startEbayEmulator();
  const basic = Buffer.from(`${EMULATOR_DEFAULTS.clientId}:${EMULATOR_DEFAULTS.clientSecret}`).toString('base64');
  const tokenResponse = await fetch(`${emulator.baseUrls.api}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'https://api.ebay.com/oauth/api_scope' }),
  });
  expect(tokenResponse.status).toBe(200);
  token = ((await tokenResponse.json()) as { access_token: string }).access_token;
  const tree = (await get('/commerce/taxonomy/v1/category_tree/0')) as { rootCategoryNode: TreeNode };
  const walk = (node: TreeNode, path: string[]) => {
    const here = [...path, node.category.categoryName];
    byId.set(node.category.categoryId, {
      name: node.category.categoryName,
      leaf: Boolean(node.leafCategoryTreeNode),
      path: here,
    });
    for (const child of node.childCategoryTreeNodes ?? []) walk(child, here);
  };
  walk(tree.rootCategoryNode, []);
});

afterAll(() => emulator.close());

async function get(path: string): Promise<unknown> {
  const response = await fetch(`${emulator.baseUrls.api}${path}`, {
    // The headers every eBay call carries (DESIGN section 8).
    headers: {
      authorization: `Bearer ${token}`,
      'x-ebay-c-marketplace-id': 'EBAY_US',
      'content-language': 'en-US',
      'accept-language': 'en-US',
    },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('category table against the eBay emulator taxonomy', () => {
  it.each(LEAF_CATEGORIES.map((leaf) => [leaf.id, leaf] as const))(
    'leaf %s exists with the same name and path',
    (_id, leaf) => {
      const node = byId.get(leaf.id);
      expect(node).toBeDefined();
      expect(node!.leaf).toBe(true);
      expect(node!.name).toBe(leaf.name);
      // The emulator's path starts at its root node; ours starts below it.
      expect(node!.path.slice(-leaf.parents.length - 1)).toEqual([...leaf.parents, leaf.name]);
    },
  );

  it.each(LEAF_CATEGORIES.map((leaf) => [leaf.id, leaf] as const))(
    'leaf %s defines every aspect eBay requires',
    async (id, leaf) => {
      const { aspects } = (await get(
        `/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=${id}`,
      )) as {
        aspects: Aspect[];
      };
      const ours = aspectsFor(leaf);
      const theirs = aspects.map((a) => a.localizedAspectName);
      const required = aspects.filter((a) => a.aspectConstraint.aspectRequired).map((a) => a.localizedAspectName);
      expect(required.filter((name) => !ours.some((a) => a.name === name))).toEqual([]);
      const ourRequired = ours.filter((a) => a.importance === 'REQUIRED').map((a) => a.name);
      expect(ourRequired.filter((name) => !theirs.includes(name))).toEqual([]);
    },
  );
});
