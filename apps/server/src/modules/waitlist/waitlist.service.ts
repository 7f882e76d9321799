import type { FastifyBaseLogger } from 'fastify';
import type { WaitlistResult, WaitlistSignup } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { Mailer } from '../../adapters/mail/mailer';
import { waitlistConfirmation } from './waitlist-mail';
import { countWaitlist, insertWaitlistEntry } from './waitlist.repository';

export type WaitlistDeps = { db: Db; mailer: Mailer; logger: FastifyBaseLogger };

/**
 * One row per e-mail; joining again is a success, not an error. A new entry
 * gets the confirmation mail; a mail that fails is logged and does not undo
 * the signup (the row is what counts).
 */
export async function joinWaitlist(deps: WaitlistDeps, input: WaitlistSignup): Promise<WaitlistResult> {
  const { db } = deps;
  // A filled honeypot means a bot: answer like a success and store nothing.
  if (input.website) return { ok: true, alreadyJoined: false };
  const submitted = input.timestamp ? new Date(input.timestamp) : undefined;
  const added = await insertWaitlistEntry(db, {
    email: input.email,
    source: input.source,
    pageUrl: input.page_url,
    name: input.name,
    firstName: input.firstName,
    lastName: input.lastName,
    picture: input.picture,
    googleId: input.googleId,
    submittedAt: submitted && !Number.isNaN(submitted.getTime()) ? submitted : undefined,
  });
  if (added) {
    await deps.mailer
      .send(waitlistConfirmation(input.email, input.firstName))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'waitlist confirmation not sent'));
  }
  return { ok: true, alreadyJoined: !added };
}

/** The landing page's stats strip: how many people are on the waitlist (DESIGN section 2). */
export async function waitlistCount(db: Db): Promise<{ count: number }> {
  return { count: await countWaitlist(db) };
}
