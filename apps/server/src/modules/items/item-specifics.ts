import {
  ASPECT_MAX_VALUES,
  type ItemSpecificDefinition,
  type ItemSpecifics,
  type UpdateListing,
} from '@listlens/shared';

/** Spec section 9: Color 2, Material 3, Style 2, Season 2, Occasion 3, Features 5, others 1. */
const maxValuesOf = (name: string) => ASPECT_MAX_VALUES[name] ?? 1;

/** Trimmed, without blanks or repeats (case-insensitive), capped at the aspect's maximum. */
export function cleanSpecifics(specifics: ItemSpecifics): ItemSpecifics {
  const out: ItemSpecifics = {};
  for (const [rawName, values] of Object.entries(specifics)) {
    const name = rawName.trim();
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of values) {
      const value = raw.trim();
      if (!value || seen.has(value.toLowerCase())) continue;
      seen.add(value.toLowerCase());
      kept.push(value);
    }
    if (name && kept.length > 0) out[name] = kept.slice(0, maxValuesOf(name));
  }
  return out;
}

/**
 * The item specifics after an edit (DESIGN section 2: the dropdowns are saved).
 * A sent map replaces the stored one; the basic fields that are also eBay
 * aspects (Brand, Color, Size or US Shoe Size) are kept equal to those fields,
 * so the listing never says two different things.
 */
export function specificsAfterEdit(
  stored: ItemSpecifics,
  edit: Pick<UpdateListing, 'item_specifics' | 'brand' | 'color' | 'size'>,
  aspects: ItemSpecificDefinition[],
): ItemSpecifics {
  const next: ItemSpecifics = { ...(edit.item_specifics ?? stored) };
  const sizeAspect = aspects.some((a) => a.name === 'US Shoe Size') ? 'US Shoe Size' : 'Size';
  const mirror = (name: string, value: string | null | undefined, split = false) => {
    if (value === undefined) return;
    if (value === null) delete next[name];
    // 'Black/Gray' is two of eBay's colours, not one (Color takes up to 2 values).
    else next[name] = split ? value.split(/\s*(?:\/|,|&|\band\b)\s*/i) : [value];
  };
  mirror('Brand', edit.brand);
  mirror('Color', edit.color, true);
  mirror(sizeAspect, edit.size);
  return cleanSpecifics(next);
}
