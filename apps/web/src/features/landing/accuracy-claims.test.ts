import { ACCURACY_FIGURES, tagReadingPercent, type AccuracyFigures } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { accuracyClaims } from './accuracy-claims';

const figure = (accuracy: number, photos = 150) => ({ accuracy, photos, set: 'test set', measuredOn: '2026-11-24' });

describe('accuracyClaims', () => {
  it('quotes the lowest measured tag figure, rounded down', () => {
    const figures: AccuracyFigures = {
      measuredOn: '2026-11-24',
      figures: { brand: figure(0.973), size: figure(0.958), material: figure(0.99, 120), color: figure(0.817, 175) },
    };
    const claims = accuracyClaims(figures);
    expect(claims.stat).toEqual(['95%', 'tag-reading accuracy']);
    expect(claims.benefit.title).toBe('95% tag-reading accuracy');
    expect(claims.benefit.text).toContain('120 test labels');
    expect(claims.faqAnswer).toContain('2026-11-24');
    expect(claims.faqAnswer).toContain('81% of 175 garment photos');
  });

  it('states no number when a tag figure was never measured', () => {
    const claims = accuracyClaims({ measuredOn: '', figures: { brand: figure(0.99) } });
    expect(claims.stat).toEqual(['Tags', 'read, not guessed']);
    expect(`${claims.benefit.title} ${claims.benefit.text} ${claims.faqAnswer}`).not.toMatch(/\d+%/);
  });

  it('matches the committed figures', () => {
    const percent = tagReadingPercent(ACCURACY_FIGURES);
    const claims = accuracyClaims();
    expect(claims.stat[0]).toBe(percent === undefined ? 'Tags' : `${percent}%`);
  });
});
