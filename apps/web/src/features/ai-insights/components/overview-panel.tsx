import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAiInsights } from '../api/ai-insights';
import { FieldAccuracyList } from './field-accuracy-list';
import { MetricCards } from './metric-cards';
import { RecommendationList } from './recommendation-list';

/** The Overview tab: the period's metrics, field by field, and what to do about them. */
export function OverviewPanel({ days }: { days: number }) {
  const insights = useAiInsights(days);
  if (insights.isPending) {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner className="h-4 w-4" /> Loading AI insights...
      </p>
    );
  }
  if (insights.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <p>Could not load AI insights: {insights.error.message}</p>
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => void insights.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const { metrics, recommendations } = insights.data;
  if (metrics.totalPredictions === 0) {
    return (
      <section
        aria-labelledby="no-analyses-title"
        className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-600"
      >
        <h2 id="no-analyses-title" className="text-lg font-semibold">
          No AI analyses in the last {days} days
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          When you generate listings, ListLens compares what the AI suggested with what you kept on each item and shows
          here how often it was right.
        </p>
        <Link to="/app?tab=generate" className={buttonClass('primary', 'w-full sm:w-auto')}>
          Go to Generate Listings
        </Link>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-8" aria-busy={insights.isPlaceholderData || undefined}>
      <MetricCards metrics={metrics} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <FieldAccuracyList metrics={metrics} />
        <RecommendationList insights={recommendations} />
      </div>
    </div>
  );
}
