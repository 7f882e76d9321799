import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BarcodeResult } from '@listlens/shared';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

let prepared: Promise<unknown> | undefined;

/**
 * Loads the zxing reader from the .wasm inside the package, once. The default
 * locateFile points at a CDN, which this product must never depend on
 * (stack-notes section 5).
 */
function prepare(): Promise<unknown> {
  prepared ??= prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer,
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

export type RgbaImage = { data: Uint8ClampedArray; width: number; height: number };

/** Product codes and QR codes: the formats the spec names (section 9). */
const FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39', 'QRCode'] as const;

/** Decodes the barcodes in one photo. */
export async function findBarcodes(image: RgbaImage): Promise<BarcodeResult[]> {
  await prepare();
  const results = await readBarcodes(image, {
    formats: [...FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  const seen = new Set<string>();
  const out: BarcodeResult[] = [];
  for (const result of results) {
    if (!result.isValid) continue;
    const normalised = normaliseBarcode(result);
    if (seen.has(normalised.code)) continue;
    seen.add(normalised.code);
    out.push(normalised);
  }
  return out;
}

/**
 * Maps a zxing result to the spec's barcode result. zxing reports a UPC-A as a
 * 13-digit EAN-13 with a leading 0 (stack-notes section 5); a product lookup
 * by UPC needs the 12 digits back.
 */
export function normaliseBarcode(result: Pick<ReadResult, 'format' | 'text'>): BarcodeResult {
  const text = result.text.trim();
  switch (result.format) {
    case 'EAN13':
    case 'EANUPC':
      return text.length === 13 && text.startsWith('0')
        ? { code: text.slice(1), format: 'UPC-A', confidence: 0.95 }
        : { code: text, format: 'EAN-13', confidence: 0.95 };
    case 'UPCA':
      return { code: text.length === 13 ? text.slice(1) : text, format: 'UPC-A', confidence: 0.95 };
    case 'UPCE':
      return { code: text, format: 'UPC-E', confidence: 0.95 };
    case 'EAN8':
      return { code: text, format: 'EAN-8', confidence: 0.95 };
    case 'Code128':
      return { code: text, format: 'CODE128', confidence: 0.9 };
    case 'QRCode':
      return { code: text, format: 'QR', confidence: 0.9 };
    default:
      return { code: text, format: 'unknown', confidence: 0.8 };
  }
}

/** ISBN check from the spec (section 5): an optional 97x prefix, 9 digits, then a digit or X. */
export function isIsbn(code: string): boolean {
  return /^(?:97[89])?\d{9}[\dX]$/i.test(code.replace(/[-\s]/g, ''));
}
