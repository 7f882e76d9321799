import { CAPTURE_JPEG_QUALITY, PHOTO_MAX_SIDE } from '@listlens/shared';
import { fitWithin } from './fit-within';

const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, CAPTURE_JPEG_QUALITY));
}

/**
 * Pre-resize before upload (DESIGN section 2: 1600 px, not the spec's 800):
 * the longest side becomes at most 1600 px, keeping JPEG, PNG or WebP. A photo
 * already small enough is sent untouched; one the browser cannot decode is
 * sent as it is and the server explains what is wrong with it.
 */
export async function resizeForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
    if (size.width === bitmap.width && size.height === bitmap.height && KEPT_TYPES.has(file.type)) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = KEPT_TYPES.has(file.type) ? file.type : 'image/jpeg';
    const blob = await canvasBlob(canvas, type);
    if (!blob) return file;
    const name = type === file.type ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
