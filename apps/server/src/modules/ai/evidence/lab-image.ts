import { rgbToLab, type Lab } from './colour-space';

/** Packed RGB pixels, three bytes a pixel. */
export type RgbImage = { data: Uint8Array; width: number; height: number };

/** A photo in CIELAB, three floats a pixel, so distances follow what the eye sees. */
export type LabImage = { lab: Float32Array; width: number; height: number };

export function toLabImage(image: RgbImage): LabImage {
  const n = image.width * image.height;
  const lab = new Float32Array(n * 3);
  // Photos repeat colours a lot; a small cache spares most of the cube roots.
  const cache = new Map<number, Lab>();
  for (let i = 0; i < n; i++) {
    const r = image.data[i * 3]!;
    const g = image.data[i * 3 + 1]!;
    const b = image.data[i * 3 + 2]!;
    const key = (r << 16) | (g << 8) | b;
    let value = cache.get(key);
    if (!value) {
      value = rgbToLab(r, g, b);
      if (cache.size < 50_000) cache.set(key, value);
    }
    lab[i * 3] = value[0];
    lab[i * 3 + 1] = value[1];
    lab[i * 3 + 2] = value[2];
  }
  return { lab, width: image.width, height: image.height };
}

export function labAt(image: LabImage, i: number): Lab {
  return [image.lab[i * 3]!, image.lab[i * 3 + 1]!, image.lab[i * 3 + 2]!];
}

/** Squared distance between pixel i and a colour; squared because only comparisons need it. */
export function distance2(image: LabImage, i: number, c: Lab): number {
  const dl = image.lab[i * 3]! - c[0];
  const da = image.lab[i * 3 + 1]! - c[1];
  const db = image.lab[i * 3 + 2]! - c[2];
  return dl * dl + da * da + db * db;
}

/** Squared distance between two pixels. */
export function pixelDistance2(image: LabImage, i: number, j: number): number {
  const dl = image.lab[i * 3]! - image.lab[j * 3]!;
  const da = image.lab[i * 3 + 1]! - image.lab[j * 3 + 1]!;
  const db = image.lab[i * 3 + 2]! - image.lab[j * 3 + 2]!;
  return dl * dl + da * da + db * db;
}

export type Cluster = { centre: Lab; size: number };

/** k-means fits its centres on at most this many of the chosen pixels (an even sample); all are assigned at the end. */
const FIT_SAMPLE = 3000;

/** Index of the centre nearest pixel i, centres packed three floats each. */
function nearestCentre(lab: Float32Array, i: number, centres: Float64Array, k: number): number {
  const l = lab[i * 3]!;
  const a = lab[i * 3 + 1]!;
  const b = lab[i * 3 + 2]!;
  let best = 0;
  let bestDistance = Infinity;
  for (let c = 0; c < k; c++) {
    const dl = l - centres[c * 3]!;
    const da = a - centres[c * 3 + 1]!;
    const db = b - centres[c * 3 + 2]!;
    const d = dl * dl + da * da + db * db;
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

/**
 * k-means over chosen pixels of a Lab image, with a deterministic
 * farthest-point start so a photo always gets the same answer. The centres
 * are fitted on an even sample of the chosen pixels, then every chosen pixel
 * is assigned. Returns the clusters and each chosen pixel's cluster (-1 for
 * pixels not chosen).
 */
export function clusterPixels(
  image: LabImage,
  chosen: (i: number) => boolean,
  k: number,
  iterations = 10,
): { clusters: Cluster[]; assignment: Int16Array } {
  const n = image.width * image.height;
  const { lab } = image;
  const indices: number[] = [];
  for (let i = 0; i < n; i++) if (chosen(i)) indices.push(i);
  const assignment = new Int16Array(n).fill(-1);
  if (indices.length === 0) return { clusters: [], assignment };
  const step = Math.max(1, indices.length / FIT_SAMPLE);
  const sample: number[] = [];
  for (let s = 0; s < indices.length; s += step) sample.push(indices[Math.floor(s)]!);

  const mean: Lab = [0, 0, 0];
  for (const i of sample) for (let c = 0; c < 3; c++) mean[c]! += lab[i * 3 + c]! / sample.length;
  const starts: Lab[] = [mean];
  const stride = Math.max(1, Math.floor(sample.length / 1500));
  while (starts.length < k) {
    let farthest = -1;
    let farthestDistance = 1;
    for (let s = 0; s < sample.length; s += stride) {
      const i = sample[s]!;
      let d = Infinity;
      for (const c of starts) d = Math.min(d, distance2(image, i, c));
      if (d > farthestDistance) [farthest, farthestDistance] = [i, d];
    }
    if (farthest < 0) break;
    starts.push(labAt(image, farthest));
  }
  const count = starts.length;
  const centres = new Float64Array(starts.flat());
  const sums = new Float64Array(count * 3);
  const sizes = new Array<number>(count).fill(0);
  for (let iter = 0; iter < iterations; iter++) {
    sums.fill(0);
    sizes.fill(0);
    for (const i of sample) {
      const best = nearestCentre(lab, i, centres, count);
      sizes[best]! += 1;
      for (let c = 0; c < 3; c++) sums[best * 3 + c]! += lab[i * 3 + c]!;
    }
    let moved = 0;
    for (let c = 0; c < count; c++) {
      if (sizes[c] === 0) continue;
      let shift = 0;
      for (let j = 0; j < 3; j++) {
        const next = sums[c * 3 + j]! / sizes[c]!;
        shift += (next - centres[c * 3 + j]!) ** 2;
        centres[c * 3 + j] = next;
      }
      moved = Math.max(moved, Math.sqrt(shift));
    }
    if (moved < 0.5) break;
  }
  sizes.fill(0);
  for (const i of indices) {
    const best = nearestCentre(lab, i, centres, count);
    assignment[i] = best;
    sizes[best]! += 1;
  }
  return {
    clusters: sizes.map((size, c) => ({
      centre: [centres[c * 3]!, centres[c * 3 + 1]!, centres[c * 3 + 2]!] as Lab,
      size,
    })),
    assignment,
  };
}
