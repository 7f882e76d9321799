import { describe, expect, it } from 'vitest';
import { garmentColours } from './colour';
import { nearestColourName, rgbToLab } from './colour-space';
import { renderGarment } from './fixtures/synthetic-photos';
import { decodePhoto, isDecoded } from './photo-input';

async function coloursOf(options: Parameters<typeof renderGarment>[0]) {
  const decoded = await decodePhoto({ bytes: await renderGarment(options), mimeType: 'image/jpeg' }, 0);
  if (!isDecoded(decoded)) throw new Error(decoded.error);
  return garmentColours(decoded.small);
}

describe('garmentColours (k-means in CIELAB on the garment, not the background)', () => {
  it.each([
    ['#b3202a', '#e9dcc3', 'Red'],
    ['#1c2541', '#f7f7f7', 'Blue'],
    ['#f4f4f2', '#3a3a3a', 'White'],
    ['#151515', '#f0f0f0', 'Black'],
    ['#2f8f4e', '#d8d0c0', 'Green'],
    ['#f2d43a', '#2a4d9c', 'Yellow'],
    ['#e58fb0', '#ffffff', 'Pink'],
    ['#7a4a2a', '#e8e8e8', 'Brown'],
  ])('a %s garment on %s is %s', async (colour, background, expected) => {
    const result = await coloursOf({ colour, background });
    expect(result.names[0]).toBe(expected);
    expect(result.garmentShare).toBeGreaterThan(0.2);
  });

  it('names a second colour of a striped garment, at most two names', async () => {
    const result = await coloursOf({ colour: '#1c2a6b', stripe: '#f5f5f5', background: '#b8a58a' });
    expect(result.names).toHaveLength(2);
    expect(new Set(result.names)).toEqual(new Set(['Blue', 'White']));
  });

  it('falls back to the centre when the garment matches its background', async () => {
    const result = await coloursOf({ colour: '#f6f6f6', background: '#f8f8f8' });
    expect(result.names[0]).toBe('White');
  });
});

describe('nearestColourName', () => {
  it('maps shades to eBay colour names', () => {
    expect(nearestColourName(rgbToLab(20, 30, 70)).name).toBe('Blue');
    expect(nearestColourName(rgbToLab(128, 0, 32)).name).toBe('Red');
    expect(nearestColourName(rgbToLab(128, 128, 0)).name).toBe('Green');
    expect(nearestColourName(rgbToLab(200, 200, 200)).name).toBe('Gray');
  });
});
