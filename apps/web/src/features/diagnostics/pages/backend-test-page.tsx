import type { BackendDiagnostics } from '@listlens/shared';
import { PageFrame } from '../../../components/page-frame';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { SignInGate } from '../../auth';
import { useRunBackendTests } from '../api/backend-tests';
import { ResultLine } from '../components/result-line';

const CARD = 'rounded-xl border border-slate-200 p-5 dark:border-slate-700';

function summaryOf({ tests }: BackendDiagnostics): string {
  const failed = tests.filter((t) => t.status === 'error').length;
  return failed === 0 ? `All ${tests.length} tests passed` : `${failed} of ${tests.length} tests failed`;
}

/** The signed-in part: Run Tests, then one line per test, or why they could not run. */
function BackendTests() {
  const run = useRunBackendTests();
  return (
    <section aria-labelledby="tests-title" className={CARD}>
      <h2 id="tests-title" className="text-lg font-semibold">
        Tests
      </h2>
      <Button className="mt-3 w-full sm:w-auto" onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending && <Spinner className="h-4 w-4" />}
        {run.isPending ? 'Running tests...' : run.data ? 'Run Tests Again' : 'Run Tests'}
      </Button>
      <div aria-live="polite" className="mt-4">
        {run.isPending ? (
          <p role="status">Running the database and storage tests...</p>
        ) : run.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
            The tests could not be run: {run.error.message}
          </p>
        ) : run.data ? (
          <>
            <p className="font-semibold">{summaryOf(run.data)}</p>
            <ul aria-label="Test results" className="mt-1 divide-y divide-slate-200 dark:divide-slate-700">
              {run.data.tests.map((test) => (
                <ResultLine key={test.name} {...test} />
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">No tests run yet. Press Run Tests to start.</p>
        )}
      </div>
    </section>
  );
}

/**
 * The backend test page (spec part 3, diagnostics): "needs sign-in. The
 * storage upload and database insert tests run only for a signed-in user and
 * remove their test data afterwards." The page itself is public.
 */
export function BackendTestPage() {
  return (
    <PageFrame
      title="Backend Test"
      intro="Checks that ListLens can reach its database and photo storage: a database round trip, a test row inserted and read back, and a small test image uploaded and read back. The test row and image are removed afterwards."
      back={{ to: '/', label: 'Back to Home' }}
    >
      <SignInGate reason="The database insert and storage upload tests run only for a signed-in seller. Sign in to run them.">
        {(user) => (
          <>
            <p className="break-words">
              Signed in as <strong>{user.email}</strong>
            </p>
            <BackendTests />
          </>
        )}
      </SignInGate>
    </PageFrame>
  );
}
