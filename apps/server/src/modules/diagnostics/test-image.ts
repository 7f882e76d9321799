import { randomInt } from 'node:crypto';
import type { ImageEngine } from '../../adapters/image/image-engine';

/**
 * A tiny real PNG for the storage test, a different colour on every run, so the
 * bytes read back can only match if this run's upload really arrived.
 */
export async function createTestImage(image: ImageEngine): Promise<Buffer> {
  const colour = [randomInt(256), randomInt(256), randomInt(256)];
  const data = Uint8Array.from({ length: 4 * 4 * 3 }, (_, i) => colour[i % 3]!);
  return (await image.encode({ data, width: 4, height: 4, channels: 3 }, [], { format: 'png' })).data;
}
