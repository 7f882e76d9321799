import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/**
 * A tiny real PNG for the storage test, a different colour on every run, so the
 * bytes read back can only match if this run's upload really arrived.
 */
export function createTestImage(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4,
      height: 4,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();
}
