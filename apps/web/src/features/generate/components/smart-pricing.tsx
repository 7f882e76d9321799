import { DEFAULT_MARKET_ANALYSIS, priceTiers, type ListingItem } from '@listlens/shared';
import { formatMoney } from '../generate-logic';

/**
 * Smart pricing (spec part 2, sections 2.5 and 9): Quick Sale, Market and
 * Premium at 85 %, 100 % and 115 % of the AI's suggested price (22, 25, 30
 * without one), and the Market Analysis panel: market data when the analysis
 * had some, otherwise the spec's figures, labelled as defaults (DESIGN section 2).
 */
export function SmartPricing({ item, onPick }: { item: ListingItem; onPick: (price: number) => void }) {
  const tiers = priceTiers(item.market?.suggested_price ?? item.price);
  const buttons: [string, number][] = [
    ['Quick Sale', tiers.quickSale],
    ['Market', tiers.market],
    ['Premium', tiers.premium],
  ];
  const market = item.market?.has_market_data ? item.market : null;
  const d = DEFAULT_MARKET_ANALYSIS;
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
      <div className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800">
        <h4 className="font-semibold">Market Analysis</h4>
        {market ? (
          <dl className="mt-1 grid grid-cols-2 gap-1">
            <dt>Average price</dt>
            <dd className="tabular-nums">{formatMoney(market.suggested_price)}</dd>
            <dt>Price range</dt>
            <dd className="tabular-nums">
              {formatMoney(market.min)}-{formatMoney(market.max)}
            </dd>
          </dl>
        ) : (
          <>
            <p className="mt-1 text-amber-900 dark:text-amber-200">
              Default figures: no market data for this item yet.
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-1">
              <dt>Average price</dt>
              <dd className="tabular-nums">{formatMoney(d.average)}</dd>
              <dt>Price range</dt>
              <dd className="tabular-nums">
                {formatMoney(d.min)}-{formatMoney(d.max)}
              </dd>
              <dt>Similar items sold</dt>
              <dd>
                {d.soldCount} in {d.soldDays} days
              </dd>
              <dt>Fastest sale</dt>
              <dd>
                {formatMoney(d.fastestPrice)} in {d.fastestDays} days
              </dd>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
