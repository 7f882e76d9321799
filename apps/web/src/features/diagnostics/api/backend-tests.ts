import { BackendDiagnosticsSchema } from '@listlens/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/diagnostics/backend: the signed-in seller's database and storage tests. */
export function runBackendTests() {
  return apiFetch('/api/diagnostics/backend', { method: 'POST', schema: BackendDiagnosticsSchema });
}

export function useRunBackendTests() {
  return useMutation({ mutationFn: runBackendTests });
}
