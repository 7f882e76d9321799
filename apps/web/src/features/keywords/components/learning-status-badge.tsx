import type { LearningStatus } from '@listlens/shared';

const BADGES: Record<LearningStatus, { text: string; tone: string }> = {
  ready: { text: 'Ready', tone: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200' },
  learning: { text: 'Learning', tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200' },
  promoted: { text: 'Promoted', tone: 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100' },
};

/** Ready once a brand/category can be promoted, otherwise Learning (spec part 3, section 4); Promoted after. */
export function LearningStatusBadge({ status }: { status: LearningStatus }) {
  const badge = BADGES[status];
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badge.tone}`}>{badge.text}</span>;
}
