import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  judgeHealth,
  judgeNoAnswer,
  judgeRestRoot,
  judgeStorage,
  PROBE_TIMEOUT_MS,
  type ProbeResult,
  type ProbeVerdict,
} from '../network-diagnosis';

type Probe = { name: string; path: string; judge: (status: number, body: unknown) => ProbeVerdict };

/**
 * The ListLens probes of the network test (spec part 3, diagnostics): the
 * backend health endpoint, the REST root and the storage. Plain fetch, not
 * apiFetch: every HTTP status is an answer to grade here, not an error.
 */
export const BACKEND_PROBES: Probe[] = [
  { name: 'Backend health', path: '/api/health', judge: judgeHealth },
  // With the trailing slash: the REST root answers 404 (no page of its own), which still proves it is reachable.
  { name: 'REST API root', path: '/api/', judge: judgeRestRoot },
  { name: 'Photo storage', path: '/api/diagnostics/storage', judge: judgeStorage },
];

async function runProbe(probe: Probe, signal: AbortSignal): Promise<ProbeResult> {
  const began = performance.now();
  const elapsed = () => Math.round(performance.now() - began);
  const timeout = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(probe.path, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, timeout]),
    });
    const body: unknown = await response.json().catch(() => null);
    return { name: probe.name, durationMs: elapsed(), ...probe.judge(response.status, body) };
  } catch (error) {
    // Leaving the page aborts the run; that is not a failed probe.
    if (signal.aborted) throw error;
    return { name: probe.name, durationMs: elapsed(), ...judgeNoAnswer(timeout.aborted) };
  }
}

export type NetworkProbes = { online: boolean; results: ProbeResult[] };

/** One run of every probe, side by side; `run` counts the seller's Run Tests Again presses. */
export function networkProbesQuery(run: number) {
  return queryOptions({
    queryKey: ['diagnostics', 'network', run],
    queryFn: async ({ signal }): Promise<NetworkProbes> => ({
      online: navigator.onLine,
      results: await Promise.all(BACKEND_PROBES.map((probe) => runProbe(probe, signal))),
    }),
    // A run is a snapshot: never repeated behind the seller's back (focus, reconnect), never kept.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useNetworkProbes(run: number) {
  return useQuery(networkProbesQuery(run));
}
