import { describe, expect, it } from 'vitest';
import { createHarness, json, PREFIX, type Harness } from './harness';

type Aspect = { localizedAspectName: string; aspectConstraint: { aspectRequired: boolean } };
type VersionBody = {
  categoryTreeVersion: string;
  defaultVersion: string;
  changes: { fromVersion: number; active: boolean }[];
};

async function versions(h: Harness, token: string): Promise<string[]> {
  const taxonomy = '/commerce/taxonomy/v1';
  const bodies = await Promise.all(
    [
      `${taxonomy}/get_default_category_tree_id?marketplace_id=EBAY_US`,
      `${taxonomy}/category_tree/0`,
      `${taxonomy}/category_tree/0/get_category_subtree?category_id=1059`,
      `${taxonomy}/category_tree/0/get_category_suggestions?q=jacket`,
    ].map(async (path) => json<{ categoryTreeVersion: string }>((await h.call('GET', path, { token })).body)),
  );
  return bodies.map((body) => body.categoryTreeVersion);
}

async function jacketAspects(h: Harness, token: string): Promise<Aspect[]> {
  const response = await h.call(
    'GET',
    '/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category?category_id=57988',
    { token },
  );
  return json<{ aspects: Aspect[] }>(response.body).aspects;
}

const sim = (h: Harness, method: 'GET' | 'POST', path: string, body?: unknown) =>
  h.app.inject({
    method,
    url: `${PREFIX}${path}`,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

describe('category tree versions', () => {
  it('moves to a new version that requires Outer Shell Material on jackets, and back on reset', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    expect(await versions(h, token)).toEqual(['139', '139', '139', '139']);
    expect((await jacketAspects(h, token)).map((a) => a.localizedAspectName)).not.toContain('Outer Shell Material');

    const bumped = await sim(h, 'POST', '/_sim/taxonomy/version', {});
    expect(bumped.statusCode).toBe(200);
    expect(bumped.json<VersionBody>()).toMatchObject({
      categoryTreeVersion: '140',
      defaultVersion: '139',
      changes: [{ fromVersion: 140, active: true }],
    });
    expect(await versions(h, token)).toEqual(['140', '140', '140', '140']);
    const shell = (await jacketAspects(h, token)).find((a) => a.localizedAspectName === 'Outer Shell Material');
    expect(shell?.aspectConstraint.aspectRequired).toBe(true);

    const named = await sim(h, 'POST', '/_sim/taxonomy/version', { version: 152 });
    expect(named.json<VersionBody>().categoryTreeVersion).toBe('152');
    expect((await sim(h, 'GET', '/_sim/taxonomy/version')).json<VersionBody>().categoryTreeVersion).toBe('152');

    expect((await sim(h, 'POST', '/_sim/taxonomy/version', { version: 'v2' })).statusCode).toBe(400);
    expect((await sim(h, 'POST', '/_sim/reset')).statusCode).toBe(204);
    const fresh = await h.appToken();
    expect(await versions(h, fresh)).toEqual(['139', '139', '139', '139']);
    expect((await jacketAspects(h, fresh)).map((a) => a.localizedAspectName)).not.toContain('Outer Shell Material');
  });

  it('an older version number brings the older aspects back', async () => {
    const h = await createHarness({ catalogueListings: 0, catalogueSales: 0 });
    const token = await h.appToken();
    await sim(h, 'POST', '/_sim/taxonomy/version', { version: '141' });
    expect((await jacketAspects(h, token)).some((a) => a.localizedAspectName === 'Outer Shell Material')).toBe(true);
    await sim(h, 'POST', '/_sim/taxonomy/version', { version: '138' });
    expect((await sim(h, 'GET', '/_sim/taxonomy/version')).json<VersionBody>().changes[0]?.active).toBe(false);
    expect((await jacketAspects(h, token)).some((a) => a.localizedAspectName === 'Outer Shell Material')).toBe(false);
  });
});
