import {
  brandCategoryLabel,
  KEYWORD_LEARNING,
  KEYWORD_TEXT,
  promotedText,
  type BrandLearningEntry,
  type BrandLearningList,
  type PromotionResult,
} from '@listlens/shared';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { PageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useBrandLearning } from '../api/brand-learning';
import { useKeywordPreferences } from '../api/keyword-preferences';
import { usePromoteBrand } from '../api/promote-brand';
import { useRunPromotion } from '../api/run-promotion';
import { KeywordPreferencesForm } from '../components/keyword-preferences-form';
import { LearningEntryCard } from '../components/learning-entry-card';
import { LearningSummary } from '../components/learning-summary';

type Outcome = { kind: 'done' | 'failed'; text: string };

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900';
const MIN_RATE_PERCENT = Math.round(KEYWORD_LEARNING.minApprovalRate * 100);

const doneText = (result: PromotionResult) =>
  result.promoted.length === 0
    ? KEYWORD_TEXT.nothingReady
    : result.promoted.map((p) => promotedText(p.keywords.length, p.brand, p.category)).join(' ');

/** A refused promotion says why (409); anything else is the spec's alert. */
const failedText = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : KEYWORD_TEXT.promotionFailed;

/**
 * /admin/keywords, the keyword auto-promotion dashboard (spec part 3, section
 * 2): summary tiles, the seller's top 10 brand/category learning entries, View
 * Details, Refresh, Promote on ready entries and a run over all of them. Every
 * figure is the signed-in seller's own (decision 013).
 */
export function KeywordAdminPage() {
  const list = useBrandLearning();
  const runAll = useRunPromotion();
  const promoteOne = usePromoteBrand();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = runAll.isPending || promoteOne.isPending;
  const readyCount = list.data?.summary.readyForPromotion ?? 0;

  /** Both promotions clear the last outcome, then report theirs the same way. */
  const report = {
    onSuccess: (result: PromotionResult) => setOutcome({ kind: 'done', text: doneText(result) }),
    onError: (error: unknown) => setOutcome({ kind: 'failed', text: failedText(error) }),
  };

  const runAutoPromotion = () => {
    setOutcome(null);
    runAll.mutate(undefined, report);
  };

  const promote = (entry: BrandLearningEntry) => {
    setOutcome(null);
    promoteOne.mutate({ brand: entry.brand, category: entry.category }, report);
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <Intro />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {list.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
        <Button onClick={runAutoPromotion} disabled={running || readyCount === 0}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {runAll.isPending ? 'Promoting...' : 'Run auto-promotion'}
        </Button>
      </div>
      <div role="status">
        {outcome?.kind === 'done' ? (
          <p className="rounded-lg bg-green-50 p-3 text-green-800 dark:bg-green-900/30 dark:text-green-200">
            {outcome.text}
          </p>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-900/30 dark:text-red-200">
          {outcome.text}
        </p>
      ) : null}
      {list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-900/30 dark:text-red-200"
        >
          <p>{KEYWORD_TEXT.serviceUnavailable}</p>
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Try again
          </Button>
        </div>
      ) : null}
      {list.isPending ? <PageSpinner label="Loading keyword learning..." /> : null}
      {list.data ? (
        <>
          <LearningSummary summary={list.data.summary} />
          <EntriesSection
            data={list.data}
            busy={running}
            promoting={(entry) =>
              promoteOne.isPending &&
              promoteOne.variables?.brand === entry.brand &&
              promoteOne.variables.category === entry.category
            }
            onPromote={promote}
          />
        </>
      ) : null}
      <PreferencesSection />
    </main>
  );
}

function Intro() {
  return (
    <div>
      <Link
        to="/app"
        className="inline-flex min-h-11 items-center text-sm text-brand-700 underline underline-offset-4 dark:text-brand-100"
      >
        Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold">Keyword Auto-Promotion</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        ListLens learns which keywords you keep for each brand and category. Once a brand/category has{' '}
        {KEYWORD_LEARNING.learningThreshold} approved submissions, the keywords you kept in at least {MIN_RATE_PERCENT}%
        of them can be promoted: they then lead the keywords of your next drafts of that brand.
      </p>
    </div>
  );
}

/** The seller's top brand/category entries, each with what it has learned and Promote when ready. */
function EntriesSection({
  data,
  busy,
  promoting,
  onPromote,
}: {
  data: BrandLearningList;
  busy: boolean;
  promoting: (entry: BrandLearningEntry) => boolean;
  onPromote: (entry: BrandLearningEntry) => void;
}) {
  return (
    <section aria-labelledby="entries-title" className="flex flex-col gap-3">
      <h2 id="entries-title" className="text-lg font-semibold">
        Brands and categories
      </h2>
      {data.entries.length === 0 ? (
        <p className={`${card} text-slate-700 dark:text-slate-300`}>{KEYWORD_TEXT.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Brand learning entries">
          {data.entries.map((entry) => (
            <li key={brandCategoryLabel(entry.brand, entry.category).toLowerCase()}>
              <LearningEntryCard
                entry={entry}
                busy={busy}
                promoting={promoting(entry)}
                onPromote={() => onPromote(entry)}
              />
            </li>
          ))}
        </ul>
      )}
      {data.summary.brandsTracked > data.entries.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Showing the {data.entries.length} brands with the most approved submissions of {data.summary.brandsTracked}.
        </p>
      ) : null}
    </section>
  );
}
function PreferencesSection() {
  const preferences = useKeywordPreferences();
  return (
    <section aria-labelledby="preferences-title" className={card}>
      <h2 id="preferences-title" className="mb-3 text-lg font-semibold">
        Your keyword preferences
      </h2>
      {preferences.data ? (
        <KeywordPreferencesForm initial={preferences.data} />
      ) : preferences.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-red-700 dark:text-red-300">
          <p>{KEYWORD_TEXT.preferencesLoadFailed}</p>
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status">Loading your preferences...</p>
      )}
    </section>
  );
}
