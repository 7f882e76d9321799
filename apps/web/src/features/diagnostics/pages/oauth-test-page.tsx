import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { Button } from '../../../components/button';
import {
  CALLBACK_ROUTES,
  LEGACY_CASES,
  NEW_STYLE_CASES,
  TEST_WINDOW_AUTO_CLOSE_MS,
  TEST_WINDOW_POLL_MS,
  TEST_WINDOW_TEXT,
  testWindowOutcome,
  testsRunText,
  type OAuthTestCase,
  type TestResult,
} from '../oauth-test-cases';

const ICON = { success: CheckCircle2, failure: XCircle, pending: Clock } as const;
const TONE = { success: 'text-green-800', failure: 'text-red-800', pending: 'text-amber-800' } as const;

/**
 * OAuth Routing Test Suite (spec part 1, section 2): each case opens a route
 * in a popup with fake codes or tokens; closing the window completes the test.
 */
export function OAuthTestPage() {
  const [results, setResults] = useState<TestResult[]>([]);
  const nextId = useRef(0);
  const cleanups = useRef<(() => void)[]>([]);
  useEffect(() => () => cleanups.current.forEach((stop) => stop()), []);

  const update = (id: number, patch: Pick<TestResult, 'status' | 'message'>) =>
    setResults((all) =>
      all.map((r) => (r.id === id ? { ...r, ...patch, timestamp: new Date().toLocaleTimeString() } : r)),
    );

  const runCase = (test: OAuthTestCase) => {
    const id = nextId.current++;
    const popup = window.open(test.path, `oauth-test-${id}`, 'popup=yes,width=600,height=700');
    const first = popup
      ? { status: 'pending' as const, message: TEST_WINDOW_TEXT.opened }
      : testWindowOutcome('blocked');
    setResults((all) => [{ id, name: test.name, ...first, timestamp: new Date().toLocaleTimeString() }, ...all]);
    if (!popup) return;
    const poll = setInterval(() => {
      if (!popup.closed) return;
      stop();
      update(id, testWindowOutcome('closed'));
    }, TEST_WINDOW_POLL_MS);
    const autoClose = setTimeout(() => {
      stop();
      popup.close();
      update(id, testWindowOutcome('auto_closed'));
    }, TEST_WINDOW_AUTO_CLOSE_MS);
    const stop = () => {
      clearInterval(poll);
      clearTimeout(autoClose);
    };
    cleanups.current.push(stop);
  };

  return (
    <PageFrame title="OAuth Routing Test Suite" back={{ to: '/app', label: 'Back to Dashboard' }}>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        Allow popups for this site: each test opens a window with fake codes or tokens. Closing a test window marks the
        test complete.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => NEW_STYLE_CASES.forEach(runCase)}>Test OAuth Callbacks</Button>
        <Button variant="secondary" onClick={() => LEGACY_CASES.forEach(runCase)}>
          Test Legacy Routes
        </Button>
        <Button variant="ghost" onClick={() => setResults([])}>
          Clear Results
        </Button>
      </div>
      <ResultList results={results} />
      <ManualRoutes />
    </PageFrame>
  );
}

/** Each test run: its outcome, what it found and when. */
function ResultList({ results }: { results: TestResult[] }) {
  return (
    <section aria-labelledby="results-title">
      <div className="flex items-baseline justify-between">
        <h2 id="results-title" className="text-lg font-semibold">
          Results
        </h2>
        <p className="text-sm text-slate-600">{testsRunText(results.length)}</p>
      </div>
      {results.length === 0 ? (
        <p className="mt-2 text-slate-600">No tests run yet. Click a test button to start.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {results.map((r) => {
            const Icon = ICON[r.status];
            return (
              <li
                key={r.id}
                className={`flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm ${TONE[r.status]}`}
              >
                <Icon className="mt-0.5 h-4 w-4 shrink-0" role="img" aria-label={r.status} />
                <span className="flex-1">
                  <strong>{r.name}</strong> · {r.message}
                </span>
                <time className="text-xs text-slate-500">{r.timestamp}</time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ManualRoutes() {
  return (
    <section aria-labelledby="routes-title">
      <h2 id="routes-title" className="text-lg font-semibold">
        Callback routes to try by hand
      </h2>
      <ul className="mt-2 list-disc pl-5 font-mono text-sm">
        {CALLBACK_ROUTES.map((route) => (
          <li key={route}>{route}</li>
        ))}
      </ul>
    </section>
  );
}
