import type { AiInsights } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { SessionUser } from '../../auth/session-user';
import { findPredictionsWithItems, type PredictionWithItem } from './ai-insights.repository';
import { scoreFields } from './field-scores';
import { computeMetrics, type ScoredRun } from './performance-metrics';
import { recommendationsFor } from './recommendations';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A run's cost in cents: cost_usd × 100. The local analyzer runs on this
 * server and costs nothing; a remote run whose price was not known stays
 * unknown rather than counting as free.
 */
function costCentsOf(row: PredictionWithItem): number | null {
  if (row.costUsd !== null) return Number(row.costUsd) * 100;
  return row.provider === 'local' ? 0 : null;
}

/** The AI performance metrics of the seller's last `days` days and what to do about them (spec section 7). */
export async function getPerformanceMetrics(
  db: Db,
  user: SessionUser,
  days: number,
  now: Date = new Date(),
): Promise<AiInsights> {
  const rows = await findPredictionsWithItems(db, user.id, new Date(now.getTime() - days * DAY_MS));
  // Rows come oldest first, so the last row of an item is its newest run.
  const newestOfItem = new Map<string, string>();
  for (const row of rows) if (row.itemId) newestOfItem.set(row.itemId, row.id);

  const runs: ScoredRun[] = rows.map((row) => ({
    createdAt: row.createdAt,
    costCents: costCentsOf(row),
    scores:
      // Only what the seller looked at says whether the AI was right: an unreviewed draft is not scored.
      row.itemId && row.item && row.reviewed
        ? scoreFields(
            { ...row, fields: row.fields },
            { ...row.item, keywords: row.item.keywords ?? [] },
            newestOfItem.get(row.itemId) === row.id,
          )
        : null,
  }));
  const metrics = computeMetrics(runs, days);
  return { metrics, recommendations: recommendationsFor(metrics) };
}
