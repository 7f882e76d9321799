import { and, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

/**
 * Writes one scratch row for the database insert test. The caller picks the id,
 * so it can remove the row even when the insert's answer was lost.
 */
export async function insertDiagnosticRun(db: Db, row: { id: string; userId: string; probe: string }): Promise<void> {
  await db.insert(schema.diagnosticRuns).values(row);
}

/** The probe value stored under that id for this seller, or undefined. */
export async function findDiagnosticRunProbe(db: Db, userId: string, id: string): Promise<string | undefined> {
  const rows = await db
    .select({ probe: schema.diagnosticRuns.probe })
    .from(schema.diagnosticRuns)
    .where(and(eq(schema.diagnosticRuns.userId, userId), eq(schema.diagnosticRuns.id, id)))
    .limit(1);
  return rows[0]?.probe;
}

/** Removes the scratch row; returns how many rows went. */
export async function deleteDiagnosticRun(db: Db, userId: string, id: string): Promise<number> {
  const rows = await db
    .delete(schema.diagnosticRuns)
    .where(and(eq(schema.diagnosticRuns.userId, userId), eq(schema.diagnosticRuns.id, id)))
    .returning({ id: schema.diagnosticRuns.id });
  return rows.length;
}

/** Rows of this seller older than `before`: left by a run the server did not live to finish. */
export async function deleteStaleDiagnosticRuns(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(schema.diagnosticRuns)
    .where(and(eq(schema.diagnosticRuns.userId, userId), lt(schema.diagnosticRuns.createdAt, before)));
}

/** How this user signs in: the auth accounts' providers ('credential' is e-mail and password, 'google'). */
export async function findSignInProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ providerId: schema.authAccounts.providerId })
    .from(schema.authAccounts)
    .where(eq(schema.authAccounts.userId, userId));
  return rows.map((row) => row.providerId).sort();
}
