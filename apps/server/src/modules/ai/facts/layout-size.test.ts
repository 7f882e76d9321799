import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../evidence/ocr';
import { findLoneSizes, parseLoneSize } from './layout-size';

/** A label's lines top to bottom, each `height` pixels tall. */
function label(...rows: [string, number?, number?][]): OcrLine[] {
  let y = 0;
  return rows.map(([text, height = 40, confidence = 90]) => {
    const line = { text, confidence, words: [], bbox: { x0: 10, y0: y, x1: 400, y1: y + height } };
    y += height + 10;
    return line;
  });
}

const sizesOf = (lines: OcrLine[], brandLine?: number) => findLoneSizes(lines, brandLine).map((s) => s.size.value);

describe('parseLoneSize', () => {
  it.each([
    ['12', '12'],
    ['S', 'S'],
    ['M/M', 'M'],
    ['L/G', 'L'],
    ['XXL', '2XL'],
    ['3T', '3T'],
    ['32x30', 'W32 L30'],
    ['W34 L32', 'W34 L32'],
    ['EU 40', 'EU 40'],
    ['UK 12', 'UK 12'],
    ['Medium', 'M'],
    [' 0.', '0'],
  ])('reads a line %j as %s', (text, expected) => {
    expect(parseLoneSize(text)?.value).toBe(expected);
  });

  it.each(['SMALL PRINT HERE', '1', '5', '17', 'MADE IN ITALY', 'S M', 'SIZE CHART', '100%', '1234'])(
    'takes %j for no size',
    (text) => {
      expect(parseLoneSize(text)).toBeUndefined();
    },
  );
});

describe('findLoneSizes', () => {
  it('reads a size alone on its line between the brand and the fibres', () => {
    expect(sizesOf(label(['EXPRESS', 60], ['12'], ['100% COTTON'], ['MADE IN VIETNAM']), 0)).toEqual(['12']);
    expect(sizesOf(label(['LOFT', 60], ['S'], ['60% COTTON 40% POLYESTER']), 0)).toEqual(['S']);
  });

  it('reads the largest text after the brand on a hang tag', () => {
    const lines = label(['Champion', 50], ['STYLE 45821', 30], ['M', 110], ['100% POLYESTER', 30]);
    expect(findLoneSizes(lines, 0).map((s) => [s.size.value, s.place])).toEqual([['M', 'largest text']]);
  });

  it('reads a size at the top of a label that names no brand', () => {
    expect(sizesOf(label(['L/G'], ['100% COTTON'], ['MACHINE WASH COLD']))).toEqual(['L']);
  });

  it('takes no size from stray letters in running text or below the label head', () => {
    expect(sizesOf(label(['LOFT', 60], ['S AND M STYLES'], ['100% COTTON']), 0)).toEqual([]);
    // A small "S" under the care text is not where a label prints its size.
    expect(sizesOf(label(['LOFT', 60], ['100% COTTON', 40], ['S', 30]), 0)).toEqual([]);
  });

  it('takes nothing from a photo that does not read as a label', () => {
    expect(sizesOf(label(['S'], ['12']))).toEqual([]);
  });
});
