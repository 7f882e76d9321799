import { PHOTO_MAX_SIDE, PHOTO_THUMB_SIDE, PHOTO_VARIANTS, type PhotoVariant } from '@listlens/shared';
import { CONTENT_TYPE_OF, EXTENSION_OF, type PhotoKind } from './photo-type';

export { PHOTO_VARIANTS, type PhotoVariant };

export type RenditionKeys = Record<PhotoVariant, string>;

/**
 * The spec's path shape for the original, `{userId}/{timestamp}_{index}.{ext}`
 * (part 2, section 3). The index is the photo's place in its upload request.
 */
export function originalKey(userId: string, timestamp: number, index: number, kind: PhotoKind): string {
  return `${userId}/${timestamp}_${index}.${EXTENSION_OF[kind]}`;
}

/**
 * The files of one photo at one rotation. Rotation 0 is what was uploaded; a
 * rotated photo gets files of its own (`_r90`), so the original is never
 * overwritten and a cached URL never shows stale pixels.
 */
export function renditionKeys(storagePath: string, rotation: number): RenditionKeys {
  const dot = storagePath.lastIndexOf('.');
  const stem = storagePath.slice(0, dot);
  const ext = storagePath.slice(dot + 1);
  const rotated = rotation === 0 ? stem : `${stem}_r${rotation}`;
  return {
    original: rotation === 0 ? storagePath : `${rotated}.${ext}`,
    display: `${rotated}_${PHOTO_MAX_SIDE}.${ext}`,
    thumb: `${rotated}_${PHOTO_THUMB_SIDE}.webp`,
  };
}

export function kindOfPath(storagePath: string): PhotoKind {
  const ext = storagePath.slice(storagePath.lastIndexOf('.') + 1);
  if (ext === 'png') return 'png';
  if (ext === 'webp') return 'webp';
  return 'jpeg';
}

export function contentTypeOfVariant(storagePath: string, variant: PhotoVariant): string {
  return variant === 'thumb' ? 'image/webp' : CONTENT_TYPE_OF[kindOfPath(storagePath)];
}

/** Session-checked addresses; `v` changes with every rotation so the year-long cache stays right. */
export const photoFileUrl = (id: string, variant: 'display' | 'thumb' | 'original', rotation: number) =>
  `/api/photos/${id}/files/${variant}?v=${rotation}`;

const OWN_PHOTO = /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/files\//i;

/** The photo id in an address `photoFileUrl` made (how an item refers to a seller's own photo), else undefined. */
export const ownPhotoIdOf = (url: string): string | undefined => OWN_PHOTO.exec(url)?.[1]?.toLowerCase();
