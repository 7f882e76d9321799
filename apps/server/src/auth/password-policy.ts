import { PASSWORD_TEXT } from '@listlens/shared';
import { AppError } from '../errors/app-error';
import { generateCommonPasswords } from './common-password-rules';

let commonPasswords: Set<string> | undefined;

/** Look-alike characters people swap into a word ("p@ssw0rd"), read back as letters. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const readBack = (text: string) => [...text].map((ch) => LOOK_ALIKES[ch] ?? ch).join('');

/** "aaaaaaaa", "12121212", "abcabcabc": a short piece typed again and again. */
const isRepetition = (text: string) => /^([\s\S]{1,4})\1+$/.test(text);

/**
 * Why a new password is refused beyond the shared schema's rule (decision 020),
 * or null: on the list of common passwords (also with look-alike characters or
 * spaces around it), one short piece repeated, or the account's own e-mail.
 */
export function commonPasswordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  const bare = lower.replace(/\s+/g, '');
  if (email && (bare === email.toLowerCase() || bare === email.toLowerCase().split('@')[0])) {
    return PASSWORD_TEXT.sameAsEmail;
  }
  if (isRepetition(bare)) return PASSWORD_TEXT.common;
  commonPasswords ??= new Set(generateCommonPasswords());
  // The word part read back, the counter or symbols after it kept ("P@ssw0rd1!" is "password1!").
  const [, word = '', tail = ''] = /^(.*?)([\d!@#$%^&*.?_-]*)$/.exec(bare) ?? [];
  const candidates = [lower, lower.trim(), bare, readBack(word) + tail];
  return candidates.some((c) => commonPasswords?.has(c)) ? PASSWORD_TEXT.common : null;
}

/** Refuses a common new password with a field error, like any other invalid field. */
export function assertUncommonPassword(password: string, options: { field: string; email?: string }): void {
  const problem = commonPasswordProblem(password, options.email);
  if (problem) {
    throw new AppError('validation_failed', 'Some fields need your attention.', {
      errors: [{ path: options.field, message: problem }],
    });
  }
}
