import { describe, expect, it } from 'vitest';
import { SCOPES } from '../src/index';
import { allLeaves } from '../src/taxonomy/category-tree';
import { createHarness, json, type Harness } from './harness';

type Policy = {
  categoryId: string;
  categoryTreeId: string;
  itemConditionRequired: boolean;
  itemConditions: { conditionId: string; conditionDescription: string }[];
};
type PoliciesBody = { itemConditionPolicies: Policy[]; warnings?: { errorId: number; message: string }[] };
type ErrorBody = { errors: { errorId: number; domain: string; message: string }[] };

const PATH = '/sell/metadata/v1/marketplace/EBAY_US/get_item_condition_policies';
const filterFor = (ids: readonly string[]) => `filter=${encodeURIComponent(`categoryIds:{${ids.join('|')}}`)}`;

async function policies(h: Harness, token: string, query: string) {
  const response = await h.call('GET', `${PATH}${query ? `?${query}` : ''}`, { token });
  return { status: response.status, body: json<PoliciesBody & ErrorBody>(response.body) };
}

describe('Sell Metadata getItemConditionPolicies', () => {
  it('lists each category condition set, with shoes worded "with box" and hats without imperfections', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    const { status, body } = await policies(h, token, filterFor(['57988', '45230', '15709', '11464']));
    expect(status).toBe(200);
    expect(body.warnings).toBeUndefined();
    const byId = new Map(body.itemConditionPolicies.map((p) => [p.categoryId, p]));
    expect([...byId.keys()]).toEqual(['57988', '45230', '15709', '11464']);
    expect(byId.get('57988')).toMatchObject({ categoryTreeId: '0', itemConditionRequired: true });
    expect(byId.get('57988')?.itemConditions).toEqual([
      expect.objectContaining({ conditionId: '1000', conditionDescription: 'New with tags' }),
      expect.objectContaining({ conditionId: '1500', conditionDescription: 'New without tags' }),
      expect.objectContaining({ conditionId: '1750', conditionDescription: 'New with imperfections' }),
      expect.objectContaining({ conditionId: '2990', conditionDescription: 'Pre-owned - Excellent' }),
      expect.objectContaining({ conditionId: '3000', conditionDescription: 'Pre-owned - Good' }),
      expect.objectContaining({ conditionId: '3010', conditionDescription: 'Pre-owned - Fair' }),
    ]);
    const ids = (categoryId: string) => byId.get(categoryId)?.itemConditions.map((c) => c.conditionId);
    expect(ids('45230')).toEqual(['1000', '1500', '2990', '3000', '3010']);
    expect(ids('11464')).not.toContain('1750');
    expect(byId.get('15709')?.itemConditions[0]?.conditionDescription).toBe('New with box');
  });

  it('expands a parent category to its leaves and answers every leaf without a filter', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    const menShoes = await policies(h, token, filterFor(['93427']));
    expect(menShoes.body.itemConditionPolicies.map((p) => p.categoryId)).toEqual(['15709', '11498', '24087']);
    const all = await policies(h, token, '');
    expect(all.body.itemConditionPolicies).toHaveLength(allLeaves().length);
  });

  it('warns about unknown categories (46003) and considers only the first 50 ids (46004)', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    const unknown = await policies(h, token, filterFor(['57988', '99999999']));
    expect(unknown.status).toBe(200);
    expect(unknown.body.itemConditionPolicies.map((p) => p.categoryId)).toEqual(['57988']);
    expect(unknown.body.warnings?.map((w) => w.errorId)).toEqual([46003]);
    expect(unknown.body.warnings?.[0]?.message).toContain('99999999');

    const many = allLeaves()
      .slice(0, 51)
      .map((leaf) => leaf.categoryId);
    const capped = await policies(h, token, filterFor(many));
    expect(capped.status).toBe(200);
    expect(capped.body.itemConditionPolicies).toHaveLength(50);
    expect(capped.body.warnings?.map((w) => w.errorId)).toEqual([46004]);
  });

  it('refuses an unknown marketplace (46001) and a malformed or unencoded filter (46002)', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    const gb = await h.call('GET', '/sell/metadata/v1/marketplace/EBAY_XX/get_item_condition_policies', { token });
    expect(gb.status).toBe(400);
    expect(json<ErrorBody>(gb.body).errors[0]).toMatchObject({ errorId: 46001, domain: 'API_METADATA' });
    const malformed = await policies(h, token, `filter=${encodeURIComponent('categoryId:57988')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]?.errorId).toBe(46002);
    const empty = await policies(h, token, filterFor([]));
    expect(empty.body.errors[0]?.errorId).toBe(46002);
    const raw = await policies(h, token, 'filter=categoryIds:{57988|11483}');
    expect(raw.status).toBe(400);
    expect(raw.body.errors[0]?.message).toContain('URL-encoded');
  });

  it('takes an application token or a user token with sell.inventory, nothing else', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const seller = await h.connect('metadata_seller', [SCOPES.sellInventory]);
    expect((await policies(h, seller.accessToken, filterFor(['57988']))).status).toBe(200);
    const account = await h.connect('account_only', [SCOPES.sellAccount]);
    expect((await policies(h, account.accessToken, filterFor(['57988']))).status).toBe(403);
    expect((await policies(h, 'not-a-token', filterFor(['57988']))).status).toBe(401);
  });
});
