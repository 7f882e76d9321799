import { z } from 'zod';

// One rule for every piece of text a request carries (issue 19). Postgres
// cannot store U+0000 at all (the insert fails), and the other characters
// refused here are never typed by a person: control characters (which can
// forge log lines or hide text), lone surrogate halves (not valid Unicode, so
// not valid UTF-8 either) and the noncharacters U+FFFE, U+FFFF and kin.
// Multi-line fields (descriptions, notes, a CSV file) may keep tab, line feed
// and carriage return; single-line fields may not.

/** The field error shown for such a character, on the server and in the browser's forms. */
export const UNSAFE_TEXT_MESSAGE =
  'This text contains an invisible or invalid character. Please remove it and try again.';

const SINGLE_LINE_UNSAFE = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const MULTI_LINE_UNSAFE = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** Where the first refused character of `value` is, or -1 when there is none. */
export function findUnsafeCharacter(value: string, options: { multiline?: boolean } = {}): number {
  const match = (options.multiline ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).exec(value);
  return match ? match.index : -1;
}

export const isSafeText = (value: string, options: { multiline?: boolean } = {}): boolean =>
  findUnsafeCharacter(value, options) < 0;

const singleLine = z.refine<string>((v) => isSafeText(v), UNSAFE_TEXT_MESSAGE);
const multiLine = z.refine<string>((v) => isSafeText(v, { multiline: true }), UNSAFE_TEXT_MESSAGE);

/**
 * The start of every string field of a request schema: refuses the characters
 * above and anything longer than `max` (a limit is required, so none is
 * forgotten). Chain `.trim()`, `.min()`, formats and messages after it.
 * The check runs on the text as sent, before any trim.
 */
export function safeText(max: number, options: { multiline?: boolean; tooLong?: string } = {}) {
  return z
    .string()
    .check(options.multiline ? multiLine : singleLine)
    .max(max, options.tooLong ?? `Use at most ${max} characters.`);
}

/** An id the server made (a UUID): the same rule, 36 characters, and an answer like an unknown id's. */
export const safeUuid = (message = 'Unknown id') => safeText(36, { tooLong: message }).uuid(message);
