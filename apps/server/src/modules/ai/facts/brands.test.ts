import { describe, expect, it } from 'vitest';
import { BRANDS } from './brand-list';
import { canonicalBrand, findBrands, findStackedBrands, sameBrand } from './brands';
import { labelRows, ocrWord } from './label-rows-support';
import type { OcrLine } from '../evidence/ocr';

const line = (text: string, confidence = 88): OcrLine => ({ text, confidence, words: [] });
const topBrand = (...texts: string[]) => findBrands(texts.map((t) => line(t)))[0]?.brand;

describe('brand list', () => {
  it('holds at least 300 distinct resale brands', () => {
    expect(new Set(BRANDS.map((b) => b.name)).size).toBeGreaterThanOrEqual(300);
  });
});

describe('findBrands', () => {
  it.each([
    ["LEVI'S", "Levi's"],
    ['LEV1S', "Levi's"],
    ['Levi Strauss & Co.', "Levi's"],
    ['C0LUMBIA SPORTSWEAR', 'Columbia'],
    ['PATAG0NIA', 'Patagonia'],
    ['PATAGONLA', 'Patagonia'],
    ['THENORTHFACE', 'The North Face'],
    ['THE NORTH FACE', 'The North Face'],
    ['THE N0RTH FACF', 'The North Face'],
    ['Tommy Hllfiger', 'Tommy Hilfiger'],
    ['ABERCROMBIE & FlTCH', 'Abercrombie & Fitch'],
    ['RaIph Lauren', 'Ralph Lauren'],
    ['Calvln Klein Jeans', 'Calvin Klein'],
    ['LULULEM0N', 'Lululemon'],
    ['ZARA', 'Zara'],
    ['H&M', 'H&M'],
    ['GAP', 'Gap'],
    ['Carhart', 'Carhartt'],
    // Wordmarks: any case, spaced letters, curly or misread apostrophes, one letter off.
    ['Express', 'Express'],
    ['EXPRESS', 'Express'],
    ['EXPRFSS', 'Express'],
    ['loft', 'Loft'],
    ['L O F T', 'Loft'],
    ['Champion', 'Champion'],
    ['C H A M P I O N', 'Champion'],
    ['Champi0n', 'Champion'],
    ['LEVI’S', "Levi's"],
    ['Levi‘s', "Levi's"],
    ['LEVI,S', "Levi's"],
    // A whole line of the name with its gaps read elsewhere: an m's strokes split (seed 28).
    ['Far mn Rio', 'Farm Rio'],
  ])('reads %s as %s', (text, expected) => {
    expect(topBrand(text)).toBe(expected);
  });

  it.each([
    ['MADE IN COLOMBIA'],
    ['MADE IN JORDAN'],
    ['STYLE NO. 12345'],
    ['100% COTTON'],
    ['60% COTTON 40% POLYESTER'],
    ['MIND THE GAP BETWEEN'],
    ['GUESS WHAT'],
    ['EXPRESS SHIPPING AVAILABLE'],
    ['CHAMPIONS LEAGUE FINAL'],
    ['LOFTY'],
    ['CASINO'],
    ['MACHINE WASH COLD'],
    ['SIZE M'],
    ['lIlI1 ii ,.;'],
    ['ww wm mm nn'],
    ['RN 54321 CA 12345'],
    ['KISS ME!'],
  ])('finds no brand in %s', (text) => {
    expect(findBrands([line(text)])).toEqual([]);
  });

  it('ignores text read with low confidence', () => {
    expect(findBrands([line('NIKE', 30)])).toEqual([]);
  });

  it('needs a clear read for near misses and short names, less for a long name read exactly', () => {
    expect(findBrands([line('PATAGONYA', 40)])).toEqual([]);
    expect(findBrands([line('PATAGONYA', 70)])[0]?.brand).toBe('Patagonia');
    expect(findBrands([line('DIAMOND SuppLy', 35)])[0]?.brand).toBe('Diamond Supply');
    expect(findBrands([line('ZARA', 40)])).toEqual([]);
  });

  it('does not read a label word cut at the line end as a brand', () => {
    expect(findBrands([line('SPAND', 85)])).toEqual([]);
    expect(findBrands([line('POLYES', 85)])).toEqual([]);
  });

  it('forgives an E read for an F at the start of a long name', () => {
    expect(topBrand('ERED PERRY')).toBe('Fred Perry');
  });

  it('reads a long wordmark whose display initial was lost, the rest letter for letter', () => {
    expect(topBrand('hampion')).toBe('Champion');
    expect(topBrand('ATAGONIA')).toBe('Patagonia');
    // Not inside running text for a brand that is also a word, nor from a short rest.
    expect(findBrands([line('hampion league final')])).toEqual([]);
    expect(findBrands([line('xpres')])).toEqual([]);
    expect(findBrands([line('ampion')])).toEqual([]);
  });

  it("reads a one-word name cut short at the label's edge from a line of its own spelling eight letters of it", () => {
    // Seeds 19 and 20 of render-label-photos.ts.
    expect(findBrands([line('PRETTYLITTL', 91)]).map((m) => m.brand)).toEqual(['PrettyLittleThing']);
    expect(findBrands([line('Kuppenhe', 78)]).map((m) => m.brand)).toEqual(['Kuppenheimer']);
    // Not fewer letters, not read murkily, not among other words, not a name of several words.
    expect(findBrands([line('Kuppenh', 90)])).toEqual([]);
    expect(findBrands([line('Kuppenhe', 70)])).toEqual([]);
    expect(findBrands([line('PRETTYLITTL DRESS', 91)])).toEqual([]);
    expect(findBrands([line('BANANAREPU', 91)])).toEqual([]);
  });

  it('reads a name of eight letters or more whose display initial was misread, the rest letter for letter', () => {
    // Seed 20 of render-label-photos.ts: a D read as "p" ("Made In pangladesh" on the same label).
    expect(topBrand('pemocracy')).toBe('Democracy');
    // Not a shorter name, nor with another letter misread.
    expect(findBrands([line('Macoste')])).toEqual([]);
    expect(findBrands([line('pemocrazy')])).toEqual([]);
  });

  it('takes a short name one letter off only from a line of its own, not from running text', () => {
    expect(findBrands([line('Organized chaos.')])).toEqual([]);
    expect(topBrand('CHAPS')).toBe('Chaps');
  });

  it('reads a one-word name that display type split, misread by a letter, only as a whole line', () => {
    // Seed 1 of render-label-photos.ts: "Kuppenheimer" in a wide serif read as two words at 48 %.
    expect(findBrands([line('Kup Penheimep', 48)]).map((m) => m.brand)).toEqual(['Kuppenheimer']);
    expect(findBrands([line('Kup Penheimep wool blend', 48)])).toEqual([]);
  });

  it('takes a name of eight letters or more spelt exactly however murkily read, a shorter one only from its floor', () => {
    // A wordmark in wide display type read letter for letter at 0 % (rendered seed 11, decision 054).
    expect(findBrands([line("'COTOPAXI", 0)]).map((m) => m.brand)).toEqual(['Cotopaxi']);
    expect(findBrands([line('LULULEMON', 0)]).map((m) => m.brand)).toEqual(['Lululemon']);
    expect(findBrands([line('SEASALT', 0)])).toEqual([]);
    // A near miss of a long name still needs a fair read.
    expect(findBrands([line('COTOPAXT', 0)])).toEqual([]);
  });

  it('reads a brand that is also a word as its line when it is the one clear word among murk', () => {
    // Seed 6 of render-label-photos.ts: the label's edge read as "Cw" before "THEORY".
    const murky: OcrLine = {
      text: 'Cw THEORY',
      confidence: 54,
      words: [
        { text: 'Cw', confidence: 13, bbox: { x0: 0, y0: 0, x1: 40, y1: 80 } },
        { text: 'THEORY', confidence: 95, bbox: { x0: 60, y0: 0, x1: 400, y1: 80 } },
      ],
    };
    expect(findBrands([murky]).map((m) => m.brand)).toEqual(['Theory']);
    // Read fairly surely beside it, the other word makes it running text again.
    const running = { ...murky, words: [{ ...murky.words[0]!, confidence: 70 }, murky.words[1]!] };
    expect(findBrands([running])).toEqual([]);
  });

  it('reads a brand that is also a word as its line when a letter read poorly stands at its end', () => {
    // Seed 1 of render-label-photos.ts: the label's edge read as "I" before a display "weekday".
    const edged: OcrLine = {
      text: 'I weekday',
      confidence: 64,
      words: [
        { text: 'I', confidence: 32, bbox: { x0: 0, y0: 0, x1: 20, y1: 300 } },
        { text: 'weekday', confidence: 96, bbox: { x0: 60, y0: 0, x1: 600, y1: 300 } },
      ],
    };
    expect(findBrands([edged]).map((m) => m.brand)).toEqual(['Weekday']);
    // Two letters, or one letter read surely, are a word of the line: "A weekday" is running text.
    const word = {
      ...edged,
      text: 'A weekday',
      words: [{ ...edged.words[0]!, text: 'A', confidence: 80 }, edged.words[1]!],
    };
    expect(findBrands([word])).toEqual([]);
  });

  it('reads a short name as surely as its own word when the weak marks at its ends are left out', () => {
    // Seed 21 of render-label-photos.ts: "CABI" at 89 % among specks of a camouflage print, the line at 38 %.
    const speckled: OcrLine = {
      text: 'x CABI 8 a',
      confidence: 38,
      words: [
        { text: 'x', confidence: 9, bbox: { x0: 109, y0: 506, x1: 235, y1: 560 } },
        { text: 'CABI', confidence: 89, bbox: { x0: 456, y0: 498, x1: 625, y1: 547 } },
        { text: '8', confidence: 28, bbox: { x0: 852, y0: 527, x1: 856, y1: 530 } },
        { text: 'a', confidence: 26, bbox: { x0: 989, y0: 549, x1: 992, y1: 552 } },
      ],
    };
    expect(findBrands([speckled]).map((m) => m.brand)).toEqual(['Cabi']);
    // Read poorly itself, the name stays as murky as its line.
    expect(findBrands([{ ...speckled, words: speckled.words.map((w) => ({ ...w, confidence: 30 })) }])).toEqual([]);
  });

  it('takes no brand from a word of many names alone: "COMPANY" is not C.P. Company', () => {
    // The foot of "NEW YORK &" / "COMPANY" (seed 1 of render-label-photos.ts).
    expect(findBrands([line('COMPANY')])).toEqual([]);
    expect(findBrands([line('CLOTHING')])).toEqual([]);
    expect(topBrand('CP COMPANY')).toBe('C.P. Company');
  });

  it('takes print that spells one brand exactly for no misread of another: "prana" is prAna, not Prada', () => {
    expect(findBrands([line('prana')]).map((m) => m.brand)).toEqual(['prAna']);
    expect(findBrands([line('prada')]).map((m) => m.brand)).toEqual(['Prada']);
  });

  it('takes a word of a name of several words, spelt exactly, for no misread of another: "Piana" is not prAna', () => {
    // Seed 35: "Loro" read into murk over a clear "Piana |".
    expect(findBrands([line('Piana |', 79)])).toEqual([]);
    expect(findBrands([line('Prano', 79)]).map((m) => m.brand)).toEqual(['prAna']);
  });

  it('ranks an exact read above a near miss and keeps the line as evidence', () => {
    const matches = findBrands([line('THE NORTH FACE'), line('STYLE NO. NF0A3XYZ12')]);
    expect(matches.map((m) => m.brand)).toEqual(['The North Face']);
    expect(matches[0]).toMatchObject({ line: 'THE NORTH FACE', exact: true });
  });
});

describe('findStackedBrands', () => {
  const stackedOf = (...rows: [string, number?, number?][]) => findStackedBrands(labelRows(rows)).map((m) => m.brand);

  it('reads a wordmark set on two to four lines, one right under the other', () => {
    expect(stackedOf(['UNIVERSAL', 60], ['THREAD', 60], ['100% COTTON', 30])).toEqual(['Universal Thread']);
    // Seed 16 of render-label-photos.ts: a word a line.
    expect(stackedOf(['WHITE', 101], ['HOUSE', 97], ['BLACK', 91], ['MARKET', 87], ['MEDIUM', 75])).toContain(
      'White House Black Market',
    );
    expect(stackedOf(['Kut from', 70], ['the Kloth', 70])).toEqual(['Kut from the Kloth']);
    expect(stackedOf(['ALICE', 60], ['+', 36], ['OLIVIA', 60])).toEqual(['Alice + Olivia']);
    // Seed 36: a wordmark's second line in display type read at 58 %, its last I as an L.
    expect(stackedOf(['BRUNELLO', 86, 85], ['CUCINELLL', 86, 58])).toEqual(['Brunello Cucinelli']);
    expect(stackedOf(['BRUNELLO', 86, 85], ['CUCINELLL', 86, 50])).toEqual([]);
    // Display type with a line's height of space between its lines (seed 1 of render-label-photos.ts).
    const [stone, island] = labelRows([
      ['STONE', 59],
      ['ISLAND', 59],
    ]);
    const spaced = { ...island!, bbox: { ...island!.bbox!, y0: stone!.bbox!.y1 + 55, y1: stone!.bbox!.y1 + 114 } };
    expect(findStackedBrands([stone!, spaced]).map((m) => m.brand)).toEqual(['Stone Island']);
    // Seed 21: "river" in small letters only, no ascender, 1.3 times Island's height over it.
    const river: OcrLine = { text: 'river', confidence: 95, words: [], bbox: { x0: 428, y0: 443, x1: 707, y1: 497 } };
    const isle = (y0: number): OcrLine => ({
      text: 'Island',
      confidence: 61,
      words: [],
      bbox: { x0: 391, y0, x1: 740, y1: y0 + 81 },
    });
    expect(findStackedBrands([river, isle(604)]).map((m) => m.brand)).toEqual(['River Island']);
    expect(findStackedBrands([river, isle(640)])).toEqual([]);
    // Seed 35: a long name wrapped on a loosely leaded hang tag, 1.6 line heights between its lines.
    const marks: OcrLine = { text: 'MARKS &', confidence: 91, words: [], bbox: { x0: 205, y0: 701, x1: 718, y1: 783 } };
    const spencer: OcrLine = {
      text: 'SPENCER',
      confidence: 95,
      words: [],
      bbox: { x0: 205, y0: 916, x1: 712, y1: 995 },
    };
    expect(findStackedBrands([marks, spencer]).map((m) => m.brand)).toEqual(['Marks & Spencer']);
    expect(
      findStackedBrands(
        labelRows([
          ['MARKS &', 60],
          ['SPENCER', 60],
        ]),
      )[0],
    ).toMatchObject({
      brand: 'Marks & Spencer',
      line: 'MARKS & SPENCER',
      parts: ['MARKS &', 'SPENCER'],
    });
  });

  it("keeps a line of marks under a wordmark out of its parts, so the label's edge is never taken for the brand", () => {
    // Seed 39: the edge of a label read as "\\" right under "CAT & JACK".
    const [name, edge] = labelRows([
      ['CAT & JACK', 100],
      ['\\', 100],
    ]);
    const stacked = findStackedBrands([name!, { ...edge!, bbox: { ...edge!.bbox!, x1: 120 } }]);
    expect(stacked.map((m) => [m.brand, m.parts])).toContainEqual(['Cat & Jack', ['CAT & JACK']]);
    expect(stacked.flatMap((m) => m.parts ?? [])).not.toContain('\\');
  });

  it("measures a wordmark's lines by their letters, not by a bar read beside them as tall as the label's edge", () => {
    const box = (y0: number, y1: number, x0 = 144, x1 = 383) => ({ x0, y0, x1, y1 });
    const geoffrey: OcrLine = {
      text: 'GEOFFREY |',
      confidence: 71,
      bbox: box(178, 290, 144, 540),
      words: [
        { text: 'GEOFFREY', confidence: 96, bbox: box(236, 288) },
        { text: '|', confidence: 47, bbox: box(178, 290, 520, 540) },
      ],
    };
    const beene: OcrLine = { text: 'BEENE', confidence: 91, bbox: box(299, 349), words: [] };
    expect(findStackedBrands([geoffrey, beene]).map((m) => m.brand)).toEqual(['Geoffrey Beene']);
  });

  it('reads a line of a wordmark as sure as its word when only a weak mark beside it was read poorly', () => {
    const [lucky, brand] = labelRows([
      ['j LUCKY', 111, 55],
      ['BRAND', 71, 96],
    ]);
    lucky!.words = [
      { text: 'j', confidence: 16, bbox: { x0: 10, y0: 0, x1: 40, y1: 111 } },
      { text: 'LUCKY', confidence: 94, bbox: { x0: 60, y0: 10, x1: 400, y1: 105 } },
    ];
    expect(findStackedBrands([lucky!, brand!]).map((m) => m.brand)).toEqual(['Lucky Brand']);
    // A mark and a letter or two are not a word: such lines stay as murky as they were read.
    const [re, i] = labelRows([
      ['\\ | RE', 28, 55],
      ['| i', 28, 40],
    ]);
    const word = (text: string, confidence: number, x0: number, y0: number) => ({
      text,
      confidence,
      bbox: { x0, y0, x1: x0 + 30, y1: y0 + 28 },
    });
    re!.words = [word('\\', 20, 10, 0), word('|', 20, 50, 0), word('RE', 90, 90, 0)];
    i!.words = [word('|', 20, 50, 38), word('i', 90, 90, 38)];
    expect(findStackedBrands([re!, i!])).toEqual([]);
  });

  it('takes no other read of either line for a line between them', () => {
    // Seed 1 of render-label-photos.ts: blocks read "port" over "authority"; the page read the same
    // print at 62 % as "authori ty 2", a box as tall again, whose middle fell between the two.
    const [port, authority] = labelRows([
      ['port', 76, 96],
      ['authority', 115, 89],
    ]);
    const murky = { ...authority!, text: 'authori ty 2', confidence: 62 };
    murky.bbox = { ...authority!.bbox!, y0: 0, y1: 160 };
    expect(findStackedBrands([port!, murky, authority!]).map((m) => m.brand)).toEqual(['Port Authority']);
    // A line of its own between them still parts them.
    const other = {
      ...murky,
      text: 'EST 1989',
      bbox: { ...port!.bbox!, y0: port!.bbox!.y1 + 1, y1: port!.bbox!.y1 + 9 },
    };
    expect(findStackedBrands([port!, other, authority!])).toEqual([]);
  });

  it('takes a murky read of a region holding both lines for no line between them', () => {
    // Rendered seed 13: "Peter" over "Millar"; a line's reread gave "4 ae >" at 61 % for a box from
    // above "Peter" to below "Millar", and the unread print's reads "€ Peter >" one as tall, their
    // middles in the gap.
    const [peter, millar] = labelRows([
      ['Peter', 69, 96],
      ['Millar', 70, 96],
    ]);
    const region = { ...peter!, text: '4 ae >', confidence: 61, bbox: { ...peter!.bbox!, y0: -60, y1: 200 } };
    const reread = { ...region, text: '€ Peter >', confidence: 71, bbox: { ...peter!.bbox!, y0: -30, y1: 140 } };
    expect(findStackedBrands([peter!, millar!, region, reread]).map((m) => m.brand)).toEqual(['Peter Millar']);
  });

  it('leaves out a letter read poorly at a line end, the rule of a box or a shadow', () => {
    const [upper, lower] = labelRows([
      ['Badgley A', 60],
      ['Mischka', 60],
    ]);
    upper!.words = [
      { text: 'Badgley', confidence: 90 },
      { text: 'A', confidence: 31 },
    ];
    expect(findStackedBrands([upper!, lower!]).map((m) => m.brand)).toEqual(['Badgley Mischka']);
  });

  it('reads a long stacked name whose last letters were lost at the edge of the label', () => {
    expect(stackedOf(['BANANA', 60], ['REPUBLI', 60])).toEqual(['Banana Republic']);
    expect(stackedOf(['Hanna', 67], ['Anderss', 90])).toEqual(['Hanna Andersson']);
    // One letter from a name whose rest spells nine letters or more.
    expect(stackedOf(['BEN', 60], ['SHERMA', 60])).toEqual(['Ben Sherman']);
    expect(stackedOf(['LUCKY', 60], ['BRAN', 60])).toEqual(['Lucky Brand']);
    // Up to a sixth of a long name at the last line's end (seed 20), no more.
    expect(stackedOf(['Diane', 60], ['von', 60], ['Furstenb', 60])).toEqual(['Diane von Furstenberg']);
    expect(stackedOf(['Diane', 60], ['von', 60], ['Fursten', 60])).toEqual([]);
    // The edge cuts any line's end, not only the last line's (seed 20).
    expect(stackedOf(['INC', 60], ['INTERNATIONA', 60], ['CONCEPTS', 60])).toEqual(['INC International Concepts']);
    expect(stackedOf(['INC', 60], ['INTERNATONAL', 60], ['CONCEPTS', 60])).toEqual([]);
    // ...up to a sixth of the name there too (seed 24: the edge cut "Christopher" over "& Banks").
    expect(stackedOf(['Christoph', 60], ['& Banks', 60])).toEqual(['Christopher & Banks']);
    expect(stackedOf(['Christo', 60], ['& Banks', 60])).toEqual([]);
    // Only at the end, at most two letters, two only of a long name, and never with fewer than nine left.
    expect(stackedOf(['BANANA', 60], ['REPUBIC', 60])).toEqual([]);
    expect(stackedOf(['Hanna', 67], ['Anders', 90])).toEqual([]);
    expect(stackedOf(['BEN', 60], ['SHERM', 60])).toEqual([]);
    expect(stackedOf(['LUCKY', 60], ['BRA', 60])).toEqual([]);
    // The letter the edge cut through, read as its left part, counts among the letters lost (seed 28:
    // "ANDERSSC"), within the same sixth of the name (two of Ben Sherman's ten are too many).
    expect(stackedOf(['HANNA', 92], ['ANDERSSC', 76])).toEqual(['Hanna Andersson']);
    expect(stackedOf(['HANNA', 92], ['ANDERSSX', 76])).toEqual([]);
    expect(stackedOf(['HANNA', 92], ['ANDERSXC', 76])).toEqual([]);
    expect(stackedOf(['BEN', 60], ['SHERMX', 60])).toEqual([]);
  });

  it('reads a first line set up to two and a half times as tall as the next', () => {
    expect(stackedOf(['Veronica', 100], ['Beard', 44])).toEqual(['Veronica Beard']);
    expect(stackedOf(['Veronica', 120], ['Beard', 40])).toEqual([]);
  });

  it("leaves out a word standing far clear of a wordmark's line, at either end", () => {
    // Seed 19 of render-label-photos.ts: a mark of the garment's print and the label's edge beside "Bradley".
    const vera: OcrLine = { text: 'Vera', confidence: 94, words: [], bbox: { x0: 315, y0: 281, x1: 688, y1: 409 } };
    const word = (text: string, confidence: number, x0: number, x1: number) =>
      ocrWord(text, confidence, x0, x1, 409, 536);
    const bradley: OcrLine = {
      text: '# Bradley p',
      confidence: 63,
      words: [word('#', 35, 27, 96), word('Bradley', 85, 292, 729), word('p', 70, 977, 1025)],
      bbox: { x0: 292, y0: 409, x1: 729, y1: 536 },
    };
    expect(findStackedBrands([vera, bradley]).map((m) => m.brand)).toEqual(['Vera Bradley']);
    // A word a letter's gap away is the line's own.
    bradley.words[2] = word('p', 70, 760, 808);
    expect(findStackedBrands([vera, bradley])).toEqual([]);
    // Seed 20: a cut "16" beside "Republic" read as a "4" twice its height, clear by twice Republic's.
    const banana: OcrLine = { text: 'Banana', confidence: 95, words: [], bbox: { x0: 396, y0: 359, x1: 761, y1: 436 } };
    const republic: OcrLine = {
      text: 'Republic 4',
      confidence: 91,
      words: [
        { text: 'Republic', confidence: 93, bbox: { x0: 354, y0: 478, x1: 798, y1: 564 } },
        { text: '4', confidence: 89, bbox: { x0: 965, y0: 434, x1: 1040, y1: 627 } },
      ],
      bbox: { x0: 354, y0: 434, x1: 1040, y1: 627 },
    };
    expect(findStackedBrands([banana, republic]).map((m) => m.brand)).toEqual(['Banana Republic']);
  });

  it('keeps the word of the most letters however far the marks either side of it stand', () => {
    // Seed 22 of render-label-photos.ts: specks of the garment's print either side of "LILLY".
    const lilly: OcrLine = {
      text: 'pe LILLY 7',
      confidence: 73,
      words: [
        { text: 'pe', confidence: 49, bbox: { x0: 68, y0: 410, x1: 138, y1: 423 } },
        { text: 'LILLY', confidence: 96, bbox: { x0: 363, y0: 432, x1: 684, y1: 498 } },
        { text: '7', confidence: 74, bbox: { x0: 936, y0: 422, x1: 1003, y1: 454 } },
      ],
      bbox: { x0: 68, y0: 410, x1: 1003, y1: 498 },
    };
    const pulitzer: OcrLine = {
      text: 'PULITZER',
      confidence: 95,
      words: [],
      bbox: { x0: 196, y0: 561, x1: 861, y1: 660 },
    };
    expect(findStackedBrands([lilly, pulitzer]).map((m) => m.brand)).toContain('Lilly Pulitzer');
  });

  it('reads a short name as its line when the only other word stands far clear of it', () => {
    // Seed 22: "Gap" with a speck of the garment read as "A" three of its widths off.
    const gap = (x0: number): OcrLine => ({
      text: 'Gap A',
      confidence: 92,
      words: [
        { text: 'Gap', confidence: 95, bbox: { x0: 432, y0: 525, x1: 572, y1: 607 } },
        { text: 'A', confidence: 88, bbox: { x0, y0: 565, x1: x0 + 23, y1: 607 } },
      ],
    });
    expect(findBrands([gap(972)]).map((m) => m.brand)).toEqual(['Gap']);
    // A word's gap away, "A" is a word of the line: "Gap A" is running text.
    expect(findBrands([gap(600)])).toEqual([]);
  });

  it("leaves out a lone glyph towering over the word beside it at a line's end: the label's edge", () => {
    // Seed 21 of render-label-photos.ts: the tag's left edge read as "T" before "Gabbana", twice its height.
    const dolce: OcrLine = { text: 'Dolce &', confidence: 88, words: [], bbox: { x0: 297, y0: 263, x1: 833, y1: 385 } };
    const gabbana = (tHeight: number): OcrLine => ({
      text: 'T Gabbana',
      confidence: 78,
      words: [
        { text: 'T', confidence: 60, bbox: { x0: 44, y0: 441, x1: 179, y1: 441 + tHeight } },
        { text: 'Gabbana', confidence: 96, bbox: { x0: 278, y0: 441, x1: 870, y1: 546 } },
      ],
      bbox: { x0: 44, y0: 441, x1: 870, y1: 441 + tHeight },
    });
    expect(findStackedBrands([dolce, gabbana(200)]).map((m) => m.brand)).toEqual(['Dolce & Gabbana']);
    // A glyph of about the word's height, a letter's gap away, is the line's own.
    expect(findStackedBrands([dolce, gabbana(140)])).toEqual([]);
  });

  it("reads bars touching a word's letters as its l's, and a bar standing alone as a mark", () => {
    // Seed 22 of render-label-photos.ts: "Montbell" in a display face read as "Montbe||" at 21 %.
    expect(findBrands([line('Montbe||', 21)]).map((m) => m.brand)).toEqual(['Montbell']);
    expect(findBrands([line('Montbe ||', 21)])).toEqual([]);
  });

  it('reads an ampersand tesseract took for a cent or euro sign', () => {
    expect(stackedOf(['JOHNSTON ¢', 60], ['MURPHY', 60])).toEqual(['Johnston & Murphy']);
    expect(findBrands([line('Style € Co', 92)]).map((m) => m.brand)).toEqual(['Style & Co']);
    expect(findBrands([line('€ 20', 92)])).toEqual([]);
  });

  it('makes no brand of lines apart, of different type sizes, of murky reads or of a near miss', () => {
    const [upper, lower] = labelRows([
      ['UNIVERSAL', 60],
      ['THREAD', 60],
    ]);
    expect(findStackedBrands([upper!, { ...lower!, bbox: { ...lower!.bbox!, y0: 300, y1: 360 } }])).toEqual([]);
    expect(stackedOf(['UNIVERSAL', 90], ['THREAD', 30])).toEqual([]);
    expect(stackedOf(['UNIVERSAL', 60, 50], ['THREAD', 60])).toEqual([]);
    expect(stackedOf(['UNIVERSAL', 60], ['THREAT', 60])).toEqual([]);
    expect(stackedOf(['MADE IN', 40], ['CHINA', 40])).toEqual([]);
  });
});

describe('canonicalBrand and sameBrand', () => {
  it('maps aliases to the listed name', () => {
    expect(canonicalBrand('levis')).toBe("Levi's");
    expect(canonicalBrand('North Face')).toBe('The North Face');
    expect(canonicalBrand('Not A Brand Co')).toBeUndefined();
  });

  it('compares brands through their aliases', () => {
    expect(sameBrand("Levi's", 'LEVIS')).toBe(true);
    expect(sameBrand('TNF', 'The North Face')).toBe(true);
    expect(sameBrand('Nike', 'Adidas')).toBe(false);
  });
});
