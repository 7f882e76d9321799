import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { describe, expect, it } from 'vitest';
import { createEbayHttp } from '../src/adapters/ebay/ebay-http';
import { createEbayOAuth } from '../src/adapters/ebay/ebay-oauth';
import { ebayKeysetFor } from '../src/adapters/ebay/ebay-environment';
import { createTaxonomyDeps, ebayListingTaxonomy, expireTreeCheck, rulesFor } from '../src/modules/taxonomy';
import {
  connectedSeller,
  eventually,
  postingWorldForFile,
  restoreEbayTree,
  seedItem,
  settledListing,
  uploadPhoto,
} from './posting-support';

// Categories and item specifics from eBay's Taxonomy and Metadata APIs
// (issue 14), against the eBay emulator over HTTP.

const world = postingWorldForFile();

const patch = (cookie: string, itemId: string, payload: object) =>
  world.t.app.inject({ method: 'PATCH', url: `/api/items/${itemId}`, headers: { cookie }, payload });

async function seedShirtDraft(userId: string, cookie: string): Promise<string> {
  const itemId = await seedItem(world.t, userId, await uploadPhoto(world.t, cookie), {
    categoryId: '57990',
    specifics: { Brand: ['Reformation'], Size: ['L'], Department: ['Men'], Color: ['Blue'], Type: ['Button-Up'] },
  });
  const [row] = await world.t.deps.db.select().from(schema.items).where(eq(schema.items.id, itemId));
  const title = "Reformation Men's Shirt Size L Blue";
  await world.t.deps.db
    .update(schema.items)
    .set({
      title,
      description: 'A blue shirt.',
      aiAnalysis: {
        ...row!.aiAnalysis,
        item_type: 'Shirt',
        gender: 'Men',
        ebay_category_path: "Clothing, Shoes & Accessories > Men > Men's Clothing > Casual Button-Down Shirts",
        aspect_facts: { Material: ['Rayon'], Color: ['Blue'] },
        generated_text: { title, description: 'A blue shirt.' },
        item_type_check: {
          needed: true,
          candidates: [
            { item_type: 'Shirt', probability: 0.52 },
            { item_type: 'Dress', probability: 0.31 },
          ],
        },
      },
    })
    .where(eq(schema.items.id, itemId));
  return itemId;
}

describe('drafts eBay accepts', () => {
  it('re-derives a dress drafted as a shirt into a women’s dresses category with Department Women, and posts it', async () => {
    const seller = await connectedSeller(world, 'dress@example.com', 'dress_one');
    const itemId = await seedShirtDraft(seller.userId, seller.cookie);

    // The classifier was unsure: the item asks the seller to check its type, offering the two likeliest.
    const before = await world.t.app.inject({
      method: 'GET',
      url: `/api/items/${itemId}`,
      headers: { cookie: seller.cookie },
    });
    expect(before.json().item_type_check.candidates.map((c: { item_type: string }) => c.item_type)).toEqual([
      'Shirt',
      'Dress',
    ]);

    const changed = await patch(seller.cookie, itemId, { item_type: 'Dress', department: 'Women' });
    expect(changed.statusCode).toBe(200);
    const item = changed.json();
    expect(item.item_type_check).toBeNull();
    expect(item.ebay_category_id).toBe('63861');
    expect(item.ebay_category_path).toBe("Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses");
    expect(item.item_specifics.Department).toEqual(['Women']);
    // Values that still fit are kept; the shirt's Type has no place among a dress's aspects.
    expect(item.item_specifics).toMatchObject({ Brand: ['Reformation'], Color: ['Blue'], Material: ['Rayon'] });
    expect(item.item_specifics.Type).toBeUndefined();
    // The title was the generated one, so it is rebuilt for a dress; the aspects shown are the dresses'.
    expect(item.title).toBe("Reformation Women's Dress Size L Blue Rayon");
    expect(item.aspects.map((a: { name: string }) => a.name)).toContain('Dress Length');
    // What the photos could not say is listed, all at once, before any eBay call.
    expect(item.problems.map((p: { field: string }) => p.field).sort()).toEqual([
      'item_specifics.Size Type',
      'item_specifics.Style',
    ]);

    const fixed = await patch(seller.cookie, itemId, {
      item_specifics: { ...item.item_specifics, 'Size Type': ['Regular'], Style: ['Shift'] },
    });
    expect(fixed.json().problems).toEqual([]);
    const policies = (
      await world.t.app.inject({ method: 'GET', url: '/api/listings/policies', headers: { cookie: seller.cookie } })
    ).json().defaults;
    const posted = await world.t.app.inject({
      method: 'POST',
      url: '/api/listings/publish',
      headers: { cookie: seller.cookie },
      payload: { itemId, platforms: ['ebay'], policies },
    });
    expect(posted.statusCode).toBe(202);
    expect(await settledListing(world.t, itemId)).toMatchObject({ status: 'active' });
  });

  it('keeps a title the seller rewrote when the category changes, and refuses a category that is not a leaf', async () => {
    const seller = await connectedSeller(world, 'keeper@example.com', 'keeper_one');
    const itemId = await seedShirtDraft(seller.userId, seller.cookie);
    await patch(seller.cookie, itemId, { title: 'My own words for this top' });
    const moved = await patch(seller.cookie, itemId, { ebay_category_id: '53159' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ ebay_category_id: '53159', title: 'My own words for this top' });
    const refused = await patch(seller.cookie, itemId, { ebay_category_id: '11450' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'ebay_category_id', message: 'Choose a leaf category from eBay’s list.' },
    ]);
  });

  it('puts a brand and size the seller types into a title they have not rewritten, and never into one they have', async () => {
    const seller = await connectedSeller(world, 'retitle@example.com', 'retitle_one');
    const itemId = await seedShirtDraft(seller.userId, seller.cookie);
    // The edit modal saves its whole form: the title as drafted, beside the brand and size typed in.
    const typed = await patch(seller.cookie, itemId, {
      title: "Reformation Men's Shirt Size L Blue",
      brand: 'Boden',
      size: 'M',
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ title: "Boden Men's Shirt Size M Blue", description: 'A blue shirt.' });
    expect(typed.json().item_specifics).toMatchObject({ Brand: ['Boden'], Size: ['M'] });
    // Still the draft's own words: a later colour edit follows too; an edit of other specifics changes nothing.
    expect((await patch(seller.cookie, itemId, { color: 'Green' })).json().title).toBe(
      "Boden Men's Shirt Size M Green",
    );
    const styled = await patch(seller.cookie, itemId, { item_specifics: { Style: ['Oxford'] } });
    expect(styled.json().title).toBe("Boden Men's Shirt Size M Green");

    const rewritten = await patch(seller.cookie, itemId, { title: 'My own words for this top', brand: 'Zara' });
    expect(rewritten.json()).toMatchObject({ title: 'My own words for this top', brand: 'Zara' });
    const later = await patch(seller.cookie, itemId, { size: 'S' });
    expect(later.json()).toMatchObject({ title: 'My own words for this top', size: 'S' });
    const [row] = await world.t.deps.db.select().from(schema.items).where(eq(schema.items.id, itemId));
    expect(row?.title).toBe('My own words for this top');
  });

  it('offers a two-colour draft a single Color, as eBay’s Color takes one value', async () => {
    const seller = await connectedSeller(world, 'colours@example.com', 'colours_one');
    const itemId = await seedShirtDraft(seller.userId, seller.cookie);
    const item = (await patch(seller.cookie, itemId, { color: 'Gray/Brown' })).json();
    expect(item.aspects.find((a: { name: string }) => a.name === 'Color')).toMatchObject({ maxValues: 1 });
    expect(item.problems).toContainEqual({
      field: 'item_specifics.Color',
      code: 'aspect_too_many',
      message: 'Color takes a single value; it has 2.',
    });
  });

  it('refreshes a category’s cached aspects when eBay moves to a new tree version', async () => {
    const taxonomy = world.t.deps.taxonomy;
    const before = await rulesFor(taxonomy, '57988');
    expect(before?.treeVersion).toBe('139');
    expect(before?.aspects.map((a) => a.name)).not.toContain('Outer Shell Material');
    await fetch(`${world.emulator.url}/_sim/taxonomy/version`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: '140' }),
    });
    try {
      // Within the check interval the cached version is trusted; past it, eBay is asked again.
      expect((await rulesFor(taxonomy, '57988'))?.treeVersion).toBe('139');
      await expireTreeCheck(taxonomy);
      const after = await rulesFor(taxonomy, '57988');
      expect(after?.treeVersion).toBe('140');
      expect(after?.aspects.find((a) => a.name === 'Outer Shell Material')).toMatchObject({ importance: 'REQUIRED' });
      const cached = await world.t.deps.db.select().from(schema.ebayCategoryRules);
      expect(new Set(cached.map((r) => r.version))).toEqual(new Set(['140']));
    } finally {
      await restoreEbayTree(world);
    }
  });

  it('picks the leaf for the department in evidence, and takes a default side (said so) without one', async () => {
    const choose = (itemType: string, department: 'Women' | 'Girls' | 'Boys' | 'Men' | null) =>
      ebayListingTaxonomy(world.t.deps.taxonomy).resolve({ itemType, department, terms: [], itemTypeConfidence: 0.9 });
    expect((await choose('Dress', 'Girls'))?.rules.categoryPath).toMatch(/Girls.*> Dresses$/);
    expect((await choose('T-Shirt', 'Boys'))?.rules.categoryPath).toMatch(/Boys/);
    expect(await choose('Jacket', 'Men')).toMatchObject({ rules: { categoryId: '57988' }, departmentAssumed: false });
    const dress = await choose('Dress', null);
    expect(dress).toMatchObject({ rules: { categoryId: '63861', source: 'ebay' }, departmentAssumed: true });
    expect(dress?.confidence).toBeCloseTo(0.54);
    expect(dress?.suggestions[0]).toMatchObject({ categoryId: '63861', isLeafCategory: true });
  });

  it('falls back to the built-in table when eBay cannot be reached, and says so', async () => {
    await world.t.deps.db.delete(schema.ebayCategoryTrees);
    const http = createEbayHttp({ sleep: async () => {} });
    const bases = { consent: 'http://127.0.0.1:9', api: 'http://127.0.0.1:9', apiz: 'http://127.0.0.1:9' };
    const unreachable = createTaxonomyDeps({
      db: world.t.deps.db,
      logger: world.t.deps.logger,
      ebay: {
        http,
        bases,
        oauth: createEbayOAuth(bases, ebayKeysetFor(world.t.deps.config), http),
        environment: 'production',
        now: () => new Date(),
      },
    });
    const resolved = await ebayListingTaxonomy(unreachable).resolve({
      itemType: 'Dress',
      department: 'Women',
      terms: [],
      itemTypeConfidence: 0.9,
    });
    expect(resolved?.rules).toMatchObject({ categoryId: '63861', source: 'fallback' });
    expect(await rulesFor(unreachable, '63861')).toMatchObject({ source: 'fallback' });
    // eBay back: the tree is fetched again and the rules are eBay's.
    expect(await rulesFor(world.t.deps.taxonomy, '63861')).toMatchObject({ source: 'ebay' });
    await eventually(async () =>
      (await world.t.deps.db.select().from(schema.ebayCategoryTrees)).length ? 1 : undefined,
    );
  });
});
