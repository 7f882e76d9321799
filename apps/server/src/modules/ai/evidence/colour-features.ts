import type { FeatureMap } from '../../../adapters/vision/vision-engine';
import type { Lab } from './colour-space';
import type { LabImage } from './lab-image';

/**
 * What the learnt colour namer (colour-namer.ts) sees of a photo: a few
 * dozen numbers describing the garment's pixels (their lightness and
 * colour, which hues they hold, how sharply they change from pixel to
 * pixel) and the background around it. The order is the model's: a change
 * here needs `npm run train:colour` to write the model again.
 */

export const COLOUR_FEATURES = [
  'garment_L_p10',
  'garment_L_p50',
  'garment_L_p90',
  'garment_a_p50',
  'garment_b_p50',
  'garment_C_p50',
  'garment_C_p75',
  'share_grey',
  'share_dark',
  'share_light',
  ...Array.from({ length: 12 }, (_, s) => `hue_${s * 30}`),
  ...['neutral_L0', 'neutral_L25', 'neutral_L45', 'neutral_L65', 'neutral_L80'],
  'background_L',
  'background_a',
  'background_b',
  'white_point',
  'mix',
  'spread',
  'garment_share',
  ...['edges_10', 'edges_15', 'edges_22', 'hue_edges_5', 'hue_edges_7', 'hue_edges_11'],
  'main_hue_share',
  'main_hue_L',
  'main_hue_C',
] as const;

/** Channels of the backbone's block-9 map (MobileNetV2 of width 1.4), pooled over the garment (decision 044). */
export const COLOUR_MAP_CHANNELS = 88;

/** The namer's features when the vision thread's map of the photo is at hand: the ones above, then the map's. */
export const NETWORK_COLOUR_FEATURES = [
  ...COLOUR_FEATURES,
  ...Array.from({ length: COLOUR_MAP_CHANNELS }, (_, c) => `block9_${c}`),
] as const;

/**
 * The map's mean over the garment: each cell of the map counts when the mask
 * (of a photo of the same framing, `width` x `height`) marks the pixel at its
 * centre. A mask that covers no cell averages the whole map.
 */
export function pooledOverGarment(map: FeatureMap, mask: Uint8Array, width: number, height: number): number[] {
  if (map.channels !== COLOUR_MAP_CHANNELS)
    throw new Error(`colour map: ${map.channels} channels, the namer reads ${COLOUR_MAP_CHANNELS}`);
  const sums = new Array<number>(map.channels).fill(0);
  const add = (cell: number) => {
    for (let c = 0; c < map.channels; c++) sums[c]! += map.data[cell * map.channels + c]!;
  };
  let inside = 0;
  for (let y = 0; y < map.height; y++) {
    const my = Math.min(height - 1, Math.floor(((y + 0.5) * height) / map.height));
    for (let x = 0; x < map.width; x++) {
      const mx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / map.width));
      if (!mask[my * width + mx]) continue;
      add(y * map.width + x);
      inside++;
    }
  }
  if (inside === 0) for (let cell = 0; cell < map.width * map.height; cell++) add(cell);
  const cells = inside || map.width * map.height;
  return sums.map((sum) => sum / cells);
}

/** What the features are read from; garment pixels come light-corrected (colour.ts). */
export type ColourScene = {
  image: LabImage;
  /** The garment's pixels without its outline, their colours as under neutral light. */
  garment: Lab[];
  /** 1 for the garment as segmented (outline included). */
  mask: Uint8Array;
  /** Lightness of the photo's lightest parts (98th percentile). */
  whitePoint: number;
  mix: number;
  spread: number;
  garmentShare: number;
};

/** Pixels with less chroma than this are greys; the hue histogram counts the rest. */
const CHROMATIC = 10;
const HUE_SECTORS = 12;
const NEUTRAL_BANDS = [0, 25, 45, 65, 80, 101];
/** ΔE steps between neighbouring pixels counted as edges, and the a*b* steps for colour edges. */
const EDGE_STEPS = [10, 15, 22];
const HUE_EDGE_STEPS = [5, 7.5, 11];

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function sortedOf(values: number[]): Float64Array {
  return new Float64Array(values).sort();
}

function hueSector(a: number, b: number): number {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return Math.floor((((h + 360 + 15) % 360) * HUE_SECTORS) / 360) % HUE_SECTORS;
}

/** The mask shrunk by one pixel all round (a pixel stays when its four neighbours are in). */
export function erode(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      out[i] = mask[i] && mask[i - 1] && mask[i + 1] && mask[i - width] && mask[i + width] ? 1 : 0;
    }
  }
  return out;
}

/**
 * Shares of neighbouring pixel pairs deep inside the garment (two pixels in
 * from its outline) that differ by more than each step: a print or a check
 * makes many small and large steps, a plain fabric's folds few.
 */
function edgeShares(image: LabImage, mask: Uint8Array): number[] {
  const { width, height, lab } = image;
  const deep = erode(erode(mask, width, height), width, height);
  const edges = new Array<number>(EDGE_STEPS.length).fill(0);
  const hueEdges = new Array<number>(HUE_EDGE_STEPS.length).fill(0);
  let pairs = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (!deep[i]) continue;
      for (const j of [i + 1, i + width]) {
        if (!deep[j]) continue;
        pairs++;
        const dl = lab[i * 3]! - lab[j * 3]!;
        const da = lab[i * 3 + 1]! - lab[j * 3 + 1]!;
        const db = lab[i * 3 + 2]! - lab[j * 3 + 2]!;
        const dab = Math.hypot(da, db);
        const d = Math.hypot(dl, dab);
        for (let k = 0; k < EDGE_STEPS.length; k++) if (d > EDGE_STEPS[k]!) edges[k]! += 1;
        for (let k = 0; k < HUE_EDGE_STEPS.length; k++) if (dab > HUE_EDGE_STEPS[k]!) hueEdges[k]! += 1;
      }
    }
  }
  return [...edges, ...hueEdges].map((n) => Math.sqrt(pairs === 0 ? 0 : n / pairs));
}

/** Median Lab of the pixels outside the garment (the bed, floor or wall as photographed). */
function backgroundOf(image: LabImage, mask: Uint8Array): Lab {
  const channels: number[][] = [[], [], []];
  for (let i = 0; i < mask.length; i += 2) {
    if (mask[i]) continue;
    for (let c = 0; c < 3; c++) channels[c]!.push(image.lab[i * 3 + c]!);
  }
  if (channels[0]!.length === 0) return [50, 0, 0];
  return channels.map((values) => percentile(sortedOf(values), 0.5)) as Lab;
}

/** The features in the order of COLOUR_FEATURES. */
export function colourFeatures(scene: ColourScene): number[] {
  const { garment } = scene;
  const n = Math.max(1, garment.length);
  const Ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  const Cs: number[] = [];
  const sectors = new Array<number>(HUE_SECTORS).fill(0);
  const neutral = new Array<number>(NEUTRAL_BANDS.length - 1).fill(0);
  let grey = 0;
  let dark = 0;
  let light = 0;
  for (const [L, a, b] of garment) {
    const C = Math.hypot(a, b);
    Ls.push(L);
    as.push(a);
    bs.push(b);
    Cs.push(C);
    if (C < 8) grey++;
    if (L < 30) dark++;
    if (L > 75) light++;
    if (C >= CHROMATIC) sectors[hueSector(a, b)]! += 1;
    else {
      const band = NEUTRAL_BANDS.findIndex((edge, k) => L >= edge && L < NEUTRAL_BANDS[k + 1]!);
      if (band >= 0) neutral[band]! += 1;
    }
  }
  const L = sortedOf(Ls);
  const C = sortedOf(Cs);
  // The hue the garment holds most of, and how light and strong it is there.
  const main = sectors.indexOf(Math.max(...sectors));
  const mainL: number[] = [];
  const mainC: number[] = [];
  if (sectors[main]! > 0) {
    for (let k = 0; k < garment.length; k++) {
      const [l, a, b] = garment[k]!;
      if (Cs[k]! >= CHROMATIC && hueSector(a, b) === main) {
        mainL.push(l);
        mainC.push(Cs[k]!);
      }
    }
  }
  const background = backgroundOf(scene.image, scene.mask);
  return [
    percentile(L, 0.1) / 100,
    percentile(L, 0.5) / 100,
    percentile(L, 0.9) / 100,
    percentile(sortedOf(as), 0.5) / 20,
    percentile(sortedOf(bs), 0.5) / 20,
    percentile(C, 0.5) / 20,
    percentile(C, 0.75) / 20,
    grey / n,
    dark / n,
    light / n,
    ...sectors.map((count) => Math.sqrt(count / n)),
    ...neutral.map((count) => Math.sqrt(count / n)),
    background[0] / 100,
    background[1] / 20,
    background[2] / 20,
    scene.whitePoint / 100,
    scene.mix * 5,
    scene.spread,
    scene.garmentShare,
    ...edgeShares(scene.image, scene.mask),
    sectors[main]! / n,
    percentile(sortedOf(mainL), 0.5) / 100,
    percentile(sortedOf(mainC), 0.5) / 20,
  ];
}
