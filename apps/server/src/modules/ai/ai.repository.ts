import { schema, type Db } from '@listlens/db';

export type PredictionRow = typeof schema.aiPredictions.$inferSelect;
export type NewPredictionRow = typeof schema.aiPredictions.$inferInsert;

export async function insertPrediction(db: Db, values: NewPredictionRow): Promise<PredictionRow> {
  const rows = await db.insert(schema.aiPredictions).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('ai_predictions insert returned no row');
  return row;
}
