import sharp, { type Region } from 'sharp';
import { describe, expect, it } from 'vitest';
import { garmentColours } from './colour';
import { colourName } from './colour-naming';
import { rgbToLab } from './colour-space';
import { segmentGarment } from './garment-mask';
import { toLabImage } from './lab-image';
import { renderGarment } from '../fixtures/synthetic-photos';
import { createSharpImageEngine } from '../../../adapters/image/sharp-image-engine';
import { decodePhoto, isDecoded } from './photo-input';

const image = createSharpImageEngine();

async function smallOf(options: Parameters<typeof renderGarment>[0], crop?: Region) {
  const rendered = await renderGarment(options);
  const bytes = crop ? await sharp(rendered).extract(crop).jpeg().toBuffer() : rendered;
  const decoded = await decodePhoto(image, { bytes, mimeType: 'image/jpeg' }, 0);
  if (!isDecoded(decoded)) throw new Error(decoded.error);
  return decoded.small;
}

describe('garmentColours (the garment split from its background, then named)', () => {
  it.each([
    ['#b3202a', '#9a9a9a', 'Red'],
    ['#b3202a', '#e9dcc3', 'Red'],
    ['#1c2541', '#f7f7f7', 'Blue'],
    ['#f4f4f2', '#3a3a3a', 'White'],
    ['#151515', '#f0f0f0', 'Black'],
    ['#2f8f4e', '#d8d0c0', 'Green'],
    ['#f2d43a', '#2a4d9c', 'Yellow'],
    ['#e58fb0', '#ffffff', 'Pink'],
    ['#7a4a2a', '#e8e8e8', 'Brown'],
    ['#8a8a8a', '#c0392b', 'Gray'],
  ])('a %s garment on %s is %s', async (colour, background, expected) => {
    const result = garmentColours(await smallOf({ colour, background }));
    expect(result.primary).toBe(expected);
    expect(result.names).toEqual([expected]);
    expect(result.method).toBe('segmented');
  });

  it('never names the gray background of a red garment', async () => {
    const result = garmentColours(await smallOf({ colour: '#c0262d', background: '#808080' }));
    expect(result.clusters.map((c) => c.name)).not.toContain('Gray');
  });

  it('calls a striped garment Multicolor, with no secondary', async () => {
    const result = garmentColours(
      await smallOf({ colour: '#1c2a6b', stripe: '#f5f5f5', background: '#b8a58a', stripes: 12 }),
    );
    expect(result.primary).toBe('Multicolor');
    expect(result.secondary).toBeUndefined();
    expect(result.mix).toBeGreaterThan(0.1);
  });

  it('keeps a colour block as a primary with a secondary candidate', async () => {
    const result = garmentColours(
      await smallOf({ colour: '#1c2a6b', stripe: '#c0262d', background: '#e0e0e0', stripes: 1 }),
    );
    // The shoulder block is the wider part of the shirt here.
    expect(result.primary).toBe('Red');
    expect(result.secondary).toBe('Blue');
  });

  it('keeps the colour of a garment whose sleeves and hem run off the photo', async () => {
    // Cropped so the sleeve ends and the hem touch the edges: the garment's
    // own colour is then part of the border.
    const photo = { colour: '#2f8f4e', background: '#d8d0c0' };
    const result = garmentColours(await smallOf(photo, { left: 130, top: 60, width: 540, height: 640 }));
    expect(result.primary).toBe('Green');
    expect(result.method).toBe('segmented');
    expect(result.garmentShare).toBeGreaterThan(0.4);
  });

  it('reads a white shirt under cool light on a grey floor as White, not Blue', async () => {
    const result = garmentColours(await smallOf({ colour: '#d8e1f0', background: '#9ca5b3' }));
    expect(result.primary).toBe('White');
  });

  it('still reads a pale blue shirt on a neutral grey floor as Blue', async () => {
    const result = garmentColours(await smallOf({ colour: '#a9c3e8', background: '#a0a0a0' }));
    expect(result.primary).toBe('Blue');
  });

  it('reads a black garment on a near-black background as Black', async () => {
    const result = garmentColours(await smallOf({ colour: '#101010', background: '#3a3a3a' }));
    expect(result.primary).toBe('Black');
    expect(result.clusters.map((c) => c.name)).not.toContain('Gray');
  });

  it('falls back to the middle of the photo when the garment matches its background', async () => {
    const result = garmentColours(await smallOf({ colour: '#f6f6f6', background: '#f8f8f8' }));
    expect(result.primary).toBe('White');
    expect(result.method).toBe('centre');
  });
});

describe('segmentGarment', () => {
  it('finds the garment and leaves the background out', async () => {
    const small = await smallOf({ colour: '#b3202a', background: '#9a9a9a' });
    const { mask, share } = segmentGarment(toLabImage(small));
    // The t-shirt polygon covers about 40 % of the picture.
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
    const at = (x: number, y: number) => mask[Math.round(y * small.height) * small.width + Math.round(x * small.width)];
    expect(at(0.5, 0.6)).toBe(1);
    expect(at(0.05, 0.05)).toBe(0);
    expect(at(0.1, 0.8)).toBe(0);
  });

  it('takes more of the garment than the border-distance baseline on a textured background', async () => {
    const small = await smallOf({ colour: '#3b5ba5', background: '#8c6a4a', backgroundStripe: '#6d4f35' });
    const image = toLabImage(small);
    const refined = segmentGarment(image);
    expect(refined.method).toBe('segmented');
    expect(refined.share).toBeLessThan(0.5);
    expect(garmentColours(small).primary).toBe('Blue');
  });
});

describe('colourName', () => {
  it.each([
    [[20, 30, 70], 'Blue'],
    [[128, 0, 32], 'Red'],
    [[200, 200, 200], 'White'],
    [[120, 120, 120], 'Gray'],
    [[15, 15, 15], 'Black'],
    [[230, 130, 40], 'Orange'],
    [[200, 180, 140], 'Beige'],
    [[110, 70, 40], 'Brown'],
    [[240, 160, 190], 'Pink'],
    [[110, 50, 150], 'Purple'],
    [[60, 140, 70], 'Green'],
    [[240, 210, 40], 'Yellow'],
  ] as const)('names rgb %j %s', ([r, g, b], expected) => {
    expect(colourName(rgbToLab(r, g, b))).toBe(expected);
  });

  it('takes a dim white for white when it is among the lightest things in the photo', () => {
    expect(colourName(rgbToLab(165, 165, 165), 100)).toBe('Gray');
    expect(colourName(rgbToLab(165, 165, 165), 70)).toBe('White');
  });
});
