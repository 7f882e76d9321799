import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BarcodeResult } from '@listlens/shared';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

/**
 * The zxing reader, loaded once from the .wasm inside the package: its default
 * would fetch the binary from a CDN, and ListLens runs offline (stack notes §5).
 */
function prepare(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer,
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** Spec part 2, section 9: code_128, code_39, ean_13, ean_8, upc_a, upc_e, qr_code. */
const FORMATS = ['Code128', 'Code39', 'EAN13', 'EAN8', 'UPCA', 'UPCE', 'QRCode'] as const;

export type Pixels = { data: Uint8ClampedArray; width: number; height: number };
export type DecodedCode = BarcodeResult & { symbology: string };

/**
 * The spec's barcode result for one zxing reading. zxing reports a UPC-A as a
 * 13-digit EAN-13 with a leading 0 (stack notes §5): the 12 digits are the UPC.
 */
export function toBarcodeResult(result: Pick<ReadResult, 'format' | 'text'>, confidence: number): DecodedCode {
  const code = result.text.trim();
  const base = { code, confidence, symbology: result.format };
  switch (result.format) {
    case 'EAN13':
    case 'UPCA':
      return code.length === 13 && code.startsWith('0')
        ? { ...base, code: code.slice(1), format: 'UPC-A' }
        : { ...base, format: result.format === 'UPCA' ? 'UPC-A' : 'EAN-13' };
    case 'UPCE':
      return { ...base, format: 'UPC-E' };
    case 'EAN8':
      return { ...base, format: 'EAN-8' };
    case 'Code128':
      return { ...base, format: 'CODE128' };
    case 'QRCode':
      return { ...base, format: 'QR' };
    default:
      return { ...base, format: 'unknown' };
  }
}

/** Every barcode and QR code in one image; the detection service's confidence is the spec's 0.8. */
export async function readCodes(pixels: Pixels, confidence = 0.8): Promise<DecodedCode[]> {
  await prepare();
  const results = await readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], {
    formats: [...FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 8,
  });
  const seen = new Set<string>();
  return results
    .filter((r) => r.isValid && r.text.trim() !== '')
    .map((r) => toBarcodeResult(r, confidence))
    .filter((r) => (seen.has(`${r.format}:${r.code}`) ? false : (seen.add(`${r.format}:${r.code}`), true)));
}
