import type { Item } from '@listlens/shared';
import { LineChart } from 'lucide-react';
import { pricingInsights, type ConfidenceLevel, type PricingInsights } from '../pricing-insights';
import { card } from './card';
import { formatMoney } from './price-editor';

const BADGE: Record<ConfidenceLevel, string> = {
  High: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  Medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  Low: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

function positionText(insights: PricingInsights): string | null {
  const { position, differencePercent: diff } = insights;
  if (position === null || diff === null) return null;
  const versus =
    diff === 0 ? 'the same as recommended' : `${Math.abs(diff)}% ${diff > 0 ? 'above' : 'below'} recommended`;
  if (position === 'above') return `Above the range (${versus})`;
  if (position === 'below') return `Below the range (${versus})`;
  return `Competitive: within the range (${versus})`;
}

function seasonText({ month, factor }: PricingInsights['season']): string {
  if (factor > 1) return `${month}: peak season (×${factor})`;
  if (factor < 1) return `${month}: off-season (×${factor})`;
  return `${month}: no seasonal effect (×1)`;
}

/** What the analysis knew of the market, or a plain statement that it knew nothing. */
function MarketData({ insights }: { insights: PricingInsights }) {
  if (!insights.hasMarketData)
    return (
      <p className="mt-3 rounded-xl bg-slate-50 p-3 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        No market data for this item yet: the recommended price is the AI&apos;s estimate from the photos, not from sold
        listings. Demand trend and the best time to list need sold listings, so they are not shown.
      </p>
    );
  const sold: [string, string][] = [];
  if (insights.dataPoints !== null) sold.push(['Sold listings compared', String(insights.dataPoints)]);
  if (insights.medianSold !== null) sold.push(['Median sold price', formatMoney(insights.medianSold)]);
  if (insights.averageSold !== null) sold.push(['Average sold price', formatMoney(insights.averageSold)]);
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
      <p className="font-medium">Based on market data from sold listings.</p>
      {sold.length > 0 ? (
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          {sold.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * Smart Pricing Insights (spec part 3, section 2; DESIGN section 2: computed
 * figures). Every figure comes from the item record; see pricing-insights.ts.
 */
export function PricingInsightsCard({ item }: { item: Item }) {
  const insights = pricingInsights(item);
  const position = insights ? positionText(insights) : null;
  return (
    <section aria-labelledby="pricing-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pricing-title" className="flex items-center gap-2 text-lg font-semibold">
          <LineChart className="h-5 w-5 text-brand-600" aria-hidden="true" /> Smart Pricing Insights
        </h2>
        {insights?.confidence ? (
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[insights.confidence.level]}`}>
            {insights.confidence.level} Confidence
          </span>
        ) : null}
      </div>
      {insights === null ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">No pricing insights available</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Recommended price</dt>
              <dd className="text-2xl font-bold tabular-nums">{formatMoney(insights.recommended)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {insights.range.basis === 'item' ? 'Price range' : 'Price range (85% to 115%)'}
              </dt>
              <dd className="font-semibold tabular-nums">
                {formatMoney(insights.range.min)} – {formatMoney(insights.range.max)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Your price</dt>
              <dd className="font-semibold">
                {insights.finalPrice === null ? 'Not set' : formatMoney(insights.finalPrice)}
                {position ? <span className="block text-sm font-normal">{position}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Seasonality</dt>
              <dd className="font-semibold">{seasonText(insights.season)}</dd>
            </div>
            {insights.confidence ? (
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-300">Pricing confidence</dt>
                <dd className="font-semibold tabular-nums">{Math.round(insights.confidence.score * 100)}%</dd>
              </div>
            ) : null}
          </dl>
          <MarketData insights={insights} />
          {insights.tips.length > 0 ? (
            <ul className="mt-3 list-disc pl-5 text-slate-700 dark:text-slate-300" aria-label="Pricing tips">
              {insights.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
