import { describe, expect, it } from 'vitest';
import {
  calibratedProbabilities,
  chooseReviewThreshold,
  expectedCalibrationError,
  fitTemperature,
  negativeLogLikelihood,
  type CalibrationSample,
} from './calibration';

/**
 * A synthetic overconfident classifier: the true class's logit is 2 above
 * the rest, so it is right with probability e^2/(e^2+2) ~ 0.79 if its logits
 * were honest, but its logits are multiplied by 4, as an overfitted network's are.
 */
function overconfidentSet(count: number): CalibrationSample[] {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const label = Math.floor(random() * 3);
    // Gumbel noise makes the honest softmax the true class probabilities.
    const logits = [0, 1, 2].map((c) => (c === label ? 2 : 0) - Math.log(-Math.log(random() + 1e-12)));
    const predicted = logits.indexOf(Math.max(...logits));
    const honest = [0, 1, 2].map((c) => (c === predicted ? 2 : 0));
    return { logits: [honest.map((v) => 4 * v)], label };
  });
}

const judge = (samples: CalibrationSample[], temperature: number) =>
  samples.map((s) => {
    const p = calibratedProbabilities(s.logits, temperature);
    const confidence = Math.max(...p);
    return { confidence, correct: p.indexOf(confidence) === s.label };
  });

describe('temperature scaling', () => {
  const samples = overconfidentSet(2000);

  it('fits a temperature that lowers the NLL of an overconfident classifier', () => {
    const temperature = fitTemperature(samples);
    expect(temperature).toBeGreaterThan(2);
    expect(negativeLogLikelihood(samples, temperature)).toBeLessThan(negativeLogLikelihood(samples, 1) - 0.2);
  });

  it('brings the expected calibration error down', () => {
    const before = expectedCalibrationError(judge(samples, 1));
    const after = expectedCalibrationError(judge(samples, fitTemperature(samples)));
    expect(before).toBeGreaterThan(0.15);
    expect(after).toBeLessThan(0.05);
  });

  it('averages the tempered softmax of each view', () => {
    const p = calibratedProbabilities(
      [
        [2, 0],
        [0, 2],
      ],
      2,
    );
    expect(p[0]).toBeCloseTo(0.5, 6);
    expect(p[0]! + p[1]!).toBeCloseTo(1, 6);
  });
});

describe('calibration measures', () => {
  it('gives zero error when confidence matches accuracy in every bin', () => {
    const predictions = [
      ...Array.from({ length: 8 }, (_, i) => ({ confidence: 0.75, correct: i < 6 })),
      ...Array.from({ length: 4 }, () => ({ confidence: 1, correct: true })),
    ];
    expect(expectedCalibrationError(predictions)).toBeCloseTo(0, 6);
  });

  it('chooses the lowest threshold whose passing predictions are precise enough', () => {
    const predictions = [
      { confidence: 0.95, correct: true },
      { confidence: 0.9, correct: true },
      { confidence: 0.8, correct: true },
      { confidence: 0.6, correct: false },
      { confidence: 0.4, correct: false },
    ];
    expect(chooseReviewThreshold(predictions, 0.95)).toBe(0.65);
    expect(chooseReviewThreshold(predictions, 0.6)).toBe(0);
  });
});
