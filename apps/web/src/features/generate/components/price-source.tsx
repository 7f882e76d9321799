import { PRICING_TEXT, type ListingMarket } from '@listlens/shared';

/**
 * Where a row's price came from (issue 16): market comparables with how many,
 * or the category's typical range with the reason on hover and for screen
 * readers; nothing without market information.
 */
export function PriceSource({ market }: { market: ListingMarket | null | undefined }) {
  if (market?.price_source === 'market') {
    const comps = market.data_points;
    return (
      <span className="block px-2 text-xs text-slate-600 dark:text-slate-300">
        {comps === undefined ? 'Market' : `Market · ${comps} comp${comps === 1 ? '' : 's'}`}
      </span>
    );
  }
  if (market?.price_source === 'category') {
    const note = market.note ?? PRICING_TEXT.noMarketData;
    return (
      <span title={note} className="block px-2 text-xs text-slate-600 dark:text-slate-300">
        Category range<span className="sr-only">: {note}</span>
      </span>
    );
  }
  return null;
}
