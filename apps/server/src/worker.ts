import { openDatabase } from '@listlens/db';
import { createPhotoStorage } from './adapters/storage/create-storage';
import { ConfigError, loadConfig, type Config } from './config/config';
import { createLogger } from './http/logger';
import { createJobQueue } from './jobs/job-queue';
import { defaultAnalyzer, startWorkers } from './jobs/workers';
import { closeEngines, createEngines } from './adapters/engines';
import { createMailer } from './adapters/mail/create-mailer';
import { createEbayApiDeps, createEbayDeps } from './modules/ebay-connection/ebay-deps';
import { createTaxonomyDeps } from './modules/taxonomy';
import { createPricingDeps } from './modules/pricing';
import { createPostingState } from './modules/listings/posting-deps';
import { createUploadActivity } from './modules/photos';

// `npm run worker`: the job workers without the HTTP server, for scaling out
// beside N servers against one PostgreSQL and one bucket (DESIGN section 3).

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The ListLens worker cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.DATABASE_URL) {
    // PGlite is embedded in one process; with it the server runs the workers itself.
    console.error(
      'The ListLens worker cannot start.\n  - DATABASE_URL is required: a separate worker shares a PostgreSQL server with the web servers. Without one, `npm start` runs the workers in the server process.',
    );
    process.exit(1);
  }

  const database = await openDatabase({ driver: 'postgres', url: config.DATABASE_URL });
  await database.migrate();
  const logger = createLogger(config);
  const jobs = createJobQueue({ database, logger });
  await jobs.start();
  // Publishing and the sales sync decrypt eBay tokens, so they need the servers' APP_SECRET.
  const secret = config.APP_SECRET;
  if (!secret) logger.warn('APP_SECRET is not set: this worker leaves publishing and the sales sync to the servers');
  const engines = createEngines();
  await startWorkers({
    config,
    db: database.db,
    jobs,
    photoStorage: createPhotoStorage(config),
    mailer: createMailer(config, logger),
    logger,
    engines,
    // No uploads run here: the checks never wait.
    uploadActivity: createUploadActivity(),
    analyze: defaultAnalyzer(config, logger, engines),
    taxonomy: createTaxonomyDeps({ db: database.db, ebay: createEbayApiDeps(config), logger }),
    pricing: createPricingDeps({ db: database.db, ebay: createEbayApiDeps(config), logger }),
    ...(secret
      ? { ebay: createEbayDeps(config, database.db, secret), posting: createPostingState(config, database.db, secret) }
      : {}),
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down: finishing running jobs');
    const force = setTimeout(() => {
      logger.error('worker shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await jobs.stop(Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 500));
      await closeEngines(engines);
      await database.close();
      logger.info('worker stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during worker shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  console.info(`ListLens worker is running: ${config.AI_PROVIDER} analysis, ${config.aiConcurrency} at a time`);
}

main().catch((error: unknown) => {
  console.error('The ListLens worker failed to start:', error);
  process.exit(1);
});
