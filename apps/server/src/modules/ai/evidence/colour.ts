import { deltaE, type Lab } from './colour-space';
import { colourName, type EbayColour } from './colour-naming';
import { segmentGarment, type GarmentMask } from './garment-mask';
import type { FeatureMap } from '../../../adapters/vision/vision-engine';
import { colourFeatures, pooledOverGarment } from './colour-features';
import { defaultColourNamer, nameColour, networkColourNamer, type ColourNamer } from './colour-namer';
import {
  clusterPixels,
  labAt,
  pixelDistance2,
  toLabImage,
  type Cluster,
  type LabImage,
  type RgbImage,
} from './lab-image';

export type { RgbImage } from './lab-image';

export type ColourResult = {
  /** The garment's colour in eBay's names; "Multicolor" for a pattern. */
  primary: EbayColour;
  /** The next colour of a two-colour garment, a candidate the category's Color aspect may take. */
  secondary?: EbayColour;
  /** The primary, then the secondary when there is one. */
  names: EbayColour[];
  /** Named colours of the garment pixels with their shares, largest first (1 % of it or more). */
  clusters: { name: string; share: number; lab: Lab }[];
  /** Share of the photo taken as garment rather than background. */
  garmentShare: number;
  /** How the garment was found: segmented, or the photo's middle when that failed. */
  method: GarmentMask['method'];
  /** Share of neighbouring garment pixels that differ sharply: high for stripes, checks and prints. */
  mix: number;
  /** Share of the garment's parts with many sharp edges: all of it for a pattern, a few for a print. */
  spread: number;
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
/** A fine print: this share of sharp edges... */
const PRINT_MIX = 0.05;
/** ...and no named colour covering this share of the garment. */
const PRINT_LARGEST = 0.6;
const SECONDARY_SHARE = 0.2;
/** Specks under this share of the garment (a few stray pixels) are not listed among its colours. */
const LISTED_SHARE = 0.01;
const GRID = 4;
/** A part of the garment is patterned when this share of its neighbouring pixels are across sharp edges. */
const BUSY_CELL = 0.06;
/** Clusters this close in hue and chroma (a*, b*) and lightness are one colour in light and shade. */
const SHADE_CHROMA = 8;
const SHADE_LIGHTNESS = 35;

/**
 * Share of neighbouring garment pixel pairs across a sharp colour edge, and
 * the share of the garment's parts (cells of a 4x4 grid over it) where such
 * edges are common: a print on a plain shirt keeps its edges in a few cells,
 * stripes and checks spread them everywhere.
 */
function mixOf(image: LabImage, mask: Uint8Array): { mix: number; spread: number } {
  const { width, height } = image;
  const limit = EDGE_DISTANCE * EDGE_DISTANCE;
  const cellPairs = new Array<number>(GRID * GRID).fill(0);
  const cellEdges = new Array<number>(GRID * GRID).fill(0);
  let pairs = 0;
  let edges = 0;
  for (let y = 0; y < height; y++) {
    const row = Math.min(GRID - 1, Math.floor((y * GRID) / height)) * GRID;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const cell = row + Math.min(GRID - 1, Math.floor((x * GRID) / width));
      for (const j of [x + 1 < width ? i + 1 : -1, y + 1 < height ? i + width : -1]) {
        if (j < 0 || !mask[j]) continue;
        pairs++;
        cellPairs[cell]! += 1;
        if (pixelDistance2(image, i, j) > limit) {
          edges++;
          cellEdges[cell]! += 1;
        }
      }
    }
  }
  let cells = 0;
  let busy = 0;
  for (let c = 0; c < GRID * GRID; c++) {
    if (cellPairs[c]! < pairs * 0.02) continue;
    cells++;
    if (cellEdges[c]! / cellPairs[c]! >= BUSY_CELL) busy++;
  }
  return { mix: pairs === 0 ? 0 : edges / pairs, spread: cells === 0 ? 0 : busy / cells };
}

/**
 * The garment without its outline: pixels on the edge blend garment and
 * background (and a red shirt on grey gets a grey fringe). Kept whole when
 * the garment is too thin to lose its edge.
 */
function innerOf(mask: Uint8Array, width: number, height: number): Uint8Array {
  const inner = new Uint8Array(mask.length);
  let kept = 0;
  let all = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      all++;
      const edge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !mask[i - 1] ||
        !mask[i + 1] ||
        !mask[i - width] ||
        !mask[i + width];
      if (!edge) {
        inner[i] = 1;
        kept++;
      }
    }
  }
  return kept >= all / 2 ? inner : mask;
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

/** A background with less colour than this (chroma) is taken for a grey or white one under a tinted light. */
const NEUTRAL_BACKGROUND_CHROMA = 10;

type Cast = { a: number; b: number; L: number };

/**
 * The light's tint, read from a near-grey background (a white sheet, a grey
 * floor): its median a* and b*. A coloured background says nothing about the
 * light, so there is no correction then.
 */
function castOf(image: LabImage, mask: Uint8Array): Cast {
  const ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < mask.length; i += 2) {
    if (mask[i]) continue;
    ls.push(image.lab[i * 3]!);
    as.push(image.lab[i * 3 + 1]!);
    bs.push(image.lab[i * 3 + 2]!);
  }
  const none = { a: 0, b: 0, L: 100 };
  if (ls.length < 50) return none;
  const [L, a, b] = [median(ls), median(as), median(bs)];
  if (L < 35 || Math.hypot(a, b) >= NEUTRAL_BACKGROUND_CHROMA) return none;
  return { a, b, L };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[sorted.length >> 1]!;
}

/** A colour as it would look under neutral light: the tint scaled down with the colour's lightness. */
function uncast(lab: Lab, cast: Cast): Lab {
  const scale = Math.min(1, lab[0] / cast.L);
  return [lab[0], lab[1] - cast.a * scale, lab[2] - cast.b * scale];
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
function isPattern(clusters: Cluster[], named: Named[], mix: number): boolean {
  if (mix >= PATTERN_MIX_ALONE) return true;
  const total = clusters.reduce((n, c) => n + c.size, 0) || 1;
  const strong = clusters.filter((c) => c.size / total >= PATTERN_SHARE);
  const contrast = strong.some((a, i) =>
    strong.slice(i + 1).some((b) => deltaE(a.centre, b.centre) >= PATTERN_CONTRAST),
  );
  if (mix >= PATTERN_MIX) return contrast;
  // A finer print blurs at this size and makes fewer sharp edges, but then
  // no one of its colours covers most of the garment.
  const largest = Math.max(0, ...named.map((c) => c.share));
  return mix >= PRINT_MIX && largest < PRINT_LARGEST && contrast;
}

/** One named colour covering this share of a plain garment is clear by itself... */
const CLEAR_SHARE = 0.9;
/** ...and is kept when the features-alone namer's likeliest name is less sure than this. */
const UNSURE_NAMER = 0.7;

/**
 * How a photo's garment colour is read: the hand rules alone (`namer: null`,
 * the measure before the learnt namer), or a namer; by default the one that
 * also reads the vision thread's map of the photo when `colourMap` is given
 * (decision 044), else the one of the colour features alone.
 */
export type ColourOptions = { baseline?: boolean; namer?: ColourNamer | null; colourMap?: FeatureMap };

type GarmentReading = {
  named: Named[];
  pattern: boolean;
  features: number[];
  segmented: GarmentMask;
  mix: number;
  spread: number;
};

/** The garment split from its background, its named colours and its features for the namer. */
function readGarment(rgb: RgbImage, options: ColourOptions): GarmentReading {
  const image = toLabImage(rgb);
  const segmented = segmentGarment(image, options);
  const inner = innerOf(segmented.mask, image.width, image.height);
  const { clusters } = clusterPixels(image, (i) => inner[i] === 1, CLUSTERS, 10);
  const cast = castOf(image, segmented.mask);
  const whitePoint = whitePointOf(image);
  const named = namedColours(
    clusters.map((c) => ({ ...c, centre: uncast(c.centre, cast) })),
    whitePoint,
  );
  const { mix, spread } = mixOf(image, segmented.mask);
  const garment: Lab[] = [];
  for (let i = 0; i < inner.length; i++) if (inner[i]) garment.push(uncast(labAt(image, i), cast));
  const features = colourFeatures({
    image,
    garment,
    mask: segmented.mask,
    whitePoint,
    mix,
    spread,
    garmentShare: segmented.share,
  });
  if (options.colourMap)
    features.push(...pooledOverGarment(options.colourMap, segmented.mask, image.width, image.height));
  return { named, pattern: isPattern(clusters, named, mix), features, segmented, mix, spread };
}

/** The features the learnt namer reads from a photo, with its map's when given (for training it: scripts/train-colour.ts). */
export function garmentColourFeatures(rgb: RgbImage, colourMap?: FeatureMap): number[] {
  return readGarment(rgb, { colourMap }).features;
}

/**
 * The garment's colour: the garment is split from its background first
 * (garment-mask.ts), its pixels clustered in CIELAB and named, and the
 * learnt namer (colour-namer.ts) names the whole garment from its colour
 * features: one eBay colour, or "Multicolor" for a pattern. The next named
 * colour, if large, is a secondary. With `namer: null` the hand rules name
 * it alone (decision 032): the largest named colour, Multicolor from sharp edges.
 */
export function garmentColours(rgb: RgbImage, options: ColourOptions = {}): ColourResult {
  const { named, pattern: rulePattern, features, segmented, mix, spread } = readGarment(rgb, options);
  const namer =
    options.namer !== undefined ? options.namer : options.colourMap ? networkColourNamer() : defaultColourNamer();
  // Shadows and highlights are grey; a colour holding a large part of the
  // garment beside them is the garment's colour.
  const ranked = preferColour(named);
  const learnt = namer ? nameColour(namer, features) : undefined;
  // The namer of the colour features alone learnt from few browns, oranges and
  // dark backgrounds; where it is unsure and one plain colour covers the
  // garment, that colour stands. The namer that reads the backbone's map too
  // is followed even when unsure: the same rule cost it 2.4 points on the
  // tuning photos (decision 053).
  const clear = !rulePattern && (ranked[0]?.share ?? 0) >= CLEAR_SHARE;
  const byRules = !learnt || (!options.colourMap && clear && learnt.probability < UNSURE_NAMER);
  const primary: EbayColour = !byRules ? learnt.name : rulePattern ? 'Multicolor' : (ranked[0]?.name ?? 'Multicolor');
  const sureness = !byRules ? learnt.probability : rulePattern ? 0.6 : (ranked[0]?.share ?? 0);
  const second = ranked.find((c) => c.name !== primary);
  const secondary = primary !== 'Multicolor' && second && second.share >= SECONDARY_SHARE ? second.name : undefined;
  // Less sure when the garment could not be told from its background.
  const confidence = Math.max(0.2, Math.min(0.95, sureness * (segmented.method === 'segmented' ? 1 : 0.7)));
  return {
    primary,
    ...(secondary ? { secondary } : {}),
    names: secondary ? [primary, secondary] : [primary],
    clusters: named
      .filter((c) => c.share >= LISTED_SHARE)
      .map(({ name, share, lab }) => ({ name, share: Number(share.toFixed(3)), lab })),
    garmentShare: Number(segmented.share.toFixed(3)),
    method: segmented.method,
    mix: Number(mix.toFixed(3)),
    spread: Number(spread.toFixed(3)),
    confidence: Number(confidence.toFixed(3)),
  };
}
