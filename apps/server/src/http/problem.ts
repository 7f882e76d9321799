import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '@listlens/db';
import { DATABASE_UNAVAILABLE_MESSAGE, PROBLEM_CONTENT_TYPE, type FieldError, type Problem } from '@listlens/shared';
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

/** Statuses Node's HTTP parser refuses a request with, before Fastify sees it. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: "That request's address or headers are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' },
};
/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refused (headers or
 * address too large, bytes that are not HTTP) still gets a problem document,
 * written straight to the socket because no request object exists yet.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A client that hung up, or a socket already answering, has nobody to tell (as Fastify's own handler).
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy(error);
    return;
  }
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    code: 'bad_request',
    message: 'The request could not be read.',
  };
  const body = JSON.stringify({
    type: 'about:blank',
    title: TITLE_BY_STATUS[known.status] ?? 'Bad Request',
    status: known.status,
    code: known.code,
    message: known.message,
  } satisfies Problem);
  socket.end(
    `HTTP/1.1 ${known.status} ${TITLE_BY_STATUS[known.status] ?? 'Bad Request'}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** Fastify's `frameworkErrors`: an address the router cannot read, in the problem shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendProblem(reply, 414, 'uri_too_long', 'That address is too long.');
    return;
  }
  void sendProblem(reply, 400, 'bad_request', 'That address could not be read.');
}

let parseListener: ((schema: object) => void) | undefined;

/**
 * Hears each schema parseWith is given (none: stop). The security matrix checks with it that each
 * route parses exactly the schemas the API document names for it (decision 026).
 */
export function listenToParses(listener: ((schema: object) => void) | undefined): void {
  parseListener = listener;
}

/** Parses with a shared schema; a mismatch becomes a 400 with one error per field. */
export function parseWith<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  parseListener?.(schema);
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
    const status =
      error instanceof AppError
        ? STATUS_BY_CODE[error.code]
        : typeof error.statusCode === 'number'
          ? error.statusCode
          : 500;
    // The database away (a restart, a failover): worth trying again in a moment, whichever route
    // or library met it, and whatever a service made of it (its own 500 or 409) (issue 19, point 4).
    if ((status >= 500 || error instanceof AppError) && isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database is not reachable');
      reply.header('retry-after', '5');
      return sendProblem(reply, 503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return sendProblem(reply, status, error.code, error.message, error.options.errors);
    }
    if (status === 413) return sendProblem(reply, 413, 'payload_too_large', 'That request is too large.');
    if (status === 431) return sendProblem(reply, 431, 'headers_too_large', CLIENT_ERRORS.HPE_HEADER_OVERFLOW!.message);
    if (status === 415) return sendProblem(reply, 415, 'unsupported_media_type', 'That content type is not supported.');
    if (status >= 400 && status < 500) {
      // Framework-level client errors (bad JSON, wrong content type): say so plainly.
      return sendProblem(reply, status, 'bad_request', 'The request could not be read.');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
}
