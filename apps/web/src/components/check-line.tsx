import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** One test's state on the connection test page (spec part 3): testing, success, warning or error. */
export type CheckOutcome = { state: 'testing' | 'success' | 'warning' | 'error'; message: string };

const ICON = { testing: Loader2, success: CheckCircle2, warning: AlertTriangle, error: XCircle } as const;
const TONE = {
  testing: 'text-slate-700 dark:text-slate-300',
  success: 'text-green-800 dark:text-green-300',
  warning: 'text-amber-800 dark:text-amber-300',
  error: 'text-red-800 dark:text-red-300',
} as const;

/**
 * A test's name and outcome: icon (named for screen readers), colour and
 * words together. `as="p"` for a line that stands alone, with role=status so
 * its change is announced; `li` (the default) inside a list of lines.
 */
export function CheckLine({
  name,
  outcome,
  as: Tag = 'li',
  children,
}: {
  name: string;
  outcome: CheckOutcome;
  as?: 'li' | 'p' | 'div';
  children?: ReactNode;
}) {
  const Icon = ICON[outcome.state];
  return (
    <Tag role={Tag === 'li' ? undefined : 'status'} className={`flex items-start gap-2 ${TONE[outcome.state]}`}>
      <Icon
        className={`mt-0.5 h-5 w-5 shrink-0 ${outcome.state === 'testing' ? 'animate-spin' : ''}`}
        role="img"
        aria-label={outcome.state}
      />
      <span className="min-w-0 break-words">
        <strong>{name}:</strong> {outcome.message}
        {children}
      </span>
    </Tag>
  );
}
