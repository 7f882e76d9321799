import { SkuSchema, type GroupByLabelResult } from '@listlens/shared';
import type { SessionUser } from '../../auth/session-user';
import { readCodes, type DecodedCode } from './barcodes/barcode-reader';
import { renditionKeys } from './photo-files';
import { rgbaPixels } from './photo-renditions';
import * as repo from './photos.repository';
import { allKeysOf, type PhotoDeps } from './photos.service';

/** Printed SKU labels are QR or Code 128/39; EAN and UPC codes name products, never a seller's SKU. */
const LABEL_SYMBOLOGIES = new Set(['QRCode', 'Code128', 'Code39']);

/** The SKU a label photo holds, if it is one: a code like "ABC-123" or "SKU: ABC-123". */
export function labelSkuOf(codes: DecodedCode[]): string | null {
  for (const code of codes) {
    if (!LABEL_SYMBOLOGIES.has(code.symbology)) continue;
    const text = code.code.replace(/^sku\s*[:#-]?\s*/i, '');
    const sku = SkuSchema.safeParse(text);
    if (sku.success) return sku.data;
  }
  return null;
}

/** A photo that cannot be read is simply not a label. */
async function codesOf(deps: PhotoDeps, row: repo.PhotoRow): Promise<DecodedCode[]> {
  try {
    const bytes = await deps.photoStorage.getBuffer(renditionKeys(row.storagePath, row.rotation).display);
    return bytes ? await readCodes(await rgbaPixels(deps.engines.image, bytes, 1200)) : [];
  } catch (error) {
    deps.logger.warn({ err: error, photo: row.id }, 'could not look for a label code');
    return [];
  }
}

/**
 * Group by label photo: walking the unassigned photos in upload order, a photo
 * whose code holds a SKU starts an item and each following photo up to the
 * next label belongs to it. Label photos are removed (they are not part of
 * the listing); photos before the first label stay unassigned.
 */
export async function groupByLabelPhotos(deps: PhotoDeps, user: SessionUser): Promise<GroupByLabelResult> {
  const rows = await repo.findUnassignedPhotos(deps.db, user.id);
  const groups = new Map<string, string[]>();
  const labelIds: string[] = [];
  let current: string | null = null;
  let ungrouped = 0;
  for (const row of rows) {
    const sku = labelSkuOf(await codesOf(deps, row));
    if (sku) {
      labelIds.push(row.id);
      current = sku;
      if (!groups.has(sku)) groups.set(sku, []);
    } else if (current) {
      groups.get(current)?.push(row.id);
    } else {
      ungrouped += 1;
    }
  }
  const filled = [...groups.entries()].filter(([, ids]) => ids.length > 0).map(([sku, ids]) => ({ sku, ids }));
  const removed = await repo.applyLabelGroups(deps.db, user.id, filled, labelIds);
  await deps.photoStorage.delete(removed.flatMap(allKeysOf)).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'label photo files could not be deleted');
  });
  return {
    groups: filled.map((g) => ({ sku: g.sku, photo_ids: g.ids })),
    label_photo_ids: labelIds,
    ungrouped,
  };
}
