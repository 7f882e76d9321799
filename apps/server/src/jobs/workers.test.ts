import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageEngine } from '../adapters/image/sharp-image-engine';
import type { OcrEngine, OcrLine, OcrResult } from '../adapters/ocr/ocr-engine';
import type { ClassScore, VisionEngine } from '../adapters/vision/vision-engine';
import { loadConfig } from '../config/config';
import { createLogger } from '../http/logger';
import { defaultAnalyzer } from './workers';

// Issue 15, point 5: the analyzer works with the engines it is given. Here the
// OCR engine is a stand-in that "reads" a care label off a plain grey photo and
// the vision engine one that names the item type, so neither tesseract nor
// TensorFlow starts; the pixels go through the real image engine.

const line = (text: string, y: number): OcrLine => ({
  text,
  confidence: 94,
  bbox: { x0: 40, y0: y, x1: 40 + 24 * text.length, y1: y + 40 },
  words: text.split(' ').map((word, i) => ({
    text: word,
    confidence: 94,
    bbox: { x0: 40 + 120 * i, y0: y, x1: 40 + 120 * i + 24 * word.length, y1: y + 40 },
  })),
});
const careLabel: OcrResult = {
  text: 'COLUMBIA\nSIZE L\n100% COTTON\nMADE IN VIETNAM',
  confidence: 94,
  lines: [line('COLUMBIA', 40), line('SIZE L', 100), line('100% COTTON', 160), line('MADE IN VIETNAM', 220)],
};

function fakeOcr(): OcrEngine & { reads: Buffer[] } {
  const reads: Buffer[] = [];
  return {
    reads,
    recognize: async (image) => {
      reads.push(image);
      return careLabel;
    },
    close: async () => undefined,
  };
}

const shorts: ClassScore[] = [
  { label: 'shorts', score: 0.91 },
  { label: 'pants', score: 0.06 },
  { label: 'skirt', score: 0.03 },
];
const fakeVision: VisionEngine = {
  viewGarment: async () => ({ itemType: shorts }),
  itemTypeReviewThreshold: () => 0.5,
  scoreAdultContent: () => Promise.reject(new Error('not used by the analyzer')),
  close: async () => undefined,
};

describe('defaultAnalyzer', () => {
  it('drafts from what the OCR engine it is given reads: brand, size and material in the draft', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const ocr = fakeOcr();
    const analyze = defaultAnalyzer(config, createLogger(config), {
      image: createSharpImageEngine(),
      ocr,
      vision: fakeVision,
    });
    const grey = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();

    const result = await analyze([{ bytes: grey, mimeType: 'image/jpeg', id: 'label' }], {
      includeEbayAspects: false,
    });

    expect(result).toMatchObject({ success: true, provider: 'local' });
    expect(result.analysis).toMatchObject({ brand: 'Columbia', size: 'L', item_type: 'Shorts' });
    expect(result.analysis.material).toMatch(/cotton/i);
    expect(result.analysis.title).toContain('Columbia');
    // The quick read, then the full one: both were PNGs made by the image engine from the photo.
    expect(ocr.reads.length).toBeGreaterThanOrEqual(1);
    for (const read of ocr.reads) expect(read.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
