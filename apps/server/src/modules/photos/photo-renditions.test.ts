import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageEngine } from '../../adapters/image/sharp-image-engine';
import type { ImageEngine, ImageInput } from '../../adapters/image/image-engine';
import { makeRenditions } from './photo-renditions';

// Issue 19, point 8: a JPEG upload is decoded once for its three files, not three times; the
// files are the same three as before (upright, no metadata, 1600 px and 400 px WebP).

type Calls = { decodes: number; encodesFromBytes: number; encodesFromPixels: number };

/** The real engine, counting how often it reads encoded bytes and how often it starts from pixels. */
function countingEngine(): { engine: ImageEngine; calls: Calls } {
  const inner = createSharpImageEngine();
  const calls: Calls = { decodes: 0, encodesFromBytes: 0, encodesFromPixels: 0 };
  const fromBytes = (input: ImageInput) => Buffer.isBuffer(input);
  return {
    calls,
    engine: {
      probe: inner.probe,
      pixels: (input, steps, limits) => {
        if (fromBytes(input)) calls.decodes++;
        return inner.pixels(input, steps, limits);
      },
      encode: (input, steps, format, limits) => {
        if (fromBytes(input)) calls.encodesFromBytes++;
        else calls.encodesFromPixels++;
        return inner.encode(input, steps, format, limits);
      },
    },
  };
}

/** A 2400x1600 sensor image marked EXIF orientation 6 (shown turned a quarter, 1600x2400), with a comment block. */
async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#884422' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { ImageDescription: 'seller kitchen' } })
    .toBuffer();
}

describe('the renditions of an upload', () => {
  it('decodes a JPEG once for its three files, which come out upright, without metadata, at 1600 px and 400 px', async () => {
    const { engine, calls } = countingEngine();
    const files = await makeRenditions(engine, await sidewaysJpeg(), 'jpeg', 'sideways.jpg');

    expect(calls).toEqual({ decodes: 1, encodesFromBytes: 0, encodesFromPixels: 3 });
    expect({ width: files.width, height: files.height }).toEqual({ width: 1600, height: 2400 });
    const expected = {
      original: { format: 'jpeg', width: 1600, height: 2400 },
      display: { format: 'jpeg', width: 1067, height: 1600 },
      thumb: { format: 'webp', width: 267, height: 400 },
    };
    for (const [variant, shape] of Object.entries(expected)) {
      const meta = await sharp(files[variant as keyof typeof expected]).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, variant).toEqual(shape);
      expect(meta.exif, variant).toBeUndefined();
      expect(meta.orientation ?? 1, variant).toBe(1);
    }
  });

  it('still refuses a JPEG cut short, and a PNG keeps one decode per file (it may hold 16 bits a channel)', async () => {
    const whole = await sidewaysJpeg();
    await expect(
      makeRenditions(createSharpImageEngine(), whole.subarray(0, whole.length - 2000), 'jpeg', 'cut.jpg'),
    ).rejects.toMatchObject({ message: '"cut.jpg" is damaged or incomplete and could not be read.' });

    const { engine, calls } = countingEngine();
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#22448880' } })
      .png()
      .toBuffer();
    const files = await makeRenditions(engine, png, 'png', 'flat.png');
    expect(calls).toEqual({ decodes: 0, encodesFromBytes: 3, encodesFromPixels: 0 });
    expect((await sharp(files.original).metadata()).hasAlpha).toBe(true);
  });
});
