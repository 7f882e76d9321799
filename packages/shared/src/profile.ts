import { z } from 'zod';
import { safeText } from './safe-text';
import { DEFAULT_LISTINGS_LIMIT, DEFAULT_SUBSCRIPTION_PLAN, DEFAULT_SUBSCRIPTION_STATUS } from './constants';

/** The `users` profile row of spec part 1, section 3, as the API returns it. */
export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  subscription_plan: z.string(),
  subscription_status: z.string(),
  listings_used: z.number().int(),
  listings_limit: z.number().int(),
  total_sales: z.number().int(),
  monthly_revenue: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
  }),
  profile: ProfileSchema,
});
export type Me = z.infer<typeof MeSchema>;

export const UpdateProfileSchema = z
  .object({
    name: safeText(120, { tooLong: 'Name is too long' }).trim().min(1, 'Name cannot be empty').optional(),
    avatar_url: safeText(2048, { tooLong: 'That web address is too long' })
      .trim()
      .url('Avatar must be a web address')
      .refine((v) => /^https?:\/\//.test(v), 'Avatar must be an http or https address')
      .nullable()
      .optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.avatar_url !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

/**
 * Display name fallback chain (spec part 1, section 3): full-name metadata,
 * name metadata, the part of the e-mail before @, then 'User'.
 */
export function displayNameOf(source: {
  fullName?: string | null;
  name?: string | null;
  email?: string | null;
}): string {
  const candidates = [source.fullName, source.name, source.email?.split('@')[0]];
  for (const c of candidates) {
    if (c && c.trim()) return c.trim();
  }
  return 'User';
}

/** The free profile used when the real one cannot be read (spec part 1, section 4). */
export function defaultProfile(user: { id: string; email: string }, now = new Date()): Profile {
  const iso = now.toISOString();
  return {
    id: user.id,
    email: user.email,
    name: null,
    avatar_url: null,
    subscription_plan: DEFAULT_SUBSCRIPTION_PLAN,
    subscription_status: DEFAULT_SUBSCRIPTION_STATUS,
    listings_used: 0,
    listings_limit: DEFAULT_LISTINGS_LIMIT,
    total_sales: 0,
    monthly_revenue: 0,
    is_active: true,
    created_at: iso,
    updated_at: iso,
  };
}
