import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageEngine } from '../../../adapters/image/sharp-image-engine';
import { rereadHead } from './head-reread';
import type { OcrLine, OcrResult } from './ocr';

const line = (text: string, y0: number, confidence = 92): OcrLine => ({
  text,
  confidence,
  words: [],
  bbox: { x0: 100, y0, x1: 700, y1: y0 + 50 },
});
const result = (text: string, confidence: number): OcrResult => ({
  text,
  confidence,
  lines: text ? [{ text, confidence, words: [] }] : [],
});
const image = createSharpImageEngine();
const page = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();

describe('rereadHead', () => {
  it('reads the top line and the band above it again when no brand was read', async () => {
    const lines = [line('Wiihrop ologie', 200, 54), line('80% WOOL 20% NYLON', 300), line('MADE IN MEXICO', 380)];
    const reads: number[] = [];
    const out = await rereadHead(image, await page(), lines, async (image) => {
      reads.push((await sharp(image).metadata()).height ?? 0);
      return result(reads.length === 1 ? 'Anthropologie' : '', 90);
    });
    expect(out.map((l) => l.text)).toEqual(['Anthropologie']);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it("reaches up twice a large top line's height for the wordmark's upper line", async () => {
    // Seed 21 of render-label-photos.ts: "Studios" read, "Acne" over it lost, the body in small type.
    const studios: OcrLine = {
      text: 'Studios',
      confidence: 96,
      words: [],
      bbox: { x0: 180, y0: 300, x1: 620, y1: 414 },
    };
    const body = [440, 480, 520].map((y0) => ({
      ...line('MADE IN BANGLADESH', y0),
      bbox: { x0: 100, y0, x1: 600, y1: y0 + 27 },
    }));
    const heights: number[] = [];
    await rereadHead(image, await page(), [studios, ...body], async (image) => {
      heights.push((await sharp(image).metadata()).height ?? 0);
      return result('', 0);
    });
    // The band from twice 114 px over "Studios" down to it, not three body lines (81 px).
    expect(heights[0]).toBeGreaterThanOrEqual(226);
  });

  it('reads nothing again when the page read named a brand', async () => {
    let reads = 0;
    const out = await rereadHead(image, await page(), [line('PATAGONIA', 200), line('100% COTTON', 300)], async () => {
      reads++;
      return result('', 0);
    });
    expect(out).toEqual([]);
    expect(reads).toBe(0);
  });
});
