import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@listlens/db';
import { createApp } from './app';
import { resolveAppSecret } from './config/app-secret';
import { ConfigError, loadConfig, type Config } from './config/config';
import { createDeps } from './deps';
import { startWorkers } from './jobs/workers';
import { closeEngines } from './adapters/engines';
import { refreshDueConnections } from './modules/ebay-connection/ebay-connection.service';

// Composition root: read config once, open the database, migrate, serve.

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`ListLens cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const dataDir = path.resolve(config.DATA_DIR);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();

  const secret = resolveAppSecret(config.APP_SECRET, dataDir);
  const deps = createDeps({
    config,
    database,
    secret,
    webDist: config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist,
  });
  const app = await createApp(deps);
  // The job queue lives in the same database: start it once the schema is migrated,
  // then run this process's workers (DESIGN section 3: one process by default). With
  // WORKERS=0 this server only enqueues; `npm run worker` processes run the jobs.
  await deps.jobs.start();
  if (config.WORKERS) await startWorkers(deps);

  // eBay access tokens are refreshed when 600 s are left (spec part 1, section 4).
  const refreshTimer = setInterval(() => {
    refreshDueConnections(deps.ebay).catch((error: unknown) =>
      app.log.error({ err: error }, 'eBay token refresh sweep failed'),
    );
  }, 60_000);
  refreshTimer.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    clearInterval(refreshTimer);
    try {
      // Requests and running jobs finish side by side; queued jobs wait in the database for the next start.
      await Promise.all([app.close(), deps.jobs.stop(Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 500))]);
      await closeEngines(deps.engines);
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ dataDir }, `data folder: ${dataDir}`);
  const drivers = {
    database: config.DATABASE_URL ? 'postgres' : `pglite (${path.join(dataDir, 'db')})`,
    storage: config.STORAGE_DRIVER,
    // The SMTP server's host only: its URL may carry a password.
    mail: config.SMTP_URL ? `smtp (${new URL(config.SMTP_URL).host})` : `outbox (${path.join(dataDir, 'outbox')})`,
    ai: config.WORKERS
      ? `${config.AI_PROVIDER} (${config.aiConcurrency} at a time)`
      : 'off (WORKERS=0: npm run worker runs the jobs)',
    ebay: config.EBAY_ENV,
    googleSignIn: config.googleSignIn ? 'on' : 'off',
  };
  app.log.info({ url: config.publicUrl, drivers }, 'ListLens is ready');
  console.log(
    `\nListLens is running on ${config.publicUrl}\n` +
      Object.entries(drivers)
        .map(([k, v]) => `  ${k.padEnd(13)} ${v}`)
        .join('\n') +
      '\n',
  );
}

main().catch((error: unknown) => {
  console.error('ListLens failed to start:', error);
  process.exit(1);
});
