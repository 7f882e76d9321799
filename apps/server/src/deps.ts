import path from 'node:path';
import type { Database } from '@listlens/db';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createPhotoStorage } from './adapters/storage/create-storage';
import type { AppDeps } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config/config';
import { createRateLimiter } from './http/rate-limiter';
import { createLogger } from './http/logger';
import { createJobQueue } from './jobs/job-queue';
import { createProfile } from './modules/profile/profile.service';
import { createEbayDeps } from './modules/ebay-connection/ebay-deps';
import { createPostingState } from './modules/listings/posting-deps';
import { createTaxonomyDeps } from './modules/taxonomy';

/** Wires the default adapters around one database. Used by main.ts and by tests. */
export function createDeps(options: { config: Config; database: Database; secret: string; webDist?: string }): AppDeps {
  const { config, database, secret, webDist } = options;
  const db = database.db;
  const logger = createLogger(config);
  const auth = createAuth({
    logger,
    db,
    config,
    secret,
    onUserCreated: async (user) => {
      await createProfile(db, user);
    },
  });
  const ebay = createEbayDeps(config, db, secret);
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  return {
    config,
    database,
    db,
    auth,
    logger,
    rateLimiter: createRateLimiter(db),
    photoStorage: createPhotoStorage(config),
    ebay,
    taxonomy: createTaxonomyDeps({ db, ebay, logger }),
    posting: createPostingState(config, db, secret),
    jobs: createJobQueue({ database, logger }),
    mailer: createOutboxMailer({ dir: outbox, from: config.MAIL_FROM, logger }),
    webDist,
  };
}
