// `npm run api:docs`: writes the API document, docs/api/openapi.json, from the server's route list
// and the shared zod schemas (decision 026). It builds the real app first (on an empty in-memory
// database it never queries) and refuses to write while the app and the list disagree on a route.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@listlens/db';
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { createDeps } from '../apps/server/src/deps';
import { openApiText, routeListDifferences } from '../apps/server/src/http/openapi';
import { apiRoutesOf } from '../apps/server/src/http/route-table';

const OPENAPI_FILE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../docs/api/openapi.json');
const LIST = 'apps/server/src/http/api-routes.ts';

const database = await openDatabase({ driver: 'pglite' });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const deps = createDeps({ config, database, secret: 'api-docs-only-api-docs-only-api-docs-0123' });
const app = await createApp(deps);
try {
  await app.ready();
  const { unlisted, gone } = routeListDifferences(apiRoutesOf(app));
  for (const route of unlisted) console.error(`${route}: a route of the app missing from ${LIST}`);
  for (const route of gone) console.error(`${route}: listed in ${LIST} but not a route of the app`);
  if (unlisted.length + gone.length > 0) {
    process.exitCode = 1;
  } else {
    const text = openApiText();
    mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
    writeFileSync(OPENAPI_FILE, text);
    const paths = Object.keys((JSON.parse(text) as { paths: object }).paths).length;
    console.info(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}: ${paths} paths.`);
  }
} finally {
  await app.close();
  await deps.jobs.stop(0);
  await database.close();
}
