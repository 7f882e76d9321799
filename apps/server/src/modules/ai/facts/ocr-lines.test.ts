import { describe, expect, it } from 'vitest';
import type { OcrBox, OcrLine } from '../evidence/ocr';
import { besideOnRow, joinedOnRows, nearOnRow, withoutMarksAtEnds } from './ocr-lines';

const region = (text: string, bbox: OcrBox): OcrLine => ({ text, confidence: 90, words: [], bbox });

describe('lines on one row', () => {
  it('tells a box right beside another on its row from one over it, far from it or on another row', () => {
    const box = { x0: 100, y0: 100, x1: 150, y1: 150 };
    expect(besideOnRow(box, { x0: 160, y0: 105, x1: 200, y1: 145 })).toBe(true);
    // Further off across than the box is tall.
    expect(besideOnRow(box, { x0: 210, y0: 105, x1: 260, y1: 145 })).toBe(false);
    // Down by less than half the box's height: another row.
    expect(besideOnRow(box, { x0: 160, y0: 130, x1: 200, y1: 180 })).toBe(false);
    // Over it: near on its row, but not beside it.
    expect(besideOnRow(box, { x0: 140, y0: 100, x1: 170, y1: 150 })).toBe(false);
    expect(nearOnRow(box, { x0: 140, y0: 100, x1: 170, y1: 150 })).toBe(true);
  });

  it('joins regions side by side on a row left to right, and leaves a region alone on its row out', () => {
    // "apt." and "9" of a letter-spaced "apt. 9", read as regions of their own, and "S/P" under them.
    const apt = region('apt,', { x0: 235, y0: 224, x1: 346, y1: 278 });
    const nine = region('9', { x0: 352, y0: 229, x1: 401, y1: 273 });
    const ring = region('S/P', { x0: 260, y0: 318, x1: 369, y1: 379 });
    expect(joinedOnRows([ring, nine, apt])).toEqual([
      { text: 'apt, 9', confidence: 90, words: [], bbox: { x0: 235, y0: 224, x1: 401, y1: 278 } },
    ]);
    expect(joinedOnRows([apt, ring])).toEqual([]);
  });
});

describe('a line without the marks at its ends', () => {
  it('keeps the surer of two words as long as each other, and sets the other far beside it aside', () => {
    // Seed 39: a size "16" under the body, and the garment's stripes left of the label read as "gi", as long.
    const stripes = { text: 'gi', confidence: 41, bbox: { x0: 20, y0: 721, x1: 176, y1: 818 } };
    const size = { text: '16', confidence: 93, bbox: { x0: 494, y0: 745, x1: 541, y1: 793 } };
    const line: OcrLine = {
      text: 'gi 16',
      confidence: 67,
      words: [stripes, size],
      bbox: { x0: 20, y0: 721, x1: 541, y1: 818 },
    };
    expect(withoutMarksAtEnds(line)).toMatchObject({ text: '16', confidence: 93 });
    // Read the other way round, the clear word is kept all the same.
    const sure = {
      ...line,
      words: [
        { ...stripes, confidence: 95 },
        { ...size, confidence: 40 },
      ],
    };
    expect(withoutMarksAtEnds(sure).text).toBe('gi');
  });
});
