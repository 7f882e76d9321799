import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .email('Please enter a valid email address')
  .transform((v) => v.toLowerCase());

const password = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');

export const SignInSchema = z.object({ email, password });
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(120, 'Full name is too long'),
  email,
  password,
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** Where the browser goes after an OAuth sign-in; only same-site paths are accepted. */
export const SafeRedirectPathSchema = z.string().regex(/^\/(?!\/)[^\s\\]*$/, 'Redirect must be a path on this site');

export const GoogleSignInSchema = z.object({
  callbackPath: SafeRedirectPathSchema.default('/auth/callback'),
});
export type GoogleSignIn = z.infer<typeof GoogleSignInSchema>;

export const GoogleSignInResponseSchema = z.object({ url: z.string().url() });
export type GoogleSignInResponse = z.infer<typeof GoogleSignInResponseSchema>;
