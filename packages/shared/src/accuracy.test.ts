import { describe, expect, it } from 'vitest';
import { ACCURACY_FIGURES, percentOf, tagReadingPercent } from './accuracy';
import { AccuracyFiguresSchema, DraftSpeedSchema } from './accuracy-schema';
import { DRAFT_SPEED, draftSeconds } from './draft-speed';

describe('accuracy figures', () => {
  it('holds the committed file in the shape the evaluation writes', () => {
    expect(AccuracyFiguresSchema.parse(ACCURACY_FIGURES)).toEqual(ACCURACY_FIGURES);
  });

  it('rounds down, so a claim never overstates a figure', () => {
    expect(percentOf(0.959)).toBe(95);
    expect(percentOf(0.96)).toBe(96);
  });

  it('claims tag reading only when brand, size and material were all measured', () => {
    const figure = (accuracy: number) => ({ accuracy, photos: 100, set: 's', measuredOn: 'd' });
    expect(tagReadingPercent({ measuredOn: 'd', figures: { brand: figure(0.9), size: figure(0.8) } })).toBeUndefined();
    expect(
      tagReadingPercent({
        measuredOn: 'd',
        figures: { brand: figure(0.9), size: figure(0.8), material: figure(0.95) },
      }),
    ).toBe(80);
  });

  it('holds the committed draft speed in the shape the bench writes, and rounds it up', () => {
    expect(DraftSpeedSchema.parse(DRAFT_SPEED)).toEqual(DRAFT_SPEED);
    const speed = (medianMs: number) => ({ medianMs, items: 20, photosPerItem: 3, machine: 'm', measuredOn: 'd' });
    expect(draftSeconds(speed(1264))).toBe(2);
    expect(draftSeconds(speed(2000))).toBe(2);
    expect(draftSeconds(speed(2001))).toBe(3);
    expect(draftSeconds(speed(300))).toBe(1);
  });
});
