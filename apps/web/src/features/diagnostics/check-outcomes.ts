import type { DiagnosticTest, Health, PublicConfig } from '@listlens/shared';
import type { CheckOutcome } from '../../components/check-line';

type Read<T> = { data?: T; error: Error | null; isPending: boolean };

/** The database line: GET /api/health reports the database and its latency. */
export function checkHealth(read: Read<Health>): CheckOutcome {
  if (read.isPending) return { state: 'testing', message: 'Testing...' };
  if (read.error || !read.data) return { state: 'error', message: read.error?.message ?? 'No answer' };
  const db = read.data.database;
  if (db.status === 'down') return { state: 'error', message: `The ${db.driver} database is down` };
  const latency = db.latencyMs === undefined ? '' : ` in ${Math.round(db.latencyMs)} ms`;
  return { state: 'success', message: `The ${db.driver} database answered${latency}` };
}

/** The Google sign-in line: switched on or off by the server's settings. */
export function checkGoogleSignIn(read: Read<PublicConfig>): CheckOutcome {
  if (read.isPending) return { state: 'testing', message: 'Testing...' };
  if (read.error || !read.data) return { state: 'error', message: read.error?.message ?? 'No answer' };
  return read.data.googleSignIn
    ? { state: 'success', message: 'Continue with Google is available' }
    : { state: 'warning', message: 'Google sign-in is not configured on this server; e-mail sign-in works' };
}

/** The storage line: the signed-in round trip (write, read back, delete); signed out it cannot run. */
export function checkStorage(read: Read<DiagnosticTest>, signedIn: boolean): CheckOutcome {
  if (!signedIn) return { state: 'warning', message: 'Sign in to test writing, reading and deleting a file' };
  if (read.isPending) return { state: 'testing', message: 'Testing...' };
  if (read.error || !read.data)
    return { state: 'error', message: `Storage test error: ${read.error?.message ?? 'no answer'}` };
  return read.data.status === 'success'
    ? { state: 'success', message: read.data.message }
    : { state: 'error', message: read.data.message };
}
