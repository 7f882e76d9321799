import type { BarcodeResult, ProductInfo } from '@listlens/shared';
import { findBarcodes } from './barcodes';
import { garmentColours, type ColourResult } from './colour';
import type { AiEngine } from './engine';
import type { ClassScore, ItemTypePrediction } from './item-type-classifier';
import type { OcrResult } from './ocr';
import { decodePhoto, isDecoded, type AnalyzePhoto, type DecodedPhoto, type PhotoFailure } from './photo-input';
import { rereadSizeLines, type SizeLine } from './size-reread';

export type PhotoEvidence = {
  index: number;
  id?: string;
  width: number;
  height: number;
  ocr: OcrResult;
  /** The lines the size is read from: the page's, with size lines read a second time (size-reread.ts). */
  sizeLines?: SizeLine[];
  /** Characters of confidently read text: tag close-ups have many, garment shots few. */
  textAmount: number;
  barcodes: BarcodeResult[];
  classifier?: ClassScore[];
  colour?: ColourResult;
};

export type ProductLookup = (barcode: BarcodeResult) => Promise<ProductInfo | null>;

export type EvidenceBundle = {
  photos: PhotoEvidence[];
  decoded: DecodedPhoto[];
  failures: PhotoFailure[];
  itemType?: ItemTypePrediction;
  /** Photos the classifier looked at. */
  garmentPhotos: number[];
  products: { barcode: BarcodeResult; product: ProductInfo }[];
  timingsMs: Record<string, number>;
};

/** Colours come from up to two garment photos (front and back often differ in light). */
const MAX_GARMENT_PHOTOS = 2;
/**
 * The classifier looks at one photo per item: with InceptionV3 in the head it
 * costs ~0.5 s a photo, and a second view did not pay for itself within the
 * 2 s budget for a 3-photo item (classifier-notes: run it on one or two).
 */
const CLASSIFIED_PHOTOS = 1;
const TEXT_CONFIDENCE = 60;
/** Characters of clear text above which a photo is a label or tag close-up. */
const TAG_TEXT_AMOUNT = 25;

/**
 * Reads everything the photos say: text (OCR, in its worker thread), codes
 * (on this thread, meanwhile), then the item type and colours from the photos
 * with the least text, which are the ones that show the garment, not a tag.
 */
export async function collectEvidence(options: {
  photos: AnalyzePhoto[];
  engine: AiEngine;
  productLookup?: ProductLookup;
  signal?: AbortSignal;
}): Promise<EvidenceBundle> {
  const timingsMs: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      timingsMs[name] = Math.round((timingsMs[name] ?? 0) + performance.now() - started);
    }
  };

  const results = await timed('decode', () => Promise.all(options.photos.map((p, i) => decodePhoto(p, i))));
  const decoded = results.filter(isDecoded);
  const failures = results.filter((r): r is PhotoFailure => !isDecoded(r));
  options.signal?.throwIfAborted();

  const { recognize, recognizeRegion } = options.engine.ocr;
  const ocrAll = timed('ocr', () =>
    Promise.all(
      decoded.map(async (p) => {
        const page = await recognize(p.ocrImage);
        const sizeLines = recognizeRegion ? await rereadSizeLines(p.ocrImage, page.lines, recognizeRegion) : undefined;
        return { page, sizeLines };
      }),
    ),
  );
  // Keep a rejection from surfacing as unhandled while the barcode work runs.
  ocrAll.catch(() => undefined);
  const barcodes: BarcodeResult[][] = [];
  for (const photo of decoded) barcodes.push(await timed('barcodes', () => findBarcodes(photo.rgba)));
  const ocr = await ocrAll;
  options.signal?.throwIfAborted();

  const photos: PhotoEvidence[] = decoded.map((p, i) => ({
    index: p.index,
    ...(p.id ? { id: p.id } : {}),
    width: p.width,
    height: p.height,
    ocr: ocr[i]!.page,
    ...(ocr[i]!.sizeLines ? { sizeLines: ocr[i]!.sizeLines } : {}),
    textAmount: ocr[i]!.page.lines.filter((l) => l.confidence >= TEXT_CONFIDENCE).reduce(
      (n, l) => n + l.text.length,
      0,
    ),
    barcodes: barcodes[i]!,
  }));

  // The photo with the least text, plus a second one if it is not a tag close-up.
  const garment = [...photos]
    .sort((a, b) => a.textAmount - b.textAmount || a.index - b.index)
    .filter((p, i) => i === 0 || p.textAmount < TAG_TEXT_AMOUNT)
    .slice(0, MAX_GARMENT_PHOTOS);
  let itemType: ItemTypePrediction | undefined;
  if (garment.length > 0) {
    const classifier = await timed('classifier_load', () => options.engine.classifier());
    const scores: ClassScore[][] = [];
    for (const [i, photo] of garment.entries()) {
      const source = decoded.find((d) => d.index === photo.index)!;
      if (i < CLASSIFIED_PHOTOS) {
        photo.classifier = await timed('classifier', () => classifier.scorePhoto(source.bytes));
        scores.push(photo.classifier);
      }
      photo.colour = garmentColours(source.small);
    }
    itemType = classifier.combine(scores);
  }

  const products: EvidenceBundle['products'] = [];
  if (options.productLookup) {
    const lookup = options.productLookup;
    const codes = photos.flatMap((p) => p.barcodes).filter((b) => b.format !== 'QR');
    for (const barcode of codes) {
      // A failed lookup is logged by the adapter and skipped (spec section 8).
      const product = await timed('product_lookup', () => lookup(barcode).catch(() => null));
      if (product) products.push({ barcode, product });
    }
  }

  return {
    photos,
    decoded,
    failures,
    ...(itemType ? { itemType } : {}),
    garmentPhotos: garment.slice(0, CLASSIFIED_PHOTOS).map((g) => g.index),
    products,
    timingsMs,
  };
}
