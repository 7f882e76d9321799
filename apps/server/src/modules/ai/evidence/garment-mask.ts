import type { Lab } from './colour-space';
import { clusterPixels, distance2, type LabImage } from './lab-image';

/**
 * Which pixels of a photo are the garment. Resale photos put the garment in
 * the middle of a bed, floor, wall or carpet that fills the edges, so the
 * background is learnt from the border and the garment is what the border
 * colours cannot explain, refined a few rounds the way GrabCut does (a colour
 * model each for garment and background, re-fitted on the last split), then
 * cleaned up: majority smoothing, the largest central piece, holes filled.
 * No model download: the whole step is a few milliseconds of arithmetic.
 */

export type GarmentMask = {
  /** 1 for garment pixels. */
  mask: Uint8Array;
  /** Share of the photo taken as garment. */
  share: number;
  /** 'segmented', or 'centre' when the split failed and the middle of the photo stands in. */
  method: 'segmented' | 'centre' | 'border-distance';
};

const BORDER_FRACTION = 0.06;
/** A border colour makes a background mode when it covers this share of the border. */
const MODE_SHARE = 0.08;
/** Within this distance (ΔE) of a background mode, a pixel is background to start with. */
const BACKGROUND_DISTANCE = 16;
/** A border colour that fills this share of the photo's middle... */
const GARMENT_MODE_MIDDLE = 0.5;
/** ...while covering less than this share of the border is the garment's, not the background's. */
const GARMENT_MODE_BORDER = 0.35;
const ROUNDS = 3;
const MODEL_CLUSTERS = 5;
/** How strongly the middle of the photo is favoured: resale photos centre the garment. */
const CENTRE_BIAS = 0.35;
const MIN_SHARE = 0.04;
const MIN_SEED_SHARE = 0.005;
const MAX_SHARE = 0.92;

function borderIndices(width: number, height: number): number[] {
  const bw = Math.max(2, Math.round(width * BORDER_FRACTION));
  const bh = Math.max(2, Math.round(height * BORDER_FRACTION));
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < bw || x >= width - bw || y < bh || y >= height - bh) out.push(y * width + x);
    }
  }
  return out;
}

/** The colours that fill the photo's border (a bed sheet, a floor's two tones). */
function backgroundModes(image: LabImage): Lab[] {
  const border = new Uint8Array(image.width * image.height);
  const indices = borderIndices(image.width, image.height);
  for (const i of indices) border[i] = 1;
  const { clusters } = clusterPixels(image, (i) => border[i] === 1, 5, 8);
  const modes = clusters.filter((c) => c.size / indices.length >= MODE_SHARE);
  // A garment that reaches the photo's edges (sleeves, a hanging hem) puts
  // its own colour in the border; that colour also fills the middle, which
  // the bed or floor around a centred garment does not.
  const middle = middleIndices(image.width, image.height);
  const limit = BACKGROUND_DISTANCE * BACKGROUND_DISTANCE;
  const kept = modes.filter((m) => {
    const inMiddle = middle.filter((i) => distance2(image, i, m.centre) <= limit).length / middle.length;
    return !(inMiddle >= GARMENT_MODE_MIDDLE && m.size / indices.length < GARMENT_MODE_BORDER);
  });
  return (kept.length > 0 ? kept : modes).map((c) => c.centre);
}

/** The middle of the photo, where resale photos put the garment. */
function middleIndices(width: number, height: number): number[] {
  const out: number[] = [];
  for (let y = Math.round(height * 0.3); y < Math.round(height * 0.7); y++) {
    for (let x = Math.round(width * 0.35); x < Math.round(width * 0.65); x++) out.push(y * width + x);
  }
  return out;
}

/**
 * The simple split the refinement starts from, and the baseline it is
 * measured against: garment is every pixel far from all border colours.
 */
export function borderDistanceMask(image: LabImage, modes = backgroundModes(image)): Uint8Array {
  const n = image.width * image.height;
  const mask = new Uint8Array(n);
  const limit = BACKGROUND_DISTANCE * BACKGROUND_DISTANCE;
  for (let i = 0; i < n; i++) mask[i] = modes.every((m) => distance2(image, i, m) > limit) ? 1 : 0;
  return mask;
}

function nearest(image: LabImage, i: number, centres: Lab[]): number {
  let best = Infinity;
  for (const c of centres) best = Math.min(best, distance2(image, i, c));
  return Math.sqrt(best);
}

/** One GrabCut-like round: each pixel goes to the model (garment or background) that explains it better. */
function refine(image: LabImage, mask: Uint8Array): Uint8Array {
  const fg = clusterPixels(image, (i) => mask[i] === 1, MODEL_CLUSTERS, 6).clusters.filter((c) => c.size > 0);
  const bg = clusterPixels(image, (i) => mask[i] === 0, MODEL_CLUSTERS, 6).clusters.filter((c) => c.size > 0);
  if (fg.length === 0 || bg.length === 0) return mask;
  const fgCentres = fg.map((c) => c.centre);
  const bgCentres = bg.map((c) => c.centre);
  const { width, height } = image;
  const next = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    // Distance from the middle, 0 at the centre and about 1 at a corner.
    const dy = (y - height / 2) / (height / 2);
    for (let x = 0; x < width; x++) {
      const dx = (x - width / 2) / (width / 2);
      const i = y * width + x;
      const prior = CENTRE_BIAS * (Math.hypot(dx, dy) - 0.6);
      const dFg = nearest(image, i, fgCentres);
      const dBg = nearest(image, i, bgCentres);
      // Relative distance, so the prior weighs the same in dark and light photos.
      next[i] = (dFg - dBg) / (dFg + dBg + 1) + prior < 0 ? 1 : 0;
    }
  }
  return next;
}

/** Majority of the 3x3 neighbourhood: removes speckles of texture on either side. */
function smooth(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) {
          sum += mask[yy * width + xx]!;
          count++;
        }
      }
      out[y * width + x] = sum * 2 > count ? 1 : 0;
    }
  }
  return out;
}

/** Connected pieces of value `value`, as a label per pixel (0 = not that value) and piece sizes. */
function components(mask: Uint8Array, width: number, height: number, value: number) {
  const label = new Int32Array(mask.length);
  const sizes: number[] = [0];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || label[start] !== 0) continue;
    const id = sizes.length;
    sizes.push(0);
    label[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      sizes[id]! += 1;
      const x = i % width;
      const y = (i - x) / width;
      const around = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ];
      for (const j of around) {
        if (j >= 0 && mask[j] === value && label[j] === 0) {
          label[j] = id;
          stack.push(j);
        }
      }
    }
  }
  return { label, sizes };
}

/** The garment as one piece: the largest piece weighted toward the middle, with its holes (prints, shadows) filled. */
function keepMainPiece(mask: Uint8Array, width: number, height: number): Uint8Array {
  const { label, sizes } = components(mask, width, height, 1);
  if (sizes.length <= 1) return mask;
  const weight = new Array<number>(sizes.length).fill(0);
  for (let i = 0; i < mask.length; i++) {
    if (label[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const d = Math.hypot((x - width / 2) / width, (y - height / 2) / height);
    weight[label[i]!]! += 1.2 - d;
  }
  const main = weight.indexOf(Math.max(...weight.slice(1)));
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = label[i] === main ? 1 : 0;
  // Background pieces that do not reach the edge are holes in the garment.
  const holes = components(out, width, height, 0);
  const reachesEdge = new Set<number>();
  for (let x = 0; x < width; x++) reachesEdge.add(holes.label[x]!).add(holes.label[(height - 1) * width + x]!);
  for (let y = 0; y < height; y++) reachesEdge.add(holes.label[y * width]!).add(holes.label[y * width + width - 1]!);
  for (let i = 0; i < out.length; i++) if (out[i] === 0 && !reachesEdge.has(holes.label[i]!)) out[i] = 1;
  return out;
}

function centreMask(width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x - width / 2) / (width * 0.3), (y - height / 2) / (height * 0.35));
      mask[y * width + x] = d <= 1 ? 1 : 0;
    }
  }
  return mask;
}

function shareOf(mask: Uint8Array): number {
  let sum = 0;
  for (const v of mask) sum += v;
  return sum / mask.length;
}

/** Splits a photo into garment and background (see the file comment). */
export function segmentGarment(image: LabImage, options: { baseline?: boolean } = {}): GarmentMask {
  const { width, height } = image;
  let mask = borderDistanceMask(image);
  if (options.baseline) {
    const share = shareOf(mask);
    return share >= MIN_SHARE ? { mask, share, method: 'border-distance' } : fallback();
  }
  // A sparse start is enough: the rounds grow it from the garment's own colours.
  if (shareOf(mask) < MIN_SEED_SHARE) return fallback();
  for (let round = 0; round < ROUNDS; round++) {
    mask = smooth(smooth(refine(image, mask), width, height), width, height);
    mask = keepMainPiece(mask, width, height);
    if (shareOf(mask) < MIN_SHARE) return fallback();
  }
  const share = shareOf(mask);
  return share <= MAX_SHARE ? { mask, share, method: 'segmented' } : fallback();

  function fallback(): GarmentMask {
    // The garment matches its background (white on white): the middle is the best guess.
    const centre = centreMask(width, height);
    return { mask: centre, share: shareOf(centre), method: 'centre' };
  }
}
