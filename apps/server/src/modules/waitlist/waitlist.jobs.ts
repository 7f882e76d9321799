import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '@listlens/db';
import type { Mailer } from '../../adapters/mail/mailer';
import type { JobDefinition, JobSpec } from '../../jobs/job-queue';
import { waitlistConfirmation } from './waitlist-mail';
import { findWaitlistRecipient } from './waitlist.repository';

export const WaitlistConfirmationJobSchema = z.object({ entryId: z.string().uuid() });
export type WaitlistConfirmationJob = z.infer<typeof WaitlistConfirmationJobSchema>;

/**
 * `waitlist.confirmation` (issue 18, point 9): the "Check your email" message of
 * one new waitlist entry, sent after the sign-up is stored so a slow or failing
 * mail server neither delays nor fails it. A refused send is tried again, with
 * pg-boss's backoff from 30 s, 8 times (about 4 hours in all) before it is left
 * failed. The payload is the entry's id, not its address: the row is read when
 * the job runs, and an entry deleted meanwhile gets nothing.
 */
export const WAITLIST_CONFIRMATION_JOB: JobSpec<WaitlistConfirmationJob> = {
  name: 'waitlist.confirmation',
  schema: WaitlistConfirmationJobSchema,
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInMinutes: 5,
};

export type WaitlistMailDeps = { db: Db; mailer: Mailer };

export function waitlistConfirmationJob(deps: WaitlistMailDeps): JobDefinition<WaitlistConfirmationJob> {
  return {
    ...WAITLIST_CONFIRMATION_JOB,
    handler: async ({ entryId }, context) => sendWaitlistConfirmation(deps, entryId, context.logger),
  };
}

async function sendWaitlistConfirmation(deps: WaitlistMailDeps, entryId: string, logger: FastifyBaseLogger) {
  const recipient = await findWaitlistRecipient(deps.db, entryId);
  if (!recipient) {
    logger.info({ entryId }, 'waitlist entry gone: no confirmation sent');
    return { sent: false };
  }
  const { id } = await deps.mailer.send(waitlistConfirmation(recipient.email, recipient.firstName));
  return { sent: true, mail: id };
}
