import { PRICING_TEXT, type PricingRecommendation } from '@listlens/shared';
import { Spinner } from '../spinner';
import { PricingFigures } from './pricing-figures';
import { useItemPricing, useRefreshPricing } from './use-item-pricing';

const button =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800';

/**
 * An item's market figures with every state of the spec's panel (part 3,
 * section 2): loading, 'Unable to Load Pricing Insights' with Try Again, 'No
 * pricing insights available', and the figures, with a button to read the
 * market again. `children` gets the recommendation, for what a screen adds.
 */
export function MarketAnalysis({
  itemId,
  children,
}: {
  itemId: string;
  children?: (recommendation: PricingRecommendation) => React.ReactNode;
}) {
  const pricing = useItemPricing(itemId);
  const refresh = useRefreshPricing(itemId);
  const refreshButton = (label: string) => (
    <button type="button" className={button} disabled={refresh.isPending} onClick={() => refresh.mutate()}>
      {refresh.isPending ? 'Reading the market…' : label}
    </button>
  );
  const refreshError = refresh.isError ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {PRICING_TEXT.refreshFailed}
    </p>
  ) : null;

  if (pricing.isPending)
    return (
      <div role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
        <Spinner /> Loading pricing insights…
      </div>
    );
  if (pricing.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="font-semibold">{PRICING_TEXT.loadFailedTitle}</p>
        <p className="text-slate-700 dark:text-slate-300">{PRICING_TEXT.loadFailed}</p>
        <button type="button" className={button} onClick={() => void pricing.refetch()}>
          Try Again
        </button>
      </div>
    );
  const recommendation = pricing.data.recommendation;
  if (!recommendation)
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-slate-700 dark:text-slate-300">{PRICING_TEXT.empty}</p>
        {refreshButton('Price from the market')}
        {refreshError}
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {children?.(recommendation)}
      <PricingFigures recommendation={recommendation} />
      <div className="flex flex-wrap items-center gap-2">
        {refreshButton('Check the market again')}
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Updated {new Date(recommendation.updated_at).toLocaleString('en-US')}
        </span>
      </div>
      {refreshError}
    </div>
  );
}
