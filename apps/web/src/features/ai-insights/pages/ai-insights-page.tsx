import { AI_INSIGHTS_DEFAULT_DAYS, AI_INSIGHTS_PERIODS } from '@listlens/shared';
import { useState } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { Tabs, type TabItem } from '../../../components/tabs';
import { OverviewPanel } from '../components/overview-panel';

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
    <PageFrame
      title="AI Insights"
      intro="How accurate the AI's listing drafts were, measured against what you kept."
      back={{ to: '/app', label: 'Back to Dashboard' }}
      width="wide"
      aside={
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
      }
    >
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
    </PageFrame>
  );
}
