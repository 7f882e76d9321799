import { describe, expect, it } from 'vitest';
import { createSharpImageEngine } from './sharp-image-engine';

describe('the sharp image engine', () => {
  it('frames an image in a margin of the grey asked for on every side', async () => {
    const engine = createSharpImageEngine();
    const black = { data: new Uint8Array(10 * 6).fill(0), width: 10, height: 6, channels: 1 as const };
    const framed = await engine.pixels(black, [{ op: 'frame', width: 5, background: 255 }]);
    expect([framed.width, framed.height]).toEqual([20, 16]);
    const at = (x: number, y: number) => framed.data[(y * framed.width + x) * framed.channels]!;
    expect([at(0, 0), at(4, 8), at(15, 8), at(10, 15)]).toEqual([255, 255, 255, 255]);
    expect([at(5, 5), at(14, 10)]).toEqual([0, 0]);
  });
});
