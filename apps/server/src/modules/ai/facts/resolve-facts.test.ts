import { describe, expect, it } from 'vitest';
import type { EvidenceBundle, PhotoEvidence } from '../evidence/collect-evidence';
import type { OcrBox, OcrLine } from '../evidence/ocr';
import type { SizeLine } from '../evidence/size-reread';
import { labelRows, ocrWord } from './label-rows-support';
import { resolveFacts } from './resolve-facts';

const rows = (...spec: [string, number?, number?][]): OcrLine[] => labelRows(spec, 100, 92);

function photo(lines: OcrLine[], extra: Partial<PhotoEvidence> = {}): EvidenceBundle {
  const evidence: PhotoEvidence = {
    index: 0,
    width: 800,
    height: 800,
    ocr: { text: lines.map((l) => l.text).join('\n'), confidence: 90, lines },
    textAmount: 100,
    barcodes: [],
    ...extra,
  };
  return { photos: [evidence], decoded: [], failures: [], garmentPhotos: [], products: [], timingsMs: {} };
}

/** Print read on its own where the pixels showed print the page read left out (evidence/unread-print.ts). */
const readIn = (bbox: OcrBox, text: string, confidence: number): SizeLine => ({
  text,
  confidence,
  words: [],
  bbox,
  reread: 'unread',
});

/** A character read on its own in `row`'s place, 60 px wide from `x0`. */
const readAlone = (row: OcrLine, text: string, confidence: number, x0: number): SizeLine =>
  readIn({ ...row.bbox!, x0, x1: x0 + 60 }, text, confidence);

const read = (bundle: EvidenceBundle) => {
  const { fields } = resolveFacts(bundle);
  return { brand: fields.brand?.value, size: fields.size?.value, material: fields.material?.value };
};

describe('resolveFacts on labels of other layouts', () => {
  it('reads "12" alone between the brand and "100% Cotton" as the size', () => {
    expect(read(photo(rows(['EXPRESS', 70], ['12', 44], ['100% COTTON'], ['MADE IN VIETNAM'])))).toEqual({
      brand: 'Express',
      size: '12',
      material: '100% Cotton',
    });
  });

  it('reads a brand set on two lines whole, and the size under it', () => {
    expect(read(photo(rows(['VINCE', 70], ['CAMUTO', 70], ['S', 44], ['100% COTTON'])))).toEqual({
      brand: 'Vince Camuto',
      size: 'S',
      material: '100% Cotton',
    });
  });

  it('reads a wordmark on two lines whole where one of its words is an alias of another brand', () => {
    // Seed 20 of render-label-photos.ts: "ARMANI" is Giorgio Armani's alias, "ARMANI" over "EXCHANGE" Armani Exchange.
    expect(read(photo(rows(['ARMANI', 70, 96], ['EXCHANGE', 70, 95], ['100% COTTON']))).brand).toBe('Armani Exchange');
    expect(read(photo(rows(['ARMANI', 70, 96], ['100% COTTON']))).brand).toBe('Giorgio Armani');
  });

  it('reads "S" alone under the brand as the size', () => {
    expect(read(photo(rows(['LOFT', 70], ['S', 44], ['60% COTTON 40% POLYESTER']))).size).toBe('S');
  });

  it('reads a size under the registration number, as many US labels print it', () => {
    const lines = rows(
      ['OUTDOOR VOICES', 70],
      ['RN 61813', 30],
      ['M', 40],
      ['55% LINEN 45% COTTON'],
      ['MADE IN INDIA'],
    );
    expect(read(photo(lines)).size).toBe('M');
  });

  it('reads the size from the second look at the head when the page read skipped it and both reads agree', () => {
    const page = rows(['60% COTTON', 70], ['40% POLYESTER', 70], ['TUMBLE DRY LOW', 60]);
    const band = { x0: 0, y0: 0, x1: 700, y1: 95 };
    const head = (confidence: number): OcrLine => ({ text: 'S', confidence, words: [], bbox: band });
    expect(read(photo(page, { headLines: [head(92), head(90)] })).size).toBe('S');
    // One read alone is not enough.
    expect(read(photo(page, { headLines: [head(92)] })).size).toBeUndefined();
  });

  it("reads a size at the label's foot as sure as its own word, a weak mark far beside it aside", () => {
    // Seed 24: "S" at 80 % under "MADE IN INDIA", read with an "A" of the garment's print at 33 % far to its right.
    const [brand, body, country, foot] = rows(['CITIZENS OF HUMANITY', 90], ['60% COTTON'], ['MADE IN INDIA'], ['S A']);
    const box = foot!.bbox!;
    const marked: OcrLine = {
      ...foot!,
      confidence: 56,
      words: [
        { text: 'S', confidence: 80, bbox: { ...box, x0: 10, x1: 44 } },
        { text: 'A', confidence: 33, bbox: { ...box, x0: 380, x1: 400 } },
      ],
    };
    expect(read(photo([brand!, body!, country!, marked])).size).toBe('S');
    // The mark read as surely as the letter is no mark: the line is no size.
    marked.words[1]!.confidence = 80;
    expect(read(photo([brand!, body!, country!, marked])).size).toBeUndefined();
  });

  it('tells neither of two characters read on their own as different sizes, unless another read agrees', () => {
    // Seed 24: "0" on the label's tab and "4" of the tab's edge beside it, each read on its own, clearly.
    const [brand, tab, ...body] = rows(['NEW LOOK', 90], ['0', 80], ['98% COTTON, 2% ELASTANE', 40], ['MADE IN CHINA']);
    const page = [brand!, ...body];
    const [zero, four] = [readAlone(tab!, '0', 83, 100), readAlone(tab!, '4', 87, 300)];
    expect(read(photo(page, { sizeLines: [...page, zero] })).size).toBe('0');
    expect(read(photo(page, { sizeLines: [...page, zero, four] })).size).toBeUndefined();
    // The page read the tab's "0" as well: it stands.
    const pageZero: OcrLine = { text: '0', confidence: 68, words: [], bbox: zero.bbox };
    const withTab = [brand!, pageZero, ...body];
    expect(read(photo(withTab, { sizeLines: [...withTab, zero, four] })).size).toBe('0');
  });

  it('tells the one of two characters read on their own that more reads of its place read alike, or as many and surer', () => {
    // Seed 32: the wordmark unread, an "M" on the tab read alike three times, a "9" of a speck on the garment once.
    const [tab, ...body] = rows(['M', 87], ['MADE IN INDIA', 26], ['DO NOT BLEACH', 21]);
    const m = readAlone(tab!, 'M', 92, 440);
    const speck = readAlone(tab!, '9', 77, 150);
    expect(read(photo(body, { sizeLines: [...body, m, { ...m, confidence: 90 }, { ...m }, speck] })).size).toBe('M');
    // Read alike as often as the other, each read surer than any of the other's, it is told (seed 35: an "M" on the
    // tab read twice at 90 and 91 %, a "3" of the garment's print twice at 39 and 34 %)...
    expect(read(photo(body, { sizeLines: [...body, m, { ...m }, speck, { ...speck }] })).size).toBe('M');
    // ...but with reads no surer than the other's, neither is.
    const unsure = { ...m, confidence: 70 };
    expect(read(photo(body, { sizeLines: [...body, m, unsure, speck, { ...speck }] })).size).toBeUndefined();
    // One read each: neither.
    expect(read(photo(body, { sizeLines: [...body, m, speck] })).size).toBeUndefined();
  });

  it('tells no size from a block of a run of blocks along its row: a print read in pieces', () => {
    // Seed 32: a sleeve's lettering beside the label read in blocks as "I=", "8", "22", "=" side by side.
    const [tab, ...body] = rows(['S', 87], ['80% WOOL 20% NYLON', 26], ['HECHO EN MEXICO', 21]);
    const block = (text: string, x0: number, x1: number): SizeLine => ({
      text,
      confidence: 80,
      words: [],
      bbox: { ...tab!.bbox!, x0, x1 },
      reread: 'blocks',
    });
    const run = [block('I=', 88, 105), block('8', 106, 126), block('22', 121, 158), block('=', 147, 162)];
    const blocks = [...body, ...body.map((l): SizeLine => ({ ...l, reread: 'blocks' }))];
    expect(read(photo(body, { sizeLines: [...blocks, ...run] })).size).toBeUndefined();
    // Alone on its row, the block is the size.
    expect(read(photo(body, { sizeLines: [...blocks, run[2]!] })).size).toBe('22');
  });

  it("tells the one of two characters read on their own that stands in the brand's column", () => {
    // Seed 28: "L" in a ring under "Irish Setter", and a "4" read clearly in the garment's side right of the tag.
    const [brand, ring, ...body] = rows(['IRISH SETTER', 80], ['L', 90], ['STYLE# 836019', 39], ['100% NYLON']);
    const page = [brand!, ...body];
    const [size, side] = [readAlone(ring!, 'L', 87, 150), readAlone(ring!, '4', 94, 520)];
    expect(read(photo(page, { sizeLines: [...page, size, side] })).size).toBe('L');
    // Both in the column: neither is told.
    expect(read(photo(page, { sizeLines: [...page, size, readAlone(ring!, '4', 94, 330)] })).size).toBeUndefined();
    // A "2" of the garment's print over the label, in the brand's column, is not under the brand (seed 30).
    const over = readIn({ x0: 150, y0: 0, x1: 210, y1: 95 }, '2', 61);
    expect(read(photo(page, { sizeLines: [...page, size, over] })).size).toBe('L');
  });

  it("takes the brand's column from where its words stand, not from the band read again round it", () => {
    // Seed 35: "CINQ A SEPT" on a hang tag over a rug, the band read again on its own as wide as the rug's edge
    // beside the tag; "M" in the ring under the wordmark, a "4" of the rug by the tag's edge under the band's end.
    const band = { x0: 31, y0: 177, x1: 615, y1: 296 };
    const word = (text: string, x0: number, x1: number, confidence = 96) => ocrWord(text, confidence, x0, x1, 200, 260);
    const wordmark: OcrLine = {
      text: 'x CINQ A SEPT |',
      confidence: 88,
      words: [
        word('x', 31, 47, 64),
        word('CINQ', 157, 266, 91),
        word('A', 281, 309),
        word('SEPT', 324, 431),
        word('|', 612, 615, 90),
      ],
      bbox: band,
    };
    const again = readIn(band, 'x CINQ A SEPT |', 96);
    const size = readIn({ x0: 265, y0: 310, x1: 342, y1: 366 }, 'M', 86);
    const rug = readIn({ x0: 562, y0: 297, x1: 615, y1: 338 }, '4', 60);
    const bundle = photo([wordmark], { sizeLines: [wordmark, again, size, rug] });
    expect(read(bundle)).toEqual({ brand: 'Cinq a Sept', size: 'M', material: undefined });
  });

  it("finds the brand's column where the page read the brand with a mark beside it", () => {
    // Seed 30: "= ASICS" on the page, the brand read as "ASICS"; "L" on the tab under it, a "4" of the garment's
    // print left of the label.
    const [mark, brand] = [
      { text: '=', confidence: 57, bbox: { x0: 10, y0: 100, x1: 40, y1: 150 } },
      { text: 'ASICS', confidence: 96, bbox: { x0: 200, y0: 100, x1: 420, y1: 150 } },
    ];
    const wordmark: OcrLine = {
      text: '= ASICS',
      confidence: 76,
      words: [mark, brand],
      bbox: { ...brand.bbox, x0: 10 },
    };
    const [, tab, ...body] = rows(['ASICS', 50], ['L', 80], ['60% COTTON 40% POLYESTER', 30], ['MADE IN MEXICO']);
    const page = [wordmark, ...body];
    const [size, print] = [readAlone(tab!, 'L', 93, 260), readAlone(tab!, '4', 67, 0)];
    expect(read(photo(page, { sizeLines: [...page, size, print] }))).toEqual({
      brand: 'Asics',
      size: 'L',
      material: '60% Cotton, 40% Polyester',
    });
  });

  it("tells no character read on its own inside a word's line round it", () => {
    // Seed 30: "SALEM" read again as a line with the label's margin left of it as "y", and that margin read on its
    // own as a "4" at 94 %; the "M" at the label's foot is the size.
    const [brand, name, country, size] = rows(
      ['SALEM', 80, 60],
      ['SPORTSW', 80, 61],
      ['MADE IN VIETNAM', 24, 95],
      ['M', 60, 90],
    );
    const line: SizeLine = {
      text: 'y SALEM |,',
      confidence: 65,
      words: [
        { text: 'y', confidence: 16, bbox: { ...brand!.bbox!, x0: 0, x1: 60 } },
        { text: 'SALEM', confidence: 95, bbox: { ...brand!.bbox!, x0: 110 } },
      ],
      bbox: { ...brand!.bbox!, x0: 0 },
      reread: 'line',
    };
    const margin = readAlone(brand!, '4', 94, 10);
    const page = [brand!, name!, country!];
    const sizeLines = [...page, line, margin, readAlone(size!, 'M', 90, 150)];
    expect(read(photo(page, { sizeLines })).size).toBe('M');
  });

  it('reads regions read on their own side by side on a row as one line: a letter-spaced wordmark, not a size', () => {
    // Seed 32: "apt. 9" in letter-spaced type, read as two regions, "apt," and "9"; "S/P" in a ring under it.
    const body = rows(['STYLE# 269434', 20], ['$49.00', 30], ['100% COTTON', 30]).map((l) => ({
      ...l,
      bbox: { ...l.bbox!, y0: l.bbox!.y0 + 300, y1: l.bbox!.y1 + 300 },
    }));
    const apt = readIn({ x0: 235, y0: 224, x1: 346, y1: 278 }, 'apt,', 91);
    const nine = readIn({ x0: 352, y0: 229, x1: 401, y1: 273 }, '9', 96);
    const ring = readIn({ x0: 260, y0: 318, x1: 369, y1: 379 }, 'S/P', 62);
    expect(read(photo(body, { sizeLines: [...body, apt, nine, ring] }))).toMatchObject({ brand: 'Apt. 9', size: 'S' });
    // Beside murk (a busy print read at 16 %) a character is still a line of its own.
    const murk = readIn({ x0: 100, y0: 229, x1: 340, y1: 273 }, 'Walon ey', 16);
    expect(read(photo(body, { sizeLines: [...body, murk, nine] })).size).toBe('9');
  });

  it('keeps a character read on its own under a wordmark that a towering mark beside it stretches over it', () => {
    // Seed 28: a giant "A" read left of "Haggar" reaches down past the "4" printed under the wordmark.
    const wordmark: OcrLine = {
      text: 'A Haggar',
      confidence: 92,
      words: [
        { text: 'A', confidence: 93, bbox: { x0: 6, y0: 231, x1: 174, y1: 634 } },
        { text: 'Haggar', confidence: 91, bbox: { x0: 359, y0: 377, x1: 687, y1: 483 } },
      ],
      bbox: { x0: 6, y0: 231, x1: 687, y1: 634 },
    };
    const size = readIn({ x0: 468, y0: 563, x1: 563, y1: 639 }, '4', 95);
    const body: OcrLine = {
      text: '80% WOOL 20% NYLON',
      confidence: 95,
      words: [],
      bbox: { x0: 400, y0: 790, x1: 610, y1: 830 },
    };
    expect(read(photo([wordmark, body], { sizeLines: [wordmark, size, body] })).size).toBe('4');
  });

  it('tells no character read on its own against a waist read over its length', () => {
    // Seed 28: "36 x" over "30" on a tab, and a "4" read clearly in the shadow of the label's edge beside the "30".
    const [brand, waist, length, ...body] = rows(
      ['HOT TOPIC', 90],
      ['36 x', 63, 80],
      ['30', 63, 80],
      ['MADE IN VIETNAM'],
    );
    const page = [brand!, waist!, length!, ...body];
    const shadow = readIn({ ...length!.bbox!, x0: 370, x1: 420 }, '4', 93);
    expect(read(photo(page, { sizeLines: [...page, shadow] })).size).toBe('W36 L30');
    // With no waist read, the clear character stands.
    const noWaist = [brand!, ...body];
    expect(read(photo(noWaist, { sizeLines: [...noWaist, shadow] })).size).toBe('4');
  });

  it('takes no piece of a waist by length whose length was lost for a size', () => {
    // Seeds 40 and 41: "32X32" read by the page as "32X ;", and on its own as "2X"; "32 x 32" as "32x" and "2".
    const [brand, waist, ...body] = rows(['XERSION', 90], ['32X ;', 63, 85], ['SHELL: 100% NYLON']);
    const page = [brand!, waist!, ...body];
    const pieces = [readIn({ ...waist!.bbox!, x0: 420, x1: 500 }, '2X', 78)];
    expect(read(photo(page, { sizeLines: [...page, ...pieces] })).size).toBeUndefined();
    const two = [readIn({ ...waist!.bbox!, x0: 430, x1: 470 }, '2', 91)];
    expect(read(photo(page, { sizeLines: [...page, ...two] })).size).toBeUndefined();
    // Without the waist read, "2X" is a size (2XL).
    const noWaist = [brand!, ...body];
    expect(read(photo(noWaist, { sizeLines: [...noWaist, ...pieces] })).size).toBe('2XL');
  });

  it('reads a size the page read ran into a line over it as a murky word towering over that line', () => {
    // Seed 38: "8" under "MADE IN VIETNAM", read by the page as that line's "PE" at 28 %, 136 px tall beside
    // "MADE" 27 px tall; read on its own, the "8" stands inside that word, not inside the line's print.
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const brand: OcrLine = { text: 'DOCKERS', confidence: 92, words: [], bbox: box(188, 542, 877, 627) };
    const made: OcrLine = {
      text: 'MADE PE',
      confidence: 62,
      words: [
        { text: 'MADE', confidence: 96, bbox: box(397, 714, 495, 741) },
        { text: 'PE', confidence: 28, bbox: box(504, 713, 704, 849) },
      ],
      bbox: box(397, 713, 704, 849),
    };
    const page = [brand, made];
    const sizeLines = [
      ...page,
      readIn(box(282, 653, 821, 706), '98% Cotton, 2% Elastane', 95),
      readIn(box(499, 774, 607, 865), '8', 96),
      readIn(made.bbox!, 'MADE IN VIETNAM', 95),
    ];
    expect(read(photo(page, { sizeLines }))).toMatchObject({ brand: 'Dockers', size: '8' });
  });

  it('reads a size the page read beside a speck far off, not a read on its own of a part of it', () => {
    // Seed 38: "10" at the label's foot read by the page as "8 10", the "8" a speck of the floor 320 px off,
    // and read on its own as "0", its "1" lost.
    const line = (text: string, confidence: number, ...words: ReturnType<typeof ocrWord>[]): OcrLine => ({
      text,
      confidence,
      words,
      bbox: {
        x0: Math.min(...words.map((w) => w.bbox.x0)),
        y0: Math.min(...words.map((w) => w.bbox.y0)),
        x1: Math.max(...words.map((w) => w.bbox.x1)),
        y1: Math.max(...words.map((w) => w.bbox.y1)),
      },
    });
    const page = [
      line('Free People', 95, ocrWord('Free', 95, 284, 445, 552, 601), ocrWord('People', 95, 491, 760, 544, 611)),
      line('80% WOOL', 96, ocrWord('80%', 96, 442, 498, 639, 662), ocrWord('WOOL', 96, 520, 603, 627, 672)),
      line('20% NYLON', 96, ocrWord('20%', 96, 438, 490, 661, 712), ocrWord('NYLON', 96, 506, 603, 661, 712)),
      line('MADE IN INDIA', 94, ocrWord('MADE', 94, 418, 623, 713, 734), ocrWord('INDIA', 96, 543, 623, 713, 734)),
      line('8 10', 71, ocrWord('8', 50, 48, 164, 803, 835), ocrWord('10', 93, 487, 544, 767, 822)),
    ];
    const alone = readIn({ x0: 469, y0: 759, x1: 564, y1: 823 }, '0', 76);
    expect(read(photo(page, { sizeLines: [...page, alone] })).size).toBe('10');
  });

  it('names the brand a line read again on its own shows ("like" on the page, "Nike" alone)', () => {
    const page = rows(['like', 140, 73], ['GIRLS', 70], ['12', 100], ['100% ACRYLIC', 80]);
    const again: SizeLine = { ...page[0]!, text: 'Nike', confidence: 93, reread: 'line' };
    expect(read(photo(page, { sizeLines: [...page, again] })).brand).toBe('Nike');
    // A murky second look at a short name does not count.
    const murky: SizeLine = { ...again, confidence: 50 };
    expect(read(photo(page, { sizeLines: [...page, murky] })).brand).toBeUndefined();
  });

  it('names a short brand the two reads of the head agree on, not one read alone', () => {
    const page = rows(['X-LARGE', 110], ['100% POLYESTER', 70], ['MADE IN VIETNAM', 62]);
    const band = { x0: 0, y0: 0, x1: 700, y1: 95 };
    const head = (text: string, confidence: number): OcrLine => ({ text, confidence, words: [], bbox: band });
    expect(read(photo(page, { headLines: [head('JJILL', 59), head('JJILL', 54)] })).brand).toBe('J.Jill');
    expect(read(photo(page, { headLines: [head('JJILL', 59), head('JIL', 20)] })).brand).toBeUndefined();
  });

  it("names a wordmark whose upper line was read only in the band over the label's top line", () => {
    // Seed 21 of render-label-photos.ts: "Studios" on the page, "Acne" over it read in the head's band.
    const page = [
      { text: 'Studios', confidence: 96, words: [], bbox: { x0: 180, y0: 300, x1: 620, y1: 414 } },
      ...labelRows(
        [
          ['100% ACRYLIC', 27],
          ['MADE IN BANGLADESH', 29],
        ],
        480,
        96,
      ),
    ];
    const band = (text: string): OcrLine => ({
      text,
      confidence: 95,
      words: [],
      bbox: { x0: 80, y0: 72, x1: 720, y1: 298 },
    });
    expect(read(photo(page, { headLines: [band('Acne')] })).brand).toBe('Acne Studios');
    expect(read(photo(page, { headLines: [band('Acme')] })).brand).toBeUndefined();
  });

  it('takes a short name read again on its own line as clearly as its words, the specks at its ends aside', () => {
    // Seed 22: "= Rue 21 -" at 69 %, its words at 85 to 96 % and the "-" (a fold) at 0 %.
    const page = rows(['100% POLYESTER', 30], ['Hecho en Mexico', 30]);
    const word = (text: string, confidence: number, x0: number, x1: number) => ({
      text,
      confidence,
      bbox: { x0, y0: 384, x1, y1: 459 },
    });
    const again = (dash: number): SizeLine => ({
      text: '= Rue 21 -',
      confidence: 69,
      bbox: { x0: 0, y0: 349, x1: 1000, y1: 545 },
      words: [word('=', 85, 0, 98), word('Rue', 96, 305, 492), word('21', 96, 556, 674), word('-', dash, 793, 1000)],
      reread: 'line',
    });
    expect(read(photo(page, { sizeLines: [...page, again(0)] })).brand).toBe('Rue 21');
    // Read fairly surely, the "-" is the line's own, and the line is as murky as it was read.
    expect(read(photo(page, { sizeLines: [...page, again(60)] })).brand).toBeUndefined();
  });

  it('reads a size tab under a wordmark read only in the second look at the head', () => {
    // A size tab under the wordmark: the tab's edges read as "_" and "-" stretch the size's line over
    // the region the head was read in, and a murky read of the tab on its own gives "a" at 0 %.
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const size: OcrLine = {
      text: '_ SMALL -',
      confidence: 39,
      bbox: box(220, 380, 861, 801),
      words: [
        { text: '_', confidence: 31, bbox: box(220, 400, 432, 743) },
        { text: 'SMALL', confidence: 95, bbox: box(471, 685, 647, 752) },
        { text: '-', confidence: 0, bbox: box(686, 380, 861, 801) },
      ],
    };
    const body = labelRows(
      [
        ['92% POLYESTER 48% RAYON', 36],
        ['Hecho en Mexico', 27],
      ],
      837,
      96,
    );
    const page = [size, ...body];
    const murky: SizeLine = {
      text: 'a',
      confidence: 0,
      bbox: size.bbox,
      words: [{ text: 'a', confidence: 0, bbox: box(291, 684, 715, 928) }],
      reread: 'line',
    };
    const head: OcrLine = { text: 'Aldo', confidence: 95, words: [], bbox: box(265, 371, 741, 810) };
    expect(read(photo(page, { sizeLines: [...page, murky], headLines: [head, head] }))).toMatchObject({
      brand: 'Aldo',
      size: 'S',
    });
  });

  it('takes no size from a garment photo whose printed graphic holds "12"', () => {
    expect(read(photo(rows(['BROOKLYN', 90], ['12', 120], ['ATHLETIC DEPT', 60]))).size).toBeUndefined();
    expect(read(photo(rows(['SQUAD', 90], ['M', 120]))).size).toBeUndefined();
  });
});

describe('resolveFacts with print the page read left out, read on its own', () => {
  /** What evidence/unread-print.ts returns: a region read on its own, in the page's pixels. */
  const unread = (text: string, confidence: number, y0: number, y1: number): SizeLine =>
    readIn({ x0: 0, y0, x1: 420, y1 }, text, confidence);

  it('takes a murky read of such a region only when a second read of it agrees', () => {
    const page = rows(['SPYDER', 90], ["WOMEN'S", 50], ['100% POLYESTER', 50], ['MADE IN MEXICO', 50]);
    // A shine across a crumpled label is print to the pixels too: read as "13" at 39 %.
    expect(read(photo(page, { sizeLines: [...page, unread('13', 39, 60, 300)] })).size).toBeUndefined();
    const twice = [...page, unread('13', 39, 60, 300), unread('13', 42, 60, 300)];
    expect(read(photo(page, { sizeLines: twice })).size).toBe('13');
  });

  it('counts two reads of one region as agreeing when each names the same size in a word', () => {
    // Seed 1 of render-label-photos.ts: "MEDIUM" on a light box, read binarised as "MEDIU", then as it is.
    const page = rows(['ANTHROPOLOGIE', 95], ['100% COTTON', 29], ['Made in Bangladesh', 31]);
    const one = [...page, unread('MEDIU', 46, 40, 120)];
    expect(read(photo(page, { sizeLines: one })).size).toBeUndefined();
    expect(read(photo(page, { sizeLines: [...one, unread('MEDIUM', 5, 40, 120)] })).size).toBe('M');
    // A letter alone agrees only as the same letter: "S" and "5" of one shine are not a size.
    const letters = [...page, unread('S', 40, 40, 120), unread('SMALL', 5, 40, 120)];
    expect(read(photo(page, { sizeLines: letters })).size).toBeUndefined();
  });

  it('trusts a sure read of a lone size on its own over the page read of the same place', () => {
    const page = rows(['STRADIVARIUS', 105], ['2', 60], ['MACHINE WASH COLD', 50]);
    const onItsOwn = unread('12', 96, page[1]!.bbox!.y0 - 20, page[1]!.bbox!.y1 + 20);
    expect(read(photo(page, { sizeLines: [...page, onItsOwn] })).size).toBe('12');
    // A murky read on its own does not overrule the page.
    const murky = { ...onItsOwn, confidence: 62 };
    expect(read(photo(page, { sizeLines: [...page, murky] })).size).toBe('2');
  });

  it('takes a short brand read on its own only when two reads of the place spell it alike', () => {
    // Seed 20 of render-label-photos.ts: "Izod" in display type the page read left out, read twice at 62 and 63 %.
    const page = rows(['100% POLYESTER', 32, 96], ['MADE IN CHINA', 32, 96]);
    const once = [...page, unread('Izod', 62, 0, 90)];
    expect(read(photo(page, { sizeLines: once })).brand).toBeUndefined();
    expect(read(photo(page, { sizeLines: [...once, unread('Izod', 63, 0, 90)] })).brand).toBe('Izod');
  });

  it('takes a short brand that a line read again and the region round it both spell, not either alone', () => {
    // Seed 28 of render-label-photos.ts: "rvcoca" on the page, "rvca" read again on its own line at 57 % and
    // in the region round it at 64 %.
    const page = rows(['rvcoca', 49, 40], ['32x32', 60, 89], ['MADE IN VIETNAM', 27, 95]);
    const again: SizeLine = { ...page[0]!, text: 'rvca', confidence: 57, reread: 'line' };
    const region = unread('rvca', 64, page[0]!.bbox!.y0 - 14, page[0]!.bbox!.y1 + 15);
    expect(read(photo(page, { sizeLines: [...page, again] })).brand).toBeUndefined();
    expect(read(photo(page, { sizeLines: [...page, region] })).brand).toBeUndefined();
    expect(read(photo(page, { sizeLines: [...page, again, region] })).brand).toBe('RVCA');
  });

  it("overrules the page's read where its digits stand, a mark read beside them aside", () => {
    // Seed 19 of render-label-photos.ts: "= 9" on the page, its "=" a stroke of the garment's print left of the
    // label, where a read of the size's own place gives "2" at 96 %.
    const [brand, body] = rows(['crew clothing', 40, 96], ['100% ACRYLIC', 30, 96]);
    // The size right under the body, as a label's foot stands under its print.
    const sizeBox = { x0: 122, y0: 215, x1: 153, y1: 263 };
    const size: OcrLine = {
      text: '= 9',
      confidence: 92,
      words: [
        { text: '=', confidence: 92, bbox: { x0: 15, y0: 210, x1: 57, y1: 283 } },
        { text: '9', confidence: 92, bbox: sizeBox },
      ],
      bbox: { x0: 15, y0: 210, x1: 153, y1: 283 },
    };
    const page = [brand!, body!, size];
    const onItsOwn = { ...unread('2', 96, 202, 276), bbox: { x0: 97, y0: 202, x1: 179, y1: 276 } };
    expect(read(photo(page, { sizeLines: [...page, onItsOwn] })).size).toBe('2');
  });

  it('keeps a clear page read of a size that a read of its place on its own spells only a part of', () => {
    // Seed 26 of render-label-photos.ts: care text and a registration number the page read left out, "12"
    // over the brand at the foot read again on its own as "2" (its thin 1 lost), in a region padded round it.
    const worded = (line: OcrLine): OcrLine => ({
      ...line,
      words: [{ text: line.text, confidence: line.confidence, bbox: line.bbox }],
    });
    const page = labelRows(
      [
        ['12', 46, 79],
        ['Hanky', 69, 95],
        ['Panky', 68, 94],
        ['MADE IN VIETNAM', 31, 90],
      ],
      637,
    ).map(worded);
    const sizeLines: SizeLine[] = [
      ...page,
      unread('100%', 96, 447, 491),
      unread('DO NOT BLEACH', 94, 495, 535),
      unread('WASH WITH LIKE COLORS', 95, 540, 580),
      unread('RN 47004', 88, 585, 621),
      unread('2', 81, 626, 697),
    ];
    expect(read(photo(page, { sizeLines }))).toEqual({ brand: 'Hanky Panky', size: '12', material: undefined });
  });

  it('completes the fibre content from a fibre line the page read lost', () => {
    const page = rows(['AEROPOSTALE', 112], ['Small', 113], ['MADE IN CHINA', 60]);
    const fibres = unread('100% ACRYLIC', 96, 240, 330);
    expect(read(photo(page, { sizeLines: [...page, fibres] })).material).toBe('100% Acrylic');
    // A composition of the page that is whole already stands.
    const whole = rows(['AEROPOSTALE', 112], ['100% COTTON', 60]);
    expect(read(photo(whole, { sizeLines: [...whole, fibres] })).material).toBe('100% Cotton');
  });

  it('reads a place once: a fibre line read on its own replaces the page read of it', () => {
    const page = rows(['TED BAKER', 100], ['L', 120], ['60% (', 55], ['40% POLYESTER', 55], ['MADE IN INDONESIA', 55]);
    const cotton = { ...unread('60% COTTON', 95, 0, 0), bbox: { ...page[2]!.bbox!, x0: 0, x1: 420 } };
    expect(read(photo(page, { sizeLines: [...page, cotton] })).material).toBe('60% Cotton, 40% Polyester');
    // A garbled line whose two words were each read alone and put back: two reads of one place, counted once.
    const fibres = rows(['LANE BRYANT', 100], ['8', 120], ['Gsm ea ee 2 LIN 45% CO', 45], ['MADE IN INDIA', 45]);
    const place = fibres[2]!.bbox!;
    const first = { ...unread('55% LINEN 45% COTTON', 96, place.y0, place.y1), bbox: place };
    const second = { ...first, text: '55% LINEN 45% CO', confidence: 89 };
    expect(read(photo(fibres, { sizeLines: [...fibres, first, second] })).material).toBe('55% Linen, 45% Cotton');
  });

  it('reads faint fibre lines when, and only when, their shares make 100 %', () => {
    const faint = rows(
      ['VIVIENNE WESTWOOD', 80],
      ['XS', 120],
      ['- 60% COTTON oo', 40, 27],
      ['a 40% POLYESTER a', 40, 45],
    );
    expect(read(photo(faint)).material).toBe('60% Cotton, 40% Polyester');
    const half = rows(['VIVIENNE WESTWOOD', 80], ['XS', 120], ['- 60% COTTON oo', 40, 27]);
    expect(read(photo(half)).material).toBeUndefined();
    // Below 20 % nothing counts, whole or not.
    const ghost = rows(['VIVIENNE WESTWOOD', 80], ['100% COTTON', 40, 15]);
    expect(read(photo(ghost)).material).toBeUndefined();
  });

  it('takes a whole composition from one line read again alone', () => {
    const page = rows(['SUPERDRY', 80], ['55% 3', 40, 58], ['MAD:', 20, 69]);
    const again = { ...page[1]!, text: '5 5% LINEN 45% COTTON', confidence: 84, reread: 'line' as const };
    expect(read(photo(page, { sizeLines: [...page, again] })).material).toBe('55% Linen, 45% Cotton');
  });

  it('joins a share the page read lost to the rest of its line', () => {
    const page = rows(['UNIVERSAL THREAD', 70], ['SIZE M', 60], ['SE 5% SPANDEX', 40]);
    const left = {
      ...unread('95% VISCOSE', 84, page[2]!.bbox!.y0, page[2]!.bbox!.y1),
      bbox: { ...page[2]!.bbox!, x0: 0 },
    };
    left.bbox.x1 = 5;
    expect(read(photo(page, { sizeLines: [...page, left] })).material).toBe('95% Viscose, 5% Spandex');
    // Without it, the share left is no composition: the seller is asked, not told "5% Spandex".
    expect(read(photo(page)).material).toBeUndefined();
  });

  it('gives no composition whose shares do not add up to 100 %, however clearly read', () => {
    // Seed 6 of render-label-photos.ts: "60%" read as "80%" beside a clear "40% POLYESTER".
    const page = rows(['OLD NAVY', 70], ['80% COTTON', 40, 93], ['40% POLYESTER', 40, 95], ['MADE IN INDIA', 40]);
    expect(read(photo(page)).material).toBeUndefined();
    const right = rows(['OLD NAVY', 70], ['60% COTTON', 40, 93], ['40% POLYESTER', 40, 95]);
    expect(read(photo(right)).material).toBe('60% Cotton, 40% Polyester');
  });
});

describe('resolveFacts with the page read again in blocks', () => {
  const blocks = (...spec: [string, number?, number?][]): SizeLine[] =>
    labelRows(spec, 300, 92).map((l) => ({ ...l, reread: 'blocks' as const }));
  // A hang tag the single-block page read made nothing of: its barcode and its size ring.
  const page = rows(['2a', 140, 26], ['EE', 77, 35]);

  it("reads a hang tag's brand, size and fibres from its blocks", () => {
    const tag = blocks(
      ['Knox Rose', 70],
      ['STYLE# 472134', 24],
      ['$59.99', 40],
      ['60% COTTON', 30],
      ['40% POLYESTER', 30],
    );
    expect(read(photo(page, { sizeLines: [...page, ...tag] }))).toEqual({
      brand: 'Knox Rose',
      size: undefined,
      material: '60% Cotton, 40% Polyester',
    });
    const sized = blocks(['Knox Rose', 70], ['M', 60], ['100% COTTON', 30]);
    expect(read(photo(page, { sizeLines: [...page, ...sized] })).size).toBe('M');
  });

  it('takes the fibres read in blocks with those read on their own elsewhere on the tag', () => {
    // Seed 22: "80% WOOL" read only on its own, "20% NYLON" only in blocks.
    const [wool, nylon] = labelRows(
      [
        ['80% WOOL', 30],
        ['20% NYLON', 30],
      ],
      500,
      96,
    );
    const unread: SizeLine = { ...wool!, reread: 'unread' };
    const block: SizeLine = { ...nylon!, reread: 'blocks' };
    expect(read(photo(page, { sizeLines: [...page, unread, block] })).material).toBe('80% Wool, 20% Nylon');
    // The same place read both ways counts once: "80% WOOL" twice is no whole composition.
    const twice: SizeLine = { ...wool!, reread: 'blocks' };
    expect(read(photo(page, { sizeLines: [...page, unread, twice] })).material).toBeUndefined();
  });

  it('stitches the fibres of one line read twice, each read losing a different end', () => {
    // Seed 24: the tag's "55% LINEN 45% COTTON" read on its own as "55% LINEN 45%", in blocks as "NEN 45% COTTON".
    const [line] = labelRows([['55% LINEN 45% COTTON', 30]], 500, 96);
    const linen: SizeLine = { ...line!, text: '55% LINEN 45%', reread: 'unread' };
    const cotton: SizeLine = { ...line!, text: 'NEN 45% COTTON', reread: 'blocks' };
    expect(read(photo(page, { sizeLines: [...page, linen, cotton] })).material).toBe('55% Linen, 45% Cotton');
    // A fibre read at two shares is no composition, nor are shares that do not add up to 100 %.
    const cottonAgain: SizeLine = { ...cotton, text: '40% COTTON', confidence: 90 };
    expect(read(photo(page, { sizeLines: [...page, linen, cotton, cottonAgain] })).material).toBeUndefined();
    const lessCotton: SizeLine = { ...cotton, text: 'NEN 35% COTTON' };
    expect(read(photo(page, { sizeLines: [...page, linen, lessCotton] })).material).toBeUndefined();
  });

  it('knows the brand on the page by its name read in blocks, and reads the size under it', () => {
    // Seed 1 of render-label-photos.ts: the page read the wordmark murkily with stray marks, the
    // size only on its own, and the blocks read the wordmark on two lines.
    const murky = rows(['| Karen', 116, 72], ['< Millen', 187, 73]);
    const size = readIn({ x0: 0, y0: 440, x1: 60, y1: 536 }, '8', 96);
    const tag = blocks(['Karen', 63], ['Millen', 65], ['STYLE# 110379', 23], ['$49.00', 53], ['60% COTTON', 33]);
    expect(read(photo(murky, { sizeLines: [...murky, size, ...tag] }))).toMatchObject({
      brand: 'Karen Millen',
      size: '8',
    });
  });

  it('knows the brand read in blocks by its name however it was split, and reads the size under it', () => {
    // Seed 1 of render-label-photos.ts: the page read "WAREHOUSE J", the blocks "WAREH ou SE" over "XS".
    const page = rows(['WAREHOUSE J', 80, 72], ['100% ACRYL', 44, 46]);
    const tag = blocks(['WAREH ou SE', 90, 124], ['is 9 an', 33, 57], ['XS', 93, 52]);
    expect(read(photo(page, { sizeLines: [...page, ...tag] }))).toMatchObject({ brand: 'Warehouse', size: 'XS' });
  });

  it("knows the page's murky line where the blocks read the brand as the brand's, and reads the size under it", () => {
    // Seed 1 of render-label-photos.ts: "tory : port" on the page, "tory sport" in blocks, "16" read on its own.
    const page = rows(['tory : port', 137, 69], ['$59.99', 63, 96]);
    const brand: SizeLine = { ...page[0]!, text: 'tory sport', confidence: 96, reread: 'blocks' };
    brand.bbox = { ...page[0]!.bbox!, y0: page[0]!.bbox!.y0 + 20, y1: page[0]!.bbox!.y0 + 103 };
    const size: SizeLine = { text: '16', confidence: 96, words: [], bbox: { x0: 100, y0: 260, x1: 240, y1: 345 } };
    const lines = [
      page[0]!,
      { ...size, reread: 'unread' as const },
      { ...page[1]!, bbox: { ...page[1]!.bbox!, y0: 400, y1: 463 } },
    ];
    expect(read(photo(page, { sizeLines: [...lines, brand] }))).toMatchObject({ brand: 'Tory Sport', size: '16' });
  });

  it('takes neither a murky letter alone nor fibres that do not add up from them', () => {
    const murky = blocks(['Knox Rose', 70], ['M', 60, 45], ['60% COTTON', 30]);
    expect(read(photo(page, { sizeLines: [...page, ...murky] }))).toEqual({
      brand: 'Knox Rose',
      size: undefined,
      material: undefined,
    });
  });
});
