import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../evidence/ocr';
import { findLoneSizes, parseLoneSize } from './layout-size';
import { labelRows } from './label-rows-support';

const label = (...rows: [string, number?, number?][]): OcrLine[] => labelRows(rows);

/** A word read in `row`'s place, from `x0` to `x1`. */
const wordIn = (row: OcrLine, text: string, confidence: number, x0: number, x1: number) => ({
  text,
  confidence,
  bbox: { ...row.bbox!, x0, x1 },
});

const sizesOf = (lines: OcrLine[], brandLines?: number[]) => findLoneSizes(lines, brandLines).map((s) => s.size.value);

describe('parseLoneSize', () => {
  it.each([
    ['12', '12'],
    ['S', 'S'],
    ['M/M', 'M'],
    ['L/G', 'L'],
    // The slash read as a gap.
    ['L G', 'L'],
    ['XL TG', 'XL'],
    ['XXL', '2XL'],
    ['3T', '3T'],
    ['32x30', 'W32 L30'],
    ['W34 L32', 'W34 L32'],
    ['wW34 L32', 'W34 L32'],
    // A serif L read as "L1" (seed 21).
    ['W34 L130', 'W34 L30'],
    ['EU 40', 'EU 40'],
    ['UK 12', 'UK 12'],
    ['Medium', 'M'],
    // The last letter lost at a crop's edge.
    ['MEDIU', 'M'],
    ['Larg', 'L'],
    // Letters lost at both ends where a ring drawn round "MEDIUM" crosses it (seed 21).
    ['EDIU', 'M'],
    ['| MEDI', 'M'],
    ['ARGE', 'L'],
    [' 0.', '0'],
    // One letter of a size word misread, and the G of a French size read as 6 (seed 16).
    ['{SMALE', 'S'],
    ['MEDLUM', 'M'],
    ['L/6', 'L'],
    ['XL/T6', 'XL'],
    // A ring's sides read as strokes either side of the word it cuts (seed 28).
    ['1EDIUI', 'M'],
    ['IMEDIUM1', 'M'],
    // A ring crossing the first and last letters of a five-letter word; the G of a cut LARGE read as C (seed 30).
    ['MAL', 'S'],
    ['ARG', 'L'],
    ['LARC', 'L'],
    // Marks that are no letters beside a whole size word: a ring's side and its shadow (seed 30).
    ['4 = MEDIUM', 'M'],
    ['SMALL = 2', 'S'],
    ['X LARGE', 'XL'],
  ])('reads a line %j as %s', (text, expected) => {
    expect(parseLoneSize(text)?.value).toBe(expected);
  });

  it.each([
    'SMALL PRINT HERE',
    'EDI',
    'SMA',
    'SNAKE',
    'M/6',
    'LAR',
    '1',
    '5',
    '17',
    'MADE IN ITALY',
    'S M',
    'L M',
    'SIZE CHART',
    '100%',
    '1234',
    '1EDI1',
    'IEDIUX',
    'ARC',
    'MA',
    'A MEDIUM',
    '4 = MED',
  ])('takes %j for no size', (text) => {
    expect(parseLoneSize(text)).toBeUndefined();
  });
});

describe('findLoneSizes', () => {
  it('reads a waist and a length printed apart on one row as one size, but not on two rows', () => {
    const lines = label(['PAUL & SHARK', 60], ['W32', 60], ['STYLE 93504'], ['100% ACRYLIC']);
    const waist = { ...lines[1]!, bbox: { ...lines[1]!.bbox!, x1: 120 } };
    const length = { ...waist, text: 'L30', bbox: { ...waist.bbox, x0: 260, x1: 380 } };
    expect(sizesOf([lines[0]!, waist, length, ...lines.slice(2)], [0])).toEqual(['W32 L30']);
    const below = { ...length, bbox: { ...length.bbox, y0: 200, y1: 260 } };
    expect(sizesOf([lines[0]!, waist, below, ...lines.slice(2)], [0])).toEqual([]);
  });

  it('reads a waist over a length, one right under the other, as one size', () => {
    expect(sizesOf(label(['TOMMY BAHAMA', 82], ['W30', 57], ['L32', 58], ['100% Cotton', 30]), [0])).toEqual([
      'W30 L32',
    ]);
    // The length far under the waist, or in type of another size: not one size.
    const [brand, waist, length, body] = label(['ARROW', 65], ['W30', 60], ['L32', 60], ['60% COTTON', 33]);
    const far = { ...length!, bbox: { ...length!.bbox!, y0: 400, y1: 460 } };
    expect(sizesOf([brand!, waist!, far, body!], [0])).not.toContain('W30 L32');
    const small = { ...length!, bbox: { ...length!.bbox!, y1: length!.bbox!.y0 + 20 } };
    expect(sizesOf([brand!, waist!, small, body!], [0])).not.toContain('W30 L32');
  });

  it("reads a waist over its length with a ring's sides read far either side of the waist", () => {
    // Seed 22 of render-label-photos.ts: "<b W30 »" over "L32", the line's box twice the length's height.
    const [brand, , body] = label(['Greg Norman', 92], ['', 10], ['Wash with like colors', 60]);
    const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({
      text,
      confidence,
      bbox: { x0, y0, x1, y1 },
    });
    const waist = (sideX0: number, sideY0 = 115): OcrLine => ({
      text: '<b W30 »',
      confidence: 79,
      words: [
        word('<b', 68, sideX0, sideY0, sideX0 + 60, 207),
        word('W30', 87, 306, 116, 436, 168),
        word('»', 82, 742, 103, 828, 168),
      ],
      bbox: { x0: sideX0, y0: 103, x1: 828, y1: 207 },
    });
    const length: OcrLine = { text: 'L32', confidence: 92, words: [], bbox: { x0: 323, y0: 202, x1: 424, y1: 252 } };
    expect(sizesOf([brand!, waist(3), length, body!], [0])).toEqual(['W30 L32']);
    // A word of the waist's height a letter's gap from it is the line's own: "<b W30" is no waist.
    expect(sizesOf([brand!, waist(230, 155), length, body!], [0])).not.toContain('W30 L32');
  });

  it('reads a length whose L was read as 1, or under "36 x", and a waist among marks', () => {
    expect(sizesOf(label(['HELLY HANSEN', 80], ['W34', 60], ['130', 60], ['100% COTTON', 30]), [0])).toEqual([
      'W34 L30',
    ]);
    // Seed 22: the length's zero read as the letter o.
    expect(sizesOf(label(['MAMMUT', 80], ['W34', 60], ['L3o', 60], ['100% COTTON', 30]), [0])).toEqual(['W34 L30']);
    expect(sizesOf(label(['LOEWE', 80], ['36 x', 60], ['30', 60], ['55% LINEN 45% COTTON', 30]), [0])).toEqual([
      'W36 L30',
    ]);
    // Seed 16 of render-label-photos.ts: the x read twice.
    expect(sizesOf(label(['JOHNNY WAS', 60], ['36 Xx', 64], ['30', 63], ['Hecho en Mexico', 39]), [0])).toEqual([
      'W36 L30',
    ]);
    // Seed 37: "W34" over "30", the L lost to a heavy face as the x of "36 x" is, is the same size...
    expect(sizesOf(label(['LOEWE', 80], ['W34', 60, 83], ['30', 60, 81], ['55% LINEN 45% COTTON', 30]), [0])).toEqual([
      'W34 L30',
    ]);
    // ...but not a bare number read murkily under it, nor one beside it on its row.
    expect(
      sizesOf(label(['LOEWE', 80], ['W34', 60, 83], ['30', 60, 40], ['55% LINEN 45% COTTON', 30]), [0]),
    ).not.toContain('W34 L30');
    const [loewe, w34, l30, linen] = label(
      ['LOEWE', 80],
      ['W34', 60, 83],
      ['30', 60, 81],
      ['55% LINEN 45% COTTON', 30],
    );
    const onRow = { ...l30!, bbox: { ...w34!.bbox!, x0: w34!.bbox!.x1 + 20, x1: w34!.bbox!.x1 + 80 } };
    expect(sizesOf([loewe!, w34!, onRow, linen!], [0])).not.toContain('W34 L30');
    // Seed 36: "36" over "30" read clearly on a tab, its x lost to a heavy face, is the same size...
    const tab = label(['55% LINEN 45% COTTON', 30], ['36', 87, 96], ['30', 81, 96]);
    expect(sizesOf(tab)).toEqual(['W36 L30']);
    // ...but not when either number is read murkily, nor when the two stand side by side on a row.
    expect(sizesOf(label(['55% LINEN 45% COTTON', 30], ['36', 87, 96], ['30', 81, 80]))).not.toContain('W36 L30');
    const beside = { ...tab[2]!, bbox: { ...tab[1]!.bbox!, x0: 420, x1: 500 } };
    expect(sizesOf([tab[0]!, { ...tab[1]!, bbox: { ...tab[1]!.bbox!, x1: 400 } }, beside])).not.toContain('W36 L30');
    const [brand, waist, length, body] = label(['FENDI', 80], ['W30', 60], ['L32', 60], ['100% COTTON', 30]);
    const word = (text: string, confidence: number) => ({ text, confidence, bbox: waist!.bbox });
    const marked = {
      ...waist!,
      text: ': : W30 : h',
      confidence: 41,
      words: [word(':', 51), word(':', 39), word('W30', 68), word(':', 16), word('h', 31)],
    };
    expect(sizesOf([brand!, marked, length!, body!], [0])).toEqual(['W30 L32']);
  });

  it("reads the largest print of a hang tag that names no brand, the tag's price marking it as a label", () => {
    expect(sizesOf(label(['16', 82], ['$79.00', 69]))).toEqual(['16']);
    expect(sizesOf(label(['16', 82], ['SALE', 69]))).toEqual([]);
  });

  it("reads the size over a hang tag's style number or price when its brand and fibres went unread", () => {
    // Seed 16: an "8" in a ring over "STYLE:", a murky read of the print further down as tall as two lines.
    expect(sizesOf(label(['8', 68], ['STYLE:', 19], ['sss. 9', 106]))).toEqual(['8']);
    // ...and a "6" over a price whose point the read lost.
    expect(sizesOf(label(['6', 64], ['| $7900', 89], ['RAAT', 55]))).toEqual(['6']);
    expect(sizesOf(label(['6', 64], ['| 7900', 89], ['RAAT', 55]))).toEqual([]);
  });

  it('reads a size alone on its line between the brand and the fibres', () => {
    expect(sizesOf(label(['EXPRESS', 60], ['12'], ['100% COTTON'], ['MADE IN VIETNAM']), [0])).toEqual(['12']);
    expect(sizesOf(label(['LOFT', 60], ['S'], ['60% COTTON 40% POLYESTER']), [0])).toEqual(['S']);
  });

  it("takes no size under the brand from beside the label's column, nor in type under half the body's", () => {
    // Seed 38: the floor right of a label read as a "4" 163 px tall under the brand, and a speck left of it as a
    // "4" 8 px tall, beside body lines 24 to 45 px tall.
    const tag = label(['Free People', 67], ['80% WOOL', 45], ['20% NYLON', 24], ['MADE IN INDIA', 35]);
    const glyph = (x0: number, y0: number, x1: number, y1: number): OcrLine => ({
      text: '4',
      confidence: 77,
      words: [],
      bbox: { x0, y0, x1, y1 },
    });
    expect(sizesOf([...tag, glyph(450, 0, 560, 160)], [0])).toEqual([]);
    expect(sizesOf([...tag, glyph(96, 70, 100, 78)], [0])).toEqual([]);
    // In the column, in type of the body's size or more, it is the size.
    expect(sizesOf([...tag, glyph(150, 70, 180, 100)], [0])).toEqual(['4']);
    // A "4" 12 px tall at the end of a line of murk 33 px high: measured by its own word, not by the line.
    const murk: OcrLine = {
      text: 'r —— a 4',
      confidence: 36,
      words: [
        { text: 'r', confidence: 2, bbox: { x0: 20, y0: 75, x1: 24, y1: 79 } },
        { text: '——', confidence: 13, bbox: { x0: 40, y0: 75, x1: 80, y1: 79 } },
        { text: '4', confidence: 62, bbox: { x0: 300, y0: 80, x1: 316, y1: 92 } },
      ],
      bbox: { x0: 20, y0: 70, x1: 316, y1: 103 },
    };
    expect(sizesOf([...tag, murk], [0])).toEqual([]);
  });

  it("places a wordmark by its letters, not by the label's sides read as bars beside it", () => {
    // Seed 1 of render-label-photos.ts: "| Wild Fable |", the bars as tall as the label, over a "12".
    const [brand, size, ...body] = label(['Wild Fable', 50], ['12', 41, 96], ['55% LINEN 45% COTTON', 47]);
    const word = (text: string, y0: number, y1: number) => ({
      text,
      confidence: 92,
      bbox: { x0: 10, x1: 200, y0, y1 },
    });
    const barred = {
      ...brand!,
      text: '| Wild Fable |',
      words: [word('|', 0, 300), word('Wild', 0, 50), word('Fable', 0, 50), word('|', 0, 300)],
      bbox: { ...brand!.bbox!, y1: 300 },
    };
    expect(sizesOf([barred, size!, ...body], [0])).toEqual(['12']);
  });

  it("measures a line's type by its words, not by a mark at its end as tall as the label's edge", () => {
    // Seed 6 of render-label-photos.ts: the label's edge read as "y" made "MADE IN INDIA" 141 px tall.
    const lines = label(['80% WOOL', 34], ['20% NYLON', 34], ['MADE IN INDIA y', 141], ['8', 97, 96]);
    const word = (text: string, confidence: number, y0: number, y1: number) => ({
      text,
      confidence,
      bbox: { x0: 10, x1: 100, y0, y1 },
    });
    const y0 = lines[2]!.bbox!.y0;
    lines[2]!.words = [
      word('MADE', 96, y0, y0 + 31),
      word('IN', 96, y0, y0 + 30),
      word('INDIA', 96, y0, y0 + 30),
      word('y', 30, y0, y0 + 141),
    ];
    expect(findLoneSizes(lines, []).map((s) => [s.size.value, s.place])).toEqual([['8', 'largest text']]);
  });

  it("measures a line's type by its box where its words' boxes stand taller than the line", () => {
    // Seed 26 of render-label-photos.ts: in its face the words of the fibre and care lines have boxes about
    // 1.6 times their lines' height, which made the "0" over the brand no larger than the body's type.
    const lines = label(
      ['100% ACRYLIC', 27],
      ['WASH WITH LIKE COLORS', 21],
      ['WASH WITH LIKE COLORS', 22],
      ['0', 43, 95],
      ['Red Wing', 76],
      ['MADE IN CHINA', 24],
    );
    for (const line of [lines[0]!, lines[1]!, lines[2]!, lines[5]!]) {
      const { y0, y1 } = line.bbox!;
      line.words = line.text.split(' ').map((text) => ({
        text,
        confidence: 95,
        bbox: { x0: 10, x1: 100, y0: y0 - 9, y1: y1 + 9 },
      }));
    }
    expect(findLoneSizes(lines, [4]).map((s) => [s.size.value, s.place])).toEqual([['0', 'largest text']]);
  });

  it("takes no largest text from the garment's print under a label or beside a hang tag", () => {
    // Seed 26: a "4" of a t-shirt's print far under the label, and an "l" of a pattern beside a tag.
    const tag = label(['OluKai', 59], ['8', 74], ['100% ACRYLIC', 32], ['Made in Bangladesh', 33]);
    const glyph = (text: string, x0: number, y0: number): OcrLine => ({
      text,
      confidence: 92,
      words: [],
      bbox: { x0, y0, x1: x0 + 80, y1: y0 + 82 },
    });
    expect(sizesOf([...tag, glyph('4', 300, 420)], [0])).toEqual(['8']);
    expect(sizesOf([...tag, glyph('4', 500, 250)], [0])).toEqual(['8']);
    expect(sizesOf([...tag, glyph('4', 300, 250)], [0])).toEqual(['8', '4']);
    expect(sizesOf([glyph('l', 500, -100), ...tag], [1])).toEqual(['8']);
    expect(sizesOf([glyph('l', 300, -100), ...tag], [1])).toEqual(['L', '8']);
  });

  it('takes no other read of a size for other print, larger than it', () => {
    // Seed 6 of render-label-photos.ts: "L/G" read "LG" on the page, "1H" in a taller box on its own.
    const lines = label(['Dior', 86], ['60% COTTON / 40% POLYESTER', 47], ['MADE IN VIETNAM', 34], ['LG', 75, 76]);
    const again = { ...lines[3]!, text: '1H', confidence: 62 };
    again.bbox = { ...lines[3]!.bbox!, y0: lines[3]!.bbox!.y0 - 19, y1: lines[3]!.bbox!.y1 + 19 };
    expect(sizesOf([...lines, again], [0])).toEqual(['L']);
  });

  it("measures the largest text against clear print, not a murky glyph of the garment's drawing beside the label", () => {
    // Seed 39: a t-shirt's drawing under the label read as "= 5 /" at 59 %, twice as tall as the label's "S".
    const lines = label(['DEMOCRACY', 58], ['SHELL: 100% NYLON', 32], ['Made in Bangladesh', 37], ['S', 96, 84]);
    const drawing = (confidence: number): OcrLine => ({
      text: '= 5 /',
      confidence,
      words: [],
      bbox: { x0: 10, y0: 260, x1: 200, y1: 413 },
    });
    expect(findLoneSizes([...lines, drawing(59)], [0]).map((s) => [s.size.value, s.place])).toEqual([
      ['S', 'largest text'],
    ]);
    // Read as clearly as a size at the foot must be, it is the label's print and its type the tallest: the "S"
    // is the label's foot, no longer its largest text.
    expect(findLoneSizes([...lines, drawing(80)], [0]).map((s) => s.place)).toEqual(['foot of the label']);
  });

  it('reads the largest text after the brand on a hang tag', () => {
    const lines = label(['Champion', 50], ['100% POLYESTER', 30], ['M', 110], ['MADE IN CHINA', 30]);
    expect(findLoneSizes(lines, [0]).map((s) => [s.size.value, s.place])).toEqual([['M', 'largest text']]);
  });

  it('reads a size under a registration or style number, in the body type', () => {
    const rn = label(['OUTDOOR VOICES', 60], ['RN 61813', 30], ['S', 40], ['55% LINEN 45% COTTON', 40]);
    expect(findLoneSizes(rn, [0]).map((s) => [s.size.value, s.place])).toEqual([['S', 'under the brand']]);
    expect(sizesOf(label(['STYLE 45821', 30], ['12', 40], ['100% COTTON']))).toEqual(['12']);
  });

  it('reads a size on the last line of a label, clearly read and no smaller than the body', () => {
    const foot = label(['LEE', 60], ['100% COTTON', 40], ['MADE IN MEXICO', 36], ['XL', 40]);
    expect(findLoneSizes(foot, [0]).map((s) => [s.size.value, s.place])).toEqual([['XL', 'foot of the label']]);
    // Murky, or not the last line: a letter among care text is no size.
    expect(sizesOf(label(['LEE', 60], ['100% COTTON', 40], ['XL', 40, 50]), [0])).toEqual([]);
    expect(sizesOf(label(['LEE', 60], ['100% COTTON', 40], ['M', 40], ['WASH COLD', 40]), [0])).toEqual([]);
    // Seed 16: the label's edge read weakly beside the size clouds the line's confidence, not the size's.
    const [brand, body, country, edged] = label(
      ['ROCKY', 60],
      ['100% COTTON', 40],
      ['MADE IN CHINA', 40],
      ['M 3', 40, 62],
    );
    edged!.words = [
      { text: 'M', confidence: 82, bbox: { x0: 150, y0: edged!.bbox!.y0, x1: 200, y1: edged!.bbox!.y1 } },
      { text: '3', confidence: 42, bbox: { x0: 380, y0: edged!.bbox!.y0, x1: 400, y1: edged!.bbox!.y1 } },
    ];
    expect(sizesOf([brand!, body!, country!, edged!], [0])).toEqual(['M']);
    edged!.words[0]!.confidence = 70;
    expect(sizesOf([brand!, body!, country!, edged!], [0])).toEqual([]);
  });

  it('forgives look-alike characters inside a size standing alone', () => {
    expect(sizesOf(label(['EXPRESS', 60], ['I2'], ['100% COTTON']), [0])).toEqual(['12']);
    expect(sizesOf(label(['EXPRESS', 60], ['1O'], ['100% COTTON']), [0])).toEqual(['10']);
    expect(sizesOf(label(['EXPRESS', 60], ['l4'], ['100% COTTON']), [0])).toEqual(['14']);
    // Seed 24: a capital L before a digit is a length cut short in its ring ("L3" of "L32"), not 13.
    expect(sizesOf(label(['EXPRESS', 60], ['L3'], ['100% COTTON']), [0])).toEqual([]);
    expect(sizesOf(label(['LOFT', 60], ['XI'], ['100% COTTON']), [0])).toEqual(['XL']);
    expect(sizesOf(label(['LOFT', 60], ['X5'], ['100% COTTON']), [0])).toEqual(['XS']);
    expect(sizesOf(label(['LOFT', 60], ['IVI'], ['100% COTTON']), [0])).toEqual(['M']);
    // A lone look-alike is not a size.
    expect(sizesOf(label(['LOFT', 60], ['I'], ['100% COTTON']), [0])).toEqual([]);
    expect(sizesOf(label(['LOFT', 60], ['O'], ['100% COTTON']), [0])).toEqual([]);
  });

  it('reads a size in a box, its rules read as brackets or bars', () => {
    expect(parseLoneSize('[2]')?.value).toBe('2');
    expect(parseLoneSize('(XS)')?.value).toBe('XS');
    expect(parseLoneSize('MEDIUM =')?.value).toBe('M');
  });

  it('leaves out a letter read poorly beside a size, but keeps running text whole', () => {
    const [brand, size, body] = label(['LOFT', 60], ['M/M A', 60], ['100% COTTON']);
    size!.words = [
      { text: 'M/M', confidence: 88 },
      { text: 'A', confidence: 35 },
    ];
    expect(sizesOf([brand!, size!, body!], [0])).toEqual(['M']);
    size!.words[1]!.confidence = 90;
    expect(sizesOf([brand!, size!, body!], [0])).toEqual([]);
  });

  it("takes no size from large print far over the label's brand: the garment's print above the label", () => {
    // Seed 21 of render-label-photos.ts: a "7" of a t-shirt's print, three of its heights over "jerzees".
    const seven = (y0: number): OcrLine => ({
      text: '7',
      confidence: 85,
      words: [],
      bbox: { x0: 327, y0, x1: 380, y1: y0 + 99 },
    });
    const tag = labelRows(
      [
        ['jerzees', 54],
        ['60% Cotton / 40% Polyester', 37],
        ['MADE IN INDIA', 42],
      ],
      590,
      90,
    );
    expect(sizesOf([seven(161), ...tag], [1])).toEqual([]);
    // Right over the brand, it is the label's largest print.
    expect(sizesOf([seven(440), ...tag], [1])).toEqual(['7']);
  });

  it('reads the largest print above a brand set at the foot of the label, and nothing smaller there', () => {
    const foot = label(
      ['100% POLYESTER', 28],
      ['TUMBLE DRY LOW', 20],
      ['RN 25069', 20],
      ['XL', 44],
      ['Crew', 100],
      ['Clothing', 100],
      ['MADE IN CAMBODIA', 30],
    );
    expect(findLoneSizes(foot, [4, 5]).map((s) => [s.size.value, s.place])).toEqual([['XL', 'largest text']]);
    const small = label(['100% POLYESTER', 28], ['XL', 28], ['Crew', 100], ['Clothing', 100]);
    expect(sizesOf(small, [2, 3])).toEqual([]);
  });

  it('reads a size right over a brand printed under the care text, in type larger than the body', () => {
    // Care text first, then the size, the brand and the country (seed 1 of render-label-photos.ts).
    const rows: [string, number?, number?][] = [
      ['95% Viscose', 25],
      ['5% Spandex', 35],
      ['TUMBLE DRY LOW', 21],
      ['COOL IRON IF NEEDED', 22],
      ['RN 89320', 21],
      ['L', 40, 93],
      ['REI', 55],
      ['MADE IN CHINA', 25],
    ];
    expect(findLoneSizes(label(...rows), [6]).map((s) => [s.size.value, s.place])).toEqual([
      ['L', 'over the brand at the foot'],
    ]);
    // Not over the brand, murky, or in the body's type: no size.
    expect(sizesOf(label(...rows), [7])).toEqual([]);
    expect(
      sizesOf(label(...rows.map((r): [string, number?, number?] => (r[0] === 'L' ? ['L', 40, 60] : r))), [6]),
    ).toEqual([]);
    expect(sizesOf(label(...rows.map((r): [string, number?, number?] => (r[0] === 'L' ? ['L', 25] : r))), [6])).toEqual(
      [],
    );
  });

  it("reads a size at the label's foot only under its print, in its column", () => {
    const [body, country, size] = label(['55% LINEN 45% COTTON', 30], ['MADE IN MEXICO', 30], ['2', 35, 90]);
    expect(findLoneSizes([body!, country!, size!]).map((s) => [s.size.value, s.place])).toEqual([
      ['2', 'foot of the label'],
    ]);
    // Seed 28 of render-label-photos.ts: a "2" of the garment read right of the label's column, under its last line.
    const aside = { ...size!, bbox: { ...size!.bbox!, x0: 600, x1: 640 } };
    expect(sizesOf([body!, country!, aside])).toEqual([]);
    // A mark read far right on the last line ("Klein 3") does not widen the column to it.
    const marked: OcrLine = {
      ...country!,
      text: 'MADE IN MEXICO 3',
      words: [wordIn(country!, 'MADE IN MEXICO', 95, 10, 300), wordIn(country!, '3', 62, 620, 640)],
    };
    expect(sizesOf([body!, marked, aside])).toEqual([]);
  });

  it("reads a size with a mark standing far clear of it on its line, the garment's print across the label", () => {
    // Seed 28 of render-label-photos.ts: "XXL a" read again on its own, the "a" a mark of the garment half the
    // label's width right of the size, over "GILDAN" at the foot.
    const lines = label(
      ['52% POLYESTER 48% RAYON', 30],
      ['TUMBLE DRY LOW', 30],
      ['RN 34905', 40],
      ['', 75],
      ['GILDAN', 110],
    );
    const word = (text: string, confidence: number, x0: number, x1: number) =>
      wordIn(lines[3]!, text, confidence, x0, x1);
    const size = (markX0: number): OcrLine => ({
      text: 'XXL a',
      confidence: 76,
      words: [word('XXL', 96, 20, 140), word('a', 56, markX0, markX0 + 60)],
      bbox: { ...lines[3]!.bbox!, x0: 20, x1: markX0 + 60 },
    });
    expect(sizesOf([...lines.slice(0, 3), size(600), lines[4]!], [4])).toEqual(['2XL']);
    // A mark a letter's gap from it is read as part of the line: "XXL a" is no size.
    expect(sizesOf([...lines.slice(0, 3), size(160), lines[4]!], [4])).toEqual([]);
  });

  it('reads a size read clearly in a line the page ran on into murky print beside the label', () => {
    const [brand, run, body] = label(['LOFT', 60], ['wy 8 Le', 55, 40], ['100% COTTON', 24]);
    run!.words = [
      { text: 'wy', confidence: 5, bbox: { x0: 10, y0: 70, x1: 120, y1: 125 } },
      { text: '8', confidence: 96, bbox: { x0: 160, y0: 72, x1: 190, y1: 122 } },
      { text: 'Le', confidence: 18, bbox: { x0: 300, y0: 70, x1: 400, y1: 125 } },
    ];
    expect(sizesOf([brand!, run!, body!], [0])).toEqual(['8']);
    // A second word read fairly is running text, not murk.
    run!.words[2]!.confidence = 45;
    expect(sizesOf([brand!, run!, body!], [0])).toEqual([]);
  });

  it('reads a size word read clearly between weak reads of the size tab round it', () => {
    const [brand, run, body] = label(['SONOMA', 60], ['| SMALL Mi', 70, 59], ['60% COTTON', 24]);
    run!.words = [
      { text: '|', confidence: 47, bbox: { x0: 10, y0: 70, x1: 30, y1: 140 } },
      { text: 'SMALL', confidence: 96, bbox: { x0: 120, y0: 75, x1: 300, y1: 135 } },
      { text: 'Mi', confidence: 34, bbox: { x0: 330, y0: 70, x1: 400, y1: 140 } },
    ];
    expect(sizesOf([brand!, run!, body!], [0])).toEqual(['S']);
    // A letter read as clearly needs murkier neighbours: a fair read beside it may be running text.
    run!.words[1]!.text = 'S';
    expect(sizesOf([brand!, run!, body!], [0])).toEqual([]);
  });

  it('reads the size on the last line of the label with the murky print of the garment under it', () => {
    const lines = label(['LEE', 60], ['100% COTTON', 40], ['MADE IN MEXICO', 36], ['XL', 40], ['fh [EE 77', 110, 29]);
    expect(findLoneSizes(lines, [0]).map((s) => [s.size.value, s.place])).toEqual([['XL', 'foot of the label']]);
    // Seed 37: a bat of the garment's print round the label's foot read as "%" at 91 %, a mark with no
    // letter or digit, is not the label's last print.
    const line = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number): OcrLine => ({
      text,
      confidence,
      words: [],
      bbox: { x0, y0, x1, y1 },
    });
    const bat = [
      line('PENDLETON |', 96, 144, 524, 1013, 682),
      line('= |', 91, 406, 692, 554, 829),
      line('MADE IN CHINA', 95, 384, 683, 698, 730),
      line('2', 96, 494, 756, 591, 847),
      line('%', 91, 24, 863, 851, 1202),
      line('% CL Saad', 56, 137, 910, 949, 1150),
    ];
    expect(findLoneSizes(bat, [0]).map((s) => [s.size.value, s.place])).toEqual([['2', 'foot of the label']]);
    // Seed 19 of render-label-photos.ts: a palm print under the label read at 52 %, short of a size's clear read.
    const palms = label(['HELMUT LANG', 69], ['52% POLYESTER 48% RAYON', 40], ['4', 85, 94], ['/ SEH h 7', 141, 52]);
    expect(sizesOf(palms, [0])).toEqual(['4']);
    // Seed 24: a glyph of the garment's print under the label read clearly ("A" at 77 %); a line of
    // words read as clearly there is still the label's own print, and the size is not its last line.
    const glyph = label(['95% VISCOSE', 40], ['MADE IN VIETNAM', 40], ['S/P', 44], ['A', 54, 77]);
    expect(findLoneSizes(glyph).map((s) => [s.size.value, s.place])).toEqual([['S', 'foot of the label']]);
    expect(sizesOf(label(['95% VISCOSE', 40], ['MADE IN VIETNAM', 40], ['S/P', 44], ['WASH COLD', 40, 77]))).toEqual(
      [],
    );
  });

  it('reads a size at the top of a label that names no brand', () => {
    expect(sizesOf(label(['L/G'], ['100% COTTON'], ['MACHINE WASH COLD']))).toEqual(['L']);
  });

  it('takes no size from stray letters in running text or below the label head', () => {
    expect(sizesOf(label(['LOFT', 60], ['S AND M STYLES'], ['100% COTTON']), [0])).toEqual([]);
    // A small "S" under the care text is not where a label prints its size.
    expect(sizesOf(label(['LOFT', 60], ['100% COTTON', 40], ['S', 30]), [0])).toEqual([]);
  });

  it('takes nothing from a photo that does not read as a label', () => {
    expect(sizesOf(label(['S'], ['12']))).toEqual([]);
    expect(sizesOf(label(['36'], ['30']))).toEqual([]);
  });

  it('reads a waist over its length with no label read round it, as it would "36x30" on one line', () => {
    // Seed 19 of render-label-photos.ts: "36 x" over "30" on a tab, the wordmark on its dark band and the
    // body in faint small type both lost by the page read.
    expect(sizesOf(label(['36 x', 39, 87], ['30', 32, 95]))).toEqual(['W36 L30']);
    expect(sizesOf(label(['36 x', 39, 20], ['30', 32, 95]))).toEqual([]);
  });

  it('reads a length whose line runs into murk by how clearly the length itself was read', () => {
    // Seed 37: "36 X" over "30 B5", the "30" read at 95 % and the garment's print beside it at 0 %
    // (the line at 14 %): the length is read as surely as its own word.
    const [brand, waist, row, body] = label(['REEF', 57], ['36 X', 61, 89], ['', 73], ['98% COTTON, 2% ELASTANE', 30]);
    const length = (murk: number): OcrLine => ({
      text: '30 B5',
      confidence: Math.min(14, murk),
      words: [wordIn(row!, '30', 95, 40, 150), wordIn(row!, 'B5', murk, 165, 250)],
      bbox: { ...row!.bbox!, x0: 40, x1: 250 },
    });
    expect(sizesOf([brand!, waist!, length(0), body!], [0])).toEqual(['W36 L30']);
    // Read fairly, the word after the number is the line's own: "30 B5" is no length.
    expect(sizesOf([brand!, waist!, length(60), body!], [0])).not.toContain('W36 L30');
  });

  it('reads a waist whose line runs into the print behind its tab, read murkily', () => {
    // Seed 28: "AEN 36 x Q", the garment's print left of the tab read at 0 % and a mark far right of it.
    const [brand, row, length, body] = label(['hot topic', 88], ['', 63], ['30', 63, 93], ['MADE IN VIETNAM', 30]);
    const word = (text: string, confidence: number, x0: number, x1: number) => wordIn(row!, text, confidence, x0, x1);
    const waist = (murk: number): OcrLine => ({
      text: 'AEN 36 x Q',
      confidence: 57,
      words: [word('AEN', murk, 10, 120), word('36', 91, 160, 230), word('x', 71, 245, 290), word('Q', 73, 560, 590)],
      bbox: { ...row!.bbox!, x0: 10, x1: 590 },
    });
    expect(sizesOf([brand!, waist(0), length!, body!], [0])).toEqual(['W36 L30']);
    // Read fairly, the word before the waist is the line's own: "AEN 36 x" is no waist.
    expect(sizesOf([brand!, waist(60), length!, body!], [0])).not.toContain('W36 L30');
  });

  it('reads a size on a tab whose line runs into the print behind it, read murkily', () => {
    // Seed 36: "Eg 14" on a white tab under "MONCLER", the garment's print beside the tab read at 12 %.
    const [brand, row, body] = label(['MONCLER', 120], ['', 86], ['SHELL: 100% NYLON', 38]);
    const size = (murk: number): OcrLine => ({
      text: 'Eg 14',
      confidence: 44,
      words: [wordIn(row!, 'Eg', murk, 10, 60), wordIn(row!, '14', 77, 120, 230)],
      bbox: { ...row!.bbox!, x0: 10, x1: 230 },
    });
    expect(sizesOf([brand!, size(12), body!], [0])).toEqual(['14']);
    // Read fairly, the word is the line's own: "Eg 14" is no size.
    expect(sizesOf([brand!, size(60), body!], [0])).toEqual([]);
  });

  it('reads a waist whose four was read as a "y" over its length', () => {
    // Seed 42: "W34" in an open-topped four, read as "W3y", in a ring over "L30".
    expect(sizesOf(label(['Tahari', 96], ['W3y', 62, 33], ['L30', 62, 81], ['$24.99', 84]), [0])).toEqual(['W34 L30']);
    expect(sizesOf(label(['Tahari', 96], ['W3z', 62, 33], ['L30', 62, 81], ['$24.99', 84]), [0])).toEqual([]);
  });

  it('reads a waist over its length in boxes padded round their print, and takes no read of the waist for its length', () => {
    // Seed 42: "36 X" over "30", each read again in a strip whose box overlaps the other's by a third of its height.
    const read = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number): OcrLine => ({
      text,
      confidence,
      words: [],
      bbox: { x0, y0, x1, y1 },
    });
    const brand = read('le suit', 95, 380, 400, 700, 500);
    const body = read('MADE IN VIETNAM', 74, 120, 830, 900, 887);
    const waist = read('36 X', 73, 423, 564, 578, 694);
    const length = read('30', 69, 446, 651, 596, 789);
    expect(sizesOf([brand, waist, length, body], [0])).toEqual(['W36 L30']);
    // The waist's "36" read again inside its own box, on its row, is not a length: no "W36 L36".
    const again = read('36', 86, 423, 564, 513, 637);
    expect(sizesOf([brand, read('36 X', 86, 380, 557, 747, 646), again, body], [0])).not.toContain('W36 L36');
  });

  it('reads the size over a brand at the foot across a speck read as a glyph between them', () => {
    // Seed 42: care text, then "2", then "CABI"; a speck on the label's edge read as a "4" at 72 % between the
    // two, and the garment's print over the label read taller than the size.
    const lines = label(
      ['4 TS', 94, 58],
      ['SHELL: 100% NYLON', 37, 82],
      ['COOL IRON IF NEEDED', 27, 95],
      ['RN 42293', 30, 80],
      ['2', 88, 90],
      ['4', 29, 72],
      ['CABI', 74, 82],
      ['Hecho en Mexico', 32, 95],
    );
    expect(sizesOf(lines, [6])).toEqual(['2']);
    // Read as clearly as a size at the foot must be, the glyph is print between them.
    expect(
      sizesOf(
        lines.map((l) => (l.text === '4' ? { ...l, confidence: 80 } : l)),
        [6],
      ),
    ).toEqual([]);
  });
});
