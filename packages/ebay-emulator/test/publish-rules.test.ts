import { beforeEach, describe, expect, it } from 'vitest';
import { allLeaves } from '../src/taxonomy/category-tree';
import { HOME_LOCATION, JACKET_ITEM, offerFor } from './fixtures';
import { createHarness, json, PREFIX, type Harness } from './harness';

type Aspect = {
  localizedAspectName: string;
  aspectConstraint: { aspectRequired: boolean; itemToAspectCardinality: string; aspectMaxLength: number };
  aspectValues?: { localizedValue: string }[];
};
type Policies = { itemConditionPolicies: { categoryId: string; itemConditions: { conditionId: string }[] }[] };
type ErrorBody = { errors: { errorId: number; message: string; parameters?: { name: string; value: string }[] }[] };

/** The Inventory enum for each Metadata condition id (ebay-api.md 4.10), as an app keeps it. */
const CONDITION_ENUM: Record<string, string> = {
  '1000': 'NEW',
  '1500': 'NEW_OTHER',
  '1750': 'NEW_WITH_DEFECTS',
  '2990': 'PRE_OWNED_EXCELLENT',
  '3000': 'USED_EXCELLENT',
  '3010': 'PRE_OWNED_FAIR',
};

describe('publish enforces the aspects and conditions Taxonomy and Metadata serve', () => {
  let h: Harness;
  let token: string;
  let appToken: string;
  let policies: { fulfillment: string; payment: string; return: string };

  beforeEach(async () => {
    h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    token = (await h.connect('rules_seller')).accessToken;
    appToken = await h.appToken();
    const first = async (kind: string, field: string, idField: string) => {
      const response = await h.call('GET', `/sell/account/v1/${kind}?marketplace_id=EBAY_US`, { token });
      return String(json<Record<string, Record<string, string>[]>>(response.body)[field]?.[0]?.[idField]);
    };
    policies = {
      fulfillment: await first('fulfillment_policy', 'fulfillmentPolicies', 'fulfillmentPolicyId'),
      payment: await first('payment_policy', 'paymentPolicies', 'paymentPolicyId'),
      return: await first('return_policy', 'returnPolicies', 'returnPolicyId'),
    };
    await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });
  });

  /** Puts the item, creates (or reuses) its offer in the category and publishes it. */
  async function publish(sku: string, categoryId: string, item: unknown) {
    expect((await h.call('PUT', `/sell/inventory/v1/inventory_item/${sku}`, { token, body: item })).status).toBe(204);
    const created = await h.call('POST', '/sell/inventory/v1/offer', {
      token,
      body: { ...offerFor(sku, policies), categoryId },
    });
    const offerId =
      created.status === 201
        ? json<{ offerId: string }>(created.body).offerId
        : (json<ErrorBody>(created.body).errors[0]?.parameters?.find((p) => p.name === 'offerId')?.value ?? '');
    return h.call('POST', `/sell/inventory/v1/offer/${offerId}/publish`, { token });
  }

  async function servedAspects(categoryId: string): Promise<Aspect[]> {
    const response = await h.call(
      'GET',
      `/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=${categoryId}`,
      { token: appToken },
    );
    return json<{ aspects: Aspect[] }>(response.body).aspects;
  }

  /** Every served aspect filled from its own suggested values: two for MULTI, one otherwise. */
  function fill(aspects: Aspect[]): Record<string, string[]> {
    const result: Record<string, string[]> = {};
    for (const aspect of aspects) {
      const suggested = (aspect.aspectValues ?? []).map((v) => v.localizedValue);
      const count = aspect.aspectConstraint.itemToAspectCardinality === 'MULTI' ? 2 : 1;
      result[aspect.localizedAspectName] = suggested.length > 0 ? suggested.slice(0, count) : ['Emulated Label'];
    }
    return result;
  }

  async function acceptsEveryLeaf(version: string) {
    const served = await h.call('GET', '/sell/metadata/v1/marketplace/EBAY_US/get_item_condition_policies', {
      token: appToken,
    });
    const conditions = new Map(
      json<Policies>(served.body).itemConditionPolicies.map((p) => [p.categoryId, p.itemConditions]),
    );
    for (const [index, leaf] of allLeaves().entries()) {
      const offered = conditions.get(leaf.categoryId) ?? [];
      const conditionId = offered[index % offered.length]?.conditionId ?? '';
      const item = {
        ...JACKET_ITEM,
        condition: CONDITION_ENUM[conditionId],
        product: { ...JACKET_ITEM.product, aspects: fill(await servedAspects(leaf.categoryId)) },
      };
      const response = await publish(`LEAF-${version}-${leaf.categoryId}`, leaf.categoryId, item);
      expect(response.status, `${leaf.categoryId} ${leaf.categoryName}: ${response.text}`).toBe(200);
    }
  }

  it('accepts a listing in every leaf that follows the served data, at the default and a newer tree version', async () => {
    await acceptsEveryLeaf('139');
    await h.app.inject({ method: 'POST', url: `${PREFIX}/_sim/taxonomy/version`, payload: {} });
    await acceptsEveryLeaf('140');
  });

  it("refuses a department the category does not take, a second colour and over-long values, with eBay's wording", async () => {
    const withAspects = (aspects: Record<string, string[]>) => ({
      ...JACKET_ITEM,
      product: { ...JACKET_ITEM.product, aspects: { ...JACKET_ITEM.product.aspects, ...aspects } },
    });
    const firstError = async (aspects: Record<string, string[]>) => {
      const response = await publish('PAT-BS-L', '57988', withAspects(aspects));
      expect(response.status).toBe(400);
      return json<ErrorBody>(response.body).errors[0];
    };

    expect(await firstError({ Department: ['Women'] })).toMatchObject({
      errorId: 25002,
      message: "A user error has occurred. 'Women' is not an allowed value for the item specific Department.",
      parameters: [
        { name: 'field', value: 'Department' },
        { name: 'value', value: 'Women' },
      ],
    });
    expect((await firstError({ Color: ['Black', 'Blue'] }))?.message).toBe(
      'A user error has occurred. The item specific Color takes a single value.',
    );
    expect((await firstError({ Brand: ['B'.repeat(66)] }))?.message).toContain(
      'The value of the item specific Brand is longer than 65 characters.',
    );
    expect((await firstError({ Size: ['Extra large and then some more words'] }))?.message).toContain(
      'The value of the item specific Size is longer than 30 characters.',
    );
    expect((await firstError({ Measurements: ['m'.repeat(51)] }))?.message).toContain(
      'The value of the item specific Measurements is longer than 50 characters.',
    );
    expect((await firstError({ ['N'.repeat(41)]: ['x'] }))?.message).toContain('is longer than 40 characters');
    expect((await firstError({ 'Size Type': ['Petite'] }))?.message).toContain(
      "'Petite' is not an allowed value for the item specific Size Type.",
    );

    // Men's leaves take "Unisex Adults" too, and the listing then goes live.
    expect((await publish('PAT-BS-L', '57988', withAspects({ Department: ['Unisex Adults'] }))).status).toBe(200);
  });

  it('takes Girls or Unisex Kids in a girls leaf and refuses Women there', async () => {
    const girlsDress = (department: string) => ({
      ...JACKET_ITEM,
      condition: 'PRE_OWNED_FAIR',
      product: {
        ...JACKET_ITEM.product,
        aspects: {
          Brand: ['Gap'],
          Size: ['8'],
          'Size Type': ['Regular'],
          Department: [department],
          Color: ['Pink'],
          Style: ['A-Line'],
        },
      },
    });
    const refused = await publish('GIRLS-DRESS', '11464', girlsDress('Women'));
    expect(json<ErrorBody>(refused.body).errors[0]?.message).toContain(
      "'Women' is not an allowed value for the item specific Department",
    );
    expect((await publish('GIRLS-DRESS', '11464', girlsDress('Unisex Kids'))).status).toBe(200);
  });

  it('refuses a condition the category does not list (25021): no NEW_WITH_DEFECTS for hats', async () => {
    const hat = (condition: string) => ({
      ...JACKET_ITEM,
      condition,
      product: {
        ...JACKET_ITEM.product,
        aspects: { Brand: ['New Era'], Size: ['One Size'], Department: ['Men'], Color: ['Black'], Style: ['Beanie'] },
      },
    });
    const refused = await publish('HAT-1', '52365', hat('NEW_WITH_DEFECTS'));
    expect(refused.status).toBe(400);
    expect(json<ErrorBody>(refused.body).errors[0]).toMatchObject({
      errorId: 25021,
      message:
        'Invalid item condition information. The provided condition id is invalid for the selected primary category id.',
      parameters: [
        { name: 'field', value: 'condition' },
        { name: 'value', value: 'NEW_WITH_DEFECTS' },
        { name: 'categoryId', value: '52365' },
      ],
    });
    expect((await publish('HAT-1', '52365', hat('NEW_OTHER'))).status).toBe(200);
    // The same condition is fine for a men's jacket.
    expect((await publish('JACKET-1', '57988', { ...JACKET_ITEM, condition: 'NEW_WITH_DEFECTS' })).status).toBe(200);
  });

  it('asks for Outer Shell Material once the tree moves to 140', async () => {
    await h.app.inject({ method: 'POST', url: `${PREFIX}/_sim/taxonomy/version`, payload: { version: '140' } });
    const missing = await publish('PAT-BS-L', '57988', JACKET_ITEM);
    expect(json<ErrorBody>(missing.body).errors[0]?.message).toBe(
      'A user error has occurred. The item specific Outer Shell Material is missing. Add Outer Shell Material to this listing, enter a valid value, and then try again.',
    );
    const complete = {
      ...JACKET_ITEM,
      product: {
        ...JACKET_ITEM.product,
        aspects: { ...JACKET_ITEM.product.aspects, 'Outer Shell Material': ['Polyester'] },
      },
    };
    expect((await publish('PAT-BS-L', '57988', complete)).status).toBe(200);
  });
});
