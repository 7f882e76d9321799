import { and, eq } from 'drizzle-orm';
import { MILESTONES, type Milestone, type Onboarding } from '@listlens/shared';
import { schema, type Db } from '@listlens/db';

/**
 * Marks a milestone once: the first call wins and later calls change nothing.
 * The one function photos, generation and the eBay connection call.
 */
export async function markMilestone(
  db: Db,
  userId: string,
  milestone: Milestone,
  data: Record<string, unknown> = {},
): Promise<boolean> {
  const rows = await db
    .insert(schema.onboardingMilestones)
    .values({ userId, milestone, data })
    .onConflictDoNothing()
    .returning({ milestone: schema.onboardingMilestones.milestone });
  return rows.length > 0;
}

/** Onboarding is complete exactly when eBay is connected (spec part 1, section 4). */
export async function getOnboarding(db: Db, userId: string): Promise<Onboarding> {
  const [rows, connection] = await Promise.all([
    db.select().from(schema.onboardingMilestones).where(eq(schema.onboardingMilestones.userId, userId)),
    db
      .select({ userId: schema.marketplaceConnections.userId })
      .from(schema.marketplaceConnections)
      .where(
        and(eq(schema.marketplaceConnections.userId, userId), eq(schema.marketplaceConnections.marketplace, 'ebay')),
      )
      .limit(1),
  ]);
  const byName = new Map(rows.map((r) => [r.milestone, r]));
  const milestones = Object.fromEntries(
    MILESTONES.map((m) => {
      const row = byName.get(m);
      return [
        m,
        {
          completed: Boolean(row?.completed),
          completedAt: row?.completedAt.toISOString() ?? null,
          data: (row?.data as Record<string, unknown>) ?? {},
        },
      ];
    }),
  ) as Onboarding['milestones'];
  const connected = connection.length > 0;
  return {
    isOnboardingComplete: connected,
    currentStep: connected ? 'complete' : 'connect_ebay',
    hasCompletedEbayConnection: connected,
    hasUploadedFirstPhoto: milestones.first_photo_uploaded.completed,
    hasCreatedFirstListing: milestones.first_listing_generated.completed || milestones.first_item_created.completed,
    milestones,
  };
}
