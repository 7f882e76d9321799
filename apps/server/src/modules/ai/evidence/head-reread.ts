import type { ImageEngine, ImageInput, ImageStep } from '../../../adapters/image/image-engine';
import type { OcrBox, OcrLine, ReadRegion } from './ocr';
import { findBrands } from '../facts/brands';
import { pixelsOf, softened } from './size-reread';

/** Height, in pixels, a region is scaled to for its softened read. */
const SOFT_HEIGHT = 90;
const CLEAR = 60;
/** The band above the top line reaches up this many times that line's height, at least. */
const ABOVE_TOP_LINE = 2;

/**
 * A second look at a label's head when the page read named no brand. A
 * wordmark in a display font, large and at an angle, is where the page read
 * fails most: it drops the line or garbles it ("Wiihrop ologie"). The top
 * line is read again on its own, and so is the empty band above it, each
 * also softened (smaller, slightly blurred) for woven labels. The lines read
 * go to the brand matcher like any other; it decides, never this step.
 */
export async function rereadHead(
  engine: ImageEngine,
  page: ImageInput,
  lines: readonly OcrLine[],
  read: ReadRegion,
): Promise<OcrLine[]> {
  if (findBrands(lines).length > 0) return [];
  const boxes = lines.filter((l) => l.bbox && l.confidence >= CLEAR && l.text.length >= 2).map((l) => l.bbox!);
  if (boxes.length < 2) return [];
  const heights = boxes.map((b) => b.y1 - b.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)]!;
  const top = lines.filter((l) => l.bbox).sort((a, b) => a.bbox!.y0 - b.bbox!.y0)[0]!;
  const x0 = Math.min(...boxes.map((b) => b.x0)) - median;
  const x1 = Math.max(...boxes.map((b) => b.x1)) + median;
  const regions: OcrBox[] = [];
  if (top.confidence < 90) regions.push({ x0, y0: top.bbox!.y0 - median * 0.3, x1, y1: top.bbox!.y1 + median * 0.3 });
  // Three body lines up, or twice the top line's own height when it was read clearly: a wordmark
  // set on two lines in large type ("Acne" over "Studios", the lower one read) stands taller.
  const topHeight = top.confidence >= CLEAR ? top.bbox!.y1 - top.bbox!.y0 : 0;
  const above = top.bbox!.y0 - Math.max(median * 3, topHeight * ABOVE_TOP_LINE);
  regions.push({ x0, y0: above, x1, y1: top.bbox!.y0 - 2 });

  const pixels = await pixelsOf(engine, page);
  const { width, height } = pixels;
  const out: OcrLine[] = [];
  for (const box of regions) {
    const left = Math.max(0, Math.floor(box.x0));
    const topEdge = Math.max(0, Math.floor(box.y0));
    const rect = {
      left,
      top: topEdge,
      width: Math.min(width, Math.ceil(box.x1)) - left,
      height: Math.min(height, Math.ceil(box.y1)) - topEdge,
    };
    if (rect.width < 8 || rect.height < Math.max(8, median * 0.6)) continue;
    const crop: ImageStep = { op: 'crop', ...rect };
    const plain = (await engine.encode(pixels, [crop], { format: 'png' })).data;
    const soft =
      rect.height > SOFT_HEIGHT
        ? (await engine.encode(pixels, [crop, ...softened(SOFT_HEIGHT)], { format: 'png' })).data
        : undefined;
    for (const image of soft ? [plain, soft] : [plain]) {
      const result = await read(image, 'line');
      const text = result.lines
        .map((l) => l.text)
        .join(' ')
        .trim();
      if (text)
        out.push({
          text,
          confidence: result.confidence,
          words: [],
          bbox: { x0: rect.left, y0: rect.top, x1: rect.left + rect.width, y1: rect.top + rect.height },
        });
    }
  }
  return out;
}
