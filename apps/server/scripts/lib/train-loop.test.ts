import { describe, expect, it } from 'vitest';
import { getTf } from '../../src/adapters/vision/tf-runtime';
import { seededRandom, symmetricBeta } from './random';
import { mixed } from './train-loop';

describe('symmetricBeta', () => {
  it.each([0.2, 0.4, 1])('draws shares in [0, 1] with Beta(%s, %s)’s mean and spread', (a) => {
    const random = seededRandom(5);
    const draws = Array.from({ length: 20_000 }, () => symmetricBeta(random, a));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    const variance = draws.reduce((s, x) => s + (x - mean) ** 2, 0) / draws.length;
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThanOrEqual(1);
    expect(mean).toBeCloseTo(0.5, 1);
    // Beta(a, a) has variance 1 / (4 (2a + 1)): small shares pile up at 0 and 1.
    expect(variance).toBeCloseTo(1 / (4 * (2 * a + 1)), 2);
  });
});

describe('mixed', () => {
  it('blends each photo with its partner: activations, targets and loss weights alike', async () => {
    const tf = await getTf();
    const x = tf.tensor4d([1, 2, 10, 20], [2, 1, 1, 2]);
    const y = tf.tensor2d([1, 0, 0, 1], [2, 2]);
    const w = tf.tensor1d([1, 3]);
    const out = mixed(tf, x, y, w, 0.75, [1, 0]);
    expect(Array.from(await out.x.data())).toEqual([3.25, 6.5, 7.75, 15.5]);
    expect(Array.from(await out.y.data())).toEqual([0.75, 0.25, 0.25, 0.75]);
    expect(Array.from(await out.w.data())).toEqual([1.5, 2.5]);
    // The inputs are released: a training step makes thousands of batches.
    expect(x.isDisposed && y.isDisposed && w.isDisposed).toBe(true);
    tf.dispose([out.x, out.y, out.w]);
  });

  it('returns the batch as it is at a share of 1 (no mixup)', async () => {
    const tf = await getTf();
    const x = tf.tensor4d([1, 2], [1, 1, 1, 2]);
    const y = tf.tensor2d([1, 0], [1, 2]);
    const w = tf.tensor1d([1]);
    const out = mixed(tf, x, y, w, 1, []);
    expect(out.x).toBe(x);
    expect(Array.from(await out.y.data())).toEqual([1, 0]);
    tf.dispose([x, y, w]);
  });
});
