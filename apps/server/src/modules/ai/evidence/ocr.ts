// The OCR engine's vocabulary, as the stages use it; the engine itself comes in
// through `AiEngine` (adapters/ocr holds the default, tesseract).
export type { OcrBox, OcrEngine, OcrLine, OcrResult, OcrWord, RegionMode } from '../../../adapters/ocr/ocr-engine';
import type { OcrBox, OcrEngine, OcrLine } from '../../../adapters/ocr/ocr-engine';

/** How a second look reads a small image again: a crop of one line or one character. */
export type ReadRegion = NonNullable<OcrEngine['recognizeRegion']>;

/** A box in an image `scale` times the size of the one it was read in. */
export function scaleBox(box: OcrBox, scale: number): OcrBox {
  return { x0: box.x0 * scale, y0: box.y0 * scale, x1: box.x1 * scale, y1: box.y1 * scale };
}

/** A box moved `dx` right and `dy` down: from a crop's or a framed copy's pixels to the image's. */
export function shiftBox(box: OcrBox, dx: number, dy: number): OcrBox {
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy };
}

/** The smallest box holding all of `boxes` (at least one). */
export function boundsOf(boxes: readonly OcrBox[]): OcrBox {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Whether box `outer` holds the middle of box `inner`; false when either is missing. */
export function holdsMiddle(outer?: OcrBox, inner?: OcrBox): boolean {
  if (!outer || !inner) return false;
  const [cx, cy] = [(inner.x0 + inner.x1) / 2, (inner.y0 + inner.y1) / 2];
  return cx >= outer.x0 && cx <= outer.x1 && cy >= outer.y0 && cy <= outer.y1;
}

/** The lines with every box, each line's and each word's, moved by `move`. */
export function withBoxes(lines: readonly OcrLine[], move: (box: OcrBox) => OcrBox): OcrLine[] {
  return lines.map((line) => ({
    ...line,
    ...(line.bbox ? { bbox: move(line.bbox) } : {}),
    words: line.words.map((w) => ({ ...w, ...(w.bbox ? { bbox: move(w.bbox) } : {}) })),
  }));
}
