import {
  KEYWORD_LEARNING,
  learningProgress,
  notReadyText,
  type BrandLearningEntry,
  type BrandLearningList,
  type BrandStatus,
  type KeywordPerformanceList,
  type KeywordPreferences,
  type PromotedBrand,
  type PromotionResult,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import { AppError } from '../../errors/app-error';
import { keyOf, learnBrands, learnOne, type BrandLearning } from './keyword-learning';
import {
  findAnalysisRows,
  findKeywordPerformance,
  findPreferences,
  findPromotions,
  upsertPreferences,
  upsertPromotion,
  type Executor,
} from './keywords.repository';

// Keyword learning and auto-promotion for the signed-in seller (spec part 3,
// sections 2, 4, 7 and 9; decision 013). The spec's service calls map as:
// getPromotableBrands(10) -> listBrandLearning, getBrandLearningStatus ->
// getBrandLearningStatus, runAutoPromotion(10, 0.5) -> runAutoPromotion with
// the rules' 15 submissions and 0.6 approval rate.

function toEntry(learning: BrandLearning): BrandLearningEntry {
  return {
    brand: learning.brand,
    category: learning.category,
    submission_count: learning.submissions,
    generated_count: learning.generated,
    progress: learningProgress(learning.submissions),
    top_keywords: learning.stats.slice(0, KEYWORD_LEARNING.topKeywordsKept).map((s) => s.keyword),
    ready_for_promotion: learning.ready,
    status: learning.status,
    promoted_keywords: learning.promoted,
  };
}

async function learnAll(db: Executor, userId: string): Promise<BrandLearning[]> {
  const [rows, promotions] = await Promise.all([findAnalysisRows(db, userId), findPromotions(db, userId)]);
  return learnBrands(rows, promotions);
}

/** The summary tiles over every brand/category, and the top 10 entries. */
export async function listBrandLearning(db: Db, userId: string): Promise<BrandLearningList> {
  const all = await learnAll(db, userId);
  return {
    summary: {
      brandsTracked: all.length,
      readyForPromotion: all.filter((l) => l.ready).length,
      approvedSubmissions: all.reduce((n, l) => n + l.submissions, 0),
      promotedKeywords: all.reduce((n, l) => n + l.promoted.length, 0),
    },
    entries: all.slice(0, KEYWORD_LEARNING.brandListLimit).map(toEntry),
  };
}

const findLearning = (all: BrandLearning[], brand: string, category: string | null) =>
  all.find((l) => l.brandKey === keyOf(brand) && l.categoryKey === keyOf(category));

/** Spec part 3, 'Brand status detail'. A brand never seen is simply at zero. */
export async function getBrandLearningStatus(
  db: Db,
  userId: string,
  brand: string,
  category: string | null,
): Promise<BrandStatus> {
  const learning = findLearning(await learnAll(db, userId), brand, category) ?? {
    ...learnOne([], undefined),
    brand,
    category,
  };
  return {
    brand: learning.brand,
    category: learning.category,
    submissions: learning.submissions,
    generated: learning.generated,
    needsMore: Math.max(0, KEYWORD_LEARNING.learningThreshold - learning.submissions),
    progress: learningProgress(learning.submissions),
    readyForPromotion: learning.ready,
    status: learning.status,
    topKeywords: learning.stats.slice(0, KEYWORD_LEARNING.topKeywordsKept),
    promotedKeywords: learning.promoted,
    promotedAt: learning.promotedAt?.toISOString() ?? null,
  };
}

async function promote(db: Executor, userId: string, learning: BrandLearning): Promise<PromotedBrand> {
  const keywords = learning.promotable.map((s) => s.keyword);
  await upsertPromotion(db, {
    userId,
    brandKey: learning.brandKey,
    categoryKey: learning.categoryKey,
    brand: learning.brand,
    category: learning.category,
    keywords,
    approvalRates: Object.fromEntries(learning.promotable.map((s) => [s.keyword, s.approvalRate])),
    submissions: learning.submissions,
  });
  return { brand: learning.brand, category: learning.category, keywords };
}

/** Spec part 3, 'auto_promote_brand_keywords': every ready brand/category of the seller, in one transaction. */
export async function runAutoPromotion(db: Db, userId: string): Promise<PromotionResult> {
  return db.transaction(async (tx) => {
    const ready = (await learnAll(tx, userId)).filter((l) => l.ready);
    const promoted: PromotedBrand[] = [];
    for (const learning of ready) promoted.push(await promote(tx, userId, learning));
    return { promoted };
  });
}

/** The Promote button of one ready entry; an entry that is not ready is a 409 that says why. */
export async function promoteBrand(
  db: Db,
  userId: string,
  brand: string,
  category: string | null,
): Promise<PromotionResult> {
  return db.transaction(async (tx) => {
    const learning = findLearning(await learnAll(tx, userId), brand, category);
    if (!learning?.ready) throw new AppError('conflict', notReadyText(learning?.brand ?? brand, category));
    return { promoted: [await promote(tx, userId, learning)] };
  });
}

/** How the seller's keywords did on eBay, best sellers first (spec part 3, 'update_keyword_performance'). */
export async function getKeywordPerformance(db: Db, userId: string): Promise<KeywordPerformanceList> {
  const rows = await findKeywordPerformance(db, userId);
  return {
    keywords: rows.map((row) => ({
      keyword: row.keyword,
      listings: row.listings,
      views: row.views,
      impressions: row.impressions,
      sold: row.sold,
      average_sale_price: row.averageSalePrice === null ? null : Number(row.averageSalePrice),
    })),
  };
}

export async function getKeywordPreferences(db: Db, userId: string): Promise<KeywordPreferences> {
  const row = await findPreferences(db, userId);
  return {
    preferred_keywords: row?.preferredKeywords ?? [],
    blocked_keywords: row?.blockedKeywords ?? [],
    auto_approve: row?.autoApprove ?? false,
  };
}

/** Repeats go, keeping the first spelling. */
const distinct = (list: string[]) => list.filter((k, i) => list.findIndex((o) => keyOf(o) === keyOf(k)) === i);

/** A keyword both preferred and blocked would be a contradiction: say so and change nothing. */
export async function updateKeywordPreferences(
  db: Db,
  userId: string,
  changes: KeywordPreferences,
): Promise<KeywordPreferences> {
  const blocked = new Set(changes.blocked_keywords.map(keyOf));
  const clash = changes.preferred_keywords.find((k) => blocked.has(keyOf(k)));
  if (clash)
    throw new AppError('validation_failed', 'Some fields need your attention.', {
      errors: [{ path: 'blocked_keywords', message: `"${clash}" cannot be both preferred and blocked` }],
    });
  const row = await upsertPreferences(db, {
    userId,
    preferredKeywords: distinct(changes.preferred_keywords),
    blockedKeywords: distinct(changes.blocked_keywords),
    autoApprove: changes.auto_approve,
  });
  return {
    preferred_keywords: row.preferredKeywords,
    blocked_keywords: row.blockedKeywords,
    auto_approve: row.autoApprove,
  };
}
