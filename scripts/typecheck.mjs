#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository checked with `tsc`, two at a time
// on a two-core machine (decision 070). The slowest projects come first so that the lanes end together.
import { runSteps } from './run-steps.mjs';

const PROJECTS = [
  'apps/server',
  'scripts',
  'apps/web',
  'e2e/support/seeded-app-server.tsconfig.json',
  'packages/ebay-emulator',
  'packages/db',
  'packages/shared',
  'e2e',
];

const results = await runSteps(
  PROJECTS.map((project) => ({ title: `tsc -p ${project}`, command: 'npx', args: ['tsc', '-p', project] })),
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
