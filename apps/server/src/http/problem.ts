import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, type FieldError, type Problem } from '@listlens/shared';
import { ZodError } from 'zod';
import { AppError, STATUS_BY_CODE, TITLE_BY_STATUS } from '../errors/app-error';

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  errors?: FieldError[],
): FastifyReply {
  const body: Problem = {
    type: 'about:blank',
    title: TITLE_BY_STATUS[status] ?? 'Error',
    status,
    code,
    message,
    requestId: String(reply.request.id),
    ...(errors ? { errors } : {}),
  };
  return reply.status(status).type(PROBLEM_CONTENT_TYPE).send(body);
}

export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Parses with a shared schema; a mismatch becomes a 400 with one error per field. */
export function parseWith<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new AppError('validation_failed', 'Some fields need your attention.', {
      errors: fieldErrorsOf(result.error),
    });
  }
  return result.data;
}

/** One error shape for every API error; unknown errors are logged and hidden. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const status = STATUS_BY_CODE[error.code];
      if (error.options.headers) reply.headers(error.options.headers);
      if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return sendProblem(reply, status, error.code, error.message, error.options.errors);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return sendProblem(reply, 413, 'payload_too_large', 'That request is too large.');
    if (status === 415) return sendProblem(reply, 415, 'unsupported_media_type', 'That content type is not supported.');
    if (status >= 400 && status < 500) {
      // Framework-level client errors (bad JSON, wrong content type): say so plainly.
      return sendProblem(reply, status, 'bad_request', 'The request could not be read.');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
}
