import { StorageProbeSchema } from '@listlens/shared';

/** One line of the network test: a probe's state, how long it took, and what it found. */
export type ProbeStatus = 'testing' | 'success' | 'error' | 'not_checked';
export type ProbeResult = { name: string; status: ProbeStatus; durationMs?: number; message: string };

/** How a probe's HTTP answer is graded: success or error, with a message a seller can read. */
export type ProbeVerdict = { status: 'success' | 'error'; message: string };

export const PROBE_TIMEOUT_MS = 10_000;

/**
 * The two outside probes of the spec (a public search site and an IP-echo
 * service) are not made: the CSP allows our own origin only and ListLens sends
 * nothing to third parties from the browser. The browser's online flag is the
 * internet signal instead.
 */
export const OUTSIDE_PROBES = ['Public search site', 'IP-echo service'] as const;
export const NOT_CHECKED_MESSAGE = 'Not checked: ListLens does not contact outside services from your browser';

/** GET /api/health: 200 means the server and its database answered; 503 means the database is down. */
export function judgeHealth(status: number): ProbeVerdict {
  if (status === 200) return { status: 'success', message: 'Reachable (HTTP 200), database up' };
  if (status === 503) return { status: 'error', message: 'Reachable, but the database is down (HTTP 503)' };
  return { status: 'error', message: `Unexpected answer (HTTP ${status})` };
}

/** GET /api/: the REST root has no page of its own, so any answer below 500 (404 included) proves it is reachable. */
export function judgeRestRoot(status: number): ProbeVerdict {
  return status < 500
    ? { status: 'success', message: `Reachable (HTTP ${status})` }
    : { status: 'error', message: `The server answered with an error (HTTP ${status})` };
}

/** GET /api/diagnostics/storage: the storage driver's reachability. The spec counts HTTP 400 as reachable. */
export function judgeStorage(status: number, body: unknown): ProbeVerdict {
  if (status === 200 || status === 400) {
    const probe = StorageProbeSchema.safeParse(body);
    const driver = probe.success ? ` (${probe.data.driver} storage)` : '';
    return { status: 'success', message: `Reachable (HTTP ${status})${driver}` };
  }
  if (status === 503) return { status: 'error', message: 'The photo storage cannot be reached (HTTP 503)' };
  if (status === 429) return { status: 'error', message: 'Too many checks in a minute; try again shortly (HTTP 429)' };
  return { status: 'error', message: `Unexpected answer (HTTP ${status})` };
}

/** A probe that got no HTTP answer at all. */
export function judgeNoAnswer(timedOut: boolean): ProbeVerdict {
  return {
    status: 'error',
    message: timedOut
      ? `No answer within ${PROBE_TIMEOUT_MS / 1000} seconds`
      : 'No answer: the request did not reach ListLens',
  };
}

export type DiagnosisKind = 'all_passed' | 'no_internet' | 'backend_unreachable' | 'mixed';
export type Diagnosis = { kind: DiagnosisKind; title: string; message: string };

const DIAGNOSES: Record<DiagnosisKind, Omit<Diagnosis, 'kind'>> = {
  all_passed: {
    title: 'All tests passed',
    message: 'Your device is online and every part of ListLens answered.',
  },
  no_internet: {
    title: 'No internet connection',
    message: 'Your device is offline and ListLens could not be reached. Check your Wi-Fi or mobile data and try again.',
  },
  backend_unreachable: {
    title: 'ListLens cannot be reached',
    message:
      'Your device is online, but none of the ListLens checks got an answer. A firewall, VPN or proxy on your network may be blocking it.',
  },
  mixed: {
    title: 'Some tests failed',
    message: 'Part of the checks passed and part failed. See the failed lines above and try again in a few minutes.',
  },
};

/**
 * The network test's diagnosis, four cases (spec part 3, diagnostics): all
 * passed, no internet, backend unreachable (possible firewall), mixed.
 * `backend` holds the finished ListLens probes; `online` is the browser's flag.
 */
export function diagnoseNetwork(online: boolean, backend: ('success' | 'error')[]): Diagnosis {
  const passed = backend.filter((s) => s === 'success').length;
  const kind: DiagnosisKind =
    passed === backend.length && online
      ? 'all_passed'
      : passed === 0 && !online
        ? 'no_internet'
        : passed === 0
          ? 'backend_unreachable'
          : 'mixed';
  return { kind, ...DIAGNOSES[kind] };
}
