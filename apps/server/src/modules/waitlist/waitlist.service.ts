import type { WaitlistResult, WaitlistSignup } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { JobQueue } from '../../jobs/job-queue';
import { WAITLIST_CONFIRMATION_JOB } from './waitlist.jobs';
import { countWaitlist, insertWaitlistEntry } from './waitlist.repository';

export type WaitlistDeps = { db: Db; jobs: Pick<JobQueue, 'send'> };

/**
 * One row per e-mail; joining again is a success, not an error. A new entry
 * gets the confirmation mail from a durable job (waitlist.jobs.ts): the
 * request never waits for the mail server, and a refused send is retried.
 */
export async function joinWaitlist(deps: WaitlistDeps, input: WaitlistSignup): Promise<WaitlistResult> {
  const { db } = deps;
  // A filled honeypot means a bot: answer like a success and store nothing.
  if (input.website) return { ok: true, alreadyJoined: false };
  const submitted = input.timestamp ? new Date(input.timestamp) : undefined;
  const entryId = await insertWaitlistEntry(db, {
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
  if (entryId) await deps.jobs.send(WAITLIST_CONFIRMATION_JOB, { entryId });
  return { ok: true, alreadyJoined: !entryId };
}

/** The landing page's stats strip: how many people are on the waitlist (DESIGN section 2). */
export async function waitlistCount(db: Db): Promise<{ count: number }> {
  return { count: await countWaitlist(db) };
}
