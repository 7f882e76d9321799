import { confidenceLevel, type Comparable, type ConfidenceLevel, type PricingRecommendation } from '@listlens/shared';

// The pricing agent's figures as the screens show them (issue 16; spec part 3,
// sections 2, 4 and 9). Every figure is the server's; none is an example.

const BADGE: Record<ConfidenceLevel, string> = {
  High: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  Medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  Low: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const SOURCE_LABEL: Record<Comparable['source'], string> = { sold: 'Sold', asking: 'Asking', own_sale: 'Your sale' };

const TREND_TEXT = { increasing: 'Increasing', decreasing: 'Decreasing', stable: 'Stable' } as const;
const POSITION_TEXT = { above: 'Above', below: 'Below', competitive: 'Competitive' } as const;

export const formatUsd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** Spec section 4: the badge says High, Medium or Low in words, not by colour alone. */
export function ConfidenceBadge({ score }: { score: number }) {
  const level = confidenceLevel(score);
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${BADGE[level]}`}>
      {level} Confidence ({Math.round(score * 100)}%)
    </span>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function dataPointsText(r: PricingRecommendation): string {
  const m = r.marketData;
  const parts = [`${m.soldCount} sold`, `${m.askingCount} asking`];
  if (m.ownSalesCount > 0) parts.push(`${m.ownSalesCount} your sales`);
  return `${r.market_data_points} (${parts.join(', ')})`;
}

function competitionText(r: PricingRecommendation): string {
  const c = r.competitiveAnalysis;
  if (c.similarListingsCount === 0 || c.avgCompetitorPrice === null || c.pricePosition === null)
    return 'No similar live listings found';
  return `${POSITION_TEXT[c.pricePosition]}: ${c.similarListingsCount} similar listings ask ${formatUsd(c.avgCompetitorPrice)} on average`;
}

export function ComparableList({ comparables }: { comparables: Comparable[] }) {
  if (comparables.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">No comparable listings were found.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Comparable listings">
      {comparables.map((c, i) => (
        <li
          key={`${c.source}-${i}`}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-white p-2 text-sm dark:bg-slate-900"
        >
          {/* A basis of its own: with flex-1 (basis 0) the title kept the price's line on a phone and was squeezed to a letter a line. */}
          <span className="min-w-0 flex-[1_1_12rem] break-words">
            <span className="mr-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold uppercase dark:bg-slate-700">
              {SOURCE_LABEL[c.source]}
            </span>
            {c.url ? (
              <a href={c.url} target="_blank" rel="noreferrer" className="underline">
                {c.title}
              </a>
            ) : (
              c.title
            )}
          </span>
          <span className="tabular-nums">
            <span className="font-semibold">{formatUsd(c.price)}</span>
            {' · '}
            {c.date ? `${c.source === 'asking' ? 'seen' : 'sold'} ${formatDay(c.date)}` : 'date unknown'}
            {' · '}
            {c.condition ?? 'condition not given'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The recommendation with its confidence, data points, trend, best time, position, tips and comparables. */
export function PricingFigures({ recommendation: r }: { recommendation: PricingRecommendation }) {
  return (
    <div className="flex flex-col gap-3">
      {r.note ? (
        <p className="rounded-lg bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{r.note}</p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        <Figure label="Recommended price">
          <span className="text-2xl font-bold tabular-nums">{formatUsd(r.recommended_price)}</span>
        </Figure>
        <Figure label="Price range">
          <span className="tabular-nums">
            {formatUsd(r.price_range_min)} – {formatUsd(r.price_range_max)}
          </span>
        </Figure>
        <Figure label="Confidence">
          <ConfidenceBadge score={r.confidence_score} />
        </Figure>
        <Figure label="Market data points">{dataPointsText(r)}</Figure>
        {r.median_sold_price !== null ? (
          <Figure label="Median sold price">
            <span className="tabular-nums">{formatUsd(r.median_sold_price)}</span>
          </Figure>
        ) : null}
        {r.days_on_market_avg !== null ? (
          <Figure label="Your sales took">{`${r.days_on_market_avg} days on average`}</Figure>
        ) : null}
        <Figure label="Demand trend">
          {r.demand_trend ? TREND_TEXT[r.demand_trend] : 'Not enough sales to tell (10 needed)'}
        </Figure>
        <Figure label="Best time to list">
          {r.bestTimeToList
            ? `${r.bestTimeToList.dayOfWeek}, ${r.bestTimeToList.timeOfDay}`
            : 'Not enough sales to tell (5 needed)'}
        </Figure>
        <Figure label="Competitive position">{competitionText(r)}</Figure>
      </dl>
      {r.tips.length > 0 ? (
        <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300" aria-label="Pricing tips">
          {r.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : null}
      <section aria-label="Comparables" className="flex flex-col gap-2">
        <h4 className="font-semibold">Comparables: sold and asking</h4>
        <ComparableList comparables={r.marketData.comparables} />
      </section>
    </div>
  );
}
