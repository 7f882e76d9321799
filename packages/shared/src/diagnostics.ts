import { z } from 'zod';

/**
 * One line of the backend test page (spec part 3, "Diagnostics and admin
 * pages"): what was tried, whether it worked, how long it took, and a message
 * a seller can read. Messages never carry internals; those go to the logs.
 */
export const DiagnosticTestSchema = z.object({
  name: z.string(),
  status: z.enum(['success', 'error']),
  durationMs: z.number().nonnegative(),
  message: z.string(),
});
export type DiagnosticTest = z.infer<typeof DiagnosticTestSchema>;

/** The answer of POST /api/diagnostics/backend. */
export const BackendDiagnosticsSchema = z.object({
  tests: z.array(DiagnosticTestSchema),
  ranAt: z.string(),
});
export type BackendDiagnostics = z.infer<typeof BackendDiagnosticsSchema>;

/** The answer of GET /api/diagnostics/storage: whether the storage driver can be reached (no data). */
export const StorageProbeSchema = z.object({
  status: z.enum(['up', 'down']),
  driver: z.enum(['local', 's3']),
  latencyMs: z.number().nonnegative(),
});
export type StorageProbe = z.infer<typeof StorageProbeSchema>;
