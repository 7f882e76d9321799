import { AlertTriangle, CheckCircle2, WifiOff, XCircle } from 'lucide-react';
import { useState } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { Button } from '../../../components/button';
import { BACKEND_PROBES, useNetworkProbes } from '../api/network-probes';
import { ResultLine } from '../components/result-line';
import {
  diagnoseNetwork,
  NOT_CHECKED_MESSAGE,
  OUTSIDE_PROBES,
  type DiagnosisKind,
  type ProbeResult,
} from '../network-diagnosis';

const CARD = 'rounded-xl border border-slate-200 p-5 dark:border-slate-700';
const DIAGNOSIS_ICON = {
  all_passed: CheckCircle2,
  no_internet: WifiOff,
  backend_unreachable: XCircle,
  mixed: AlertTriangle,
} as const;
const DIAGNOSIS_TONE: Record<DiagnosisKind, string> = {
  all_passed: 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  no_internet: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  backend_unreachable: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  mixed: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
};

const TESTING: ProbeResult[] = BACKEND_PROBES.map((p) => ({
  name: p.name,
  status: 'testing',
  message: 'Waiting for an answer',
}));

/**
 * The network test page (spec part 3, diagnostics): probes the backend health
 * endpoint, the REST root and the storage, shows each with its status and
 * time, and diagnoses the four cases. Public: nothing here needs sign-in.
 */
export function NetworkTestPage() {
  const [run, setRun] = useState(0);
  const probes = useNetworkProbes(run);
  const results = probes.data?.results ?? TESTING;
  const online = probes.data?.online;
  const diagnosis = probes.data
    ? diagnoseNetwork(
        probes.data.online,
        probes.data.results.map((r) => (r.status === 'success' ? 'success' : 'error')),
      )
    : undefined;
  const DiagnosisIcon = diagnosis ? DIAGNOSIS_ICON[diagnosis.kind] : undefined;
  return (
    <PageFrame
      title="Network Test"
      intro="Checks whether your device can reach ListLens: its health endpoint, its API and its photo storage."
      back={{ to: '/', label: 'Back to Home' }}
    >
      <section aria-labelledby="diagnosis-title" aria-live="polite" aria-busy={probes.isFetching}>
        <h2 id="diagnosis-title" className="sr-only">
          Diagnosis
        </h2>
        {probes.isFetching ? (
          <p role="status" className={`${CARD} text-slate-700 dark:text-slate-300`}>
            Testing your connection...
          </p>
        ) : probes.error ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-950">
            The test could not run: {probes.error.message}
          </p>
        ) : diagnosis && DiagnosisIcon ? (
          <div className={`flex items-start gap-3 rounded-xl border p-5 ${DIAGNOSIS_TONE[diagnosis.kind]}`}>
            <DiagnosisIcon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{diagnosis.title}</p>
              <p className="mt-1 text-sm">{diagnosis.message}</p>
            </div>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="probes-title" className={CARD}>
        <h2 id="probes-title" className="text-lg font-semibold">
          Checks
        </h2>
        <ul aria-label="Network checks" className="mt-1 divide-y divide-slate-200 dark:divide-slate-700">
          <ResultLine
            name="Internet connection"
            status={online === undefined ? 'testing' : online ? 'success' : 'error'}
            message={
              online === undefined
                ? 'Asking your browser'
                : online
                  ? 'Your browser reports that it is online'
                  : 'Your browser reports that it is offline'
            }
          />
          {results.map((result) => (
            <ResultLine key={result.name} {...result} />
          ))}
          {OUTSIDE_PROBES.map((name) => (
            <ResultLine key={name} name={name} status="not_checked" message={NOT_CHECKED_MESSAGE} />
          ))}
        </ul>
      </section>
      <div>
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => setRun((n) => n + 1)}
          disabled={probes.isFetching}
        >
          Run Tests Again
        </Button>
      </div>
    </PageFrame>
  );
}
