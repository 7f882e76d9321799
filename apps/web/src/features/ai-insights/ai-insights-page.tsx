import { AI_INSIGHTS_DEFAULT_DAYS, AI_INSIGHTS_PERIODS } from '@listlens/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs, type TabItem } from '../../components/tabs';
import { OverviewPanel } from './components/overview-panel';

/** Spec part 3: Overview, then three tabs marked coming soon. */
const TABS: (TabItem & { label: string })[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'accuracy', label: 'Accuracy Analysis', badge: 'Coming soon' },
  { id: 'cost', label: 'Cost Analysis', badge: 'Coming soon' },
  { id: 'optimization', label: 'Optimization', badge: 'Coming soon' },
];

/**
 * /ai-insights, from the Account menu: how often the AI's values survived the
 * seller's edits, what the analyses cost, and what to change (decision 012).
 */
export function AiInsightsPage() {
  const [days, setDays] = useState<number>(AI_INSIGHTS_DEFAULT_DAYS);
  const [tab, setTab] = useState('overview');
  const current = TABS.find((t) => t.id === tab) ?? TABS[0]!;
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6">
      <Link
        to="/app"
        className="inline-flex min-h-11 items-center self-start text-sm text-brand-700 underline underline-offset-4"
      >
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">AI Insights</h1>
          <p className="text-slate-700 dark:text-slate-300">
            How accurate the AI's listing drafts were, measured against what you kept.
          </p>
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Period
          <select
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-800"
          >
            {AI_INSIGHTS_PERIODS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <Tabs items={TABS} selected={current.id} onSelect={setTab} label="AI insights">
        {current.id === 'overview' ? (
          <OverviewPanel days={days} />
        ) : (
          <section
            aria-label={`${current.label}: coming soon`}
            className="rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-600"
          >
            <p className="font-semibold">{current.label} is coming soon</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              This view is not built yet. The Overview tab has the figures for the chosen period.
            </p>
          </section>
        )}
      </Tabs>
    </main>
  );
}
