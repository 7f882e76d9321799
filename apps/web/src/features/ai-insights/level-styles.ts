import type { Level } from '@listlens/shared';

/** Text colours of the spec's accuracy levels (green, amber, red), readable in both themes. */
export const TEXT_CLASS: Record<Level, string> = {
  good: 'text-green-700 dark:text-green-400',
  fair: 'text-amber-700 dark:text-amber-400',
  poor: 'text-red-700 dark:text-red-400',
};

export const BAR_CLASS: Record<Level, string> = {
  good: 'bg-green-500',
  fair: 'bg-amber-500',
  poor: 'bg-red-500',
};

export const BADGE_CLASS: Record<Level, string> = {
  good: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  fair: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  poor: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** A share as a whole percentage; 0.575 shows as 58%, not 57% (0.575 × 100 is 57.49999… in floating point). */
export const percent = (share: number) => `${Math.round(Number((share * 100).toPrecision(12)))}%`;
