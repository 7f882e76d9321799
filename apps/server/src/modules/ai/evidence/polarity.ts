/**
 * Which way a photo's text runs in tone: dark print on a light label, or
 * light print on a dark one (white on a black woven label, cream on burgundy).
 * Tesseract finds lines by their dark strokes, so it reads light print badly
 * or not at all: a lone "2" or "16" in cream on a red label was never read.
 *
 * Method: the photo is cut into overlapping tiles; each tile's tones are split
 * in two at the Otsu threshold. Print covers less of a tile than the label
 * around it, so in a tile of text the smaller side is the print. A tile votes
 * for the side its minority is on, weighted by how lopsided the split is and
 * by the contrast between the two sides: a tile astride the label's edge (half
 * label, half table) or of flat fabric hardly counts. Works at any scale the
 * print's strokes are thinner than a tile; a few milliseconds on a 480 px copy.
 */

/** Side, in pixels, of a tile of the 480 px copy. */
const TILE = 16;
/** Sides whose mean tones differ less than this are fabric or noise, not print. */
const MIN_CONTRAST = 40;
/** The vote below which the print is light: on generated labels, light print voted -0.45 or less, dark +0.30 or more. */
const LIGHT_TEXT_VOTE = -0.25;

/**
 * From -1 (every tile's print is lighter than its ground) to +1 (every
 * tile's print is darker); 0 when no tile shows print.
 */
export function printPolarity(grey: Uint8Array, width: number, height: number): number {
  let vote = 0;
  let weight = 0;
  const hist = new Float64Array(256);
  const step = TILE / 2;
  for (let top = 0; top + TILE <= height; top += step) {
    for (let left = 0; left + TILE <= width; left += step) {
      hist.fill(0);
      for (let y = top; y < top + TILE; y++) {
        for (let x = left; x < left + TILE; x++) hist[grey[y * width + x]!]!++;
      }
      const split = otsuSplit(hist, TILE * TILE);
      if (!split || split.contrast < MIN_CONTRAST) continue;
      const lopsided = 0.5 - Math.min(split.darkShare, 1 - split.darkShare);
      const strength = lopsided * split.contrast;
      vote += (split.darkShare < 0.5 ? 1 : -1) * strength;
      weight += strength;
    }
  }
  return weight === 0 ? 0 : vote / weight;
}

/** Whether the print is light on a dark ground, clearly enough to read the photo with its tones reversed. */
export function isLightPrint(grey: Uint8Array, width: number, height: number): boolean {
  return printPolarity(grey, width, height) < LIGHT_TEXT_VOTE;
}

/** The share of pixels on the dark side of the Otsu threshold, and how far apart the sides' mean tones are. */
function otsuSplit(hist: Float64Array, total: number): { darkShare: number; contrast: number } | undefined {
  let sum = 0;
  for (let tone = 0; tone < 256; tone++) sum += tone * hist[tone]!;
  let darkCount = 0;
  let darkSum = 0;
  let best = -1;
  let threshold = -1;
  for (let tone = 0; tone < 255; tone++) {
    darkCount += hist[tone]!;
    darkSum += tone * hist[tone]!;
    const lightCount = total - darkCount;
    if (darkCount === 0) continue;
    if (lightCount === 0) break;
    const between = darkCount * lightCount * (darkSum / darkCount - (sum - darkSum) / lightCount) ** 2;
    if (between > best) [best, threshold] = [between, tone];
  }
  if (threshold < 0) return undefined;
  let dark = 0;
  let darkTones = 0;
  for (let tone = 0; tone <= threshold; tone++) {
    dark += hist[tone]!;
    darkTones += tone * hist[tone]!;
  }
  const light = total - dark;
  if (dark === 0 || light === 0) return undefined;
  return { darkShare: dark / total, contrast: (sum - darkTones) / light - darkTones / dark };
}
