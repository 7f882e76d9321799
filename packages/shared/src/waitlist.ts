import { z } from 'zod';
import { WAITLIST_INVALID_EMAIL } from './waitlist-texts';

const optionalText = z.string().trim().max(500).optional();

/**
 * The waitlist payload of spec part 1 section 3: the e-mail form sends email,
 * source, timestamp and page_url; the sign-in variant adds the profile fields.
 * `website` is a honeypot: people never see it, form-filling bots do.
 */
export const WaitlistSignupSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, WAITLIST_INVALID_EMAIL)
    .max(254, WAITLIST_INVALID_EMAIL)
    .regex(/^[^\s@]+@[^\s@]+$/, WAITLIST_INVALID_EMAIL)
    .transform((v) => v.toLowerCase()),
  source: z.string().trim().min(1).max(64).default('landing_page'),
  timestamp: z.string().max(64).optional(),
  page_url: z.string().trim().max(2048).optional(),
  name: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  picture: optionalText,
  googleId: optionalText,
  website: z.string().max(500).optional(),
});
export type WaitlistSignup = z.infer<typeof WaitlistSignupSchema>;

export const WaitlistResultSchema = z.object({ ok: z.literal(true), alreadyJoined: z.boolean() });
export type WaitlistResult = z.infer<typeof WaitlistResultSchema>;

export const WaitlistCountSchema = z.object({ count: z.number().int().nonnegative() });
export type WaitlistCount = z.infer<typeof WaitlistCountSchema>;
