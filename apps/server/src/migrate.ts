import path from 'node:path';
import { openDatabase } from '@listlens/db';
import { ConfigError, loadConfig } from './config/config';

// `npm run db:migrate`: the deploy's migration step (docs/deploy.md). Servers and workers also
// migrate at start, under a lock, so this is for running it apart, before the new version starts.

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(path.resolve(config.DATA_DIR), 'db') },
  );
  try {
    await database.migrate();
    console.info(`ListLens database migrated (${database.driver})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `ListLens cannot migrate.\n${error.message}`
      : `ListLens could not migrate the database: ${String(error)}`,
  );
  process.exit(1);
});
