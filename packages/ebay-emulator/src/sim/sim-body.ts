import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Parses a `/_sim` request body, answering 400 `{ error: 'invalid_body', issues }` when it does not fit. */
export function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  void reply.code(400).send({
    error: 'invalid_body',
    issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return undefined;
}
