import type { Item } from '@listlens/shared';
import { completenessScore, keywordQualityScore, knownSpecifics } from '../item-scores';
import { card } from './card';

/** eBay item specifics without unknown values (spec part 3, section 2). */
export function ItemSpecifics({ item }: { item: Item }) {
  const specifics = knownSpecifics(item);
  return (
    <section aria-labelledby="specifics-title" className={card}>
      <h2 id="specifics-title" className="text-lg font-semibold">
        eBay Item Specifics
      </h2>
      {specifics.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-300">No item specifics yet.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
          {specifics.map(([name, value]) => (
            <div key={name}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{name}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function scoreTone(score: number): string {
  if (score >= 80) return 'bg-green-600';
  if (score >= 60) return 'bg-amber-500';
  return 'bg-red-600';
}

/**
 * The three score percentages, computed from the item as it is now; eBay
 * Compliance is the share of the shared validator's checks it passes (issue 14).
 */
export function ScoreCards({ item, compliance }: { item: Item; compliance: number }) {
  const scores: [string, number][] = [
    ['Keyword Quality', keywordQualityScore(item)],
    ['eBay Compliance', compliance],
    ['Completeness', completenessScore(item)],
  ];
  return (
    <section aria-label="Listing scores" className="grid grid-cols-3 gap-3">
      {scores.map(([label, score]) => (
        <div key={label} className={`${card} p-3 text-center`}>
          <p className="text-2xl font-bold tabular-nums">{score}%</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
            <div className={`h-full ${scoreTone(score)}`} style={{ width: `${score}%` }} />
          </div>
        </div>
      ))}
    </section>
  );
}

export function Description({ item }: { item: Item }) {
  return (
    <section aria-labelledby="description-title" className={card}>
      <h2 id="description-title" className="text-lg font-semibold">
        Description
      </h2>
      <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
        {item.description ?? 'No description yet.'}
      </p>
    </section>
  );
}
