import type { FastifyBaseLogger } from 'fastify';
import type { DiagnosticTest } from '@listlens/shared';

/** A failed step, carrying the message the seller sees; the real error is its cause, for the logs. */
export class StepFailure extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'StepFailure';
  }
}

/** Runs `work`; any error becomes a StepFailure saying which step failed, in the seller's words. */
export async function step<T>(failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StepFailure ? error : new StepFailure(failure, error);
  }
}

/**
 * Runs `work`, then always `cleanup` (the spec's "remove their test data
 * afterwards", also after a failure). The first failure is the one reported;
 * a cleanup failure after it is still logged.
 */
export async function withCleanup(
  log: FastifyBaseLogger,
  work: () => Promise<void>,
  cleanup: () => Promise<void>,
): Promise<void> {
  let workError: unknown;
  try {
    await work();
  } catch (error) {
    workError = error;
  }
  try {
    await cleanup();
  } catch (cleanupError) {
    if (workError === undefined) throw cleanupError;
    log.warn({ err: cleanupError }, 'diagnostic test data could not be removed after a failed test');
  }
  if (workError !== undefined) throw workError;
}

/** One test line: its duration and either the success message or the failure, never internals. */
export async function timedTest(
  log: FastifyBaseLogger,
  name: string,
  run: () => Promise<string>,
): Promise<DiagnosticTest> {
  const began = performance.now();
  const durationMs = () => Math.round((performance.now() - began) * 10) / 10;
  try {
    const message = await run();
    return { name, status: 'success', durationMs: durationMs(), message };
  } catch (error) {
    log.warn({ err: error, test: name }, 'backend diagnostic test failed');
    const message = error instanceof StepFailure ? error.message : `${name} failed unexpectedly`;
    return { name, status: 'error', durationMs: durationMs(), message };
  }
}
