import type { InventoryAlert } from '@listlens/shared';
import { AlertTriangle, Check, XCircle } from 'lucide-react';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { formatDateTime } from '../format';

/** Active alerts, each with its acknowledge tick (spec part 2, sections 2.6 and 4.5). */
export function AlertsPanel({ alerts }: { alerts: InventoryAlert[] }) {
  const acknowledge = useAcknowledgeAlert();
  if (alerts.length === 0) return null;
  return (
    <section
      aria-labelledby="inventory-alerts-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
    >
      <h3 id="inventory-alerts-heading" className="font-semibold text-amber-900 dark:text-amber-100">
        Active Alerts ({alerts.length})
      </h3>
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
                onClick={() => acknowledge.mutate(alert.id)}
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
