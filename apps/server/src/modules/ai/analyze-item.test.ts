import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AiAnalysisResponseSchema } from '@listlens/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeItem } from './analyze-item';
import { closeEngines, createEngines } from '../../adapters/engines';
import { renderLayout, SYSTEM_FONTS } from './fixtures/label-layouts';
import { renderLabel } from './fixtures/synthetic-photos';
import type { PhotoBytes } from './evidence/photo-input';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const validation = path.join(repoRoot, '../shared/data/clothing/validation');
const firstPhoto = (label: string): PhotoBytes => {
  const file = readdirSync(path.join(validation, label)).sort()[0]!;
  return { bytes: readFileSync(path.join(validation, label, file)), mimeType: 'image/jpeg', id: `${label}/${file}` };
};

const engine = createEngines();
let careLabel: PhotoBytes;
let degradedLabel: PhotoBytes;
let hangTag: PhotoBytes;
let pants: PhotoBytes;

beforeAll(async () => {
  careLabel = {
    bytes: await renderLabel(["LEVI'S", 'W32 L30', '100% COTTON', 'MADE IN MEXICO', 'STYLE NO. 00505-4891'], {
      scene: { width: 1600, height: 1200, colour: '#5a4a3a' },
    }),
    mimeType: 'image/jpeg',
    id: 'care-label',
  };
  degradedLabel = {
    bytes: await renderLabel(['PATAGONIA', 'SIZE M', '60% COTTON 40% POLYESTER', 'MADE IN VIETNAM'], {
      font: 'DejaVu Serif',
      rotate: 5,
      blur: 1.1,
      noise: 18,
      jpegQuality: 65,
    }),
    mimeType: 'image/jpeg',
  };
  hangTag = {
    bytes: await renderLabel(['THE NORTH FACE', 'SIZE L', '$89.99'], { bold: true }),
    mimeType: 'image/jpeg',
  };
  pants = firstPhoto('pants');
});

afterAll(() => closeEngines(engine));

describe('analyzeItem with the local provider', () => {
  it('drafts a listing from a care label and a garment photo, each field with its evidence', async () => {
    const result = await analyzeItem([careLabel, pants], { engine, sku: 'JEANS-1', userId: 'u1', itemId: 'i1' });
    expect(AiAnalysisResponseSchema.parse(result)).toBeTruthy();
    expect(result).toMatchObject({ success: true, provider: 'local', attempts: 1 });
    const a = result.analysis;
    expect(a).toMatchObject({
      brand: "Levi's",
      size: 'W32 L30',
      material: '100% Cotton',
      country_of_origin: 'Mexico',
      model_number: '00505-4891',
      condition: 'Good',
      ai_source: 'enhanced_ai',
      needs_attention: false,
    });
    expect(result.fields.brand!.evidence[0]).toMatchObject({
      source: 'ocr',
      photoIndex: 0,
      photoId: 'care-label',
      text: "LEVI'S",
    });
    expect(result.fields.size!.evidence[0]).toMatchObject({ source: 'ocr', photoIndex: 0 });
    // The classifier looks at the garment photo, not the label close-up.
    expect(result.fields.item_type!.evidence[0]).toMatchObject({ source: 'classifier', photoIndex: 1 });
    expect(result.preprocessing.photos[1]!.classifier?.[0]?.score).toBeGreaterThan(0);
    expect(result.fields.color!.evidence[0]).toMatchObject({ source: 'pixels', photoIndex: 1 });
    expect(a.title.startsWith("Levi's")).toBe(true);
    expect(a.title).toContain('W32 L30');
    expect(a.title.length).toBeLessThanOrEqual(80);
    expect(a.ebay_category_id).toMatch(/^\d+$/);
    expect(a.ebay_item_specifics).toMatchObject({ Brand: ["Levi's"], 'Country/Region of Manufacture': ['Mexico'] });
    expect(a.suggested_price).toBe(25);
    expect(a.price_range).toEqual({ min: 20, max: 35 });
    expect(a.has_market_data).toBe(false);
    expect(a.keywords.length).toBeLessThanOrEqual(20);
  });

  it('reads a rotated, blurred, noisy label', async () => {
    const result = await analyzeItem([degradedLabel], { engine });
    expect(result.analysis.brand).toBe('Patagonia');
    expect(result.analysis.size).toBe('M');
    expect(result.analysis.country_of_origin).toBe('Vietnam');
  });

  it('reads a size printed alone in large type that the page read drops', async () => {
    // Cream print on a burgundy woven label, the size three times the body's type.
    const sans = SYSTEM_FONTS.dejavuSans!;
    const label = await renderLayout(
      [
        { text: '16', font: sans, size: 150 },
        { text: 'MADE IN BANGLADESH', font: sans, size: 48 },
      ],
      { background: '#8b1e2d', ink: '#f0d9b5', texture: 'woven', rotate: -6, seed: 5, jpegQuality: 80 },
    );
    const result = await analyzeItem([{ bytes: label, mimeType: 'image/jpeg' }], { engine });
    expect(result.analysis.size).toBe('16');
    expect(result.analysis.country_of_origin).toBe('Bangladesh');
  });

  it("says 'New with tags' only when a retail price tag is read", async () => {
    const tagged = await analyzeItem([hangTag], { engine });
    expect(tagged.analysis.condition).toBe('New with tags');
    expect(tagged.fields.condition!.evidence[0]!.text).toContain('$89.99');
    const untagged = await analyzeItem([pants], { engine });
    expect(untagged.analysis.condition).toBe('Good');
  });

  it('never names a brand without evidence', async () => {
    const result = await analyzeItem([pants], { engine });
    expect(result.analysis.brand).toBe('Unknown');
    expect(result.fields.brand).toBeUndefined();
    expect(result.analysis.ebay_item_specifics?.Brand).toBeUndefined();
  });

  it('accepts a loader function instead of bytes', async () => {
    const result = await analyzeItem([async () => careLabel], { engine });
    expect(result.analysis.brand).toBe("Levi's");
  });
});

describe('analyzeItem on bad input', () => {
  it('ends an empty photo list as the needs-attention result', async () => {
    const result = await analyzeItem([], { engine });
    expect(result).toMatchObject({
      success: false,
      code: 'AI_BAD_INPUT',
      error: 'AI analysis failed: there are no photos to analyse',
    });
    expect(result.analysis.title).toBe('Item - Manual Review Required');
  });

  it('ends photos that cannot be decoded as the needs-attention result', async () => {
    const result = await analyzeItem(
      [{ bytes: Buffer.from('not an image at all'), mimeType: 'image/jpeg', id: 'junk' }],
      { engine },
    );
    expect(result).toMatchObject({ success: false, code: 'AI_BAD_INPUT' });
    expect(result.preprocessing.photos).toEqual([expect.objectContaining({ index: 0, id: 'junk', decoded: false })]);
  });

  it('analyses the readable photos and flags the item when one photo is broken', async () => {
    const truncated = (await sharp(careLabel.bytes).jpeg().toBuffer()).subarray(0, 400);
    const result = await analyzeItem([careLabel, { bytes: truncated, mimeType: 'image/jpeg' }], { engine });
    expect(result.success).toBe(true);
    expect(result.analysis.brand).toBe("Levi's");
    expect(result.analysis.needs_attention).toBe(true);
    expect(result.issues?.[0]?.path).toBe('photos.1');
  });

  it('ends a cancelled analysis as a result without retrying', async () => {
    const controller = new AbortController();
    controller.abort(new Error('job cancelled'));
    const result = await analyzeItem([careLabel], { engine, signal: controller.signal });
    expect(result).toMatchObject({ success: false, code: 'AI_PROVIDER_FAILED', attempts: 1 });
    expect(result.error).toBe('AI analysis failed: job cancelled');
  });

  it('ends an analysis that outlives its time limit as AI_TIMEOUT, without waiting for the stuck step', async () => {
    // An OCR worker that never answers (a wedged worker thread).
    const stuck = { ...engine, ocr: { ...engine.ocr, recognize: () => new Promise<never>(() => undefined) } };
    const started = performance.now();
    const result = await analyzeItem([careLabel], { engine: stuck, timeoutMs: 1_000 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ success: false, code: 'AI_TIMEOUT' });
    expect(result.error).toBe('AI analysis failed: the analysis took longer than 1 s');
    expect(result.analysis.needs_attention).toBe(true);
  });

  it('ends a loader that throws as the needs-attention result, not an exception', async () => {
    const result = await analyzeItem(
      [
        async () => {
          throw new Error('storage unavailable');
        },
      ],
      { engine },
    );
    expect(result.success).toBe(false);
    expect(result.preprocessing.photos[0]?.error).toBe('storage unavailable');
  });
});
