import { z } from 'zod';

/** Milestones of spec part 1 section 3, each marked once by the action that reaches it. */
export const MILESTONES = [
  'first_photo_uploaded',
  'ebay_connected',
  'first_item_created',
  'first_listing_generated',
  'first_listing_posted',
] as const;
export const MilestoneSchema = z.enum(MILESTONES);
export type Milestone = z.infer<typeof MilestoneSchema>;

export const MilestoneStateSchema = z.object({
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

/** The onboarding record of spec part 1 section 3, computed on the server per seller. */
export const OnboardingSchema = z.object({
  isOnboardingComplete: z.boolean(),
  currentStep: z.enum(['connect_ebay', 'complete']),
  hasCompletedEbayConnection: z.boolean(),
  hasUploadedFirstPhoto: z.boolean(),
  hasCreatedFirstListing: z.boolean(),
  milestones: z.record(MilestoneSchema, MilestoneStateSchema),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;
