import { z } from 'zod';
import { MESSAGE_MAX_AGE_MS } from './connect-schedule';

/** How far a message's clock may run ahead of ours before it is refused. */
const MAX_CLOCK_AHEAD_MS = 60_000;

/**
 * What the callback page tells the window that started the flow, over
 * postMessage and BroadcastChannel('ebay-auth'). It never carries a token
 * (DESIGN section 2): success only means "ask the server", which holds the truth.
 * `state` names the flow it answers, so a stray page cannot end another flow.
 */
const AuthMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('EBAY_OAUTH_SUCCESS'),
    timestamp: z.number().finite(),
    state: z.string().min(1).max(256),
  }),
  z.object({
    type: z.literal('EBAY_OAUTH_ERROR'),
    timestamp: z.number().finite(),
    state: z.string().min(1).max(256),
    error: z.string().max(1024),
    code: z.string().max(64).optional(),
    status: z.number().int().optional(),
  }),
]);
export type AuthMessage = z.infer<typeof AuthMessageSchema>;

export function successMessage(state: string, now: number): AuthMessage {
  return { type: 'EBAY_OAUTH_SUCCESS', timestamp: now, state };
}

export function errorMessage(
  state: string,
  now: number,
  failure: { message: string; code?: string; status?: number },
): AuthMessage {
  return {
    type: 'EBAY_OAUTH_ERROR',
    timestamp: now,
    state,
    error: failure.message,
    code: failure.code,
    status: failure.status,
  };
}

/**
 * The message when it may be trusted, else null (spec part 1, section 5): from
 * our own origin only (BroadcastChannel is same-origin by construction, so it
 * passes `expectedOrigin` as the origin), of the two expected types, at most
 * 5 minutes old, and for the flow that is waiting. Extra fields are dropped.
 */
export function readAuthMessage(
  input: { origin: string; data: unknown },
  expected: { origin: string; state: string; now: number },
): AuthMessage | null {
  if (input.origin !== expected.origin) return null;
  const parsed = AuthMessageSchema.safeParse(input.data);
  if (!parsed.success) return null;
  const message = parsed.data;
  const age = expected.now - message.timestamp;
  if (age > MESSAGE_MAX_AGE_MS || age < -MAX_CLOCK_AHEAD_MS) return null;
  if (message.state !== expected.state) return null;
  return message;
}
