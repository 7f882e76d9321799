import type { InventoryAlert } from '@listlens/shared';
import { AlertTriangle, Check, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { formatDateTime } from '../format';

/**
 * Active alerts, each with its acknowledge tick (spec part 2, sections 2.6 and 4.5). A ticked
 * alert leaves the list, and with it the focused tick: the focus moves to the next alert's tick,
 * or to the heading once none is left (the panel then stays, empty, until the seller leaves).
 */
export function AlertsPanel({ alerts }: { alerts: InventoryAlert[] }) {
  const acknowledge = useAcknowledgeAlert();
  const { cleared, ticked, headingRef, tickRef } = useFocusAfterTick(alerts);
  if (alerts.length === 0 && !cleared) return null;
  return (
    <section
      aria-labelledby="inventory-alerts-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
    >
      <h3
        id="inventory-alerts-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-amber-900 dark:text-amber-100"
      >
        Active Alerts ({alerts.length})
      </h3>
      {alerts.length === 0 ? <p className="mt-2 text-sm">No active alerts.</p> : null}
      {acknowledge.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not acknowledge that alert. Please try again.
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2">
        {alerts.map((alert) => {
          const out = alert.alert_type === 'out_of_stock';
          const Icon = out ? XCircle : AlertTriangle;
          return (
            <li key={alert.id} className="flex items-start gap-3 rounded-lg bg-white p-3 dark:bg-slate-900">
              <Icon
                className={`mt-0.5 h-5 w-5 shrink-0 ${out ? 'text-red-700' : 'text-amber-700'}`}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">{out ? 'Out of Stock' : 'Low Stock'}</p>
                <p className="text-sm">{alert.message}</p>
                <p className="text-xs text-slate-500">
                  <time dateTime={alert.triggered_at}>{formatDateTime(alert.triggered_at)}</time>
                </p>
              </div>
              <button
                type="button"
                ref={tickRef(alert.id)}
                onClick={() => {
                  ticked(alert.id);
                  acknowledge.mutate(alert.id);
                }}
                aria-label={`Acknowledge alert: ${alert.message}`}
                title="Acknowledge"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 hover:bg-green-50 dark:border-slate-600"
              >
                <Check className="h-5 w-5 text-green-700" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Where the focus goes once a ticked alert has left the list; see AlertsPanel. */
function useFocusAfterTick(alerts: InventoryAlert[]) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ticks = useRef(new Map<string, HTMLButtonElement>());
  // The ticked alert and the one whose tick takes the focus after it (null: the heading).
  const pending = useRef<{ gone: string; next: string | null } | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    const move = pending.current;
    if (!move || alerts.some((a) => a.id === move.gone)) return;
    pending.current = null;
    const next = move.next ? ticks.current.get(move.next) : undefined;
    (next ?? headingRef.current)?.focus();
  }, [alerts, cleared]);
  const ticked = (id: string) => {
    const index = alerts.findIndex((a) => a.id === id);
    const next = alerts[index + 1] ?? alerts[index - 1] ?? null;
    pending.current = { gone: id, next: next?.id ?? null };
    if (!next) setCleared(true);
  };
  const tickRef = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) ticks.current.set(id, element);
    else ticks.current.delete(id);
  };
  return { cleared, ticked, headingRef, tickRef };
}
