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

/**
 * k-means over chosen pixels of a Lab image, with a deterministic
 * farthest-point start so a photo always gets the same answer. Returns the
 * clusters and each chosen pixel's cluster (-1 for pixels not chosen).
 */
export function clusterPixels(
  image: LabImage,
  chosen: (i: number) => boolean,
  k: number,
  iterations = 10,
): { clusters: Cluster[]; assignment: Int16Array } {
  const n = image.width * image.height;
  const indices: number[] = [];
  for (let i = 0; i < n; i++) if (chosen(i)) indices.push(i);
  const assignment = new Int16Array(n).fill(-1);
  if (indices.length === 0) return { clusters: [], assignment };

  const mean: Lab = [0, 0, 0];
  for (const i of indices) for (let c = 0; c < 3; c++) mean[c]! += image.lab[i * 3 + c]! / indices.length;
  const centres: Lab[] = [mean];
  const stride = Math.max(1, Math.floor(indices.length / 1500));
  while (centres.length < k) {
    let farthest = -1;
    let farthestDistance = 1;
    for (let s = 0; s < indices.length; s += stride) {
      const i = indices[s]!;
      const d = Math.min(...centres.map((c) => distance2(image, i, c)));
      if (d > farthestDistance) [farthest, farthestDistance] = [i, d];
    }
    if (farthest < 0) break;
    centres.push(labAt(image, farthest));
  }

  const sizes = new Array<number>(centres.length).fill(0);
  for (let iter = 0; iter < iterations; iter++) {
    const sums = centres.map(() => [0, 0, 0]);
    sizes.fill(0);
    for (const i of indices) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = distance2(image, i, centres[c]!);
        if (d < bestDistance) [best, bestDistance] = [c, d];
      }
      assignment[i] = best;
      sizes[best]! += 1;
      for (let c = 0; c < 3; c++) sums[best]![c]! += image.lab[i * 3 + c]!;
    }
    let moved = 0;
    centres.forEach((centre, c) => {
      if (sizes[c] === 0) return;
      const next: Lab = [sums[c]![0]! / sizes[c]!, sums[c]![1]! / sizes[c]!, sums[c]![2]! / sizes[c]!];
      moved = Math.max(moved, Math.hypot(next[0] - centre[0], next[1] - centre[1], next[2] - centre[2]));
      centres[c] = next;
    });
    if (moved < 0.5) break;
  }
  return { clusters: centres.map((centre, c) => ({ centre, size: sizes[c]! })), assignment };
}
