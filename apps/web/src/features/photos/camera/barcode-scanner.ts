import {
  BARCODE_DETECTOR_FORMATS,
  BARCODE_FRAME_JPEG_QUALITY,
  FALLBACK_BARCODE_CONFIDENCE,
  NATIVE_BARCODE_CONFIDENCE,
  type BarcodeResult,
} from '@listlens/shared';
import { detectBarcodesOnServer } from '../api/detect-barcodes';
import { grabFrame } from './use-camera';

type NativeDetector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string; format: string }[]> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

const FORMAT_NAMES: Record<string, BarcodeResult['format']> = {
  ean_13: 'EAN-13',
  EAN13: 'EAN-13',
  ean_8: 'EAN-8',
  EAN8: 'EAN-8',
  upc_a: 'UPC-A',
  UPCA: 'UPC-A',
  upc_e: 'UPC-E',
  UPCE: 'UPC-E',
  code_128: 'CODE128',
  Code128: 'CODE128',
  qr_code: 'QR',
  QRCode: 'QR',
};

/** UPC-A read as a 13-digit EAN with a leading 0 is the 12-digit UPC (stack notes §5). */
export function normaliseReading(text: string, format: string, confidence: number): BarcodeResult {
  const code = text.trim();
  const name = FORMAT_NAMES[format] ?? 'unknown';
  if ((name === 'EAN-13' || name === 'UPC-A') && code.length === 13 && code.startsWith('0')) {
    return { code: code.slice(1), format: 'UPC-A', confidence };
  }
  return { code, format: name, confidence };
}

export type FrameReader = {
  kind: 'native' | 'zxing' | 'server';
  read: (video: HTMLVideoElement) => Promise<BarcodeResult | null>;
};

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  const formats = BARCODE_DETECTOR_FORMATS.filter((f) => supported.length === 0 || supported.includes(f));
  if (formats.length === 0) return null;
  const detector = new Detector({ formats });
  return {
    kind: 'native',
    read: async (video) => {
      const [first] = await detector.detect(video);
      return first ? normaliseReading(first.rawValue, first.format, NATIVE_BARCODE_CONFIDENCE) : null;
    },
  };
}

async function zxingReader(): Promise<FrameReader> {
  // Loaded only when scanning: the reader and its .wasm are served by us, never a CDN (stack notes §5).
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  return {
    kind: 'zxing',
    read: async (video) => {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) return null;
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(video, 0, 0, width, height);
      const [first] = await readBarcodes(context.getImageData(0, 0, width, height), {
        formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39', 'QRCode'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return first?.isValid ? normaliseReading(first.text, first.format, FALLBACK_BARCODE_CONFIDENCE) : null;
    },
  };
}

function serverReader(): FrameReader {
  return {
    kind: 'server',
    read: async (video) => {
      const blob = await grabFrame(video, BARCODE_FRAME_JPEG_QUALITY);
      const dataUrl = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsDataURL(blob);
      });
      const { barcodes } = await detectBarcodesOnServer(dataUrl);
      return barcodes[0] ?? null;
    },
  };
}

/**
 * The best reader this browser has (spec part 2, section 4.3): its own
 * BarcodeDetector, else zxing in the page, else the server's detection service.
 */
export async function createFrameReader(): Promise<FrameReader> {
  const native = await nativeReader().catch(() => null);
  if (native) return native;
  try {
    return await zxingReader();
  } catch {
    return serverReader();
  }
}
