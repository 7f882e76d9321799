import { priceTiers, type ListingItem } from '@listlens/shared';
import { MarketAnalysis } from '../../../components/pricing/market-analysis';
import { formatMoney } from '../generate-logic';

/**
 * Smart pricing (spec part 2, sections 2.5 and 9): Quick Sale, Market and
 * Premium at 85 %, 100 % and 115 % of the suggested price, which the pricing
 * agent set from the market (issue 16; 22, 25, 30 without one), and the Market
 * Analysis panel with the agent's figures and comparables (DESIGN section 2:
 * never the spec's static example figures).
 */
export function SmartPricing({ item, onPick }: { item: ListingItem; onPick: (price: number) => void }) {
  const tiers = priceTiers(item.market?.suggested_price ?? item.price);
  const buttons: [string, number][] = [
    ['Quick Sale', tiers.quickSale],
    ['Market', tiers.market],
    ['Premium', tiers.premium],
  ];
  return (
    <section aria-labelledby="smart-pricing-title" className="flex flex-col gap-3">
      <h3 id="smart-pricing-title" className="text-lg font-semibold">
        Smart Pricing
      </h3>
      <div className="grid grid-cols-3 gap-2">
        {buttons.map(([label, price]) => (
          <button
            key={label}
            type="button"
            onClick={() => onPick(price)}
            className="flex min-h-11 flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-800"
          >
            <span className="font-medium">{label}</span>
            <span className="font-semibold tabular-nums">{formatMoney(price)}</span>
          </button>
        ))}
      </div>
      <section aria-labelledby="market-analysis-title" className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800">
        <h4 id="market-analysis-title" className="mb-2 font-semibold">
          Market Analysis
        </h4>
        <MarketAnalysis itemId={item.id} />
      </section>
    </section>
  );
}
