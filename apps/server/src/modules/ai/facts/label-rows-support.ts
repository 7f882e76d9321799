import type { OcrLine } from '../evidence/ocr';

/**
 * A label's OCR lines top to bottom, for tests: each row is [text, height in
 * pixels, confidence], stacked with a 10 px gap from `top`.
 */
export function labelRows(rows: [string, number?, number?][], top = 0, defaultConfidence = 90): OcrLine[] {
  let y = top;
  return rows.map(([text, height = 40, confidence = defaultConfidence]) => {
    const line = { text, confidence, words: [], bbox: { x0: 10, y0: y, x1: 400, y1: y + height } };
    y += height + 10;
    return line;
  });
}

/** A word tesseract read, `confidence` sure, standing from `x0` to `x1` across and `y0` to `y1` down. */
export const ocrWord = (text: string, confidence: number, x0: number, x1: number, y0: number, y1: number) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});
