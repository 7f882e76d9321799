import { KEYWORD_LEARNING, type KeywordStat, type LearningStatus } from '@listlens/shared';

// Brand/category learning as pure functions over the seller's photo_analysis
// rows (spec part 3, sections 4 and 9; decision 013).

/** One item's analysis as learning reads it; `approved` is null until the seller saved its keywords. */
export type AnalysisRow = { brand: string | null; category: string | null; approved: string[] | null };

export type PromotionRow = {
  brandKey: string;
  categoryKey: string;
  keywords: string[];
  promotedAt: Date;
};

export type BrandLearning = {
  brandKey: string;
  categoryKey: string;
  /** The spelling most of its rows use. */
  brand: string;
  category: string | null;
  generated: number;
  /** Approved submissions. */
  submissions: number;
  /** Every keyword kept at least once, most often kept first. */
  stats: KeywordStat[];
  /** What a promotion would store now: empty below the threshold. */
  promotable: KeywordStat[];
  promoted: string[];
  promotedAt: Date | null;
  ready: boolean;
  status: LearningStatus;
};

/** Brands and categories compare trimmed, with single spaces, ignoring case; none is ''. */
export const keyOf = (value: string | null | undefined): string =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The spelling most rows use (the newest of equals), trimmed, with single spaces; null for none. */
function displayOf(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) {
    const shown = (value ?? '').trim().replace(/\s+/g, ' ');
    if (shown) counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [shown, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = shown;
  return best;
}

/** A floating-point share compared without 9/15 landing a hair below 0.6. */
const reaches = (approvals: number, submissions: number, rate: number) =>
  submissions > 0 && approvals / submissions >= rate - 1e-9;

/** How often each keyword was kept (once per submission), most often first, then alphabetically. */
function keywordStats(approvedLists: string[][]): KeywordStat[] {
  const counts = new Map<string, { keyword: string; approvals: number }>();
  for (const list of approvedLists) {
    const seen = new Set<string>();
    for (const raw of list) {
      const key = keyOf(raw);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { keyword: raw.trim(), approvals: 0 };
      entry.approvals += 1;
      counts.set(key, entry);
    }
  }
  const submissions = approvedLists.length;
  return [...counts.values()]
    .map((c) => ({
      keyword: c.keyword,
      approvals: c.approvals,
      approvalRate: submissions ? c.approvals / submissions : 0,
    }))
    .sort((a, b) => b.approvals - a.approvals || a.keyword.localeCompare(b.keyword));
}

const sameKeys = (a: string[], b: string[]) => {
  const left = new Set(a.map(keyOf));
  const right = new Set(b.map(keyOf));
  return left.size === right.size && [...left].every((k) => right.has(k));
};

/** One brand/category's learning from its rows (newest first) and its promotion, if any. */
export function learnOne(rows: AnalysisRow[], promotion: PromotionRow | undefined): BrandLearning {
  const first = rows[0];
  const approved = rows.flatMap((r) => (r.approved ? [r.approved] : []));
  const stats = keywordStats(approved);
  const submissions = approved.length;
  const promotable =
    submissions >= KEYWORD_LEARNING.learningThreshold
      ? stats.filter((s) => reaches(s.approvals, submissions, KEYWORD_LEARNING.minApprovalRate))
      : [];
  const promoted = promotion?.keywords ?? [];
  // Ready: enough approved submissions, a keyword at the approval rate, and
  // something a promotion would change (spec part 3, section 4).
  const ready =
    promotable.length > 0 &&
    !sameKeys(
      promotable.map((s) => s.keyword),
      promoted,
    );
  return {
    brandKey: keyOf(first?.brand),
    categoryKey: keyOf(first?.category),
    brand: displayOf(rows.map((r) => r.brand)) ?? '',
    category: displayOf(rows.map((r) => r.category)),
    generated: rows.length,
    submissions,
    stats,
    promotable,
    promoted,
    promotedAt: promotion?.promotedAt ?? null,
    ready,
    status: ready ? 'ready' : promoted.length > 0 ? 'promoted' : 'learning',
  };
}

/**
 * Every brand/category of the seller, most approved submissions first (the
 * list's top 10 are its first 10). Rows without a brand teach nothing.
 */
export function learnBrands(rows: AnalysisRow[], promotions: PromotionRow[]): BrandLearning[] {
  const groups = new Map<string, AnalysisRow[]>();
  for (const row of rows) {
    if (!keyOf(row.brand)) continue;
    const key = JSON.stringify([keyOf(row.brand), keyOf(row.category)]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const promotionOf = (brandKey: string, categoryKey: string) =>
    promotions.find((p) => p.brandKey === brandKey && p.categoryKey === categoryKey);
  return [...groups.values()]
    .map((group) => learnOne(group, promotionOf(keyOf(group[0]?.brand), keyOf(group[0]?.category))))
    .sort((a, b) => b.submissions - a.submissions || b.generated - a.generated || a.brand.localeCompare(b.brand));
}
