import type { LinearModel } from '../../src/modules/ai/item-type-head';
import { predictProbabilities } from '../../src/modules/ai/item-type-head';

export type TrainingSet = { vectors: Float32Array[]; labels: number[] };

export type TrainOptions = {
  classes: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  weightDecay: number;
  seed: number;
};

/** Small deterministic PRNG (mulberry32) so a training run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Multinomial logistic regression trained with mini-batch Adam on the
 * cross-entropy loss. Plain typed arrays: at ~6k features and 10 classes an
 * epoch over 6k vectors takes well under a second, no tensor library needed.
 */
export function trainSoftmax(data: TrainingSet, options: TrainOptions): LinearModel {
  const dim = data.vectors[0]?.length ?? 0;
  const k = options.classes;
  const weights = new Float32Array(dim * k);
  const bias = new Float32Array(k);
  const model: LinearModel = { dim, classes: k, weights, bias };
  const mW = new Float32Array(dim * k);
  const vW = new Float32Array(dim * k);
  const mB = new Float32Array(k);
  const vB = new Float32Array(k);
  const gradW = new Float32Array(dim * k);
  const gradB = new Float32Array(k);
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  const random = seededRandom(options.seed);
  let step = 0;
  const indices = data.vectors.map((_, i) => i);

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const order = shuffle(indices, random);
    for (let start = 0; start < order.length; start += options.batchSize) {
      const batch = order.slice(start, start + options.batchSize);
      gradW.fill(0);
      gradB.fill(0);
      for (const index of batch) {
        const x = data.vectors[index]!;
        const p = predictProbabilities(model, x);
        p[data.labels[index]!]! -= 1;
        for (let c = 0; c < k; c++) gradB[c]! += p[c]!;
        for (let d = 0; d < dim; d++) {
          const xd = x[d]!;
          if (xd === 0) continue;
          const row = d * k;
          for (let c = 0; c < k; c++) gradW[row + c]! += xd * p[c]!;
        }
      }
      step++;
      const scale = 1 / batch.length;
      const correction1 = 1 - beta1 ** step;
      const correction2 = 1 - beta2 ** step;
      for (let i = 0; i < weights.length; i++) {
        const g = gradW[i]! * scale + options.weightDecay * weights[i]!;
        mW[i] = beta1 * mW[i]! + (1 - beta1) * g;
        vW[i] = beta2 * vW[i]! + (1 - beta2) * g * g;
        weights[i]! -= (options.learningRate * (mW[i]! / correction1)) / (Math.sqrt(vW[i]! / correction2) + eps);
      }
      for (let c = 0; c < k; c++) {
        const g = gradB[c]! * scale;
        mB[c] = beta1 * mB[c]! + (1 - beta1) * g;
        vB[c] = beta2 * vB[c]! + (1 - beta2) * g * g;
        bias[c]! -= (options.learningRate * (mB[c]! / correction1)) / (Math.sqrt(vB[c]! / correction2) + eps);
      }
    }
  }
  return model;
}

/** Averages the class probabilities of a photo and its mirror image, as inference does. */
export function predictAveraged(model: LinearModel, variants: Float32Array[]): Float32Array {
  const sum = new Float32Array(model.classes);
  for (const v of variants) {
    const p = predictProbabilities(model, v);
    for (let c = 0; c < model.classes; c++) sum[c]! += p[c]! / variants.length;
  }
  return sum;
}

export function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}
