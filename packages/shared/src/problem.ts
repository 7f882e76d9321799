import { z } from 'zod';

/**
 * Every API error is an RFC 9457 problem document with a stable `code` and a
 * user-facing `message`. Validation errors add `errors`, one per field.
 */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The 503 answer while PostgreSQL cannot be reached (issue 19, point 4). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable just now. Please try again in a moment.';

/** Stable error codes. The HTTP status for each lives in one map on the server. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden_origin',
  'not_found',
  'rate_limited',
  'invalid_credentials',
  'email_taken',
  'auth_failed',
  'conflict',
  'insufficient_stock',
  'photo_too_large',
  'unsupported_photo',
  'invalid_photo',
  'storage_unavailable',
  'database_unavailable',
  'ebay_auth_failed',
  'ebay_invalid_callback',
  'ebay_invalid_state',
  'ebay_token_exchange_failed',
  'ebay_unreachable',
  'ebay_not_connected',
  'ebay_rejected',
  'photos_need_confirmation',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
