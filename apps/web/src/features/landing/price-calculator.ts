// The landing page's price calculator (spec part 3, section 9).

export const CALCULATOR_CATEGORIES = [
  { name: 'Electronics', base: 150 },
  { name: 'Clothing', base: 25 },
  { name: 'Home & Garden', base: 45 },
  { name: 'Toys & Games', base: 20 },
  { name: 'Sports & Outdoors', base: 35 },
  { name: 'Books & Media', base: 12 },
  { name: 'Jewelry & Accessories', base: 30 },
] as const;

/** Multipliers in tenths, so that 45 x 0.7 is exactly 31.5 and rounds to 32, not 31. */
export const CALCULATOR_CONDITIONS = [
  { name: 'Like New', tenths: 9 },
  { name: 'Good', tenths: 7 },
  { name: 'Fair', tenths: 5 },
  { name: 'Poor', tenths: 3 },
] as const;

const DEFAULT_BASE = 25;
const DEFAULT_TENTHS = 7;

export type PriceEstimate = { estimate: number; low: number; high: number };

/**
 * Estimate = base x condition multiplier, rounded; the market range is 0.8 to
 * 1.2 times the estimate, in whole dollars too. Unknown names fall back to the
 * spec's defaults (25 and 0.7). The brand is optional and not used.
 */
export function estimatePrice(category: string, condition: string): PriceEstimate {
  const base = CALCULATOR_CATEGORIES.find((c) => c.name === category)?.base ?? DEFAULT_BASE;
  const tenths = CALCULATOR_CONDITIONS.find((c) => c.name === condition)?.tenths ?? DEFAULT_TENTHS;
  const estimate = Math.round((base * tenths) / 10);
  return { estimate, low: Math.round((estimate * 8) / 10), high: Math.round((estimate * 12) / 10) };
}
