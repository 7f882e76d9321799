import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { CheckLine, type CheckOutcome } from '../../../components/check-line';

/** Any result with the success flag and message of the connection test's wire formats. */
type Judged = { success: boolean; message: string };

/**
 * One button of the connection test page and its result: testing while it
 * runs, then success, or a warning when the answer says success false, or an
 * error starting with `failurePrefix` (the spec's own words, part 3 section 8).
 * Signed out, the button is disabled and says why.
 */
export function ActionTest<T extends Judged>({
  name,
  label,
  pendingText = 'Testing...',
  failurePrefix,
  failureHint,
  run,
  details,
  disabledReason,
}: {
  name: string;
  label: string;
  pendingText?: string;
  failurePrefix: string;
  /** Said after the failure, e.g. what the call may need. */
  failureHint?: string;
  run: () => Promise<T>;
  details?: (result: T) => ReactNode;
  disabledReason?: string;
}) {
  const action = useMutation({ mutationFn: run });
  const reasonId = useId();
  let outcome: CheckOutcome | undefined;
  if (action.isPending) outcome = { state: 'testing', message: pendingText };
  else if (action.isError) {
    const reason = action.error.message;
    const message = reason.startsWith(failurePrefix) ? reason : `${failurePrefix}: ${reason}`;
    outcome = { state: 'error', message: failureHint ? `${message} ${failureHint}` : message };
  } else if (action.data) {
    outcome = { state: action.data.success ? 'success' : 'warning', message: action.data.message };
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          onClick={() => action.mutate()}
          disabled={Boolean(disabledReason) || action.isPending}
          aria-describedby={disabledReason ? reasonId : undefined}
        >
          {label}
        </Button>
        {disabledReason ? (
          <span id={reasonId} className="text-sm text-slate-600 dark:text-slate-400">
            {disabledReason}
          </span>
        ) : null}
      </div>
      <div>
        {outcome ? <CheckLine as="div" name={name} outcome={outcome} /> : null}
        {action.data && !action.isPending && details ? details(action.data) : null}
      </div>
    </div>
  );
}
