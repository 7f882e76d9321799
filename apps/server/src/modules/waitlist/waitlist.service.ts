import type { WaitlistResult, WaitlistSignup } from '@listlens/shared';
import type { Db } from '@listlens/db';
import { insertWaitlistEntry } from './waitlist.repository';

/** One row per e-mail; joining again is a success, not an error. */
export async function joinWaitlist(db: Db, input: WaitlistSignup): Promise<WaitlistResult> {
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
  return { ok: true, alreadyJoined: !added };
}
