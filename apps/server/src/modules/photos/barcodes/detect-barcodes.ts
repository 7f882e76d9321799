import { FALLBACK_BARCODE_CONFIDENCE, type BarcodeDetectRequest, type BarcodeDetectResponse } from '@listlens/shared';
import type { ImageEngine } from '../../../adapters/image/image-engine';
import { photoError } from '../photo-errors';
import { rgbaPixels } from '../photo-renditions';
import { sniffPhotoType } from '../photo-type';
import { readCodes } from './barcode-reader';

/**
 * The detection service of spec part 2, section 7 (used when the browser has
 * no detector of its own): a data URL in, the codes found out.
 */
export async function detectBarcodes(image: ImageEngine, input: BarcodeDetectRequest): Promise<BarcodeDetectResponse> {
  const bytes = Buffer.from(input.imageData.slice(input.imageData.indexOf(',') + 1), 'base64');
  const sniffed = sniffPhotoType(bytes);
  if (!sniffed.ok) throw photoError(sniffed.reason, 'The camera frame');
  let pixels;
  try {
    pixels = await rgbaPixels(image, bytes);
  } catch (error) {
    throw photoError('damaged', 'The camera frame', error);
  }
  const codes = await readCodes(pixels, FALLBACK_BARCODE_CONFIDENCE);
  return { success: true, barcodes: codes.map(({ code, format, confidence }) => ({ code, format, confidence })) };
}
