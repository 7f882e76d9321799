import { deltaE, nearestColourName, rgbToLab, type Lab } from './colour-space';

export type RgbImage = { data: Uint8Array; width: number; height: number };

export type ColourResult = {
  /** Up to two names, main colour first (eBay's Color takes at most 2). */
  names: string[];
  /** Every named cluster of the garment with its share of garment pixels. */
  clusters: { name: string; share: number; lab: Lab }[];
  /** Share of the photo taken as garment rather than background. */
  garmentShare: number;
  confidence: number;
};

const BORDER_FRACTION = 0.06;
const BACKGROUND_DISTANCE = 16;
const SECOND_COLOUR_MIN_SHARE = 0.22;

/**
 * Garment colours by k-means in CIELAB. The background is learnt from the
 * photo's border (a flat lay or hanger shot has the garment in the middle),
 * and pixels close to it are left out: sharp's `dominant` returns the
 * background, not the garment (stack-notes section 6).
 */
export function garmentColours(image: RgbImage): ColourResult {
  const { width, height, data } = image;
  const labs: Lab[] = new Array<Lab>(width * height);
  for (let i = 0; i < width * height; i++) labs[i] = rgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);

  const border: Lab[] = [];
  const bw = Math.max(1, Math.round(width * BORDER_FRACTION));
  const bh = Math.max(1, Math.round(height * BORDER_FRACTION));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < bw || x >= width - bw || y < bh || y >= height - bh) border.push(labs[y * width + x]!);
    }
  }
  // Background shades: border clusters holding a real part of the border.
  const borderClusters = kMeans(border, 3, 8);
  const background = borderClusters.filter((c) => c.size / border.length >= 0.2).map((c) => c.centre);

  let garment = labs.filter((lab) => background.every((bg) => deltaE(lab, bg) > BACKGROUND_DISTANCE));
  let garmentShare = garment.length / labs.length;
  if (garmentShare < 0.08) {
    // The garment matches its background (white on white): use the centre.
    garment = [];
    for (let y = Math.floor(height * 0.25); y < Math.ceil(height * 0.75); y++) {
      for (let x = Math.floor(width * 0.25); x < Math.ceil(width * 0.75); x++) garment.push(labs[y * width + x]!);
    }
    garmentShare = 0;
  }

  const clusters = kMeans(garment, 4, 12);
  const named = new Map<string, { size: number; lab: Lab; distance: number }>();
  for (const c of clusters) {
    if (c.size === 0) continue;
    const { name, distance } = nearestColourName(c.centre);
    const existing = named.get(name);
    if (!existing || c.size > existing.size) {
      named.set(name, { size: (existing?.size ?? 0) + c.size, lab: c.centre, distance });
    } else {
      existing.size += c.size;
    }
  }
  const total = garment.length || 1;
  const ranked = [...named.entries()]
    .map(([name, v]) => ({ name, share: v.size / total, lab: v.lab, distance: v.distance }))
    .sort((a, b) => b.share - a.share);
  const names = ranked.filter((c, i) => i === 0 || (i === 1 && c.share >= SECOND_COLOUR_MIN_SHARE)).map((c) => c.name);
  const main = ranked[0];
  // Confident when one colour dominates and sits close to a named shade.
  const confidence = main ? Math.max(0.2, Math.min(0.95, main.share * (1 - Math.min(main.distance, 40) / 60))) : 0;
  return {
    names,
    clusters: ranked.map(({ name, share, lab }) => ({ name, share: Number(share.toFixed(3)), lab })),
    garmentShare: Number(garmentShare.toFixed(3)),
    confidence: Number(confidence.toFixed(3)),
  };
}

type Cluster = { centre: Lab; size: number };

/** k-means with a deterministic k-means++ start (farthest point), so a photo always gets the same answer. */
export function kMeans(points: readonly Lab[], k: number, iterations: number): Cluster[] {
  if (points.length === 0) return [];
  const centres: Lab[] = [meanOf(points)];
  while (centres.length < Math.min(k, points.length)) {
    let farthest = points[0]!;
    let farthestDistance = -1;
    // Sample with a stride: exact farthest-point search is not needed.
    const stride = Math.max(1, Math.floor(points.length / 2000));
    for (let i = 0; i < points.length; i += stride) {
      const d = Math.min(...centres.map((c) => deltaE(points[i]!, c)));
      if (d > farthestDistance) {
        farthestDistance = d;
        farthest = points[i]!;
      }
    }
    if (farthestDistance < 1) break;
    centres.push([...farthest]);
  }
  const assignment = new Int32Array(points.length);
  for (let iter = 0; iter < iterations; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < points.length; i++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = deltaE(points[i]!, centres[c]!);
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      assignment[i] = best;
      const s = sums[best]!;
      s[0]! += points[i]![0];
      s[1]! += points[i]![1];
      s[2]! += points[i]![2];
      s[3]! += 1;
    }
    let moved = false;
    sums.forEach((s, c) => {
      if (s[3] === 0) return;
      const next: Lab = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
      if (deltaE(next, centres[c]!) > 0.5) moved = true;
      centres[c] = next;
    });
    if (!moved) break;
  }
  const sizes = new Array<number>(centres.length).fill(0);
  for (let i = 0; i < points.length; i++) sizes[assignment[i]!]! += 1;
  return centres.map((centre, c) => ({ centre, size: sizes[c]! }));
}

function meanOf(points: readonly Lab[]): Lab {
  const sum = [0, 0, 0];
  for (const p of points) {
    sum[0]! += p[0];
    sum[1]! += p[1];
    sum[2]! += p[2];
  }
  return [sum[0]! / points.length, sum[1]! / points.length, sum[2]! / points.length];
}
