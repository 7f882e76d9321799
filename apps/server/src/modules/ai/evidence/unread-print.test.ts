import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageEngine } from '../../../adapters/image/sharp-image-engine';
import type { OcrLine, OcrResult } from './ocr';
import { isLightPrint, printPolarity } from './polarity';
import { readUnreadPrint, rowsOf, spliced, thinStrokes, unreadPrint, wipeRing } from './unread-print';

/** A grey canvas with ring-shaped "glyphs" (an O of stroke 3) drawn on it. */
function canvas(width: number, height: number, ground: number) {
  const grey = new Uint8Array(width * height).fill(ground);
  const glyph = (x0: number, y0: number, w: number, h: number, tone: number, stroke = 3) => {
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) {
        const edge = x < x0 + stroke || x >= x0 + w - stroke || y < y0 + stroke || y >= y0 + h - stroke;
        if (edge) grey[y * width + x] = tone;
      }
    }
  };
  /** A line of `count` glyphs `h` tall, a third of their height apart. */
  const line = (x0: number, y0: number, h: number, count: number, tone: number, stroke = 3) => {
    for (let i = 0; i < count; i++) glyph(x0 + i * Math.round(h * 0.95), y0, Math.round(h * 0.6), h, tone, stroke);
  };
  return { grey, glyph, line };
}

/** The mean depth of a PNG's dark print: how far, on average, its ink lies from paper. */
async function meanInkDepth(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const ink = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && data[y * width + x]! < 128;
  let [sum, count] = [0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!ink(x, y)) continue;
      let d = 1;
      while (ink(x - d, y) && ink(x + d, y) && ink(x, y - d) && ink(x, y + d)) d++;
      sum += d;
      count++;
    }
  return count === 0 ? 0 : sum / count;
}

/** A ring `r` px round (`stroke` wide) centred at (cx, cy). */
function ring(grey: Uint8Array, width: number, cx: number, cy: number, r: number, stroke: number, tone: number) {
  for (let y = cy - r; y <= cy + r; y++)
    for (let x = cx - r; x <= cx + r; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      if (d <= r && d > r - stroke) grey[y * width + x] = tone;
    }
}

const read = (text: string, y0: number, y1: number, x0 = 40, x1 = 420, confidence = 92): OcrLine => ({
  text,
  confidence,
  words: [],
  bbox: { x0, y0, x1, y1 },
});

describe('printPolarity', () => {
  it('tells dark print on a light label from light print on a dark one', () => {
    const dark = canvas(480, 360, 235);
    const light = canvas(480, 360, 30);
    for (const y of [60, 120, 180, 240]) {
      dark.line(40, y, 30, 12, 20);
      light.line(40, y, 30, 12, 225);
    }
    expect(printPolarity(dark.grey, 480, 360)).toBeGreaterThan(0.5);
    expect(printPolarity(light.grey, 480, 360)).toBeLessThan(-0.5);
    expect(isLightPrint(light.grey, 480, 360)).toBe(true);
    expect(isLightPrint(dark.grey, 480, 360)).toBe(false);
  });

  it('does not take a plain photo, or the edge of a label against the table, for print', () => {
    const plain = canvas(480, 360, 128);
    expect(printPolarity(plain.grey, 480, 360)).toBe(0);
    // A light label on a dark table, nothing printed: every tile astride the edge is split half and half.
    const edge = canvas(480, 360, 40);
    for (let y = 60; y < 300; y++) edge.grey.fill(230, y * 480 + 80, y * 480 + 400);
    expect(isLightPrint(edge.grey, 480, 360)).toBe(false);
  });
});

describe('unreadPrint', () => {
  it('finds a size printed alone in large type that no read line covers, in the page pixels', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(180, 70, 70, 2, 20); // "16", three times the body's height, not read
    line(60, 170, 24, 14, 20); // "MADE IN INDIA", read
    line(60, 210, 24, 12, 20); // "MACHINE WASH", read
    // The page was read at twice the copy's size.
    const lines = [read('MADE IN INDIA', 336, 388, 116, 760), read('MACHINE WASH', 416, 468, 116, 700)];
    const boxes = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.box).toMatchObject({ x0: 360, y0: 140, y1: 280 });
    expect(boxes[0]!.box.x1).toBeGreaterThan(440);
    expect(boxes[0]!.line).toBeUndefined();
  });

  it('reads again a line the page read only murkily, and leaves print that was read clearly alone', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(60, 100, 24, 6, 20);
    line(60, 170, 24, 14, 20);
    const clear = [read('PETITE', 200, 248, 116, 420), read('MADE IN INDIA', 336, 388, 116, 760)];
    expect(unreadPrint(grey, 480, 360, 0.5, true, clear)).toEqual([]);
    const murky = [read('o£', 200, 248, 116, 420, 41), read('MADE IN INDIA', 336, 388, 116, 760)];
    expect(unreadPrint(grey, 480, 360, 0.5, true, murky)).toHaveLength(1);
  });

  it('finds a line of fibres in smaller type than everything the page read', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(60, 60, 30, 10, 20); // "CROFT & BARROW", read
    line(60, 110, 30, 8, 20); // "CLASSIC FIT", read
    line(60, 160, 20, 6, 20); // "SIZE 8", read
    line(60, 200, 11, 12, 20, 1); // "100% ACRYLIC" in the smallest type, not read
    const lines = [
      read('CROFT & BARROW', 120, 180, 120, 720),
      read('CLASSIC FIT', 220, 280, 120, 600),
      read('SIZE 8', 320, 360, 120, 400),
    ];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions.map((r) => r.box.y0)).toEqual([400]);
  });

  it('finds light print on a dark label, and ignores print far from the label text (the scene, a pattern)', () => {
    const { grey, line } = canvas(480, 360, 30);
    line(200, 40, 50, 1, 225); // "L" above the body
    line(60, 120, 24, 14, 225); // read
    line(300, 300, 40, 3, 225); // far below: more than four lines away
    const lines = [read('MADE IN BANGLADESH', 240, 288, 116, 760)];
    const boxes = unreadPrint(grey, 480, 360, 0.5, false, lines);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.box).toMatchObject({ y0: 80, y1: 180 });
  });
});

describe('unreadPrint on a label lying on a printed garment', () => {
  it("puts a size just under the label's last line before larger print further off", () => {
    const { grey, line } = canvas(480, 360, 235);
    line(60, 60, 12, 16, 20); // "100% COTTON", read
    line(60, 80, 12, 16, 20); // "MADE IN CHINA", read
    line(200, 100, 24, 1, 20); // "6", not read
    for (const [x, y] of [
      [40, 160],
      [220, 210],
      [40, 270],
    ] as const)
      line(x, y, 40, 3, 20); // the garment's print below the label, larger type
    const lines = [read('100% COTTON', 120, 144, 120, 500), read('MADE IN CHINA', 160, 184, 120, 500)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions).toHaveLength(4);
    expect(regions[0]!.box).toMatchObject({ y0: 200, y1: 248 });
  });
});

describe('unreadPrint on hang tags', () => {
  it('finds a wordmark over a large size when the page read lost both, though the wordmark is far from what it read', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(160, 90, 40, 5, 20); // "FENDI", more than four body lines above the first line read
    line(200, 160, 50, 1, 20); // "L", three body lines above it
    line(60, 240, 12, 16, 20); // "STYLE 93601", read
    line(60, 270, 12, 16, 20); // "98% COTTON", read
    const lines = [read('STYLE 93601', 480, 504, 120, 500), read('98% COTTON 2% ELASTANE', 540, 564, 120, 500)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions.map((r) => r.box.y0).sort((a, b) => a - b)).toEqual([180, 320]);
  });

  it("reads seven lines the page read lost, down to the fibres under a hang tag's style and price", () => {
    // Seed 21 of render-label-photos.ts: "NEXT LEVEL" read, a ring's "MEDIUM", the style, the price,
    // the fibres and the country all lost, the fibres fourth nearest the wordmark (at 370 on the page).
    const { grey, line } = canvas(480, 360, 235);
    line(100, 30, 30, 9, 20); // "NEXT LEVEL", read
    line(160, 80, 20, 6, 20); // "MEDIUM"
    line(110, 122, 16, 12, 20); // "STYLE# 805983"
    line(170, 150, 18, 6, 20); // "$24.99"
    line(90, 185, 14, 20, 20); // "98% Cotton, 2% Elastane"
    line(140, 215, 16, 10, 20); // "MADE IN USA"
    const regions = unreadPrint(grey, 480, 360, 0.5, true, [read('NEXT LEVEL', 60, 120, 200, 760)]);
    expect(regions).toHaveLength(5);
    expect(regions.map((r) => r.box.y0)).toContain(370); // the fibres
    // Seed 24: two edges of the garment beside the tag, as large as its wordmark and as near, come
    // before the style and the price; the fibres are then the seventh region, and still read.
    line(20, 60, 30, 2, 20);
    line(410, 60, 30, 2, 20);
    const crowded = unreadPrint(grey, 480, 360, 0.5, true, [read('NEXT LEVEL', 60, 120, 200, 760)]);
    expect(crowded).toHaveLength(7);
    expect(crowded.map((r) => r.box.y0)).toContain(370);
  });

  it('finds the body in small type when the page read only the wordmark and the size', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(60, 40, 36, 9, 20); // "CITIZENS OF HUMANITY", read
    line(200, 90, 36, 2, 20); // "14", read
    line(120, 150, 10, 12, 20, 1); // "100% COTTON" in type a quarter as tall, not read
    const lines = [read('CITIZENS OF HUMANITY', 80, 152, 120, 720), read('14', 180, 252, 400, 520)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions.map((r) => r.box.y0)).toContain(300);
  });

  it('finds print around a label whose page read is murky throughout', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(60, 60, 30, 12, 20); // "Alexander McQueen", read at 48 %
    line(200, 110, 40, 1, 20); // "4", not read
    const lines = [read('Alexander McQueen', 120, 180, 120, 760, 48)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions.map((r) => r.box.y0)).toContain(220);
  });
});

describe('unreadPrint on sizes set apart (decision 048)', () => {
  it('reads the print inside a ring or a box first, not the frame, and over the regions otherwise read', () => {
    const { grey, glyph, line } = canvas(480, 360, 235);
    glyph(180, 60, 120, 80, 20, 2); // the frame, drawn round...
    line(205, 82, 36, 2, 20); // ..."XL", not read
    line(60, 170, 24, 14, 20); // "MADE IN INDIA", read
    for (const x of [40, 190, 340]) line(x, 215, 40, 3, 20); // the garment's print, larger, just under the label
    const lines = [read('MADE IN INDIA', 340, 388, 120, 780)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions[0]!.box).toMatchObject({ y0: 164, y1: 236 });
    expect(regions[0]!.box.x0).toBeGreaterThan(400);
    expect(regions.map((r) => r.box.y0)).not.toContain(120);
    expect(regions).toHaveLength(4);
  });

  it('reads each line of a size set on two lines in a ring, in type smaller than a third of the ring', () => {
    const lines = [read('MADE IN INDIA', 340, 388, 120, 780)];
    /** A ring `size` px tall at (180, top) round lines of print `type` px tall at `tops`, over the read line. */
    const framedIn = (top: number, size: number, tops: number[], type: number) => {
      const { grey, glyph, line } = canvas(480, 360, 235);
      glyph(180, top, 120, size, 20, 2);
      tops.forEach((y, i) => line(215 + 5 * i, y, type, 3, 20));
      line(60, 170, 24, 14, 20); // "MADE IN INDIA", read
      return unreadPrint(grey, 480, 360, 0.5, true, lines).filter((r) => r.framed);
    };
    // Seed 16 of render-label-photos.ts: "W34" over "L30" in a ring, each line a fifth of its height.
    expect(framedIn(60, 80, [72, 100], 18)).toMatchObject([
      { box: { y0: 144, y1: 180 } },
      { box: { y0: 200, y1: 236 } },
    ]);
    // Seed 24: each line under a fifth of the ring (0.18), the two together more than half of it.
    expect(framedIn(40, 110, [62, 98], 20)).toMatchObject([
      { box: { y0: 124, y1: 164 } },
      { box: { y0: 196, y1: 236 } },
    ]);
    // One such line alone is too small to be what the ring is drawn round.
    expect(framedIn(40, 110, [85], 20)).toEqual([]);
    // The hang tag's own edge round its print is no ring: its small print is not read first.
    const tag = canvas(480, 360, 235);
    tag.glyph(50, 40, 380, 220, 20, 2); // round its print, a short line at its middle
    tag.line(215, 140, 18, 3, 20);
    tag.line(60, 170, 24, 14, 20);
    expect(unreadPrint(tag.grey, 480, 360, 0.5, true, lines).filter((r) => r.framed)).toEqual([]);
  });

  it("takes the label's ring nearest its print, never a lone outline nor a frame on the floor round it", () => {
    const scene = (withRing: boolean) => {
      const { grey, glyph, line } = canvas(480, 360, 235);
      line(60, 200, 30, 12, 20); // the body line, read
      if (withRing) {
        glyph(180, 60, 120, 100, 20, 2); // the ring...
        line(215, 95, 24, 3, 20); // ...and its size, not read
      }
      glyph(420, 190, 30, 40, 20, 2); // an "O" alone beside the body: an outline holding only itself
      line(330, 110, 24, 3, 20); // print over the body, standing with it...
      glyph(400, 5, 60, 60, 20, 2); // ...and a flower of the bedding further over, too far from the body...
      line(418, 25, 20, 1, 20); // ...with its heart, standing with that print
      return unreadPrint(grey, 480, 360, 0.5, true, [read('MADE IN INDIA', 400, 460, 120, 780)]);
    };
    expect(scene(true).filter((r) => r.framed)).toMatchObject([{ box: { y0: 190, y1: 238 } }]);
    expect(scene(false).filter((r) => r.framed)).toEqual([]);
  });

  it('reads the whole inside of a ring its print joins, to be read with the ring wiped out', () => {
    // Seed 16: "M/M" whose outer strokes lie on its ring; only the slash stands free inside.
    const { grey, line } = canvas(480, 360, 235);
    ring(grey, 480, 240, 100, 40, 6, 20);
    for (let y = 80; y < 120; y++) for (let x = 203; x < 277; x++) if (x < 209 || x >= 271) grey[y * 480 + x] = 20;
    line(236, 80, 40, 1, 20); // the slash, free inside
    line(60, 170, 24, 14, 20); // "MADE IN INDIA", read
    const regions = unreadPrint(grey, 480, 360, 0.5, true, [read('MADE IN INDIA', 340, 388, 120, 780)]);
    expect(regions[0]).toEqual({
      box: { x0: 400, y0: 120, x1: 560, y1: 280 },
      line: undefined,
      framed: true,
      ring: true,
    });
  });

  it('takes a size in type three times the body as the label, though it stands more than four body lines off', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(200, 10, 80, 2, 20); // "16", 110 px over the body: past four body lines, within its own height and a half
    line(60, 200, 24, 14, 20); // read
    line(60, 240, 24, 12, 20); // read
    const lines = [read('MADE IN INDIA', 400, 448, 120, 780), read('MACHINE WASH', 480, 528, 120, 700)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions.map((r) => r.box.y0)).toEqual([20]);
  });

  it('reads first a size on a tab of the ground set in a dark band, though its print stands more than four body lines off', () => {
    const { grey, line } = canvas(480, 360, 235);
    for (let y = 95; y < 195; y++)
      for (let x = 40; x < 440; x++) grey[y * 480 + x] = y >= 110 && y < 190 && x >= 180 && x < 300 ? 245 : 120;
    line(205, 122, 24, 2, 20); // "XL" on the tab, 54 px (five body lines) over the body
    line(60, 200, 10, 14, 20); // read
    const lines = [read('MADE IN INDIA', 400, 420, 120, 780)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions[0]!.box).toMatchObject({ y0: 244, y1: 292 });
  });

  /** A tab in a dark band with two rows of `glyphs` glyphs on it, over one read line of body. */
  const twoRowTab = (glyphs: number) => {
    const { grey, line } = canvas(480, 360, 235);
    for (let y = 85; y < 195; y++)
      for (let x = 40; x < 440; x++) grey[y * 480 + x] = y >= 95 && y < 190 && x >= 180 && x < 300 ? 245 : 120;
    line(184, 102, 24, glyphs, 20); // "W30"
    line(184, 150, 24, glyphs, 20); // "L32"
    line(60, 200, 10, 14, 20); // read
    const lines = [read('MADE IN INDIA', 400, 420, 120, 780)];
    return unreadPrint(grey, 480, 360, 0.5, true, lines);
  };

  it('reads each row of print on a tab on its own, the upper first ("W30" over "L32")', () => {
    const regions = twoRowTab(3);
    expect(regions.slice(0, 2).map((r) => [r.framed, r.box.y0, r.box.y1])).toEqual([
      [true, 204, 252],
      [true, 300, 348],
    ]);
  });

  it("reads a tab's rows as one region when they are longer than a size's", () => {
    const regions = twoRowTab(5);
    expect(regions.filter((r) => r.framed).map((r) => [r.box.y0, r.box.y1])).toEqual([[204, 348]]);
  });

  it("reads the nearest tab's print first and another tab's print as any other print", () => {
    const { grey, line } = canvas(480, 360, 235);
    const tab = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grey[y * 480 + x] = 245;
    };
    for (let y = 150; y < 199; y++) for (let x = 40; x < 440; x++) grey[y * 480 + x] = 120;
    tab(100, 162, 180, 198); // the nearer tab, with "XL"
    tab(260, 156, 340, 194); // a tab further up, with "M"
    line(120, 168, 20, 2, 20);
    line(285, 170, 16, 1, 20);
    line(40, 200, 10, 30, 20); // read
    const regions = unreadPrint(grey, 480, 360, 0.5, true, [read('MADE IN INDIA', 400, 420, 60, 760)]);
    expect(regions[0]).toMatchObject({ framed: true, box: { x0: 240, y0: 336 } });
    expect(regions.filter((r) => !r.framed).map((r) => r.box.x0)).toContain(570);
  });

  it('looks at a lone letter smaller than the only line read, a wordmark', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(100, 40, 46, 6, 20); // "THEORY", read murkily, the only line read
    line(220, 130, 30, 1, 20); // "L", two thirds of the wordmark's height, not read
    const lines = [read('THEORY', 80, 172, 200, 740, 47)];
    const regions = unreadPrint(grey, 480, 360, 0.5, true, lines);
    expect(regions.map((r) => r.box.y0)).toContain(260);
  });
});

describe('rowsOf', () => {
  const glyph = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1, area: (x1 - x0) * (y1 - y0) });

  it('takes print stacked on two lines as two rows, the upper first', () => {
    const print = [glyph(10, 60, 22, 84), glyph(25, 60, 37, 84), glyph(10, 10, 22, 34), glyph(25, 10, 37, 34)];
    expect(rowsOf(print)).toEqual([
      { x0: 10, y0: 10, x1: 37, y1: 34 },
      { x0: 10, y0: 60, x1: 37, y1: 84 },
    ]);
  });

  it('keeps a small letter between two numbers on their row ("36 x 30")', () => {
    const print = [glyph(10, 10, 22, 40), glyph(25, 10, 37, 40), glyph(42, 26, 50, 40), glyph(55, 10, 67, 40)];
    expect(rowsOf(print)).toEqual([{ x0: 10, y0: 10, x1: 67, y1: 40 }]);
  });
});

describe('thinStrokes', () => {
  /** A 40 x 40 page with a vertical bar `w` px wide in its middle; 0 is ink. */
  const bar = (w: number) => {
    const ink = new Uint8Array(40 * 40).fill(255);
    for (let y = 5; y < 35; y++)
      for (let x = 20 - Math.floor(w / 2); x < 20 - Math.floor(w / 2) + w; x++) ink[y * 40 + x] = 0;
    return ink;
  };
  const widthOf = (ink: Uint8Array) => [...ink.subarray(20 * 40, 21 * 40)].filter((v) => v === 0).length;

  it('peels a heavy stroke down to about the width asked, from both sides', () => {
    const ink = bar(12);
    expect(thinStrokes(ink, 40, 40, 4)).toBe(true);
    expect(widthOf(ink)).toBeGreaterThanOrEqual(3);
    expect(widthOf(ink)).toBeLessThanOrEqual(6);
    // Peeled evenly: the bar's middle is where it was.
    const row = [...ink.subarray(20 * 40, 21 * 40)];
    expect((row.indexOf(0) + row.lastIndexOf(0)) / 2).toBeCloseTo(19.5, 0);
  });

  it('leaves print no heavier than the width asked as it is, and says so', () => {
    const ink = bar(4);
    const before = Uint8Array.from(ink);
    expect(thinStrokes(ink, 40, 40, 4)).toBe(false);
    expect(ink).toEqual(before);
    expect(thinStrokes(new Uint8Array(16).fill(255), 4, 4, 2)).toBe(false);
  });
});

describe('a word the page read garbled in a line it read', () => {
  it('is found as a piece of that line, and put back in it once read on its own', () => {
    const { grey, line } = canvas(480, 360, 235);
    line(60, 100, 24, 3, 20); // "98%"
    line(150, 100, 24, 6, 20); // "COTTON", garbled
    line(300, 100, 24, 2, 20); // "2%"
    line(60, 160, 24, 14, 20); // "MADE IN VIETNAM"
    const fibres: OcrLine = {
      text: '98% “aoe 2%',
      confidence: 76,
      words: [
        { text: '98%', confidence: 95, bbox: { x0: 120, y0: 200, x1: 284, y1: 248 } },
        { text: '“aoe', confidence: 21, bbox: { x0: 300, y0: 200, x1: 560, y1: 248 } },
        { text: '2%', confidence: 93, bbox: { x0: 600, y0: 200, x1: 700, y1: 248 } },
      ],
      bbox: { x0: 120, y0: 200, x1: 700, y1: 248 },
    };
    const regions = unreadPrint(grey, 480, 360, 0.5, true, [fibres, read('MADE IN VIETNAM', 320, 368, 120, 900)]);
    expect(regions).toHaveLength(1);
    expect(regions[0]!.line).toBe(fibres);
    // "2%" is too short to count as read clearly, so the piece takes it in, and its read replaces it.
    expect(spliced(fibres, regions[0]!.box, 'COTTON 2%')).toBe('98% COTTON 2%');
  });
});

/** A light grey page of `width` x `height` with `svg`'s shapes and text drawn on it, as a greyscale PNG. */
const svgPage = (width: number, height: number, svg: string) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .composite([
      {
        input: Buffer.from(`<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${svg}</svg>`),
      },
    ])
    .greyscale()
    .png()
    .toBuffer();

describe('readUnreadPrint', () => {
  const image = createSharpImageEngine();
  /** A label page of 960 x 720 with a large "16" (or other text) over one line of small print. */
  const page = (large = '16') =>
    svgPage(
      960,
      720,
      `
              <text x="400" y="300" font-family="DejaVu Sans" font-size="200" fill="#111">${large}</text>
              <text x="300" y="420" font-family="DejaVu Sans" font-size="48" fill="#111">MADE IN INDIA</text>
            `,
    );
  const result = (text: string, confidence: number): OcrResult => ({
    text,
    confidence,
    lines: text ? [{ text, confidence, words: [] }] : [],
  });

  it('reads the dropped print once, brought to reading size, and returns it where it stands', async () => {
    const heights: number[] = [];
    const out = await readUnreadPrint(image, await page(), [read('MADE IN INDIA', 380, 430, 300, 680)], async (png) => {
      heights.push((await sharp(png).metadata()).height ?? 0);
      return result('16', 95);
    });
    expect(out.map((l) => l.text)).toEqual(['16']);
    expect(out[0]!.bbox!.y0).toBeLessThan(160);
    expect(out[0]!.bbox!.y1).toBeGreaterThan(290);
    expect(out[0]!.bbox!.y1).toBeLessThanOrEqual(380);
    // 140 px tall digits are read at about 32 px: a 250 px "6" read as "0" at its own size.
    expect(heights).toHaveLength(1);
    expect(heights[0]).toBeGreaterThan(40);
    expect(heights[0]).toBeLessThan(60);
  });

  it('reads an unsure region again at another scale, so that two reads can agree', async () => {
    const heights: number[] = [];
    const out = await readUnreadPrint(image, await page(), [read('MADE IN INDIA', 380, 430, 300, 680)], async (png) => {
      heights.push((await sharp(png).metadata()).height ?? 0);
      return result('16', 58);
    });
    expect(out.map((l) => l.text)).toEqual(['16', '16']);
    expect(heights).toHaveLength(2);
    expect(heights[1]).toBeGreaterThan(heights[0]!);
  });

  describe('a size in a ring', () => {
    const ringed = () =>
      svgPage(
        960,
        720,
        `
                <circle cx="480" cy="200" r="120" fill="none" stroke="#111" stroke-width="8"/>
                <text x="430" y="255" font-family="DejaVu Sans" font-size="150" fill="#111">4</text>
                <text x="300" y="420" font-family="DejaVu Sans" font-size="48" fill="#111">MADE IN INDIA</text>
            `,
      );
    /** The ringed "4" over one read line, read by a reader answering each call in turn. */
    const readRinged = async (answers: [string, number][]) => {
      let call = 0;
      return readUnreadPrint(image, await ringed(), [read('MADE IN INDIA', 380, 430, 300, 680)], async () => {
        const [text, confidence] = answers[call++] ?? ['', 0];
        return result(text, confidence);
      });
    };

    it('is read at two more heights when the first read is unsure, and those reads join when they agree', async () => {
      const answers: [string, number][] = [
        ['4q', 71],
        ['i', 89],
        ['4', 85],
        ['4', 56],
      ];
      const out = await readRinged(answers);
      expect(out.map((l) => [l.text, l.confidence])).toEqual(answers);
      expect(new Set(out.map((l) => JSON.stringify(l.bbox))).size).toBe(1);
    });

    it('brings no reading of the extra reads alone', async () => {
      const out = await readRinged([
        ['4q', 71],
        ['i', 89],
        ['8', 90],
        ['A', 56],
      ]);
      expect(out.map((l) => l.text)).toEqual(['4q', 'i']);
    });

    it('is read at a third, smaller height, which stands alone only as a sure word no other read saw', async () => {
      // Seed 16: "MEDIUM" in heavy condensed type in a box, read as nothing at 21 px and up, at 20 px clearly.
      const blank: [string, number] = ['', 0];
      const sure = await readRinged([blank, blank, blank, blank, ['MEDIUM', 96]]);
      expect(sure.map((l) => l.text)).toEqual(['MEDIUM']);
      expect((await readRinged([blank, blank, blank, blank, ['M', 96]])).map((l) => l.text)).toEqual([]);
      expect((await readRinged([blank, blank, blank, blank, ['MEDIUM', 60]])).map((l) => l.text)).toEqual([]);
      expect((await readRinged([['ul', 52], blank, blank, blank, ['MEDIUM', 96]])).map((l) => l.text)).toEqual(['ul']);
    });
  });

  describe('a size in heavy strokes set apart', () => {
    /** A "4" in a ring, its strokes `weight` px heavier than the face's own (lighter when negative), over one read line. */
    const ringed = (weight: number) =>
      svgPage(
        960,
        720,
        `
                <circle cx="480" cy="200" r="120" fill="none" stroke="#111" stroke-width="8"/>
                <text x="430" y="255" font-family="DejaVu Sans" font-size="150" fill="#111"
                  stroke="${weight < 0 ? '#fff' : '#111'}" stroke-width="${Math.abs(weight)}">4</text>
                <text x="300" y="420" font-family="DejaVu Sans" font-size="48" fill="#111">MADE IN INDIA</text>
            `,
      );
    /** What each read was shown (its strokes' mean depth) and read, the reader answering each call in turn. */
    const readRinged = async (weight: number, answers: [string, number][]) => {
      const depths: number[] = [];
      const out = await readUnreadPrint(
        image,
        await ringed(weight),
        [read('MADE IN INDIA', 380, 430, 300, 680)],
        async (png) => {
          depths.push(await meanInkDepth(png));
          const [text, confidence] = answers[depths.length - 1] ?? ['', 0];
          return result(text, confidence);
        },
      );
      return { out, depths };
    };

    it('is read again with its strokes thinned, even after a sure misread, and the thinned reads join when they agree', async () => {
      const { out, depths } = await readRinged(24, [
        ['[A', 79],
        ['4', 92],
        ['4', 85],
      ]);
      expect(out.map((l) => l.text)).toEqual(['[A', '4', '4']);
      expect(depths).toHaveLength(3);
      // The thinned reads at 32 and 24 px: thinner strokes than the first read's at 32 px.
      expect(depths[1]).toBeLessThan(depths[0]!);
    });

    it('is not read again when its first read is a size read surely, nor a second time thinned when the first thinned read agrees', async () => {
      expect((await readRinged(24, [['4', 90]])).depths).toHaveLength(1);
      const { out, depths } = await readRinged(24, [
        ['4L', 62],
        ['4', 51],
        ['', 0],
        ['', 0],
        ['', 0],
        ['4', 92],
      ]);
      expect(depths).toHaveLength(6);
      expect(out.map((l) => l.text)).toEqual(['4L', '4', '4']);
    });

    it('brings nothing when the thinned reads disagree', async () => {
      const { out } = await readRinged(24, [
        ['[A', 79],
        ['4', 92],
        ['9', 85],
      ]);
      expect(out.map((l) => l.text)).toEqual(['[A']);
    });

    it("is not read again when its strokes are no heavier than a reading face's", async () => {
      const { out, depths } = await readRinged(-12, [['4', 90]]);
      expect(out.map((l) => l.text)).toEqual(['4']);
      expect(depths).toHaveLength(1);
    });
  });

  it('reads a wordmark light on a dark band over a label printed dark, when the page named no brand', async () => {
    // Seed 26 of render-label-photos.ts: "Escada" white across a dark band, the fibres and the country dark
    // under it, a size's tab between them on the label (here an empty gap as tall: six body lines).
    const banded = await svgPage(
      960,
      720,
      `
              <rect x="0" y="0" width="960" height="210" fill="#303030"/>
              <text x="300" y="170" font-family="DejaVu Sans" font-size="80" fill="#f4f4f4">ESCADA</text>
              <text x="300" y="470" font-family="DejaVu Sans" font-size="40" fill="#111">100% COTTON</text>
              <text x="300" y="530" font-family="DejaVu Sans" font-size="40" fill="#111">MADE IN INDIA</text>
            `,
    );
    const body = [read('100% COTTON', 435, 480, 300, 560), read('MADE IN INDIA', 495, 540, 300, 600)];
    // The regions read, and whether one of them holds the whole wordmark.
    const wordmarkRead = async (lines: OcrLine[], text = 'ESCADA') => {
      const out = await readUnreadPrint(image, banded, lines, async () => result(text, 95));
      return out.some(({ bbox }) => bbox!.x0 <= 310 && bbox!.x1 >= 620 && bbox!.y0 >= 0 && bbox!.y1 <= 215);
    };
    expect(await wordmarkRead(body)).toBe(true);
    // With the brand named by the page, the other tone's print is left alone.
    expect(await wordmarkRead([read('Levis', 580, 620, 300, 420), ...body])).toBe(false);
    // A word, not a glyph: a "4" read there is the light ground between a barcode's bars.
    expect(await wordmarkRead(body, '4')).toBe(false);
    expect(await wordmarkRead(body, 'GAP')).toBe(true);
  });

  it("reads both lines of a wordmark light on a dark band, however small the body's type far under it", async () => {
    // Seed 35: "TORY" over "SPORT" white on a dark band, a white tab with the size under it, and the body in
    // small type 15 of its lines under the wordmark's foot.
    const body = ['100% COTTON', 'MADE IN MEXICO', 'MACHINE WASH COLD', 'TUMBLE DRY LOW', 'DO NOT BLEACH', 'RN 12345'];
    const baseline = (i: number) => 700 + 40 * i;
    const banded = await svgPage(
      960,
      1200,
      `
              <rect x="280" y="60" width="340" height="280" fill="#303030"/>
              <text x="320" y="160" font-family="DejaVu Sans" font-size="64" fill="#f4f4f4">TORY</text>
              <text x="320" y="290" font-family="DejaVu Sans" font-size="64" fill="#f4f4f4">SPORT</text>
              ${body.map((t, i) => `<text x="300" y="${baseline(i)}" font-family="DejaVu Sans" font-size="30" fill="#111">${t}</text>`).join('')}
            `,
    );
    const lines = body.map((t, i) => read(t, baseline(i) - 24, baseline(i) + 2, 300, 560));
    const out = await readUnreadPrint(image, banded, lines, async () => result('WORD', 95));
    const holds = (y0: number, y1: number) =>
      out.some(({ bbox }) => bbox!.x0 <= 325 && bbox!.x1 >= 485 && bbox!.y0 <= y0 && bbox!.y1 >= y1 && bbox!.y1 <= 340);
    expect(holds(120, 160)).toBe(true);
    expect(holds(245, 290)).toBe(true);
  });

  it('reads nothing again when every line of print was read clearly, and a short one whatever its confidence', async () => {
    let reads = 0;
    const lines = [read('GAP', 150, 300, 390, 800), read('MADE IN INDIA', 380, 430, 300, 680)];
    await readUnreadPrint(image, await page('GAP'), lines, async () => {
      reads++;
      return result('GAP', 96);
    });
    // "GAP" read at 92 % is short: a size line, where a misread character costs most.
    expect(reads).toBe(1);
    reads = 0;
    lines[0] = read('NIKE', 150, 300, 390, 930);
    const out = await readUnreadPrint(image, await page('NIKE'), lines, async () => {
      reads++;
      return result('', 0);
    });
    expect(out).toEqual([]);
    expect(reads).toBe(0);
  });
});

describe('wipeRing', () => {
  it('wipes out a ring and all outside it, and keeps the letters that touched it but for their strokes on it', () => {
    const [width, height] = [120, 120];
    const grey = new Uint8Array(width * height).fill(255);
    ring(grey, width, 60, 60, 50, 4, 0);
    // Two bars from the ring's left and right inside to the middle, joined to it, and a speck outside.
    for (let y = 50; y < 70; y++) for (let x = 10; x < 110; x++) if (x < 40 || x >= 80) grey[y * width + x] = 0;
    grey[2 * width + 2] = 0;
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i++) mask[i] = grey[i] === 0 ? 1 : 0;
    wipeRing(mask, width, height);
    const inked = (x: number, y: number) => mask[y * width + x] === 1;
    expect([inked(60, 11), inked(60, 108), inked(2, 2)]).toEqual([false, false, false]);
    expect([inked(25, 60), inked(95, 60), inked(39, 55)]).toEqual([true, true, true]);
    expect([inked(11, 60), inked(108, 60)]).toEqual([false, false]);
  });
});
