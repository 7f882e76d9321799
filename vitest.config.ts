import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace. Integration tests use a real database:
// in-memory PGlite by default, a fresh database per file on the PostgreSQL
// server named by DATABASE_URL when it is set.
export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: on CI's two cores that default is a
    // single worker, and a run spent a third of its time between files (decision 070).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/server/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Generous, to catch a hang rather than a slow machine: two files share the cores (decision 070).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['./scripts/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
