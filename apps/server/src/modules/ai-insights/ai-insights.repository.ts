import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

/** One analysis run and, when its item is still stored, what the seller kept on that item. */
export type PredictionWithItem = Awaited<ReturnType<typeof findPredictionsWithItems>>[number];

/**
 * The seller's analysis runs since `since`, oldest first, each with its item's
 * current values and whether the seller has reviewed or posted the item. Both tables are filtered by the seller, so another seller's
 * item can never be joined, even with a forged item id.
 */
export async function findPredictionsWithItems(db: Db, userId: string, since: Date) {
  const p = schema.aiPredictions;
  const i = schema.items;
  const g = schema.itemGenerations;
  return db
    .select({
      id: p.id,
      createdAt: p.createdAt,
      provider: p.provider,
      costUsd: p.costUsd,
      title: p.title,
      brand: p.brand,
      size: p.size,
      color: p.color,
      condition: p.condition,
      fields: p.fields,
      itemId: i.id,
      // Issue 17 point 8: the seller has reviewed the item (saved it from the Edit modal, which marks
      // its generation complete) or posted it.
      reviewed: sql<boolean>`(exists (select 1 from ${g} where ${g.itemId} = ${i.id} and ${g.userId} = ${userId} and ${g.status} = 'complete')
        or exists (select 1 from ${schema.listings} where ${schema.listings.itemId} = ${i.id} and ${schema.listings.userId} = ${userId}))`,
      item: {
        title: i.title,
        brand: i.brand,
        size: i.size,
        color: i.color,
        condition: i.condition,
        category: i.category,
        keywords: i.aiSuggestedKeywords,
        // Only the two parts of ai_analysis the comparison reads, not the whole document.
        detectedCategory: sql<unknown>`${i.aiAnalysis} -> 'detected_category'`,
        specifics: sql<unknown>`${i.aiAnalysis} -> 'ebay_item_specifics'`,
      },
    })
    .from(p)
    .leftJoin(i, and(eq(i.id, p.itemId), eq(i.userId, userId)))
    .where(and(eq(p.userId, userId), gte(p.createdAt, since)))
    .orderBy(asc(p.createdAt), asc(p.id));
}
