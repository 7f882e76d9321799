import { CheckCircle2, Loader2, MinusCircle, XCircle } from 'lucide-react';

export type ResultStatus = 'testing' | 'success' | 'error' | 'not_checked';

const ICON = { testing: Loader2, success: CheckCircle2, error: XCircle, not_checked: MinusCircle } as const;
const TONE = {
  testing: 'text-slate-700 dark:text-slate-300',
  success: 'text-green-800 dark:text-green-300',
  error: 'text-red-800 dark:text-red-300',
  not_checked: 'text-slate-600 dark:text-slate-400',
} as const;
// Said in words as well as colour and icon (STYLE habit 14: colour is never the only signal).
const LABEL = { testing: 'Testing...', success: 'Passed', error: 'Failed', not_checked: 'Not checked' } as const;

/** One test or probe: name, status in words, its time, and what it found. */
export function ResultLine({
  name,
  status,
  durationMs,
  message,
}: {
  name: string;
  status: ResultStatus;
  durationMs?: number;
  message: string;
}) {
  const Icon = ICON[status];
  return (
    <li className={`flex items-start gap-3 py-3 ${TONE[status]}`}>
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${status === 'testing' ? 'animate-spin' : ''}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <strong>{name}</strong>
          <span>{LABEL[status]}</span>
          {durationMs !== undefined && (
            <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{Math.round(durationMs)} ms</span>
          )}
        </p>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">{message}</p>
      </div>
    </li>
  );
}
