import { describe, expect, it } from 'vitest';
import { rewriteSizePhrase } from '../listing/listing-text';
import { ambiguousSizeToken, asShoeSize, looksLikeSizeLine, normaliseLetterSize, parseSizes } from './size-parser';

const first = (text: string) => parseSizes(text)[0]?.value;

describe('parseSizes', () => {
  it.each([
    ['SIZE M', 'M'],
    ['Size: XL', 'XL'],
    ['SIZE / TAILLE: L', 'L'],
    ['SIZE/TAILLE S', 'S'],
    ['SIZE/TALLA: XS', 'XS'],
    ['SZ S', 'S'],
    ['SIZE X-LARGE', 'XL'],
    ['SIZE XX-LARGE', '2XL'],
    ['SIZE XXL', '2XL'],
    ['SIZE 3XL', '3XL'],
    ['SIZE 5XL', '5XL'],
    ['SIZE XS', 'XS'],
    ['SIZE MEDIUM', 'M'],
    ['XL', 'XL'],
    ['M/M', 'M'],
    ['L/G', 'L'],
    ['W32 L30', 'W32 L30'],
    ['w32 l30', 'W32 L30'],
    ['W 34 / L 32', 'W34 L32'],
    ['32W 30L', 'W32 L30'],
    ['SIZE 32x30', 'W32 L30'],
    ['WAIST 36 X 32', 'W36 L32'],
    ['US 8 UK 12 EU 40', '8'],
    ['UK 12', 'UK 12'],
    ['EUR 43', 'EU 43'],
    ['SIZE 10', '10'],
    ['SIZE 4T', '4T'],
    ['SIZE 18 MONTHS', '18M'],
    // OCR misreads of real label text
    ['STZE M', 'M'],
    ['5IZE L', 'L'],
    ['SIZE 3xI.', '3XL'],
    ['SIZE ¢', '6'],
    ['W34 132', 'W34 L32'],
    ['32wW 32L', 'W32 L32'],
    ['32W 32', 'W32 L32'],
    ['XL/TG', 'XL'],
    // The L of a length read as "1." (W32 L32 on a murky jeans tag)
    ['W32 1.32', 'W32 L32'],
    // Regional sizes run together or with a dash: the first system printed wins
    ['US8UK 12 EU 40', '8'],
    ['UK- 12', 'UK 12'],
    // SIZE with one letter misread beyond the usual look-alikes, alone on its line
    ['OLZE 12', '12'],
    ['SILE 12', '12'],
    ['5IZF L', 'L'],
    ['S1Zr 14', '14'],
    // A waist by length as one word, whatever the murk beside it; the W read as N before an L
    ['a= 32x32', 'W32 L32'],
    ['iY 4 32X30', 'W32 L30'],
    ['N30 L32', 'W30 L32'],
    // Spaced, as a whole line (seed 37: "36 x 30" over a brand at a label's foot)
    ['36 x 30', 'W36 L30'],
  ])('reads %s as %s', (text, expected) => {
    expect(first(text)).toBe(expected);
  });

  it.each([
    ['MADE IN USA 100% COTTON'],
    ['RN 12345'],
    ['STYLE 12345'],
    ['MACHINE WASH COLD'],
    ['LEVIS'],
    // Words near SIZE are not SIZE: two letters off, or more text on the line
    ['SALE 12'],
    ['SALE 12.99'],
    ['ONLY SILE 12 TODAY'],
    ['MADE IN UK 100% COTTON'],
    ['PLUS 2'],
    // A measure, not a waist by length; a number run into it; an N not followed by a length
    ['30x40 cm'],
    ['32x30mm'],
    ['132x30'],
    ['N30 32'],
    // Spaced, it is a waist by length only as the whole line
    ['36 x 30 cm'],
    ['CHEST 36 x 30'],
  ])('finds no size in %s', (text) => {
    expect(parseSizes(text)).toEqual([]);
  });

  it('trusts a size run into SIZE less than one apart from it', () => {
    expect(parseSizes('SIZEM')[0]?.value).toBe('M');
    expect(parseSizes('SIZEM')[0]?.strength).toBeLessThan(0.9);
    expect(parseSizes('SIZE M')[0]?.strength).toBeGreaterThanOrEqual(0.9);
  });

  it('trusts a misread SIZE less than a clean one', () => {
    expect(parseSizes('SILE 12')[0]?.strength).toBeLessThan(parseSizes('SIZE 12')[0]!.strength);
    expect(parseSizes('SIZE 12')).toHaveLength(1);
  });

  it('trusts a SIZE prefix and an English/French pair more than a lone letter', () => {
    expect(parseSizes('SIZE M')[0]?.strength).toBeGreaterThan(parseSizes('M')[0]!.strength);
    expect(parseSizes('L/G')[0]?.strength).toBeGreaterThan(parseSizes('L')[0]!.strength);
    expect(parseSizes('L/M')).toEqual([]);
  });
});

describe('ambiguousSizeToken', () => {
  it.each([
    ['SIZE 5', 'SIZE ', '5'],
    ['SIZE/TAILLE |', 'SIZE/TAILLE ', '|'],
    ['SIZE |.', 'SIZE ', '|'],
    ['SIZE: 1', 'SIZE: ', '1'],
    ['SIZE l', 'SIZE ', 'l'],
    ['SIZE ©', 'SIZE ', '©'],
    ['S1ZE $', 'S1ZE ', '$'],
  ])('finds the misreadable size character in %s', (text, before, character) => {
    expect(ambiguousSizeToken(text)).toEqual({ before, character });
  });

  it.each([['SIZE L'], ['SIZE S'], ['SIZE M'], ['SIZE 55'], ['SIZE 12'], ['RN 5'], ['MADE IN ITALY']])(
    'leaves %s alone',
    (text) => {
      expect(ambiguousSizeToken(text)).toBeUndefined();
    },
  );
});

describe('looksLikeSizeLine', () => {
  it.each([
    ['W228 L30'],
    ['w28 L360'],
    ['32W 32'],
    ['US8UK 12 EU 40'],
    ['SLLE 12'],
    ['OlLE 12'],
    ['SIZE/IALILIE M'],
    ['S17E XS'],
  ])('gives %s a second look', (text) => {
    expect(looksLikeSizeLine(text)).toBe(true);
  });

  it.each([
    ['MADE IN ITALY'],
    ['LINING: 100% POLYESTER'],
    ['STYLE 123'],
    ['RN 15773'],
    ['DO NOT BLEACH'],
    ['MADE IN 12'],
  ])('does not give %s one', (text) => {
    expect(looksLikeSizeLine(text)).toBe(false);
  });
});

describe('normaliseLetterSize', () => {
  it.each([
    ['xxl', '2XL'],
    ['XXXL', '3XL'],
    ['4x', '4XL'],
    ['extra large', 'XL'],
    ['x-small', 'XS'],
    ['Q', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseLetterSize(input)).toBe(expected);
  });
});

describe('asShoeSize', () => {
  it('keeps US shoe sizes in half steps and rejects waist sizes', () => {
    expect(asShoeSize(parseSizes('US 9.5')[0]!)?.value).toBe('9.5');
    expect(asShoeSize(parseSizes('SIZE 11')[0]!)?.value).toBe('11');
    expect(asShoeSize(parseSizes('SIZE 32')[0]!)).toBeUndefined();
    expect(asShoeSize(parseSizes('SIZE M')[0]!)).toBeUndefined();
  });
});

describe("the spec's 'size N' rewrite", () => {
  it('rewrites a size phrase in a description to the detected size', () => {
    expect(rewriteSizePhrase('Great jacket in size N, barely worn.', 'M')).toBe('Great jacket in size M, barely worn.');
    expect(rewriteSizePhrase('Size L fits true to size.', 'XL')).toBe('Size XL fits true to size.');
    expect(rewriteSizePhrase('Jeans size W30 L32.', 'W32 L30')).toBe('Jeans size W32 L30.');
  });

  it('leaves the description alone when no size was detected', () => {
    expect(rewriteSizePhrase('Jacket in size N.', 'Unknown')).toBe('Jacket in size N.');
    expect(rewriteSizePhrase('Jacket in size N.', undefined)).toBe('Jacket in size N.');
  });
});
