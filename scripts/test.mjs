#!/usr/bin/env node
// `npm test`: lint, module boundaries, formatting, types, dependency audit, unit and integration tests (real database),
// then end-to-end tests in Debian's Chromium against the built app.
// Under CI=true a missing browser or database fails the run instead of skipping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0 };
/** Names of the failed tests, printed again last so that the tail of a long log names them. */
const failures = [];

/** Each step's wall time, printed with the totals: where a slow CI run spent its minutes. */
const timings = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`  ${title}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  printTotals();
  process.exit(1);
}

function printTotals() {
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✖ ${name}`).join('\n')}`);
  console.log(`\nTime per step:\n${timings.join('\n')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
}

function addTotals(file, passedKey, failedKey, failedNames) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += passedKey(report);
  totals.failed += failedKey(report);
  failures.push(...failedNames(report));
}

/** Vitest's JSON report: "file › test" of each failed test, with its first line of error. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const where = path.relative(process.cwd(), file.name);
        const why = (test.failureMessages?.[0] ?? '').split('\n')[0];
        return `${where} › ${test.fullName}${why ? ` (${why})` : ''}`;
      }),
  );
}

/** Playwright's JSON report: "file › title" of each test that did not end as expected. */
function playwrightFailures(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.some((test) => test.status === 'unexpected') ? [`${spec.file} › ${spec.title}`] : [],
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}

async function checkDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (CI) fail('CI needs DATABASE_URL (PostgreSQL) for the integration tests; .ci/run sets it.');
    console.log('ℹ DATABASE_URL is not set: integration tests use the embedded database (PGlite).');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    fail(`PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')} is not reachable: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

mkdirSync('test-results', { recursive: true });
let ok = run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// A module reaches another only through its index.ts, and no two import each other (decision 023).
ok = run('module boundaries', 'npx', ['tsx', 'scripts/check-boundaries.ts']) && ok;
ok = run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']) && ok;
// Two projects at a time (decision 070).
ok = run('types', 'npm', ['run', 'typecheck', '--silent']) && ok;
// Known high-severity advisories of production dependencies fail the run (decision 021).
ok = run('dependency audit', 'node', ['scripts/dependency-audit.mjs']) && ok;
await checkDatabase();
const unitOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
addTotals(
  'test-results/vitest.json',
  (r) => r.numPassedTests,
  (r) => r.numFailedTests,
  vitestFailures,
);
ok = unitOk && ok;

if (!existsSync(CHROMIUM)) {
  const hint = `Chromium is not installed at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`;
  if (CI) fail(hint);
  console.warn(`\n⚠ ${hint}\n⚠ End-to-end tests were SKIPPED.`);
} else {
  const built = run('build web app', 'npm', ['run', 'build', '--silent']);
  const e2eOk =
    built &&
    run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      // Playwright resolves this against the config's folder (e2e/).
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
    });
  addTotals(
    'e2e/test-results/e2e.json',
    (r) => r.stats.expected,
    (r) => r.stats.unexpected,
    playwrightFailures,
  );
  ok = e2eOk && ok;
}

printTotals();
process.exit(ok ? 0 : 1);
