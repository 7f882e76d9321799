/**
 * Multinomial logistic (softmax) regression with an L2 penalty, fitted by
 * full-batch gradient descent with momentum: small, deterministic, and
 * enough for a few hundred photos of a few dozen features (the colour namer).
 */

export type Standardised = { mean: number[]; scale: number[] };
export type SoftmaxModel = { weights: number[][]; bias: number[] };

export function standardiser(rows: number[][]): Standardised {
  const d = rows[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const row of rows) for (let j = 0; j < d; j++) mean[j]! += row[j]! / rows.length;
  for (const row of rows) for (let j = 0; j < d; j++) scale[j]! += (row[j]! - mean[j]!) ** 2 / rows.length;
  return { mean, scale: scale.map((v) => Math.sqrt(v) + 1e-6) };
}

export function standardise(row: number[], s: Standardised): number[] {
  return row.map((v, j) => (v - s.mean[j]!) / s.scale[j]!);
}

function probabilities(model: SoftmaxModel, x: number[]): number[] {
  const logits = model.weights.map((w, k) => w.reduce((sum, wj, j) => sum + wj * x[j]!, model.bias[k]!));
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

export function predict(model: SoftmaxModel, x: number[]): number {
  const p = probabilities(model, x);
  return p.indexOf(Math.max(...p));
}

/** Fits on standardised rows `x` with class indices `y` (0..classes-1). */
export function fitSoftmax(
  x: number[][],
  y: number[],
  classes: number,
  lambda: number,
  options: { iterations?: number; rate?: number; momentum?: number } = {},
): SoftmaxModel {
  const { iterations = 400, rate = 0.5, momentum = 0.9 } = options;
  const d = x[0]?.length ?? 0;
  const n = x.length;
  const k = classes;
  // Flat arrays: weights row-major by class, so the loops stay in typed memory.
  const xs = Float64Array.from(x.flat());
  const w = new Float64Array(k * d);
  const b = new Float64Array(k);
  const vw = new Float64Array(k * d);
  const vb = new Float64Array(k);
  const gw = new Float64Array(k * d);
  const gb = new Float64Array(k);
  const p = new Float64Array(k);
  for (let t = 0; t < iterations; t++) {
    for (let j = 0; j < k * d; j++) gw[j] = lambda * w[j]!;
    gb.fill(0);
    for (let i = 0; i < n; i++) {
      const row = i * d;
      let top = -Infinity;
      for (let c = 0; c < k; c++) {
        let z = b[c]!;
        const wr = c * d;
        for (let j = 0; j < d; j++) z += w[wr + j]! * xs[row + j]!;
        p[c] = z;
        if (z > top) top = z;
      }
      let total = 0;
      for (let c = 0; c < k; c++) {
        p[c] = Math.exp(p[c]! - top);
        total += p[c]!;
      }
      for (let c = 0; c < k; c++) {
        const g = (p[c]! / total - (y[i] === c ? 1 : 0)) / n;
        gb[c]! += g;
        const wr = c * d;
        for (let j = 0; j < d; j++) gw[wr + j]! += g * xs[row + j]!;
      }
    }
    for (let c = 0; c < k; c++) {
      vb[c] = momentum * vb[c]! - rate * gb[c]!;
      b[c]! += vb[c]!;
    }
    for (let j = 0; j < k * d; j++) {
      vw[j] = momentum * vw[j]! - rate * gw[j]!;
      w[j]! += vw[j]!;
    }
  }
  return {
    weights: Array.from({ length: k }, (_, c) => Array.from(w.subarray(c * d, (c + 1) * d))),
    bias: Array.from(b),
  };
}
