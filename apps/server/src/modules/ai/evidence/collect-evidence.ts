import type { BarcodeResult, ProductInfo } from '@listlens/shared';
import { findBarcodes } from './barcodes';
import { findBrands } from '../facts/brands';
import { garmentColours, type ColourResult } from './colour';
import type { AiEngine } from '../engine';
import type { ClassScore, GarmentView } from '../../../adapters/vision/vision-engine';
import { fuseItemTypeScores, type ItemTypePrediction } from './vision/item-type-classifier';
import { rereadHead } from './head-reread';
import { readUnreadPrint } from './unread-print';
import type { ImageEngine } from '../../../adapters/image/image-engine';
import { readOnPlainGround } from './plain-ground';
import { scaleBox, shiftBox, withBoxes, type OcrEngine, type OcrLine, type OcrResult, type ReadRegion } from './ocr';
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
  /** The label's head read again when the page read named no brand (head-reread.ts). */
  headLines?: OcrLine[];
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
  /** Photos the classifier looked at: every garment photo, or the one with the least text. */
  garmentPhotos: number[];
  products: { barcode: BarcodeResult; product: ProductInfo }[];
  timingsMs: Record<string, number>;
};

/**
 * A photo's text as read, and the image it was read from (its boxes are that
 * image's); `full` when the page was read in full (the quick read found words).
 */
type PhotoRead = { failure: PhotoFailure } | { photo: DecodedPhoto; page: OcrResult; pageImage: Buffer; full: boolean };

/** Colours come from up to two garment photos (front and back often differ in light). */
const MAX_GARMENT_PHOTOS = 2;
const TEXT_CONFIDENCE = 60;
/** Characters of clear text above which a photo is a label or tag close-up. */
const TAG_TEXT_AMOUNT = 25;

/** A word the quick read is this sure of makes the photo worth a full read. */
const WORD_CONFIDENCE = 70;

/** Characters of confidently read text: tag close-ups have many, garment shots few. */
function textAmountOf(page: OcrResult): number {
  return page.lines.filter((l) => l.confidence >= TEXT_CONFIDENCE).reduce((n, l) => n + l.text.length, 0);
}

/**
 * Whether a quick read found words, not the texture of a fabric: on 200
 * generated labels and 341 garment photos, a word of three letters or digits
 * at 70 % picked out every label and 14 garments (those with printed words).
 */
function hasWords(page: OcrResult): boolean {
  return page.lines.some((line) =>
    line.words.some((w) => w.confidence >= WORD_CONFIDENCE && (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 3),
  );
}

/** Whether a quick read makes a photo worth a full read: words, or a brand's name however murkily read. */
const worthReading = (page: OcrResult) => hasWords(page) || findBrands(page.lines).length > 0;

/**
 * The text of one photo. A quick read at 800 px comes first; only a photo in
 * which it finds words, or a brand's name however murkily read (a hang tag's
 * wordmark in display type, "THEORY" at 47 %; decision 048), is read in full
 * (enlarged when small, levelled), which spares the slow full read of a
 * garment's texture (0.1 s instead of up to 2 s a photo). The quick read takes
 * the photo as one block of text; a label filling a third of a busy photo can
 * read as nothing that way and clearly in tesseract's own layout, which on a
 * garment with no print finds no block in about 40 ms (decision 055). The full
 * read is the better one, unless it lost most of what the quick one saw: on a
 * large, plain label tesseract's threshold sometimes swallows the whole label
 * at full size.
 */
async function readText(photo: DecodedPhoto, ocr: OcrEngine, image: ImageEngine): Promise<PhotoRead> {
  const single = await ocr.recognize(photo.previewImage);
  const preview = worthReading(single) ? single : await quickReadInBlocks(photo, ocr, image);
  if (!preview) return { photo, page: single, pageImage: photo.previewImage, full: false };
  const pageImage = await photo.pageImage();
  const page = await ocr.recognize(pageImage);
  return textAmountOf(page) < textAmountOf(preview) / 2
    ? { photo, page: preview, pageImage: photo.previewImage, full: true }
    : { photo, page, pageImage, full: true };
}

/**
 * A photo whose quick reads found no words, read once more: a label's body on a plain ground
 * that the photo's tones hide has its page read flattened (decision 068); any other photo keeps
 * its quick read.
 */
async function readHiddenLabel(read: PhotoRead, ocr: OcrEngine, image: ImageEngine): Promise<PhotoRead> {
  if (!('page' in read) || read.full) return read;
  const flat = await readOnPlainGround(read.photo, image, (png) => ocr.recognize(png));
  return flat && worthReading(flat.page) ? { photo: read.photo, ...flat, full: true } : read;
}

/** The white margin, in pixels of the 800 px preview, framing the preview for its last quick read. */
const QUICK_FRAME = 100;

/**
 * The preview read in blocks tesseract finds itself, when that makes the photo worth a full read;
 * failing that, the same read of the preview framed in white (decision 059). A light hang tag
 * filling the middle of a dark photo can leave tesseract's layout analysis finding no block of
 * text at all ("A" for a clear tag of four lines on a dark red shirt); framed, its lines are found.
 * The framed read's boxes are put back in the preview's own pixels.
 */
async function quickReadInBlocks(
  photo: DecodedPhoto,
  ocr: OcrEngine,
  image: ImageEngine,
): Promise<OcrResult | undefined> {
  if (!ocr.recognizeRegion) return undefined;
  const read = await ocr.recognizeRegion(photo.previewImage, 'blocks');
  if (worthReading(read)) return read;
  const frame = { op: 'frame', width: QUICK_FRAME, background: 255 } as const;
  const framed = (await image.encode(photo.previewImage, [frame], { format: 'png' })).data;
  const again = await ocr.recognizeRegion(framed, 'blocks');
  if (!worthReading(again)) return undefined;
  return { ...again, lines: withBoxes(again.lines, (box) => shiftBox(box, -QUICK_FRAME, -QUICK_FRAME)) };
}

/**
 * The page read again in blocks (decision 046). Tesseract's layout analysis
 * sometimes finds no block at all at one scale and several at the other (on
 * seed 1 of the rendered labels, 7 of 150 photos), so a read that finds
 * nothing is made again on the other image, the preview or the full page,
 * its boxes brought to the page's scale (decision 047).
 */
async function readInBlocks(photo: DecodedPhoto, pageImage: Buffer, read: ReadRegion): Promise<OcrLine[]> {
  const first = (await read(pageImage, 'blocks')).lines;
  if (first.length > 0) return first;
  const other = pageImage === photo.previewImage ? await photo.pageImage() : photo.previewImage;
  const scale = pngWidth(pageImage) / pngWidth(other);
  return withBoxes((await read(other, 'blocks')).lines, (box) => scaleBox(box, scale));
}

/** The width a PNG's header gives. */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/**
 * Reads everything the photos say, each photo as soon as it is decoded: text
 * (OCR, in its worker thread), codes (on this thread, meanwhile), the item type
 * (in the vision thread, while the other photos are still being read) and
 * colours from the photos with the least text, which show the garment, not a tag.
 *
 * The classifier looks at every photo that is not a tag close-up, known once
 * its page is read, or else at the one with the least text; the item type is
 * the fusion of their calibrated probabilities (decision 016: the first one
 * is read by the fine-tuned MobileNet and InceptionV3, about 0.45 s; the
 * others by the fine-tuned MobileNet alone, about 0.1 s each, so every garment
 * view fits in the 2 s budget).
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
  const { image, ocr, vision } = options.engine;
  const { recognizeRegion } = ocr;

  // Each photo: decode, then its page read; the OCR worker takes pages in the
  // order they arrive, so a photo's read overlaps the next one's decoding.
  const quickReads = options.photos.map(async (input, i): Promise<PhotoRead> => {
    const photo = await timed('decode', () => decodePhoto(image, input, i));
    if (!isDecoded(photo)) return { failure: photo };
    options.signal?.throwIfAborted();
    return timed('ocr', () => readText(photo, ocr, image));
  });
  quickReads.forEach((pending) => pending.catch(() => undefined));
  const readPhotos = quickReads.map(async (pending) => {
    const quick = await pending;
    return timed('plain_ground', () => readHiddenLabel(quick, ocr, image));
  });
  const pages = Promise.all(readPhotos);
  // Keep a rejection from surfacing as unhandled while the other work runs.
  pages.catch(() => undefined);

  // The item type: every garment photo (not a tag close-up) is classified as
  // soon as its page is read, in the vision thread, while the OCR worker reads
  // the others; their calibrated probabilities are fused (issue 17).
  // The first garment photo gets the full read (with InceptionV3), the others
  // the quick one: all of them within the 2 s budget (decision 016).
  // The same run gives each photo's colour map, which the colour namer reads (decision 044).
  // A photo the quick reads found no words on is classified at once, not after the search for a
  // label its tones hide (decision 068), which finds one on almost no garment photo: should it find
  // one, the photo's view is dropped from the fusion.
  const classified = new Map<number, { view: Promise<GarmentView>; depth: 'full' | 'quick' }>();
  const classify = (photo: DecodedPhoto) => {
    const depth = [...classified.values()].some((c) => c.depth === 'full') ? 'quick' : 'full';
    const view = timed('classifier', () => vision.viewGarment(photo.bytes, depth));
    view.catch(() => undefined);
    classified.set(photo.index, { view, depth });
  };
  const isGarmentRead = (read: PhotoRead): read is Extract<PhotoRead, { page: OcrResult }> =>
    'page' in read && textAmountOf(read.page) < TAG_TEXT_AMOUNT;
  const garmentReads = Promise.all(
    quickReads.map(async (pending, i) => {
      const quick = await pending;
      if (!isGarmentRead(quick)) return;
      classify(quick.photo);
      if (!isGarmentRead(await readPhotos[i]!)) classified.delete(quick.photo.index);
    }),
  );
  garmentReads.catch(() => undefined);

  // Codes and the second look at size lines, per photo as its page arrives.
  const barcodes = new Map<number, BarcodeResult[]>();
  const details = readPhotos.map(async (pending) => {
    const read = await pending;
    if (!('page' in read)) return undefined;
    const { photo, page, pageImage, full } = read;
    barcodes.set(photo.index, await timed('barcodes', () => findBarcodes(photo.rgba)));
    if (!recognizeRegion) return undefined;
    // A label's page is decoded once for its three second looks; another photo's only if a look needs it.
    const pixels = full ? await timed('unread_print', () => image.pixels(pageImage, [])) : pageImage;
    const size = await timed('size_reread', () => rereadSizeLines(image, pixels, page.lines, recognizeRegion));
    const head = await timed('head_reread', () => rereadHead(image, pixels, page.lines, recognizeRegion));
    // Print the page read dropped, found by its pixels: only on a photo whose words made it worth a full read.
    const unread = full
      ? await timed('unread_print', () => readUnreadPrint(image, pixels, page.lines, recognizeRegion))
      : [];
    // ...and the page again in blocks tesseract finds itself, which reads the short lines of a hang tag
    // among a barcode and a ring that the single-block page read misses (decision 046).
    const blocks = full ? await timed('blocks_read', () => readInBlocks(photo, pageImage, recognizeRegion)) : [];
    return {
      size: [
        ...size,
        ...unread.map((l) => ({ ...l, reread: 'unread' as const })),
        ...blocks.map((l) => ({ ...l, reread: 'blocks' as const })),
      ],
      head,
    };
  });
  const rereads = await Promise.all(details);
  const read = await pages;
  await garmentReads;
  options.signal?.throwIfAborted();

  const decoded: DecodedPhoto[] = [];
  const failures: PhotoFailure[] = [];
  const photos: PhotoEvidence[] = [];
  read.forEach((result, i) => {
    if (!('page' in result)) {
      failures.push(result.failure);
      return;
    }
    const { photo, page } = result;
    decoded.push(photo);
    const lines = rereads[i]?.size;
    const head = rereads[i]?.head ?? [];
    photos.push({
      index: photo.index,
      ...(photo.id ? { id: photo.id } : {}),
      width: photo.width,
      height: photo.height,
      ocr: page,
      ...(lines ? { sizeLines: lines } : {}),
      ...(head.length > 0 ? { headLines: head } : {}),
      textAmount: textAmountOf(page),
      barcodes: barcodes.get(photo.index) ?? [],
    });
  });

  // Every photo is a tag close-up: the one with the least text is the best view there is.
  const garment = [...photos]
    .sort((a, b) => a.textAmount - b.textAmount || a.index - b.index)
    .filter((p, i) => i === 0 || p.textAmount < TAG_TEXT_AMOUNT)
    .slice(0, MAX_GARMENT_PHOTOS);
  if (classified.size === 0 && garment[0]) classify(decoded.find((d) => d.index === garment[0]!.index)!);
  const garmentPhotos = [...classified.keys()].sort((a, b) => a - b);
  const views = new Map<number, GarmentView>();
  for (const index of garmentPhotos) views.set(index, await classified.get(index)!.view);
  const perPhoto = garmentPhotos.map((index) => views.get(index)!.itemType);
  garmentPhotos.forEach((index, i) => (photos.find((p) => p.index === index)!.classifier = perPhoto[i]));
  const itemType = perPhoto.length > 0 ? fuseItemTypeScores(perPhoto, vision.itemTypeReviewThreshold()) : undefined;
  for (const photo of garment) {
    const colourMap = views.get(photo.index)?.colourMap;
    photo.colour = garmentColours(decoded.find((d) => d.index === photo.index)!.small, { colourMap });
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
    garmentPhotos,
    products,
    timingsMs,
  };
}
