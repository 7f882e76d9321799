import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The configured mail driver: SMTP when SMTP_URL is set, otherwise the outbox in DATA_DIR. */
export function createMailer(config: Config, logger: FastifyBaseLogger): Mailer {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from, logger });
  return createOutboxMailer({ dir: path.resolve(config.DATA_DIR, 'outbox'), from, logger });
}
