import { deltaE, type Lab } from './colour-space';
import { colourName, type EbayColour } from './colour-naming';
import { segmentGarment, type GarmentMask } from './garment-mask';
import { clusterPixels, pixelDistance2, toLabImage, type Cluster, type LabImage, type RgbImage } from './lab-image';

export type { RgbImage } from './lab-image';

export type ColourResult = {
  /** The garment's colour in eBay's names; "Multicolor" for a pattern. */
  primary: EbayColour;
  /** The next colour of a two-colour garment, a candidate the category's Color aspect may take. */
  secondary?: EbayColour;
  /** The primary, then the secondary when there is one. */
  names: EbayColour[];
  /** Named colours of the garment pixels with their shares, largest first. */
  clusters: { name: string; share: number; lab: Lab }[];
  /** Share of the photo taken as garment rather than background. */
  garmentShare: number;
  /** How the garment was found: segmented, or the photo's middle when that failed. */
  method: GarmentMask['method'];
  /** Share of neighbouring garment pixels that differ sharply: high for stripes, checks and prints. */
  mix: number;
  confidence: number;
};

const CLUSTERS = 6;
/** Neighbouring pixels this far apart (ΔE) are a pattern edge, not shading. */
const EDGE_DISTANCE = 22;
/** A colour counts toward a pattern from this share of the garment. */
const PATTERN_SHARE = 0.12;
/** Two colours this far apart are different colours, not light and shade of one. */
const PATTERN_CONTRAST = 25;
/** Sharp edges on this share of neighbouring pixels make a pattern by themselves... */
const PATTERN_MIX_ALONE = 0.105;
/** ...and from this share, with two strong, different colours. */
const PATTERN_MIX = 0.11;
const SECONDARY_SHARE = 0.2;
/** Clusters this close in hue and chroma (a*, b*) and lightness are one colour in light and shade. */
const SHADE_CHROMA = 8;
const SHADE_LIGHTNESS = 35;

/** Share of neighbouring garment pixel pairs across a sharp colour edge. */
function mixOf(image: LabImage, mask: Uint8Array): number {
  const { width, height } = image;
  const limit = EDGE_DISTANCE * EDGE_DISTANCE;
  let pairs = 0;
  let edges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      for (const j of [x + 1 < width ? i + 1 : -1, y + 1 < height ? i + width : -1]) {
        if (j < 0 || !mask[j]) continue;
        pairs++;
        if (pixelDistance2(image, i, j) > limit) edges++;
      }
    }
  }
  return pairs === 0 ? 0 : edges / pairs;
}

type Named = { name: EbayColour; share: number; lab: Lab };

/** Lightness of the photo's lightest parts: its 98th percentile. */
function whitePointOf(image: LabImage): number {
  const counts = new Array<number>(101).fill(0);
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) counts[Math.max(0, Math.min(100, Math.round(image.lab[i * 3]!)))]! += 1;
  let seen = 0;
  for (let L = 100; L >= 0; L--) {
    seen += counts[L]!;
    if (seen >= n * 0.02) return L;
  }
  return 100;
}

/**
 * Clusters of one colour under light and shade (the same hue and chroma,
 * lighter or darker) are one colour, named from their mean: a white shirt's
 * shadowed half is not a grey shirt. Then names are added up.
 */
function namedColours(clusters: Cluster[], whitePoint: number): Named[] {
  const total = clusters.reduce((n, c) => n + c.size, 0) || 1;
  const groups: { size: number; sum: Lab }[] = [];
  for (const c of [...clusters].sort((a, b) => b.size - a.size)) {
    if (c.size === 0) continue;
    const group = groups.find((g) => {
      const mean = g.sum.map((v) => v / g.size);
      return (
        Math.hypot(mean[1]! - c.centre[1], mean[2]! - c.centre[2]) <= SHADE_CHROMA &&
        Math.abs(mean[0]! - c.centre[0]) <= SHADE_LIGHTNESS
      );
    });
    const weighted: Lab = [c.centre[0] * c.size, c.centre[1] * c.size, c.centre[2] * c.size];
    if (group) {
      group.size += c.size;
      group.sum = [group.sum[0] + weighted[0], group.sum[1] + weighted[1], group.sum[2] + weighted[2]];
    } else groups.push({ size: c.size, sum: weighted });
  }
  const byName = new Map<EbayColour, Named>();
  for (const g of groups) {
    const lab: Lab = [g.sum[0] / g.size, g.sum[1] / g.size, g.sum[2] / g.size];
    const name = colourName(lab, whitePoint);
    const known = byName.get(name);
    if (known) known.share += g.size / total;
    else byName.set(name, { name, share: g.size / total, lab });
  }
  return [...byName.values()].sort((a, b) => b.share - a.share);
}

const GREYS: ReadonlySet<string> = new Set(['Black', 'Gray', 'White']);
/** A colour covering this share of the garment wins over a larger grey (tuned on train labels). */
const COLOUR_OVER_GREY = 0.22;

/** The named colours with a real colour first when the largest is only a grey (light and shade). */
function preferColour(named: Named[]): Named[] {
  const [first, ...rest] = named;
  if (!first || !GREYS.has(first.name)) return named;
  const colour = rest.find((c) => !GREYS.has(c.name) && c.share >= COLOUR_OVER_GREY);
  return colour ? [colour, first, ...rest.filter((c) => c !== colour)] : named;
}

/**
 * A pattern: sharp colour edges all over the garment (stripes, checks,
 * florals), or fewer of them between two clearly different colours that
 * each cover a real part of it. Shading alone makes soft edges, not sharp ones.
 */
function isPattern(clusters: Cluster[], mix: number): boolean {
  if (mix >= PATTERN_MIX_ALONE) return true;
  if (mix < PATTERN_MIX) return false;
  const total = clusters.reduce((n, c) => n + c.size, 0) || 1;
  const strong = clusters.filter((c) => c.size / total >= PATTERN_SHARE);
  return strong.some((a, i) => strong.slice(i + 1).some((b) => deltaE(a.centre, b.centre) >= PATTERN_CONTRAST));
}

/**
 * The garment's colour: the garment is split from its background first
 * (garment-mask.ts), then its pixels are clustered in CIELAB and named. A
 * fine mix of strong, different colours is "Multicolor"; otherwise the
 * largest named colour is the primary and the next, if large, a secondary.
 */
export function garmentColours(rgb: RgbImage, options: { baseline?: boolean } = {}): ColourResult {
  const image = toLabImage(rgb);
  const segmented = segmentGarment(image, options);
  const { clusters } = clusterPixels(image, (i) => segmented.mask[i] === 1, CLUSTERS, 10);
  const named = namedColours(clusters, whitePointOf(image));
  const mix = mixOf(image, segmented.mask);
  const pattern = isPattern(clusters, mix);
  // Shadows and highlights are grey; a colour holding a large part of the
  // garment beside them is the garment's colour.
  const ranked = preferColour(named);
  const main = ranked[0];
  const second = ranked[1];
  const primary: EbayColour = pattern ? 'Multicolor' : (main?.name ?? 'Multicolor');
  const secondary = !pattern && second && second.share >= SECONDARY_SHARE ? second.name : undefined;
  // Sure when one colour dominates a well-separated garment.
  const base = pattern ? 0.6 : (main?.share ?? 0);
  const confidence = Math.max(0.2, Math.min(0.95, base * (segmented.method === 'segmented' ? 1 : 0.7)));
  return {
    primary,
    ...(secondary ? { secondary } : {}),
    names: secondary ? [primary, secondary] : [primary],
    clusters: named.map(({ name, share, lab }) => ({ name, share: Number(share.toFixed(3)), lab })),
    garmentShare: Number(segmented.share.toFixed(3)),
    method: segmented.method,
    mix: Number(mix.toFixed(3)),
    confidence: Number(confidence.toFixed(3)),
  };
}
