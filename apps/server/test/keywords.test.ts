import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import type { BrandLearningList, BrandStatus, PromotionResult } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGeneration } from '../src/modules/items/generate-item';
import { keywordSuggestions } from '../src/modules/keywords/keyword-suggestions';
import { call, sellerWithGroups } from './items-support';
import {
  analysisOf,
  answering,
  approvedSubmissions,
  queue,
  saveKeywords,
  savedItem,
  type Draft,
} from './keywords-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// Keyword learning (spec part 3, /admin/keywords; decision 013) on a real
// database: what generation and the details page record, the learning status
// at the thresholds, promotion, and the promoted keywords in the next draft.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-keywords-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
  // Generate only enqueues; the jobs are run by hand below, so no workers start.
  await t.deps.jobs.start();
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const seller = async (email: string) => {
  const { cookie, me } = await signUp(t.app, email);
  return { cookie, userId: me.user.id };
};

const brands = async (cookie: string) => {
  const res = await call(t, cookie, 'GET', '/api/keywords/brands');
  expect(res.statusCode).toBe(200);
  return res.json() as BrandLearningList;
};

const status = async (cookie: string, brand: string, category: string) => {
  const res = await call(
    t,
    cookie,
    'GET',
    `/api/keywords/brands/${encodeURIComponent(brand)}/status?category=${encodeURIComponent(category)}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as BrandStatus;
};

const LEVIS: Draft = { brand: "Levi's", category: 'clothing', keywords: ['denim', 'levis', 'straight leg'] };

describe('recording what the AI saw and what the seller kept', () => {
  it('writes a photo_analysis row when an item is generated, and the approved keywords when they are saved', async () => {
    const s = await sellerWithGroups(t, 'record@example.com', ['REC-1']);
    const job = await queue(t, s, 'REC-1');
    const outcome = await runGeneration(
      { ...t.deps, analyze: answering({ ...LEVIS, style: 'Straight, Classic' }) },
      job,
      { finalAttempt: true },
    );
    expect(outcome).toBe('ready');
    const [item] = await t.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId));
    expect(item?.aiSuggestedKeywords).toEqual(['denim', 'levis', 'straight leg']);
    const recorded = await analysisOf(t, item?.id ?? '');
    expect(recorded).toMatchObject({
      userId: s.userId,
      imageUrl: item?.primaryImageUrl,
      detectedBrand: "Levi's",
      detectedCategory: 'clothing',
      detectedStyle: 'Straight',
      originalKeywords: ['denim', 'levis', 'straight leg'],
      suggestedKeywords: ['denim', 'levis', 'straight leg'],
      userApprovedKeywords: null,
    });
    // No promoted keywords: 0.3 + 0.03 × 3 AI keywords.
    expect(recorded?.confidenceScore).toBeCloseTo(0.39, 5);

    await saveKeywords(t, s.cookie, item?.id ?? '', ['denim', '501', 'button fly']);
    expect((await analysisOf(t, item?.id ?? ''))?.userApprovedKeywords).toEqual(['denim', '501', 'button fly']);
    expect((await brands(s.cookie)).entries).toEqual([
      expect.objectContaining({ brand: "Levi's", category: 'clothing', submission_count: 1, generated_count: 1 }),
    ]);
  }, 60_000);

  it('gives a draft the fallback list from its facts when the AI gave no keyword (at most 8)', async () => {
    const s = await sellerWithGroups(t, 'fallback@example.com', ['FB-1']);
    const job = await queue(t, s, 'FB-1');
    const outcome = await runGeneration({ ...t.deps, analyze: answering({ ...LEVIS, keywords: [] }) }, job, {
      finalAttempt: true,
    });
    expect(outcome).toBe('ready');
    const [item] = await t.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId));
    const keywords = item?.aiSuggestedKeywords ?? [];
    // Brand and item type first, then the other facts the draft has; never the AI's (it gave none).
    expect(keywords.slice(0, 2)).toEqual(["Levi's", 'Jeans']);
    expect(keywords).toEqual(expect.arrayContaining(['Blue', 'clothing', 'size M']));
    expect(keywords.length).toBeLessThanOrEqual(8);
    // The fallback is not the AI's: the confidence stays at its floor.
    expect((await analysisOf(t, item?.id ?? ''))?.confidenceScore).toBeCloseTo(0.3, 5);
  }, 60_000);

  it("counts a draft's keywords as approved at once when the seller chose auto-approve", async () => {
    const s = await sellerWithGroups(t, 'auto-approve@example.com', ['AUTO-1']);
    const prefs = { preferred_keywords: [], blocked_keywords: ['levis'], auto_approve: true };
    expect((await call(t, s.cookie, 'PUT', '/api/keywords/preferences', prefs)).json()).toEqual(prefs);
    const job = await queue(t, s, 'AUTO-1');
    expect(await runGeneration({ ...t.deps, analyze: answering(LEVIS) }, job, { finalAttempt: true })).toBe('ready');
    const [item] = await t.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId));
    // A blocked keyword never reaches the draft.
    expect(item?.aiSuggestedKeywords).toEqual(['denim', 'straight leg']);
    expect((await analysisOf(t, item?.id ?? ''))?.userApprovedKeywords).toEqual(['denim', 'straight leg']);
    expect((await brands(s.cookie)).summary.approvedSubmissions).toBe(1);
  }, 60_000);

  it('still saves the draft and the keywords when learning cannot be recorded', async () => {
    const s = await sellerWithGroups(t, 'record-fails@example.com', ['FAIL-1']);
    const job = await queue(t, s, 'FAIL-1');
    await t.deps.db.execute(sql`alter table photo_analysis rename to photo_analysis_away`);
    try {
      expect(await runGeneration({ ...t.deps, analyze: answering(LEVIS) }, job, { finalAttempt: true })).toBe('ready');
      const [item] = await t.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId));
      const res = await call(t, s.cookie, 'PATCH', `/api/dashboard/items/${item?.id}`, {
        ai_suggested_keywords: ['kept anyway'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item.ai_suggested_keywords).toEqual(['kept anyway']);
    } finally {
      await t.deps.db.execute(sql`alter table photo_analysis_away rename to photo_analysis`);
    }
  }, 60_000);
});

describe('learning status', () => {
  it('is Learning at 14 approved submissions and Ready at 15, with progress capped at 100%', async () => {
    const s = await seller('threshold@example.com');
    await approvedSubmissions(t, s, { brand: 'Nike', category: 'shoes', count: 14, always: ['running'] });
    const at14 = await status(s.cookie, 'Nike', 'shoes');
    expect(at14).toMatchObject({
      submissions: 14,
      needsMore: 1,
      readyForPromotion: false,
      status: 'learning',
      topKeywords: [{ keyword: 'running', approvals: 14, approvalRate: 1 }],
    });
    expect(at14.progress).toBeCloseTo(14 / 15, 5);
    expect((await brands(s.cookie)).summary).toEqual({
      brandsTracked: 1,
      readyForPromotion: 0,
      approvedSubmissions: 14,
      promotedKeywords: 0,
    });

    await approvedSubmissions(t, s, { brand: 'nike ', category: 'Shoes', count: 2, always: ['running'] });
    const at16 = await status(s.cookie, 'NIKE', 'shoes');
    expect(at16).toMatchObject({ submissions: 16, needsMore: 0, progress: 1, readyForPromotion: true });
    const list = await brands(s.cookie);
    expect(list.summary.readyForPromotion).toBe(1);
    expect(list.entries[0]).toMatchObject({ submission_count: 16, progress: 1, ready_for_promotion: true });
  }, 60_000);

  it('is ready only when a keyword was kept in at least 60% of the submissions', async () => {
    const s = await seller('rate@example.com');
    // 8 of 15 is 53%: below the rate, nothing to promote.
    await approvedSubmissions(t, s, {
      brand: 'Zara',
      category: 'dresses',
      count: 15,
      always: [],
      kept: 'midi',
      keptIn: 8,
    });
    const below = await status(s.cookie, 'Zara', 'dresses');
    expect(below).toMatchObject({ submissions: 15, readyForPromotion: false, status: 'learning' });
    expect(below.topKeywords[0]).toMatchObject({ keyword: 'midi', approvals: 8 });
    const refused = await call(t, s.cookie, 'POST', '/api/keywords/brands/Zara/promote', { category: 'dresses' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is not ready to promote');

    // 9 of 15 is exactly 60%.
    await approvedSubmissions(t, s, {
      brand: 'Zara',
      category: 'knitwear',
      count: 15,
      always: [],
      kept: 'wool',
      keptIn: 9,
    });
    expect(await status(s.cookie, 'Zara', 'knitwear')).toMatchObject({ readyForPromotion: true, status: 'ready' });
  }, 60_000);
});

describe('promotion', () => {
  it('stores the keywords kept in 60% of the submissions, and they lead the next draft with the spec scores', async () => {
    const s = await sellerWithGroups(t, 'promote@example.com', ['NEXT-1']);
    await approvedSubmissions(t, s, {
      brand: "Levi's",
      category: 'clothing',
      count: 15,
      always: ['501', 'Button Fly'],
      kept: 'selvedge',
      keptIn: 5,
    });
    const run = await call(t, s.cookie, 'POST', '/api/keywords/promote');
    expect(run.statusCode).toBe(200);
    expect(run.json() as PromotionResult).toEqual({
      promoted: [{ brand: "Levi's", category: 'clothing', keywords: ['501', 'Button Fly'] }],
    });
    const stored = await t.deps.db
      .select()
      .from(schema.brandKeywordPromotions)
      .where(eq(schema.brandKeywordPromotions.userId, s.userId));
    expect(stored).toEqual([
      expect.objectContaining({ brandKey: "levi's", categoryKey: 'clothing', keywords: ['501', 'Button Fly'] }),
    ]);
    expect(await status(s.cookie, "Levi's", 'clothing')).toMatchObject({
      status: 'promoted',
      readyForPromotion: false,
      promotedKeywords: ['501', 'Button Fly'],
    });
    expect((await call(t, s.cookie, 'POST', '/api/keywords/promote')).json()).toEqual({ promoted: [] });

    // The seller's preference scores 12, a promoted keyword 10, an AI keyword 8; they add up.
    const prefs = await call(t, s.cookie, 'PUT', '/api/keywords/preferences', {
      preferred_keywords: ['vintage'],
      blocked_keywords: [],
      auto_approve: false,
    });
    expect(prefs.statusCode).toBe(200);
    const suggestions = await keywordSuggestions(t.deps.db, {
      userId: s.userId,
      brand: "LEVI'S",
      category: 'Clothing',
      aiKeywords: ['denim', '501'],
    });
    expect(suggestions.scored).toEqual([
      { keyword: '501', score: 18 },
      { keyword: 'vintage', score: 12 },
      { keyword: 'Button Fly', score: 10 },
      { keyword: 'denim', score: 8 },
    ]);
    // min(0.95, 0.3 + 0.05 × 2 promoted + 0.03 × 2 AI).
    expect(suggestions.confidence).toBeCloseTo(0.46, 5);

    const job = await queue(t, s, 'NEXT-1');
    expect(await runGeneration({ ...t.deps, analyze: answering(LEVIS) }, job, { finalAttempt: true })).toBe('ready');
    const [draft] = await t.deps.db
      .select()
      .from(schema.items)
      .where(sql`${schema.items.userId} = ${s.userId} and ${schema.items.sku} = 'NEXT-1'`);
    expect(draft?.aiSuggestedKeywords).toEqual(['vintage', '501', 'Button Fly', 'denim', 'levis', 'straight leg']);
    const recorded = await analysisOf(t, draft?.id ?? '');
    expect(recorded?.originalKeywords).toEqual(['denim', 'levis', 'straight leg']);
    expect(recorded?.suggestedKeywords).toEqual(draft?.aiSuggestedKeywords);
    expect(recorded?.confidenceScore).toBeCloseTo(0.49, 5);
  }, 60_000);

  it("never counts or uses another seller's learning", async () => {
    const other = await seller('other-seller@example.com');
    await approvedSubmissions(t, other, { brand: 'Gap', category: 'tops', count: 15, always: ['cotton'] });
    expect((await call(t, other.cookie, 'POST', '/api/keywords/promote')).json().promoted).toHaveLength(1);

    const s = await seller('own-seller@example.com');
    expect(await brands(s.cookie)).toEqual({
      summary: { brandsTracked: 0, readyForPromotion: 0, approvedSubmissions: 0, promotedKeywords: 0 },
      entries: [],
    });
    expect(await status(s.cookie, 'Gap', 'tops')).toMatchObject({ submissions: 0, needsMore: 15, status: 'learning' });
    expect((await call(t, s.cookie, 'POST', '/api/keywords/promote')).json()).toEqual({ promoted: [] });
    const suggestions = await keywordSuggestions(t.deps.db, {
      userId: s.userId,
      brand: 'Gap',
      category: 'tops',
      aiKeywords: ['tee'],
    });
    expect(suggestions).toMatchObject({ keywords: ['tee'], learned: false });
    // Saving keywords on the other seller's item records nothing for either of them.
    const foreign = await savedItem(t, other.userId, 'FOREIGN-1', { brand: 'Gap', category: 'tops', keywords: [] });
    expect(
      (await call(t, s.cookie, 'PATCH', `/api/dashboard/items/${foreign}`, { ai_suggested_keywords: ['x'] }))
        .statusCode,
    ).toBe(404);
    expect(await analysisOf(t, foreign)).toBeUndefined();
  }, 60_000);
});

describe('bad input', () => {
  it('answers 400 with a message and changes nothing', async () => {
    const s = await seller('bad-input@example.com');
    const long = 'x'.repeat(101);
    const cases = [
      call(t, s.cookie, 'GET', `/api/keywords/brands/Nike/status?category=${long}`),
      call(t, s.cookie, 'GET', '/api/keywords/brands/%20/status'),
      call(t, s.cookie, 'POST', '/api/keywords/promote', { minApprovalRate: 0.5 }),
      call(t, s.cookie, 'POST', '/api/keywords/brands/Nike/promote', { category: 42 }),
      call(t, s.cookie, 'PUT', '/api/keywords/preferences', {
        preferred_keywords: ['  '],
        blocked_keywords: [],
        auto_approve: false,
      }),
      call(t, s.cookie, 'PUT', '/api/keywords/preferences', {
        preferred_keywords: ['Denim'],
        blocked_keywords: ['denim'],
        auto_approve: false,
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'Some fields need your attention.' });
    }
    expect((await call(t, s.cookie, 'GET', '/api/keywords/preferences')).json()).toEqual({
      preferred_keywords: [],
      blocked_keywords: [],
      auto_approve: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/keywords/brands' })).statusCode).toBe(401);
  });
});
