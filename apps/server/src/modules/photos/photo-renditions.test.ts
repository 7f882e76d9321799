import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageEngine } from '../../adapters/image/sharp-image-engine';
import type { ImageEngine, ImageInput } from '../../adapters/image/image-engine';
import { makeRenditions } from './photo-renditions';

// Issue 19, point 8: an upload's photo is decoded for two of its files, not three; the thumbnail
// is made from the 1600 px file. The files are the same three: upright, no metadata, 1600 px and
// a 400 px WebP.

/** The real engine, recording what each encode started from. */
function recordingEngine(): { engine: ImageEngine; inputs: ImageInput[] } {
  const inner = createSharpImageEngine();
  const inputs: ImageInput[] = [];
  return {
    inputs,
    engine: {
      ...inner,
      encode: (input, steps, format, limits) => {
        inputs.push(input);
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
  it('decode the uploaded photo twice, not three times, and come out upright, without metadata, at 1600 px and 400 px', async () => {
    const { engine, inputs } = recordingEngine();
    const upload = await sidewaysJpeg();
    const files = await makeRenditions(engine, upload, 'jpeg', 'sideways.jpg');

    expect(inputs.filter((input) => input === upload)).toHaveLength(2);
    expect(inputs.filter((input) => input === files.display)).toHaveLength(1);
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
    // The thumbnail shows the photo's colour, not a grey or black frame.
    const { dominant } = await sharp(files.thumb).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('still refuse a JPEG cut short, and keep the transparency of a PNG in its thumbnail', async () => {
    const whole = await sidewaysJpeg();
    await expect(
      makeRenditions(createSharpImageEngine(), whole.subarray(0, whole.length - 2000), 'jpeg', 'cut.jpg'),
    ).rejects.toMatchObject({ message: '"cut.jpg" is damaged or incomplete and could not be read.' });

    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#22448880' } })
      .png()
      .toBuffer();
    const files = await makeRenditions(createSharpImageEngine(), png, 'png', 'flat.png');
    expect((await sharp(files.original).metadata()).hasAlpha).toBe(true);
    expect((await sharp(files.thumb).metadata()).hasAlpha).toBe(true);
  });
});
