import { boolean, index, integer, jsonb, numeric, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { items } from './items';
import { users } from './users';

/** One field as the AI gave it: kept to compare with what the seller finally kept. */
export type PredictedField = {
  value: unknown;
  confidence: number;
  sources: string[];
  flagged?: boolean;
};

/**
 * Every analysis run (DESIGN sections 6 and 7): which provider and model, how
 * long it took, what it cost where known, and each field's value with its
 * confidence. Written once per run, after the run has finished.
 */
export const aiPredictions = pgTable(
  'ai_predictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null while the draft has no stored item yet (spec 4.4: temp_{sku} ids);
    // the SKU still ties the run to its group.
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    success: boolean('success').notNull(),
    needsAttention: boolean('needs_attention').notNull(),
    errorCode: text('error_code'),
    error: text('error'),
    attempts: integer('attempts').notNull(),
    durationMs: integer('duration_ms').notNull(),
    // Cost of one model call is a fraction of a cent, which numeric(12,2)
    // would round to 0.00; six decimals keep it (US dollars).
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }),
    confidence: real('confidence').notNull(),
    itemType: text('item_type'),
    brand: text('brand'),
    size: text('size'),
    color: text('color'),
    condition: text('condition'),
    ebayCategoryId: text('ebay_category_id'),
    title: text('title'),
    suggestedPrice: numeric('suggested_price', { precision: 12, scale: 2 }),
    fields: jsonb('fields').$type<Record<string, PredictedField>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_predictions_user_created_idx').on(t.userId, t.createdAt),
    index('ai_predictions_item_idx').on(t.itemId),
  ],
);
