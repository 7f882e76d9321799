// Tests of several processes on one database need PostgreSQL (PGlite lives inside one process).
// Without DATABASE_URL they are skipped on a laptop, and fail in CI, where a skip would hide them.

const CI = process.env.CI === 'true' || process.env.CI === '1';

/** For `describe.skipIf(...)`: true only outside CI when DATABASE_URL is unset. */
export const skipWithoutPostgres = !process.env.DATABASE_URL && !CI;

/** Call first in such a suite's beforeAll: in CI a missing DATABASE_URL fails the suite. */
export function requirePostgres(): void {
  if (!process.env.DATABASE_URL)
    throw new Error('this suite needs PostgreSQL: set DATABASE_URL (in CI it must not be skipped)');
}
