import { describe, expect, it } from 'vitest';
import { COLOUR_MAP_CHANNELS, pooledOverGarment } from './colour-features';

/** A 4 x 2 map whose cell (x, y) holds x + 10 y in channel 0 and 1 in every other channel. */
function mapOf(width = 4, height = 2, channels = COLOUR_MAP_CHANNELS) {
  const data = new Float32Array(width * height * channels).fill(1);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[(y * width + x) * channels] = x + 10 * y;
  return { width, height, channels, data };
}

describe('the colour map pooled over the garment (decision 044)', () => {
  it('averages the cells whose centre the mask marks, the mask being of any size', () => {
    // An 8 x 4 mask marking the left half: cells x = 0 and 1 of both rows.
    const mask = new Uint8Array(8 * 4);
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) mask[y * 8 + x] = 1;
    const pooled = pooledOverGarment(mapOf(), mask, 8, 4);
    expect(pooled).toHaveLength(COLOUR_MAP_CHANNELS);
    expect(pooled[0]).toBeCloseTo((0 + 1 + 10 + 11) / 4, 6);
    expect(pooled[1]).toBe(1);
  });

  it('averages the whole map when the mask covers no cell', () => {
    const pooled = pooledOverGarment(mapOf(), new Uint8Array(8 * 4), 8, 4);
    expect(pooled[0]).toBeCloseTo((0 + 1 + 2 + 3 + 10 + 11 + 12 + 13) / 8, 6);
  });

  it('refuses a map of another network', () => {
    expect(() => pooledOverGarment(mapOf(4, 2, 64), new Uint8Array(8 * 4), 8, 4)).toThrow(/64 channels/);
  });
});
