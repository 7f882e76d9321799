import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeEngines, createEngines } from '../../../adapters/engines';
import { renderLabel } from '../fixtures/synthetic-photos';
import { resolveFacts } from '../facts/resolve-facts';
import { collectEvidence } from './collect-evidence';
import type { ReadRegion } from './ocr';

const engine = createEngines();
afterAll(() => closeEngines(engine));

const fixture = (label: string) => ({
  bytes: readFileSync(new URL(`../fixtures/item-type/${label}.jpg`, import.meta.url)),
  mimeType: 'image/jpeg',
});
/** The real engines with some of the OCR engine's reads replaced (to record what they return). */
const withOcr = (reads: Partial<typeof engine.ocr>) => ({ ...engine, ocr: { ...engine.ocr, ...reads } });
const labelFixture = (name: string) => ({
  bytes: readFileSync(new URL(`../fixtures/labels/${name}.jpg`, import.meta.url)),
  mimeType: 'image/jpeg',
});

describe('item type from every garment photo (issue 17)', () => {
  it('classifies each garment photo, skips the tag close-up, and fuses them', async () => {
    const label = {
      bytes: await renderLabel(['PATAGONIA', 'SIZE M', '60% COTTON 40% POLYESTER', 'MADE IN VIETNAM'], {
        scene: { width: 1600, height: 1200, colour: '#5a4a3a' },
      }),
      mimeType: 'image/jpeg',
    };
    const bundle = await collectEvidence({ photos: [label, fixture('pants'), fixture('pants')], engine });
    expect(bundle.garmentPhotos).toEqual([1, 2]);
    expect(bundle.photos[0]!.classifier).toBeUndefined();
    const [first, second] = [bundle.photos[1]!.classifier!, bundle.photos[2]!.classifier!];
    // The first garment photo has the full read (with InceptionV3), the other the quick one.
    expect(first[0]!.label).toBe('pants');
    expect(second[0]!.label).toBe('pants');
    expect(first[0]!.score).not.toBeCloseTo(second[0]!.score, 4);
    const mean = (first.find((s) => s.label === 'pants')!.score + second.find((s) => s.label === 'pants')!.score) / 2;
    expect(bundle.itemType).toMatchObject({ label: 'pants', itemType: 'Pants' });
    expect(bundle.itemType!.score).toBeCloseTo(mean, 3);
  }, 120_000);
});

describe('a hang tag read again in blocks (decision 046)', () => {
  it("reads the fibres a single-block page read misses among a tag's barcode and size ring", async () => {
    // From seed 1 of an early draft of scripts/render-label-photos.ts: "Knox Rose", a size ring, STYLE#,
    // $59.99, 100% COTTON and a barcode.
    const tag = labelFixture('rendered-hang-tag');
    const bundle = await collectEvidence({ photos: [tag], engine });
    const [photo] = bundle.photos;
    expect(photo!.ocr.lines.map((l) => l.text).join(' ')).not.toMatch(/COTTON/i);
    const blocks = photo!.sizeLines!.filter((l) => l.reread === 'blocks').map((l) => l.text);
    expect(blocks).toContain('100% COTTON');
    const { fields } = resolveFacts(bundle);
    expect(fields.brand?.value).toBe('Knox Rose');
    expect(fields.material?.value).toBe('100% Cotton');
  }, 120_000);
});

describe('a page whose read in blocks finds nothing (decision 047)', () => {
  it('reads the other image in blocks, and takes the composition from it', async () => {
    // Seed 1 of scripts/render-label-photos.ts: "Kirkland Signature", 100% Cotton, size 6, on a t-shirt.
    const photo = labelFixture('rendered-blocks-other-scale');
    const found: number[] = [];
    const recognizeRegion: ReadRegion = async (image, mode) => {
      const result = await engine.ocr.recognizeRegion!(image, mode);
      if (mode === 'blocks') found.push(result.lines.length);
      return result;
    };
    const bundle = await collectEvidence({
      photos: [photo],
      engine: withOcr({ recognizeRegion }),
    });
    expect(found[0]).toBe(0);
    expect(found[1]).toBeGreaterThan(0);
    const blocks = bundle.photos[0]!.sizeLines!.filter((l) => l.reread === 'blocks').map((l) => l.text);
    expect(blocks).toContain('100% COTTON');
    expect(resolveFacts(bundle).fields.material?.value).toBe('100% Cotton');
  }, 120_000);
});

describe('a hang tag whose quick read finds only its wordmark, murkily (decision 048)', () => {
  it('is read in full for the brand, and its size in a ring is found and read', async () => {
    // Seed 1 of scripts/render-label-photos.ts: "THEORY" in thin display type, "L" in a ring, STYLE#,
    // $39.50, 100% COTTON and a barcode, on a shirt.
    const tag = labelFixture('rendered-murky-wordmark-ring');
    const pages: string[][] = [];
    const recognize: typeof engine.ocr.recognize = async (image) => {
      const result = await engine.ocr.recognize(image);
      pages.push(result.lines.map((l) => `${l.text} ${Math.round(l.confidence)}`));
      return result;
    };
    const bundle = await collectEvidence({ photos: [tag], engine: withOcr({ recognize }) });
    // The quick read has no word a full read waited for, only a brand's name: the page was read twice.
    expect(pages).toHaveLength(2);
    const { fields } = resolveFacts(bundle);
    expect(fields.brand?.value).toBe('Theory');
    expect(fields.size?.value).toBe('L');
    expect(fields.material?.value).toBe('100% Cotton');
  }, 120_000);
});

describe('a label the quick single-block read finds no word on (decision 055)', () => {
  it('is read in full once the quick read in blocks finds its words', async () => {
    // Rendered seed 13: an Escada hang tag, size XL in a ring, STYLE#, $24.99, 60% COTTON / 40% POLYESTER.
    const photo = labelFixture('rendered-tag-quick-read-blank');
    const quickReads: string[] = [];
    const bundle = await collectEvidence({
      photos: [photo],
      engine: withOcr({
        recognize: async (image) => {
          const result = await engine.ocr.recognize(image);
          quickReads.push(result.text);
          return result;
        },
      }),
    });
    // The first read, of the 800 px preview as one block, saw no word of the tag.
    expect(quickReads[0]).not.toMatch(/COTTON|ESCADA|STYLE/i);
    const { fields } = resolveFacts(bundle);
    expect(fields.brand?.value).toBe('Escada');
    expect(fields.size?.value).toBe('XL');
    expect(fields.material?.value).toBe('60% Cotton, 40% Polyester');
  }, 120_000);
});

describe('a light tag on a dark garment, which tesseract finds no block of text in (decision 059)', () => {
  it('is read in full once the preview framed in white is read in blocks', async () => {
    // Rendered seed 22: a cream hang tag on a dark red shirt, XXL in a ring, STYLE#, $24.99, 80% WOOL, 20% NYLON.
    const photo = labelFixture('rendered-tag-on-dark-shirt');
    const blockReads: string[] = [];
    const recognizeRegion = engine.ocr.recognizeRegion!;
    const bundle = await collectEvidence({
      photos: [photo],
      engine: withOcr({
        recognizeRegion: async (image, mode) => {
          const result = await recognizeRegion(image, mode);
          if (mode === 'blocks') blockReads.push(result.text);
          return result;
        },
      }),
    });
    // The preview read in blocks as it is found no line of the tag; framed, it found them.
    expect(blockReads[0]).not.toMatch(/WOOL|STYLE|NYLON/i);
    expect(blockReads[1]).toMatch(/WOOL/i);
    const { fields } = resolveFacts(bundle);
    expect(fields.size?.value).toBe('2XL');
    expect(fields.material?.value).toBe('80% Wool, 20% Nylon');
  }, 120_000);
});

describe("a label on a plain ground that the photo's tones hide (decision 068)", () => {
  it('is read flattened once every quick read finds nothing', async () => {
    // Rendered seed 37: a grey care label over a dark t-shirt by a bright window, "100% Cotton" and "L/G".
    const photo = labelFixture('rendered-label-hidden-by-its-tones');
    const reads: string[] = [];
    const recognizeRegion = engine.ocr.recognizeRegion!;
    const bundle = await collectEvidence({
      photos: [photo],
      engine: withOcr({
        recognize: async (image) => {
          const result = await engine.ocr.recognize(image);
          reads.push(result.text);
          return result;
        },
        recognizeRegion: async (image, mode) => {
          const result = await recognizeRegion(image, mode);
          reads.push(result.text);
          return result;
        },
      }),
    });
    // The preview read as one block, in blocks, and framed in white: none saw the label's words; the
    // flattened page, read next, did.
    for (const read of reads.slice(0, 3)) expect(read).not.toMatch(/COTTON|TUMBLE|MEXICO/i);
    expect(reads[3]).toMatch(/100% Cotton/);
    const { fields } = resolveFacts(bundle);
    expect(fields.material?.value).toBe('100% Cotton');
    expect(fields.size?.value).toBe('L');
  }, 120_000);

  it('is classified as a garment while the search runs, then left out of the item type', async () => {
    const sentToVision: number[] = [];
    const photos = [labelFixture('rendered-label-hidden-by-its-tones'), fixture('pants')];
    const bundle = await collectEvidence({
      photos,
      engine: {
        ...engine,
        vision: {
          ...engine.vision,
          viewGarment: (bytes, depth) => {
            sentToVision.push(photos.findIndex((p) => p.bytes === bytes));
            return engine.vision.viewGarment(bytes, depth);
          },
        },
      },
    });
    // Its quick reads found no words, so it went to the classifier at once, as any garment photo does.
    expect(sentToVision).toContain(0);
    expect(bundle.garmentPhotos).toEqual([1]);
    expect(bundle.photos[0]!.classifier).toBeUndefined();
    expect(bundle.itemType).toMatchObject({ label: 'pants', itemType: 'Pants' });
    expect(resolveFacts(bundle).fields.size?.value).toBe('L');
  }, 120_000);
});

describe('a size in a ring on a hang tag (seed 16 of render-label-photos.ts)', () => {
  it.each([
    // FENDI, "W34" over "L30" in a ring (each line a fifth of it), STYLE#, $39.50, 52% POLYESTER 48% RAYON.
    ['rendered-ring-two-line-size', 'Fendi', 'W34 L30'],
    // DKNY, "M/M" with the outer strokes of both Ms on the ring, STYLE#, $39.50, 95% Viscose, 5% Spandex.
    ['rendered-ring-joined-to-size', 'DKNY', 'M'],
  ])(
    'reads %s: %s, size %s',
    async (name, brand, size) => {
      const bundle = await collectEvidence({ photos: [labelFixture(name)], engine });
      const { fields } = resolveFacts(bundle);
      expect(fields.brand?.value).toBe(brand);
      expect(fields.size?.value).toBe(size);
    },
    120_000,
  );
});

describe('a label of two tones (seed 19 of render-label-photos.ts)', () => {
  it('reads the size on a white tab under a wordmark light on a dark band', async () => {
    // KNOX ROSE in white on a dark brown band, "4" in red on a white tab, Hecho en Mexico, MACHINE WASH COLD:
    // the photo votes for light print, so the dark "4" was never looked for.
    const bundle = await collectEvidence({ photos: [labelFixture('rendered-two-tone-tab')], engine });
    const { fields } = resolveFacts(bundle);
    expect(fields.brand?.value).toBe('Knox Rose');
    expect(fields.size?.value).toBe('4');
  }, 120_000);
});

describe('a wordmark tesseract reads as nothing at the heights print is read at (decision 069)', () => {
  it('is read at a third height, and names the brand', async () => {
    // Seed 38: a letter-spaced "OSHKOSH" under the body and "S/P", which the page read left out and both reads of
    // its region saw nothing in.
    const bundle = await collectEvidence({ photos: [labelFixture('rendered-wordmark-read-as-nothing')], engine });
    const unread = bundle.photos[0]!.sizeLines!.filter((l) => l.reread === 'unread').map((l) => l.text);
    expect(unread).toContain('OSHKOSH');
    const { fields } = resolveFacts(bundle);
    expect(fields.brand?.value).toBe('OshKosh');
    expect(fields.size?.value).toBe('S');
    expect(fields.material?.value).toBe('100% Polyester');
  }, 120_000);
});
