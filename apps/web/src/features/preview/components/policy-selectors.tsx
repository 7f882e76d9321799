import {
  POSTING_TEXT,
  type BusinessPolicies,
  type BusinessPolicyIds,
  type FulfillmentPolicy,
  type ReturnPolicy,
} from '@listlens/shared';
import { useEffect } from 'react';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { useBusinessPolicies } from '../api/business-policies';
import { useOptIn } from '../api/opt-in';

type Ids = Partial<BusinessPolicyIds>;

const money = (n: number | null) => (n === null ? '' : n === 0 ? 'free' : `$${n.toFixed(2)}`);

function shippingSummary(p: FulfillmentPolicy): string {
  const first = p.shippingOptions[0];
  const cost = first ? money(first.cost) : '';
  return cost ? `${p.name} (${cost})` : p.name;
}

function returnSummary(p: ReturnPolicy): string {
  if (!p.acceptsReturns) return `${p.name} (no returns)`;
  return p.returnPeriod ? `${p.name} (${p.returnPeriod.value} ${p.returnPeriod.unit.toLowerCase()}s)` : p.name;
}

const KINDS = [
  { key: 'fulfillmentPolicyId', label: 'Shipping policy', list: 'fulfillment' },
  { key: 'paymentPolicyId', label: 'Payment policy', list: 'payment' },
  { key: 'returnPolicyId', label: 'Return policy', list: 'return' },
] as const;

function optionsOf(data: BusinessPolicies, list: (typeof KINDS)[number]['list']): { id: string; text: string }[] {
  if (list === 'fulfillment') return data.fulfillment.map((p) => ({ id: p.id, text: shippingSummary(p) }));
  if (list === 'return') return data.return.map((p) => ({ id: p.id, text: returnSummary(p) }));
  return data.payment.map((p) => ({ id: p.id, text: p.name }));
}

/**
 * The business-policy selectors (spec part 3, section 2): shipping, payment
 * and return, loaded from the seller's eBay account with the defaults chosen.
 */
export function PolicySelectors({ value, onChange }: { value: Ids; onChange: (next: Ids) => void }) {
  const policies = useBusinessPolicies(true);
  const { data } = policies;

  // The defaults are chosen once the policies arrive; the seller's own choice is never overwritten.
  useEffect(() => {
    if (!data || value.fulfillmentPolicyId || value.paymentPolicyId || value.returnPolicyId) return;
    const { fulfillmentPolicyId, paymentPolicyId, returnPolicyId } = data.defaults;
    onChange({
      ...(fulfillmentPolicyId ? { fulfillmentPolicyId } : {}),
      ...(paymentPolicyId ? { paymentPolicyId } : {}),
      ...(returnPolicyId ? { returnPolicyId } : {}),
    });
  }, [data, value, onChange]);

  const error = policies.error instanceof ApiError ? policies.error : null;
  const empty = data && KINDS.some((k) => optionsOf(data, k.list).length === 0);
  return (
    <section
      aria-labelledby="policies-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="policies-title" className="text-lg font-semibold">
        Business policies
      </h2>
      {policies.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Loading your eBay business policies...
        </p>
      ) : policies.isError ? (
        <PoliciesFailed error={error} onRetry={() => void policies.refetch()} />
      ) : data ? (
        <div className="mt-2 flex flex-col gap-3">
          {empty ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
              {POSTING_TEXT.noDefaults}
            </p>
          ) : null}
          {KINDS.map((kind) => (
            <div key={kind.key} className="flex flex-col gap-1">
              <label htmlFor={`policy-${kind.key}`} className="text-sm font-medium">
                {kind.label}
              </label>
              <select
                id={`policy-${kind.key}`}
                value={value[kind.key] ?? ''}
                onChange={(e) => onChange({ ...value, [kind.key]: e.target.value || undefined })}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
              >
                <option value="">Choose a {kind.label.toLowerCase()}</option>
                {optionsOf(data, kind.list).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.text}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The policies could not be read: eBay's reason, Opt in where the account has not, and Try Again. */
function PoliciesFailed({ error, onRetry }: { error: ApiError | null; onRetry: () => void }) {
  const optIn = useOptIn();
  const notOptedIn = error?.message === POSTING_TEXT.notOptedIn;
  return (
    <div role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">
        {notOptedIn ? POSTING_TEXT.notOptedIn : (error?.message ?? POSTING_TEXT.loadPoliciesFailed)}
      </p>
      {error && error.fieldErrors.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {error.fieldErrors.map((e) => (
            <li key={`${e.path}${e.message}`}>{e.message}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {notOptedIn ? (
          <Button variant="secondary" disabled={optIn.isPending} onClick={() => optIn.mutate()}>
            {optIn.isPending ? 'Opting in...' : 'Opt in to business policies'}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
      {optIn.data ? <p className="mt-2 font-medium">{optIn.data.message}</p> : null}
    </div>
  );
}
