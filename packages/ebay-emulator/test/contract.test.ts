import { describe, expect, it } from 'vitest';
import { validateAgainstOas } from '../src/testing/index';
import { JACKET_ITEM } from './fixtures';

/** The contract checker itself: it must catch what it is there to catch. */
describe('validateAgainstOas', () => {
  it('finds the operation behind a path, with or without the emulator prefix and host', () => {
    const ok = { method: 'GET', status: 200, body: { offerId: '1', sku: 'A', status: 'PUBLISHED' } };
    expect(validateAgainstOas({ ...ok, path: '/sell/inventory/v1/offer/1' })).toMatchObject({
      ok: true,
      operationId: 'getOffer',
    });
    expect(
      validateAgainstOas({ ...ok, path: 'http://127.0.0.1:3000/_emulator/ebay/sell/inventory/v1/offer/1?x=1' }),
    ).toMatchObject({
      ok: true,
      operationId: 'getOffer',
    });
    // A literal segment wins over a path parameter.
    expect(
      validateAgainstOas({ method: 'POST', path: '/sell/inventory/v1/offer/get_listing_fees', status: 200, body: {} })
        .operationId,
    ).toBe('getListingFees');
    expect(validateAgainstOas({ method: 'GET', path: '/sell/inventory/v1/nothing_here', status: 200 })).toMatchObject({
      ok: false,
    });
  });

  it('rejects invented fields and wrong types in responses', () => {
    const extra = validateAgainstOas({
      method: 'GET',
      path: '/sell/inventory/v1/offer/1',
      status: 200,
      body: { offerId: '1', colour: 'red' },
    });
    expect(extra.ok).toBe(false);
    expect(extra.errors.join()).toContain("'colour'");
    const wrongType = validateAgainstOas({
      method: 'GET',
      path: '/buy/browse/v1/item_summary/search',
      status: 200,
      body: { total: 1, itemSummaries: [{ itemId: 'v1|1|0', price: { value: 12.5, currency: 'USD' } }] },
    });
    expect(wrongType.ok).toBe(false);
    expect(wrongType.errors.join()).toContain('/itemSummaries/0/price/value must be string');
  });

  it('checks request bodies, including product.aspects as the object eBay really takes', () => {
    const ok = validateAgainstOas({
      method: 'PUT',
      path: '/sell/inventory/v1/inventory_item/A',
      status: 204,
      requestBody: JACKET_ITEM,
    });
    expect(ok).toMatchObject({ ok: true, operationId: 'createOrReplaceInventoryItem' });
    const misspelt = validateAgainstOas({
      method: 'POST',
      path: '/sell/inventory/v1/offer',
      status: 201,
      body: { offerId: '1' },
      requestBody: {
        sku: 'A',
        marketplaceId: 'EBAY_US',
        format: 'FIXED_PRICE',
        pricingSummary: { price: { amount: '1.00' } },
      },
    });
    expect(misspelt.ok).toBe(false);
    expect(misspelt.errors.join()).toContain("'amount'");
  });

  it('checks error bodies, empty 204s and undocumented statuses', () => {
    const error = { errors: [{ errorId: 25713, domain: 'API_INVENTORY', category: 'REQUEST', message: 'x' }] };
    expect(validateAgainstOas({ method: 'GET', path: '/sell/inventory/v1/offer/9', status: 404, body: error }).ok).toBe(
      true,
    );
    expect(
      validateAgainstOas({ method: 'GET', path: '/sell/inventory/v1/offer/9', status: 404, body: { message: 'x' } }).ok,
    ).toBe(false);
    expect(
      validateAgainstOas({ method: 'DELETE', path: '/sell/inventory/v1/offer/9', status: 204, body: { a: 1 } }).ok,
    ).toBe(false);
    expect(validateAgainstOas({ method: 'GET', path: '/sell/inventory/v1/offer/9', status: 302 }).ok).toBe(false);
  });

  it('checks the OAuth token endpoint against the documented shapes', () => {
    const path = '/identity/v1/oauth2/token';
    expect(
      validateAgainstOas({
        method: 'POST',
        path,
        status: 200,
        body: { access_token: 'v^1.1#x', expires_in: 7200, token_type: 'User Access Token' },
      }).ok,
    ).toBe(true);
    expect(
      validateAgainstOas({
        method: 'POST',
        path,
        status: 200,
        body: { access_token: 'x', expires_in: '7200', token_type: 'Bearer' },
      }).ok,
    ).toBe(false);
    expect(
      validateAgainstOas({
        method: 'POST',
        path,
        status: 400,
        body: { error: 'invalid_grant', error_description: 'd' },
      }).ok,
    ).toBe(true);
  });

  it('knows the Metadata and Analytics documents, with report cells as strings or numbers', () => {
    const metadata = '/sell/metadata/v1/marketplace/EBAY_US/get_item_condition_policies';
    const policy = { categoryId: '57988', itemConditions: [{ conditionId: '1000', conditionDescription: 'New' }] };
    expect(
      validateAgainstOas({ method: 'GET', path: metadata, status: 200, body: { itemConditionPolicies: [policy] } }),
    ).toMatchObject({ ok: true, operationId: 'getItemConditionPolicies' });
    const invented = { ...policy, itemConditions: [{ conditionId: 1000 }] };
    expect(
      validateAgainstOas({ method: 'GET', path: metadata, status: 200, body: { itemConditionPolicies: [invented] } })
        .ok,
    ).toBe(false);

    const report = (value: unknown) => ({
      method: 'GET',
      path: '/sell/analytics/v1/traffic_report',
      status: 200,
      body: {
        records: [{ dimensionValues: [{ value: '110550000001', applicable: true }], metricValues: [{ value }] }],
      },
    });
    expect(validateAgainstOas(report(42))).toMatchObject({ ok: true, operationId: 'getTrafficReport' });
    expect(validateAgainstOas(report([42])).ok).toBe(false);
  });
});
