/**
 * Calibrated item-type probabilities (issue 17, decision 016). A network's
 * softmax is over- or under-confident; one temperature T, dividing every
 * logit, fitted on photos the network was not trained on, makes "70 %" mean
 * right about 70 % of the time, which the review threshold relies on.
 */

/** A photo's logits, one array per view (the photo and its mirror image), and its true class. */
export type CalibrationSample = { logits: number[][]; label: number };

export function softmax(logits: readonly number[], temperature = 1): number[] {
  const scaled = logits.map((v) => v / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((v) => Math.exp(v - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((v) => v / sum);
}

/** The probabilities inference gives: the mean of each view's tempered softmax. */
export function calibratedProbabilities(views: readonly (readonly number[])[], temperature: number): number[] {
  const out = new Array<number>(views[0]?.length ?? 0).fill(0);
  for (const logits of views) softmax(logits, temperature).forEach((p, c) => (out[c]! += p / views.length));
  return out;
}

/** Mean negative log-likelihood of the true classes. */
export function negativeLogLikelihood(samples: readonly CalibrationSample[], temperature: number): number {
  let total = 0;
  for (const s of samples) total -= Math.log(Math.max(1e-12, calibratedProbabilities(s.logits, temperature)[s.label]!));
  return total / Math.max(1, samples.length);
}

/**
 * The temperature that minimises the held-out NLL, by golden-section search
 * on log T in [0.05, 20]: the NLL is unimodal in T, and one parameter needs
 * no gradient.
 */
export function fitTemperature(samples: readonly CalibrationSample[]): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let lo = Math.log(0.05);
  let hi = Math.log(20);
  const loss = (logT: number) => negativeLogLikelihood(samples, Math.exp(logT));
  let a = hi - ratio * (hi - lo);
  let b = lo + ratio * (hi - lo);
  let fa = loss(a);
  let fb = loss(b);
  for (let i = 0; i < 60; i++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - ratio * (hi - lo);
      fa = loss(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + ratio * (hi - lo);
      fb = loss(b);
    }
  }
  return Number(Math.exp((lo + hi) / 2).toFixed(4));
}

/**
 * Expected calibration error: predictions binned by their top probability
 * (equal-width bins), the gap between each bin's mean confidence and its
 * accuracy, weighted by the bin's share of predictions.
 */
export function expectedCalibrationError(
  predictions: readonly { confidence: number; correct: boolean }[],
  bins = 15,
): number {
  if (predictions.length === 0) return 0;
  const sums = Array.from({ length: bins }, () => ({ n: 0, confidence: 0, right: 0 }));
  for (const p of predictions) {
    const bin = sums[Math.min(bins - 1, Math.floor(p.confidence * bins))]!;
    bin.n++;
    bin.confidence += p.confidence;
    if (p.correct) bin.right++;
  }
  let error = 0;
  for (const bin of sums) {
    if (bin.n > 0) error += (bin.n / predictions.length) * Math.abs(bin.confidence / bin.n - bin.right / bin.n);
  }
  return error;
}

/**
 * The lowest threshold at which the drafts that pass it (top probability at or
 * above it) are right at least `precision` of the time on held-out photos; the
 * others ask the seller to check. Searched in steps of 0.05.
 */
export function chooseReviewThreshold(
  predictions: readonly { confidence: number; correct: boolean }[],
  precision: number,
): number {
  for (let step = 0; step <= 20; step++) {
    const threshold = Number((step * 0.05).toFixed(2));
    const passed = predictions.filter((p) => p.confidence >= threshold);
    if (passed.length === 0) return threshold;
    if (passed.filter((p) => p.correct).length / passed.length >= precision) return threshold;
  }
  return 1;
}
