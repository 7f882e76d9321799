import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { safeText } from './safe-text';

/** RFC 5321 allows at most 254 characters in an address that can receive mail. */
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_TEXT = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  onlySpaces: 'Password cannot be only spaces',
  common: 'This password is too common and easy to guess. Please choose another one.',
  sameAsEmail: 'Password cannot be your email address',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords such as "password1" or "12345678".`,
  currentRequired: 'Enter your current password',
  changed: 'Your password was changed. Other devices were signed out.',
} as const;

const email = safeText(EMAIL_MAX_LENGTH, { tooLong: 'Please enter a valid email address' })
  .trim()
  .min(1, 'Email is required')
  .email('Please enter a valid email address')
  .transform((v) => v.toLowerCase());

/** Signing in checks only what any stored password satisfies: older accounts may have 6 characters. */
const currentPassword = safeText(PASSWORD_MAX_LENGTH, { tooLong: PASSWORD_TEXT.tooLong }).min(
  1,
  PASSWORD_TEXT.required,
);

/**
 * A new password (sign-up, change): the rule of decision 020 that the browser
 * can check. The server also refuses passwords on its list of common ones.
 */
export const NewPasswordSchema = safeText(PASSWORD_MAX_LENGTH, { tooLong: PASSWORD_TEXT.tooLong })
  .min(1, PASSWORD_TEXT.required)
  .refine((v) => v.length === 0 || v.trim().length > 0, PASSWORD_TEXT.onlySpaces)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXT.tooShort);

export const SignInSchema = z.object({ email, password: currentPassword });
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  fullName: safeText(120, { tooLong: 'Full name is too long' }).trim().min(1, 'Full name is required'),
  email,
  password: NewPasswordSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** Change password (settings): the current one, and a new one under the sign-up rule. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: safeText(PASSWORD_MAX_LENGTH, { tooLong: PASSWORD_TEXT.tooLong }).min(
      1,
      PASSWORD_TEXT.currentRequired,
    ),
    newPassword: NewPasswordSchema,
  })
  .strict();
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Where the browser goes after an OAuth sign-in; only same-site paths are accepted. */
export const SafeRedirectPathSchema = safeText(2048).regex(
  /^\/(?!\/)[^\s\\]*$/,
  'Redirect must be a path on this site',
);

export const GoogleSignInSchema = z.object({
  callbackPath: SafeRedirectPathSchema.default('/auth/callback'),
});
export type GoogleSignIn = z.infer<typeof GoogleSignInSchema>;

export const GoogleSignInResponseSchema = z.object({ url: z.string().url() });
export type GoogleSignInResponse = z.infer<typeof GoogleSignInResponseSchema>;
