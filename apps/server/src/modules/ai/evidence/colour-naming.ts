import type { Lab } from './colour-space';

/**
 * eBay's Color values that pixels can tell apart. Gold, Silver and Ivory are
 * eBay values too, but a sheen or an off-white cannot be told from Yellow,
 * Gray or White by averaged pixels under room light, so they are never named.
 */
export const EBAY_COLOURS = [
  'Black',
  'Gray',
  'White',
  'Beige',
  'Brown',
  'Red',
  'Pink',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
] as const;
export type EbayColour = (typeof EBAY_COLOURS)[number] | 'Multicolor';

/** Hue angle in degrees (0..360) of a Lab colour: about 30 red, 70 orange, 95 yellow, 150 green, 260 blue, 320 purple. */
const BLUE_GREY_CHROMA = 6.5;
const PINK_GREY_CHROMA = 8;
/** Yellowish casts of warm room light over greys: more chroma before a grey turns beige or brown. */
const WARM_GREY_BASE = 7;
const WARM_GREY_SLOPE = 0.18;

export function hueOf(lab: Lab): number {
  const h = (Math.atan2(lab[2], lab[1]) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

export function chromaOf(lab: Lab): number {
  return Math.hypot(lab[1], lab[2]);
}

/**
 * The colour a seller would call a shade, by lightness, chroma and hue rather
 * than by the nearest of a few reference shades: the same garment spans a
 * range of lightness from its folds to its highlights, and the rules keep a
 * shaded blue blue. `whitePoint` is the lightness of the photo's lightest
 * parts (its 98th percentile), which tells a dim white from a grey.
 * Thresholds were tuned on labelled train photos only (decision 017).
 */
export function colourName(lab: Lab, whitePoint = 100): (typeof EBAY_COLOURS)[number] {
  const [L] = lab;
  const C = chromaOf(lab);
  const h = hueOf(lab);
  // Grey shades: little colour for their lightness (dark colours carry less
  // chroma). Faded blues and pale pinks keep their name at less chroma than
  // the warm casts indoor light lays over greys and whites.
  const greyBelow =
    h >= 220 && h < 300
      ? BLUE_GREY_CHROMA
      : (h >= 330 || h < 30) && L > 55
        ? PINK_GREY_CHROMA
        : h >= 60 && h < 100
          ? WARM_GREY_BASE + WARM_GREY_SLOPE * L
          : 5 + 0.1 * L;
  if (C < greyBelow) {
    if (L < 34) return 'Black';
    // Indoor light keeps a white shirt well below paper white, but it is
    // still among the lightest things in the photo.
    return L >= 70 || (L >= 58 && L >= 0.8 * whitePoint) ? 'White' : 'Gray';
  }
  if (h >= 212 && h < 300) return 'Blue';
  if (h >= 300 && h < 345) return L > 65 && C < 40 ? 'Pink' : 'Purple';
  if (h >= 105 && h < 212) return L > 85 && C < 15 ? 'White' : 'Green';
  if (h >= 345 || h < 12) {
    // Magenta side of red: fuchsia and rose read as pink, dark plum as purple.
    if (L >= 35) return 'Pink';
    return h >= 345 ? 'Purple' : 'Red';
  }
  return warmName(L, C, h);
}

/** Hues 12..105: red, orange, tan, khaki and yellow, told apart by lightness and chroma. */
function warmName(L: number, C: number, h: number): (typeof EBAY_COLOURS)[number] {
  if (L > 78 && C < 22) return h > 70 ? 'White' : 'Beige';
  if (h < 45) {
    if (C >= 25) return L > 65 ? (C < 45 ? 'Pink' : 'Orange') : 'Red';
    if (L > 48 && h < 30) return 'Pink';
    return L > 62 ? 'Beige' : 'Brown';
  }
  if (h < 75) {
    if (C >= 45 && L >= 45) return 'Orange';
    return L > 58 ? 'Beige' : 'Brown';
  }
  if (C >= 40 && L >= 55) return 'Yellow';
  if (L > 55) return 'Beige';
  return h > 90 ? 'Green' : 'Brown';
}
