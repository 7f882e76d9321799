import type { FastifyInstance } from 'fastify';
import { BarcodeDetectRequestSchema, BarcodeParamsSchema } from '@listlens/shared';
import type { AppDeps } from '../../../app';
import { requireSessionUser } from '../../../auth/session-user';
import { parseWith } from '../../../http/problem';
import { detectBarcodes } from './detect-barcodes';
import { lookupProduct } from './product-lookup';

const BARCODE_RATE = { max: 120, windowMs: 60 * 1000 };

/** The barcode calls of spec part 2, section 7, behind the session. */
export function registerBarcodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // A camera frame as a data URL is larger than the API's usual 1 MB body.
  app.post('/api/barcodes/detect', { bodyLimit: 12 * 1024 * 1024 }, async (request) => {
    const user = await requireSessionUser(deps.auth, request);
    await deps.rateLimiter.hit(`barcodes:${user.id}`, BARCODE_RATE);
    return detectBarcodes(deps.engines.image, parseWith(BarcodeDetectRequestSchema, request.body));
  });

  app.get('/api/barcodes/:code/product', async (request) => {
    const user = await requireSessionUser(deps.auth, request);
    await deps.rateLimiter.hit(`barcodes:${user.id}`, BARCODE_RATE);
    return lookupProduct(deps, parseWith(BarcodeParamsSchema, request.params).code);
  });
}
