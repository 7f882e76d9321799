import { BarcodeDetectResponseSchema, type BarcodeDetectResponse } from '@listlens/shared';
import { apiFetch } from '../../../lib/api-client';

/** The server's detection service, for frames the page cannot decode itself (spec part 2, section 7). */
export const detectBarcodesOnServer = (imageData: string): Promise<BarcodeDetectResponse> =>
  apiFetch('/api/barcodes/detect', {
    method: 'POST',
    body: { imageData, detection_type: 'barcode' },
    schema: BarcodeDetectResponseSchema,
  });
