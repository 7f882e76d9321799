import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeEngines, createEngines } from '../../../adapters/engines';
import { decodePhoto } from './photo-input';
import { flattenTones, labelBody } from './plain-ground';

const engine = createEngines();
afterAll(() => closeEngines(engine));

/** A fixture photo's 800 px preview, as the quick reads see it, in grey tones. */
async function previewOf(path: string) {
  const bytes = readFileSync(new URL(`../fixtures/${path}.jpg`, import.meta.url));
  const photo = await decodePhoto(engine.image, { bytes, mimeType: 'image/jpeg' }, 0);
  if (!('previewImage' in photo)) throw new Error(photo.error);
  const { data, width, height, channels } = await engine.image.pixels(photo.previewImage, []);
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * channels]!;
  return { grey, width, height };
}

describe('flattenTones', () => {
  it('whitens every ground and keeps print dark against the ground round it', () => {
    // A mid-grey ground (170) with a dark square (60) on it: one threshold for the photo could take either.
    const [width, height] = [80, 80];
    const grey = new Uint8Array(width * height).fill(170);
    for (let y = 35; y < 45; y++) for (let x = 35; x < 45; x++) grey[y * width + x] = 60;
    const flat = flattenTones(grey, width, height);
    expect(flat[5 * width + 5]).toBe(255);
    expect(flat[40 * width + 40]).toBeLessThan(60);
  });
});

describe('labelBody', () => {
  it("finds a care label's lines on a plain grey ground between a dark t-shirt and a bright window", async () => {
    const { grey, width, height } = await previewOf('labels/rendered-label-hidden-by-its-tones');
    const body = labelBody(grey, width, height);
    // The label's body ("100% Cotton" to "RN 27469") stands in the left half, a third of the way down.
    expect(body).toBeDefined();
    expect(body!.x0).toBeLessThan(width / 4);
    expect(body!.y0).toBeGreaterThan(height / 4);
    expect(body!.y1).toBeLessThan((height * 2) / 3);
  });

  it.each(['dress', 'hat', 'longsleeve', 'outwear', 'pants', 'shirt', 'shoes', 'shorts', 'skirt', 't-shirt'])(
    'finds none on a photo of a %s',
    async (garment) => {
      const { grey, width, height } = await previewOf(`item-type/${garment}`);
      expect(labelBody(grey, width, height)).toBeUndefined();
    },
  );
});
