// Seasonality factors by month (spec part 3, section 9): tables for clothing,
// shoes and a default. The spec gives clothing November 1.3 and January 0.8 and
// the default's November 1.2; every other month is set in decision 022.

export type SeasonTable = 'clothing' | 'shoes' | 'default';

/** January first. */
export const SEASONALITY: Record<SeasonTable, readonly number[]> = {
  //        Jan   Feb   Mar   Apr  May  Jun   Jul   Aug   Sep   Oct   Nov  Dec
  clothing: [0.8, 0.85, 0.95, 1.0, 1.0, 0.95, 0.95, 1.05, 1.2, 1.25, 1.3, 1.2],
  shoes: [0.85, 0.9, 1.0, 1.05, 1.05, 1.0, 0.95, 1.05, 1.15, 1.15, 1.2, 1.15],
  default: [0.85, 0.9, 0.95, 1.0, 1.0, 0.95, 0.95, 1.0, 1.1, 1.15, 1.2, 1.15],
};

/** The ListLens category (items.category) to the table that prices it. */
export function seasonTableOf(category: string | null | undefined): SeasonTable {
  const c = (category ?? '').trim().toLowerCase();
  if (c === 'shoes') return 'shoes';
  if (c === 'clothing') return 'clothing';
  return 'default';
}

/** The factor for a date's month (UTC). */
export function seasonalityFactor(table: SeasonTable, at: Date): number {
  return SEASONALITY[table][at.getUTCMonth()] ?? 1;
}

/**
 * A sold price brought to a season-neutral level: divided by its own month's
 * factor, so that multiplying the median by this month's factor does not count
 * the season twice (decision 022).
 */
export function deseasonalised(table: SeasonTable, price: number, soldAt: Date): number {
  return price / seasonalityFactor(table, soldAt);
}
