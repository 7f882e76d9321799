import type { Item } from '@listlens/shared';
import { LineChart } from 'lucide-react';
import { MarketAnalysis } from '../../../components/pricing/market-analysis';
import { formatUsd } from '../../../components/pricing/pricing-figures';
import { useItemPricing } from '../../../components/pricing/use-item-pricing';
import { yourPrice, yourPriceText } from '../pricing-insights';
import { card } from './card';

/**
 * Smart Pricing Insights (spec part 3, sections 2, 4 and 9; issue 16): the
 * pricing agent's recommendation, confidence, market data (each comparable
 * sold or asking, with its date and condition), demand trend, best time to
 * list, competitive position and tips, and the seller's own price against them.
 */
export function PricingInsightsCard({ item }: { item: Item }) {
  const price = item.final_price ?? item.suggested_price;
  const hasRecommendation = Boolean(useItemPricing(item.id).data?.recommendation);
  return (
    <section aria-labelledby="pricing-title" className={card}>
      <h2 id="pricing-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <LineChart className="h-5 w-5 text-brand-600" aria-hidden="true" /> Smart Pricing Insights
      </h2>
      {price !== null && !hasRecommendation ? (
        <p className="mb-3 rounded-lg bg-slate-50 p-2 font-semibold dark:bg-slate-800">
          Your price: {formatUsd(price)}
        </p>
      ) : null}
      <MarketAnalysis itemId={item.id}>
        {(recommendation) => {
          const yours = yourPrice(price, recommendation);
          return yours ? (
            <p className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
              <span className="font-semibold">Your price: {formatUsd(yours.price)}</span>{' '}
              <span className="text-slate-700 dark:text-slate-300">{yourPriceText(yours)}</span>
            </p>
          ) : null;
        }}
      </MarketAnalysis>
    </section>
  );
}
