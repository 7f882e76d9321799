import type { Item, ListingProblem } from '@listlens/shared';
import { completenessChecks } from './item-scores';

const MAX_TIPS = 6;
const GOOD_TITLE = 40;
const GOOD_DESCRIPTION = 100;
const GOOD_KEYWORDS = 5;
const GOOD_PHOTOS = 3;

/**
 * Optimization Tips (spec part 3, section 2), derived from what the item is
 * missing; what eBay would refuse (the shared validator's problems) comes first.
 */
export function optimizationTips(item: Item, problems: readonly ListingProblem[] = []): string[] {
  const tips: string[] = problems.map((p) => p.message);
  const missing = new Set(
    completenessChecks(item)
      .filter((c) => !c.filled)
      .map((c) => c.name),
  );
  if (item.images.length === 0) tips.push('Add photos: a listing without photos rarely sells.');
  else if (item.images.length < GOOD_PHOTOS)
    tips.push(`Add more photos (at least ${GOOD_PHOTOS}): the front, the back and the label.`);
  if (missing.has('title')) tips.push('Add a title with the brand, item type, size and colour.');
  else if ((item.title ?? '').length < GOOD_TITLE)
    tips.push('Use more of the title: up to 80 characters with brand, item type, size and colour.');
  const named = new Set(problems.map((p) => p.field.replace('item_specifics.', '').toLowerCase()));
  for (const field of ['brand', 'condition', 'color'] as const)
    if (missing.has(field) && !named.has(field))
      tips.push(`Add the ${field === 'color' ? 'colour' : field}: buyers filter by it.`);
  if (missing.has('description')) tips.push('Write a description: condition, measurements and any flaws.');
  else if ((item.description ?? '').length < GOOD_DESCRIPTION)
    tips.push('Say more in the description: measurements, material and any flaws.');
  if (item.ai_suggested_keywords.length < GOOD_KEYWORDS) tips.push('Add SEO keywords buyers search for (aim for 10).');
  if (item.final_price === null && item.suggested_price !== null)
    tips.push('Set your final price, or keep the suggested one.');
  return tips.slice(0, MAX_TIPS);
}
