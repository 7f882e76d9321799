import type { ErrorCode, FieldError } from '@listlens/shared';

/**
 * A failure the user should hear about. `message` is shown to them; anything
 * internal goes in `cause` and stays in the logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { errors?: FieldError[]; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
  }
}

/** The one code-to-status map (STYLE habit 5). */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  auth_failed: 400,
  forbidden_origin: 403,
  not_found: 404,
  conflict: 409,
  insufficient_stock: 409,
  email_taken: 409,
  rate_limited: 429,
  photo_too_large: 413,
  unsupported_photo: 415,
  invalid_photo: 400,
  storage_unavailable: 503,
  database_unavailable: 503,
  ebay_auth_failed: 400,
  ebay_invalid_callback: 400,
  ebay_invalid_state: 400,
  ebay_token_exchange_failed: 400,
  ebay_unreachable: 502,
  ebay_not_connected: 409,
  ebay_rejected: 409,
  photos_need_confirmation: 409,
  internal_error: 500,
};

export const TITLE_BY_STATUS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const notFound = (what = 'That') => new AppError('not_found', `${what} was not found.`);
export const unauthenticated = () => new AppError('unauthenticated', 'Please sign in to continue.');
