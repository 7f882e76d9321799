import { KEYWORD_LEARNING, KEYWORD_SCORES, keywordConfidence } from '@listlens/shared';
import { keyOf } from './keyword-learning';

export type ScoredKeyword = { keyword: string; score: number };

/** What the fallback list is made of: the item's own facts. */
export type FallbackFacts = {
  brand?: string | null;
  category?: string | null;
  itemType?: string | null;
  style?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
  department?: string | null;
};

/**
 * Spec part 3, section 9: when the AI gives no keywords a fallback list is
 * used, at most 8. It is made of the item's own facts in the order a buyer
 * searches them (brand, item type, department, colour, material, style, the
 * category, the size), without unknowns or repeats.
 */
export function fallbackKeywords(facts: FallbackFacts): string[] {
  const words = [
    facts.brand,
    facts.itemType,
    facts.department,
    facts.color,
    facts.material,
    facts.style,
    facts.category,
    facts.size ? `size ${facts.size}` : null,
  ];
  return distinct(
    words.filter((word): word is string => typeof word === 'string' && !/^(unknown|n\/a|none)$/i.test(word.trim())),
    new Set(),
  ).slice(0, KEYWORD_LEARNING.fallbackLimit);
}

export type KeywordRanking = {
  /** The top 10 by score. */
  keywords: string[];
  /** Every candidate with its score, best first. */
  scored: ScoredKeyword[];
  confidence: number;
};

/** Distinct keywords of a list, first spelling kept, without blanks and without blocked ones. */
function distinct(list: readonly string[], blocked: Set<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const key = keyOf(raw);
    if (!key || seen.has(key) || blocked.has(key)) continue;
    seen.add(key);
    out.push(raw.trim());
  }
  return out;
}

/**
 * Spec part 3, section 9 'Keywords': user-preferred keywords score 12,
 * database (promoted) keywords 10, AI keywords 8; a keyword in several
 * sources adds its scores up, ties keep the order of first appearance; the
 * top 10 are kept. Confidence = min(0.95, 0.3 + 0.05 × database keywords +
 * 0.03 × AI keywords). Blocked keywords are dropped from every source. With
 * no AI keyword, the fallback list (at most 8) takes the AI's place.
 */
export function rankKeywords(sources: {
  preferred: readonly string[];
  database: readonly string[];
  ai: readonly string[];
  blocked: readonly string[];
  /** Used in the AI's place, with its score, when the AI gave no keyword; not counted as AI keywords in the confidence. */
  fallback?: readonly string[];
}): KeywordRanking {
  const blocked = new Set(sources.blocked.map(keyOf));
  const preferred = distinct(sources.preferred, blocked);
  const database = distinct(sources.database, blocked);
  const fromAi = distinct(sources.ai, blocked);
  const ai =
    fromAi.length > 0 ? fromAi : distinct(sources.fallback ?? [], blocked).slice(0, KEYWORD_LEARNING.fallbackLimit);
  const scores = new Map<string, ScoredKeyword>();
  const add = (list: string[], score: number) => {
    for (const keyword of list) {
      const entry = scores.get(keyOf(keyword)) ?? { keyword, score: 0 };
      entry.score += score;
      scores.set(keyOf(keyword), entry);
    }
  };
  add(preferred, KEYWORD_SCORES.userPreferred);
  add(database, KEYWORD_SCORES.database);
  add(ai, KEYWORD_SCORES.ai);
  // Array.prototype.sort is stable: equal scores keep their first appearance.
  const scored = [...scores.values()].sort((a, b) => b.score - a.score);
  return {
    keywords: scored.slice(0, KEYWORD_LEARNING.suggestionLimit).map((s) => s.keyword),
    scored,
    confidence: keywordConfidence(database.length, fromAi.length),
  };
}
