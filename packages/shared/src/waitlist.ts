import { z } from 'zod';
import { safeText } from './safe-text';
import { WAITLIST_INVALID_EMAIL } from './waitlist-texts';

const optionalText = safeText(500).trim().optional();

/**
 * The waitlist payload of spec part 1 section 3: the e-mail form sends email,
 * source, timestamp and page_url; the sign-in variant adds the profile fields.
 * `website` is a honeypot: people never see it, form-filling bots do.
 */
export const WaitlistSignupSchema = z.object({
  email: safeText(254, { tooLong: WAITLIST_INVALID_EMAIL })
    .trim()
    .min(1, WAITLIST_INVALID_EMAIL)
    .regex(/^[^\s@]+@[^\s@]+$/, WAITLIST_INVALID_EMAIL)
    .transform((v) => v.toLowerCase()),
  source: safeText(64).trim().min(1).default('landing_page'),
  timestamp: safeText(64).optional(),
  page_url: safeText(2048).trim().optional(),
  name: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  picture: optionalText,
  googleId: optionalText,
  website: safeText(500, { multiline: true }).optional(),
});
export type WaitlistSignup = z.infer<typeof WaitlistSignupSchema>;

export const WaitlistResultSchema = z.object({ ok: z.literal(true), alreadyJoined: z.boolean() });
export type WaitlistResult = z.infer<typeof WaitlistResultSchema>;

export const WaitlistCountSchema = z.object({ count: z.number().int().nonnegative() });
export type WaitlistCount = z.infer<typeof WaitlistCountSchema>;
