import type { ImageEngine, ImageStep, RawImage } from '../../../adapters/image/image-engine';

/**
 * Estimates how far the text in a photo is tilted, in degrees (positive:
 * clockwise). Tesseract reads lines tilted by more than a few degrees badly,
 * and labels are rarely photographed square. Method: the projection profile of
 * horizontal-gradient energy (letter strokes) is sharpest when rows line up
 * with the text, so the angle with the largest row variance wins. Works for
 * dark-on-light and light-on-dark text alike.
 */
export function estimateSkew(grey: Uint8Array, width: number, height: number, maxAngle = 12): number {
  const energy = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      energy[i] = Math.abs(grey[i + 1]! - grey[i - 1]!);
    }
  }
  const score = (degrees: number): number => {
    const t = (degrees * Math.PI) / 180;
    const [sin, cos] = [Math.sin(t), Math.cos(t)];
    const offset = Math.ceil(width * Math.abs(sin)) + 1;
    const rows = new Float64Array(height + 2 * offset + 2);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const e = energy[y * width + x]!;
        if (e < 24) continue;
        const row = Math.round(y * cos - x * sin) + offset;
        rows[row] = rows[row]! + e;
      }
    }
    let sum = 0;
    let sumSq = 0;
    for (const r of rows) {
      sum += r;
      sumSq += r * r;
    }
    return sumSq / rows.length - (sum / rows.length) ** 2;
  };
  let best = 0;
  let bestScore = score(0);
  for (let a = -maxAngle; a <= maxAngle; a += 1.5) {
    const s = score(a);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  for (let a = best - 1; a <= best + 1; a += 0.25) {
    const s = score(a);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  return best;
}

const ANALYSIS_WIDTH = 480;

/**
 * The page image of a photo for the full read: its pixels scaled to `width` x
 * `height`, greyscale and normalised, then turned so its text runs level when
 * it is tilted by at least a degree. A PNG.
 */
export async function levelForOcr(
  engine: ImageEngine,
  source: RawImage,
  width: number,
  height: number,
): Promise<Buffer> {
  const tone: ImageStep[] = [{ op: 'greyscale' }, { op: 'normalise' }];
  const page: ImageStep[] = [{ op: 'resize', width, height }, ...tone];
  const png = { format: 'png', compressionLevel: 1 } as const;
  const scale = Math.min(1, ANALYSIS_WIDTH / width);
  const small = await engine.pixels(source, [
    { op: 'resize', width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) },
    ...tone,
  ]);
  const angle = estimateSkew(small.data, small.width, small.height);
  if (Math.abs(angle) < 1) return (await engine.encode(source, page, png)).data;
  // Rotating by the opposite angle levels the text. The uncovered corners take
  // the photo's own border tone: white corners around a grey scene made
  // tesseract's global threshold fall between the two, turning a light label
  // and its text into one black shape that read as nothing.
  // Measured at full size: a normalised thumbnail's tones differ from the photo's.
  const full = await engine.pixels(source, page);
  const fill = borderTone(full.data, full.width, full.height);
  return (await engine.encode(full, [{ op: 'rotate', degrees: -angle, background: fill }], png)).data;
}

/** The median grey of a greyscale image's outermost rows and columns. */
export function borderTone(grey: Uint8Array, width: number, height: number): number {
  const counts = new Uint32Array(256);
  let total = 0;
  const add = (i: number) => {
    const tone = grey[i]!;
    counts[tone] = counts[tone]! + 1;
    total++;
  };
  for (let x = 0; x < width; x++) {
    add(x);
    add((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    add(y * width);
    add(y * width + width - 1);
  }
  let seen = 0;
  for (let tone = 0; tone < 256; tone++) {
    seen += counts[tone]!;
    if (seen * 2 >= total) return tone;
  }
  return 255;
}
