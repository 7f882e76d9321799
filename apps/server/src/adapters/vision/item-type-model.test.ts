import { describe, expect, it } from 'vitest';
import { roundToHalf, upperWeightSpecs, sizeOf } from './item-type-model';

describe('item-type model file (decision 038)', () => {
  it('rounds weights to float16 within half a unit in the last place', () => {
    const values = Float32Array.from({ length: 2000 }, (_, i) => Math.sin(i * 12.9898) * 10 ** ((i % 9) - 6));
    const rounded = roundToHalf(values);
    values.forEach((v, i) => {
      // Normal halves keep 11 significant bits; below 2^-14 the step is fixed at 2^-24.
      const step = Math.abs(v) >= 2 ** -14 ? 2 ** (Math.floor(Math.log2(Math.abs(v))) - 10) : 2 ** -24;
      expect(Math.abs(rounded[i]! - v)).toBeLessThanOrEqual(step / 2 + 1e-12);
    });
    expect(Array.from(roundToHalf(Float32Array.from([0, 1, -2, 0.5, 65504, 1 + 2 ** -10])))).toEqual([
      0,
      1,
      -2,
      0.5,
      65504,
      1 + 2 ** -10,
    ]);
    // Exactly between two halves: to the even one.
    expect(roundToHalf(Float32Array.from([1 + 2 ** -11, 1 + 3 * 2 ** -11]))).toEqual(
      Float32Array.from([1, 1 + 2 ** -9]),
    );
  });

  it('lays out each member, then InceptionV3’s layer', () => {
    const one = upperWeightSpecs({ firstBlock: 16, inceptionLayers: ['mixed8'], members: 1 });
    // Decision 016's model: block 16, Conv_1, the softmax layer and mixed8's layer, 1.75 M values.
    expect(one.reduce((n, w) => n + sizeOf(w), 0)).toBe(1_753_748);
    const two = upperWeightSpecs({ firstBlock: 14, inceptionLayers: ['mixed7', 'mixed8', 'mixed9'], members: 2 });
    expect(two.map((w) => w.name)).toContain('member1/block14_depthwise_w');
    expect(two.at(-2)).toEqual({ name: 'inception_w', shape: [4096, 10] });
  });
});
