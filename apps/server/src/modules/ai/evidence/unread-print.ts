import type { ImageEngine, ImageInput, ImageStep, RawImage } from '../../../adapters/image/image-engine';
import { boundsOf, holdsMiddle, scaleBox, type OcrBox, type OcrLine, type ReadRegion } from './ocr';
import { bareReading } from '../facts/ocr-lines';
import { findBrands } from '../facts/brands';
import { parseLoneSize } from '../facts/layout-size';
import { isLightPrint } from './polarity';
import { pixelsOf } from './size-reread';

/**
 * Print on a label that the page read left unread. Tesseract's page layout
 * drops what it takes for a picture: a size printed alone in large type ("16",
 * "L", "XXL"), a wordmark in display type, one short line in a crumpled
 * corner. Read on its own, such a region nearly always comes out right; the
 * work is to find it. Here the print is found by its pixels: each pixel is
 * compared with the mean tone around it, print pixels are grouped into glyphs
 * (connected pieces), glyphs side by side into lines, and a line no read line
 * covers is returned, to be read again (unread-reread.ts).
 *
 * Works on a small grey copy of the page (`grey`, `scale` times the page's
 * size) and returns boxes in the page's pixels.
 */

/** Half the side of the window a pixel's tone is compared with, in pixels of the copy. */
const WINDOW = 15;
/** How far from its surroundings' mean tone a pixel must be to count as print. */
const INK_STEP = 18;
/** The largest type looked for, in heights of the read lines' median: a size or a wordmark, not a crease. */
const MAX_TYPE = 5;
/** A word read this sure, on a line longer than a size, covers its print. */
const CLEAR = 60;
/** Words read this surely are the label's own print, whatever else the page read took for text. */
const SURE_PRINT = 85;
/** A line read this murkily still says where the label is, when no word was read clearly. */
const MURKY = 40;
const SHORT = 3;
/** How far from the label's print, in heights of the read type's median, print still stands with it. */
const NEAR = 4;
/**
 * ...and a wordmark in the label's other tone, over a band and a size's tab: the body's type is often
 * small beside them ("TORY" over "SPORT" light on a dark band, a white tab with "W34" over "L30"
 * under it, the fibres 24 body lines under the wordmark's foot).
 */
const WORDMARK_REACH = 25;
/** A read of the other tone's wordmark spells at least this many letters or digits... */
const WORDMARK_LETTERS = 3;
/** ...and so many glyphs stand on its line: up to two such lines are read, the tallest first ("TORY" over "SPORT"). */
const WORDMARK_LINES = 2;
/**
 * Print inside a ring or box at least this share of its height is what the frame is drawn round;
 * at most this other share, or it is the frame itself (an outline holding nothing is a glyph too).
 */
const FRAMED_TYPE = 0.2;
const FRAMED_MAX = 0.8;
/** A ring or a box is an outline: its pixels fill at most this share of its box. */
const FRAME_FILL = 0.3;
/**
 * A ring round a size fills about a tenth of its box (0.09 to 0.12 on rendered hang tags); one
 * whose print joins it, over a sixth (0.26 to 0.28).
 */
const JOINED_FILL = 0.18;
/** How far from it, in its own heights, a line of large type still stands with the label's print. */
const LARGE_TYPE_REACH = 1.5;
/** The smallest body type looked for, as a fraction of the copy's longer side (1/60: 8 px of 480). */
const SMALLEST_TYPE = 60;
/**
 * Regions returned at most, nearest the read print and largest type first: each costs a read (about
 * 10 ms a region on a label); seven reach a hang tag's fibres under its size, style and price when
 * the edges of the garment round the tag come nearer (decisions 058 and 060). And pieces of read lines.
 */
const MAX_REGIONS = 7;
const MAX_FRAGMENTS = 2;

export type PrintLine = { box: OcrBox; glyphs: number; height: number };

/** A region of unread print, in the page's pixels; `line` is the read line it is a piece of, if any. */
export type UnreadRegion = {
  box: OcrBox;
  line?: OcrLine;
  /** Print inside a ring, a box or on a tab: the size the label sets apart. */
  framed?: boolean;
  /** The region is a ring joined to its print: read with the ring wiped out. */
  ring?: boolean;
  /** How many glyphs stand on the region's line. */
  glyphs?: number;
};

export type Glyph = { x0: number; y0: number; x1: number; y1: number; area: number };

/**
 * Lines of print no clear word of the page read covers, largest type first,
 * then pieces of read lines. `darkPrint` says which side of its surroundings
 * print is (polarity.ts); `read` are the page read's lines in the page's pixels.
 */
export function unreadPrint(
  grey: Uint8Array,
  width: number,
  height: number,
  scale: number,
  darkPrint: boolean,
  read: readonly OcrLine[],
  reach = NEAR,
  atMost = MAX_REGIONS,
): UnreadRegion[] {
  // Words read clearly are done with. A murky one (a size read as "o£") is
  // read again, and so is a short line however sure: a lone size is where a
  // misread character costs most ("2" for a large "12", "5" for "S"). Words,
  // not lines: a line the page read merged with the size line over it
  // ("- WOOL 20% NYLON" with an "S" above) has a box two lines tall.
  const long = read.filter((l) => l.bbox && l.text.replace(/\W/g, '').length > SHORT);
  const clear = (w: { text: string; confidence: number }) =>
    w.confidence >= CLEAR && w.text.replace(/\W/g, '').length >= 2;
  const readWords = long.flatMap((line) => {
    const boxes = line.words.some((w) => w.bbox)
      ? line.words.filter((w) => w.bbox && clear(w)).map((w) => w.bbox!)
      : clear(line)
        ? [line.bbox!]
        : [];
    return boxes.map((b) => ({ box: scaleBox(b, scale), line }));
  });
  const words = readWords.map((w) => w.box);
  // With no word read clearly (a tilted label in thin type, its wordmark read at 48 %), the
  // lines read murkily still say where the label is and how large its type is; they cover nothing.
  const anchors =
    words.length > 0 ? words : long.filter((l) => l.confidence >= MURKY).map((l) => scaleBox(l.bbox!, scale));
  if (anchors.length === 0) return [];
  const heights = anchors.map((b) => b.y1 - b.y0).sort((a, b) => a - b);
  // The type read: its lower median (one wordmark over one body line is not the
  // measure), and its smallest quarter: the fibres are often the smallest print.
  const median = heights[Math.floor((heights.length - 1) / 2)]!;
  const small = heights[Math.floor((heights.length - 1) / 4)]!;
  const readBounds = boundsOf(anchors);

  // The smallest glyph taken: half the smallest type read. When the page read
  // only the large type (a wordmark and a size over fibres in small type it
  // lost), that would leave out the body's print, so it goes no higher than
  // the smallest body type a label prints, a sixtieth of the copy's side.
  const shortest = Math.max(5, Math.min(small * 0.5, Math.max(width, height) / SMALLEST_TYPE));
  const tallest = Math.min(height * 0.5, median * MAX_TYPE);
  const ink = inkMask(grey, width, height, darkPrint);
  const found = findGlyphs(ink, width, height).filter((g) => g.x0 > 0 && g.y0 > 0 && g.x1 < width && g.y1 < height);
  const pieces = found.filter((g) => {
    const [w, h] = [g.x1 - g.x0, g.y1 - g.y0];
    // A glyph is taller than a speck of weave, in type at most a few times the
    // body's, and neither a rule, a streak of shine nor a solid patch.
    const shape = w <= h * 4 && h <= w * 8 && fillOf(g) >= 0.08 && fillOf(g) <= 0.92;
    return shape && h >= shortest && h <= tallest;
  });
  // A ring or a box drawn round a size is no glyph: the letters inside it are the print. An
  // outline round print at its middle marks what the label means to show most (read first below).
  const holds = (outer: Glyph, inner: Glyph) => inner !== outer && within(inner, outer);
  const glyphs = pieces.filter((g) => !pieces.some((inner) => holds(g, inner)));
  const frames = found.filter((f) => {
    const [w, h] = [f.x1 - f.x0, f.y1 - f.y0];
    return fillOf(f) <= FRAME_FILL && w >= h * 0.6 && w <= h * 4 && h <= tallest * 2;
  });
  // Glyphs the page read covered are done with.
  const covered = (g: Glyph) => {
    const [cx, cy] = [(g.x0 + g.x1) / 2, (g.y0 + g.y1) / 2];
    return words.some((b) => {
      const pad = (b.y1 - b.y0) * 0.3;
      return cx >= b.x0 - pad && cx <= b.x1 + pad && cy >= b.y0 - pad && cy <= b.y1 + pad;
    });
  };
  const lines = groupIntoLines(glyphs.filter((g) => !covered(g)));
  // Print beside a word the page read clearly is the rest of that line: a
  // word it garbled or lost ("98% “aoe 2% ELASTANE"). Read alone, it is put
  // back in its line; a lone size is never taken from it (an "O" of "COTTON"
  // read alone is a "0").
  const lineOf = (b: OcrBox) =>
    readWords.find(({ box: w }) => {
      const overlap = Math.min(w.y1, b.y1) - Math.max(w.y0, b.y0);
      const gap = Math.max(w.x0 - b.x1, b.x0 - w.x1);
      return overlap >= 0.5 * Math.min(w.y1 - w.y0, b.y1 - b.y0) && gap <= 2 * (b.y1 - b.y0);
    })?.line;
  // A lone glyph is print when it is about the body's height or twice the smallest type looked
  // for: with only a wordmark read, the body's height is the wordmark's, and a lone "L" is smaller.
  const bodySized = (l: PrintLine) => l.glyphs >= 2 || l.height >= small * 0.8;
  const candidates = lines.filter((l) => bodySized(l) || l.height >= shortest * 2);
  const label = stoodTogether(candidates, readBounds, median * reach);
  // Nearest the print read surely first (in steps of the read type's height), then the largest
  // type: a size just over the fibres or under the label's last line comes before the garment's
  // print further off, however large.
  const sure = long.flatMap((line) =>
    line.words.filter((w) => w.bbox && w.confidence >= SURE_PRINT).map((w) => scaleBox(w.bbox!, scale)),
  );
  const core = sure.length > 0 ? boundsOf(sure) : readBounds;
  const nearness = (l: PrintLine) => Math.floor(distanceBetween(l.box, core) / median);
  // Print in the ring nearest the print read surely comes first, each of its lines ("W34" over
  // "L30"); else the nearest tab's print, and the lines it stood in are not read again.
  // A frame on the garment or the floor round the label (a flower of a print) is not the label's.
  const { frame: ring, print: ringed } = frames
    .filter((f) => distanceBetween(f, core) <= median * NEAR)
    .map((frame) => ({ frame, print: framedPrint(frame, label) }))
    .filter(({ print }) => print.length > 0)
    .sort((a, b) => distanceBetween(a.frame, core) - distanceBetween(b.frame, core))[0] ?? {
    frame: undefined,
    print: [] as PrintLine[],
  };
  // A ring drawn so close round its print that their ink joins ("M/M" with its outer strokes on the
  // ring): far more ink than an outline holds, and inside it only what stands free (the slash).
  // The ring's whole inside is read, its band wiped out.
  const joined = ring && fillOf(ring) > JOINED_FILL && isRound(ink, width, ring) ? ring : undefined;
  // A size on a tab: a plain patch of the label's own ground, set in a band
  // of another tone, holds print the page read dropped with the band. Its
  // print is what the tab is for, and it stands with the label by the tab's
  // place, however much padding the tab has: the nearest tab's print alone
  // (not the garment's print beside the tab) is read first, like a ring's.
  // A patch whose lines the page read clearly, each within it, is the body's
  // panel; a tab whose print was read only inside a murky line across it
  // (": 14 Lad . ge") is read again on its own.
  const readWithin = (t: OcrBox) => {
    const pad = { x0: t.x0 - median, y0: t.y0 - median, x1: t.x1 + median, y1: t.y1 + median };
    return readWords.some(({ line }) => within(scaleBox(line.bbox!, scale), pad));
  };
  const tabbed =
    (ringed.length > 0 ? [] : tabsOf(grey, width, height, darkPrint, median))
      .filter((t) => distanceBetween(t, readBounds) <= median * NEAR && !readWithin(t))
      .sort((a, b) => distanceBetween(a, readBounds) - distanceBetween(b, readBounds))
      .map((t) => glyphs.filter((g) => within(g, t) && g.y1 - g.y0 >= (t.y1 - t.y0) * TAB_TYPE))
      .find((print) => print.length > 0) ?? [];
  // Each of two short rows of the tab's print on its own, like a ring's lines: "W30" over "L32" read as
  // one line is noise. Other print (a patch of the garment's print) is read as one region, as before.
  const tabRows = rowsOf(tabbed);
  const shortRow = (row: OcrBox) => tabbed.filter((g) => within(g, row)).length <= ROW_GLYPHS;
  const tabPrint = tabRows.length <= TAB_ROWS && tabRows.every(shortRow) ? tabRows : [boundsOf(tabbed)];
  const inFrame = joined ? [joined] : ringed.length > 0 ? ringed.map((l) => l.box) : tabPrint;
  const kept: UnreadRegion[] = label
    .filter((l) => !ringed.includes(l) && !tabbed.some((g) => within(g, l.box)))
    .sort((a, b) => nearness(a) - nearness(b) || Number(bodySized(b)) - Number(bodySized(a)) || b.height - a.height)
    .map((l) => ({ box: scaleBox(l.box, 1 / scale), line: lineOf(l.box), glyphs: l.glyphs }));
  // The framed print is read first, and over the count: it takes no other region's place.
  kept.unshift(
    ...inFrame.map((box) => ({
      box: scaleBox(box, 1 / scale),
      line: undefined,
      framed: true,
      ...(joined ? { ring: true } : {}),
    })),
  );
  return [
    ...kept.filter((r) => !r.line).slice(0, atMost + inFrame.length),
    ...kept.filter((r) => r.line).slice(0, MAX_FRAGMENTS),
  ];
}

/**
 * A label's lines stand together: print far above, below or beside the read
 * text is the scene around the label, or the garment's pattern. Print near
 * print that stands with the label stands with it too: a wordmark over a size
 * in large type, both lost by the page read, is more than `reach` from the
 * first line read but not from the size under it.
 */
export function stoodTogether(lines: readonly PrintLine[], read: OcrBox, reach: number): PrintLine[] {
  const bounds = { ...read };
  // Large type stands further off: a size three times the body's height sits a line of its own over it.
  const near = ({ box: b, height }: PrintLine) => {
    const gap = Math.max(reach, height * LARGE_TYPE_REACH);
    return b.y1 >= bounds.y0 - gap && b.y0 <= bounds.y1 + gap && b.x1 >= bounds.x0 - gap && b.x0 <= bounds.x1 + gap;
  };
  const kept = new Set<PrintLine>();
  for (let grown = true; grown;) {
    grown = false;
    for (const line of lines) {
      if (kept.has(line) || !near(line)) continue;
      kept.add(line);
      grown = true;
      bounds.x0 = Math.min(bounds.x0, line.box.x0);
      bounds.y0 = Math.min(bounds.y0, line.box.y0);
      bounds.x1 = Math.max(bounds.x1, line.box.x1);
      bounds.y1 = Math.max(bounds.y1, line.box.y1);
    }
  }
  return lines.filter((l) => kept.has(l));
}

/** The tones a label's ground is told from a band of another tone at, in turn: a white tab on grey, a grey one on black. */
const TAB_GROUNDS = [215, 180, 145];
/** A tab is a patch of ground filling at least this share of its box (its print makes holes in it)... */
const TAB_FILL = 0.7;
/** ...two to twelve body lines tall, from half as wide as it is tall to six times... */
const TAB_HEIGHT = [2, 12] as const;
/** ...holding print at least this share of its height: the size is what the tab is for. */
const TAB_TYPE = 0.2;
/** The rows a tab's print is read in, each on its own, and their glyphs at most: a waist over its length ("36 x" over "30"). */
const TAB_ROWS = 2;
const ROW_GLYPHS = 4;

/**
 * Tabs of the label's ground colour set in a band of another tone (a size
 * printed on a white patch in a coloured or dark band): connected patches of
 * ground, at three tones in turn, whose pixels fill most of a box of a tab's
 * shape and size, away from the copy's edges. Each tab once, at the first
 * tone it stands out at.
 */
export function tabsOf(grey: Uint8Array, width: number, height: number, darkPrint: boolean, body: number): OcrBox[] {
  const tabs: OcrBox[] = [];
  for (const tone of TAB_GROUNDS) {
    const ground = new Uint8Array(grey.length);
    for (let i = 0; i < grey.length; i++) ground[i] = (darkPrint ? grey[i]! >= tone : grey[i]! <= 255 - tone) ? 1 : 0;
    for (const patch of findGlyphs(ground, width, height)) {
      const [w, h] = [patch.x1 - patch.x0, patch.y1 - patch.y0];
      const shaped =
        h >= body * TAB_HEIGHT[0] &&
        h <= body * TAB_HEIGHT[1] &&
        w >= h * 0.5 &&
        w <= h * 6 &&
        fillOf(patch) >= TAB_FILL;
      const inside = patch.x0 > 0 && patch.y0 > 0 && patch.x1 < width && patch.y1 < height;
      if (shaped && inside && !tabs.some((t) => distanceBetween(t, patch) === 0)) tabs.push(patch);
    }
  }
  return tabs;
}

/** The share of its box a glyph's pixels fill. */
function fillOf(g: Glyph): number {
  return g.area / ((g.x1 - g.x0) * (g.y1 - g.y0));
}

/**
 * The print a ring or a box is drawn round: its lines of print together at least `FRAMED_TYPE`
 * of its height (each line at least half that), about its middle. One line ("M", "36 x 30") or
 * two ("W34" over "L30"); none when the outline is a hang tag's own edge round its small print.
 */
function framedPrint(frame: OcrBox, lines: readonly PrintLine[]): PrintLine[] {
  const h = frame.y1 - frame.y0;
  // Two lines set in one ring ("W34" over "L30") are each about half as tall as one line would be (seed 24).
  const inside = lines.filter((l) => {
    const type = l.box.y1 - l.box.y0;
    return within(l.box, frame) && type >= (h * FRAMED_TYPE) / 2 && type <= h * FRAMED_MAX;
  });
  if (inside.length === 0) return [];
  const print = boundsOf(inside.map((l) => l.box));
  if (print.y1 - print.y0 < h * FRAMED_TYPE) return [];
  const middle = (print.y0 + print.y1) / 2 - frame.y0;
  return middle >= h / 3 && middle <= (h * 2) / 3 ? inside : [];
}

/** A frame's corners, as a share of its side, in which a ring has no ink and a box has its rules. */
const CORNER = 0.15;

/** Whether a frame is round: the corners of its box are bare of ink. */
function isRound(ink: Uint8Array, width: number, frame: OcrBox): boolean {
  const [w, h] = [frame.x1 - frame.x0, frame.y1 - frame.y0];
  const [cw, ch] = [Math.max(1, Math.round(w * CORNER)), Math.max(1, Math.round(h * CORNER))];
  let [inked, all] = [0, 0];
  for (const [x0, y0] of [
    [frame.x0, frame.y0],
    [frame.x1 - cw, frame.y0],
    [frame.x0, frame.y1 - ch],
    [frame.x1 - cw, frame.y1 - ch],
  ] as const)
    for (let y = y0; y < y0 + ch; y++)
      for (let x = x0; x < x0 + cw; x++) {
        all++;
        inked += ink[y * width + x] ? 1 : 0;
      }
  return inked <= all * 0.1;
}

/** Whether `inner` lies wholly inside `outer`'s box. */
function within(inner: OcrBox, outer: OcrBox): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

/** The gap between two boxes, across or down (0 when they overlap). */
function distanceBetween(a: OcrBox, b: OcrBox): number {
  return Math.max(0, b.x0 - a.x1, a.x0 - b.x1, b.y0 - a.y1, a.y0 - b.y1);
}

/** Print pixels: darker (or lighter, for light print) than the mean of the window around them by a clear step. */
export function inkMask(
  grey: Uint8Array,
  width: number,
  height: number,
  darkPrint: boolean,
  window = WINDOW,
  step = INK_STEP,
): Uint8Array {
  const means = localMeans(grey, width, height, window);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const tone = grey[i]!;
    mask[i] = darkPrint ? (tone < means[i]! - step ? 1 : 0) : tone > means[i]! + step ? 1 : 0;
  }
  return mask;
}

/** Each pixel's mean tone over the window `window` pixels either side of it (cut at the image's edges). */
export function localMeans(grey: Uint8Array, width: number, height: number, window = WINDOW): Float32Array {
  // Summed-area table: any window's mean in four lookups.
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const means = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const [y0, y1] = [Math.max(0, y - window), Math.min(height, y + window + 1)];
    for (let x = 0; x < width; x++) {
      const [x0, x1] = [Math.max(0, x - window), Math.min(width, x + window + 1)];
      const total =
        sums[y1 * (width + 1) + x1]! -
        sums[y0 * (width + 1) + x1]! -
        sums[y1 * (width + 1) + x0]! +
        sums[y0 * (width + 1) + x0]!;
      means[y * width + x] = total / ((x1 - x0) * (y1 - y0));
    }
  }
  return means;
}

/** Connected pieces of print (8-connected), with their boxes (right and bottom exclusive) and areas. */
export function findGlyphs(mask: Uint8Array, width: number, height: number): Glyph[] {
  return labelGlyphs(mask, width, height).glyphs;
}

/** The pieces of print, and for each pixel the number of its piece (1 up; 0 for no print). */
function labelGlyphs(mask: Uint8Array, width: number, height: number): { glyphs: Glyph[]; labels: Int32Array } {
  const seen = new Int32Array(width * height);
  const stack: number[] = [];
  const glyphs: Glyph[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const label = glyphs.length + 1;
    seen[start] = label;
    stack.push(start);
    const glyph = { x0: width, y0: height, x1: 0, y1: 0, area: 0 };
    while (stack.length > 0) {
      const at = stack.pop()!;
      const [x, y] = [at % width, Math.floor(at / width)];
      glyph.area++;
      glyph.x0 = Math.min(glyph.x0, x);
      glyph.y0 = Math.min(glyph.y0, y);
      glyph.x1 = Math.max(glyph.x1, x + 1);
      glyph.y1 = Math.max(glyph.y1, y + 1);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (mask[next] && !seen[next]) {
            seen[next] = label;
            stack.push(next);
          }
        }
      }
    }
    glyphs.push(glyph);
  }
  return { glyphs, labels: seen };
}

/**
 * The rows print stands in, top to bottom: its lines, those that share any
 * of their height taken as one row (a small "x" between "36" and "30").
 */
export function rowsOf(glyphs: readonly Glyph[]): OcrBox[] {
  const rows: OcrBox[] = [];
  for (const { box } of [...groupIntoLines(glyphs)].sort((a, b) => a.box.y0 - b.box.y0)) {
    const row = rows.find((r) => r.y0 < box.y1 && box.y0 < r.y1);
    if (row) Object.assign(row, boundsOf([row, box]));
    else rows.push({ ...box });
  }
  return rows;
}

/**
 * Glyphs side by side, of like height and sharing most of their height,
 * with gaps under about a letter's height between them, make a line.
 */
export function groupIntoLines(glyphs: readonly Glyph[]): PrintLine[] {
  const lines: { box: OcrBox; glyphs: number; height: number }[] = [];
  for (const g of [...glyphs].sort((a, b) => a.x0 - b.x0)) {
    const h = g.y1 - g.y0;
    const line = lines.find((l) => {
      const overlap = Math.min(l.box.y1, g.y1) - Math.max(l.box.y0, g.y0);
      const likeHeight = h <= l.height * 2 && l.height <= h * 2;
      return likeHeight && overlap >= 0.5 * Math.min(h, l.height) && g.x0 - l.box.x1 <= 1.2 * Math.max(h, l.height);
    });
    if (!line) {
      lines.push({ box: { x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1 }, glyphs: 1, height: h });
      continue;
    }
    line.box = {
      x0: Math.min(line.box.x0, g.x0),
      y0: Math.min(line.box.y0, g.y0),
      x1: Math.max(line.box.x1, g.x1),
      y1: Math.max(line.box.y1, g.y1),
    };
    line.glyphs++;
    line.height = Math.max(line.height, h);
  }
  return lines;
}

/** Side, in pixels, of the copy of the page the print is looked for on. */
const COPY_SIZE = 480;
/** The print's height, in pixels, a region is read at, and read again at when the first read is unsure. */
const READ_HEIGHT = 32;
const SECOND_HEIGHT = 44;
/** ...and the height print neither of those reads saw anything in is read at once more (decision 069). */
const UNSEEN_HEIGHT = 20;
/**
 * The heights print set apart is read at as well, binarised, when the first
 * read is unsure: tesseract reads a lone "4" in a ring as "4q" at 32 px and
 * "i" at 44 (at 89 %), and as "4" at 24 and 56; a "MEDIUM" in heavy condensed
 * type in a box as nothing at all at 21 px and up, and at 20 px clearly (96 %).
 */
const FRAMED_HEIGHTS = [24, 56, 20];
/**
 * The height print set apart is read at once more, its strokes thinned to
 * THIN_STROKE of its height, and the height of a second thinned read that
 * can agree with the first: tesseract reads a lone "S" in a heavy display
 * face as nothing at 32 px and as "5" at 44, thinned as "S" (75 % at 32 px,
 * 79 % at 24), and a heavy "4" in a box as "4L", thinned as "4" (92 %, 85 %).
 */
const THINNED_HEIGHT = 32;
const THINNED_AGAIN = 24;
const THIN_STROKE = 0.1;
const SURE = 75;
/** The print in a ring joined to it, as a share of the ring's height. */
const RING_PRINT = 0.45;
/** A piece of print under this fraction of the largest in its region is a speck. */
const SPECK = 20;

/** A region to read, in the tone its print was found in; `wordmark` when it is the other tone's wordmark. */
type RegionToRead = UnreadRegion & { darkPrint: boolean; wordmark?: boolean };

/**
 * The page's print that its read left out, each region read on its own as
 * one line, brought to the type size tesseract reads best and binarised; an
 * unsure read is read again as it is at another scale, so two reads of the
 * same place can agree. Boxes are the page's.
 */
export async function readUnreadPrint(
  engine: ImageEngine,
  page: ImageInput,
  lines: readonly OcrLine[],
  read: ReadRegion,
): Promise<OcrLine[]> {
  const full = await pixelsOf(engine, page);
  const copy = await engine.pixels(full, [
    { op: 'resize', width: COPY_SIZE, height: COPY_SIZE, fit: 'inside' },
    { op: 'greyscale' },
  ]);
  const scale = copy.width / full.width;
  const photoDark = !isLightPrint(copy.data, copy.width, copy.height);
  const inTone = (darkPrint: boolean, reach?: number, atMost?: number) =>
    unreadPrint(copy.data, copy.width, copy.height, scale, darkPrint, lines, reach, atMost);
  const regions: RegionToRead[] = inTone(photoDark).map((r) => ({ ...r, darkPrint: photoDark }));
  // A label of two tones (a wordmark light on a dark band over a white tab with the size dark on it)
  // votes for one: the size set apart in the other tone is looked for in that tone too.
  if (!regions.some((r) => r.framed)) {
    const otherTone = inTone(!photoDark);
    regions.unshift(...otherTone.filter((r) => r.framed).map((r) => ({ ...r, darkPrint: !photoDark })));
  }
  // ...and so is a wordmark in the other tone (light on a dark band over a label printed dark) when
  // the page named no brand: that tone's lines of largest type, up to WORDMARK_REACH lines off (a size's
  // tab between them), away from the photo's own tone's print (the counters of a large "16", the
  // ground between a wordmark's letters). Words, not glyphs: lines of WORDMARK_LETTERS glyphs or more
  // come first (a tall stroke of the garment's edge is one glyph), and a read of fewer letters or
  // digits (a "4" of the light ground between a barcode's bars) is left out.
  if (findBrands(lines).length === 0) {
    // Every line of it: the wordmark is the print furthest off, beyond the regions a read of its own tone takes.
    const otherTone = inTone(!photoDark, WORDMARK_REACH, Infinity);
    const height = (r: UnreadRegion) => r.box.y1 - r.box.y0;
    const tallestFirst = otherTone
      .filter((r) => !r.framed && !r.line && !regions.some((own) => holdsMiddle(own.box, r.box)))
      .sort((a, b) => height(b) - height(a));
    const words = tallestFirst.filter((r) => (r.glyphs ?? 0) >= WORDMARK_LETTERS);
    for (const r of words.length > 0 ? words.slice(0, WORDMARK_LINES) : tallestFirst.slice(0, 1))
      regions.push({ ...r, darkPrint: !photoDark, wordmark: true });
  }
  const out: OcrLine[] = [];
  const readBoxes = lines.flatMap((l) => (l.bbox ? [l.bbox] : []));
  for (const { box: region, line: partOf, framed, ring, darkPrint, wordmark } of regions) {
    // The height of the print: a ring's region is the whole ring, its print about half as tall.
    const h = (region.y1 - region.y0) * (ring ? RING_PRINT : 1);
    // A margin around the print, but none of a read line's print above or below it.
    const beside = (b: OcrBox) => b.x1 > region.x0 && b.x0 < region.x1;
    const ceiling = Math.max(0, ...readBoxes.filter((b) => beside(b) && b.y1 <= region.y0 + 2).map((b) => b.y1 + 1));
    const floor = Math.min(
      full.height,
      ...readBoxes.filter((b) => beside(b) && b.y0 >= region.y1 - 2).map((b) => b.y0),
    );
    const left = Math.max(0, Math.floor(region.x0 - h * 0.5));
    const top = Math.max(ceiling, Math.floor(region.y0 - h * 0.25));
    const rect = {
      left,
      top,
      width: Math.min(full.width, Math.ceil(region.x1 + h * 0.5)) - left,
      height: Math.min(floor, Math.ceil(region.y1 + h * 0.25)) - top,
    };
    if (rect.width < 4 || rect.height < 4) continue;
    const box = { x0: rect.left, y0: rect.top, x1: rect.left + rect.width, y1: rect.top + rect.height };
    // Tesseract reads type best at a few dozen pixels: a 250 px "6" reads as "0", at 32 px as "6".
    const readAt = async (glyphHeight: number, binarise: boolean, thin = false): Promise<OcrLine | undefined> => {
      const steps: ImageStep[] = [
        { op: 'crop', ...rect },
        { op: 'resize', height: Math.max(8, Math.round((rect.height * glyphHeight) / h)) },
      ];
      const stroke = thin ? Math.max(1, Math.round(glyphHeight * THIN_STROKE)) : undefined;
      const image = binarise
        ? await binarised(engine, await engine.pixels(full, [...steps, { op: 'greyscale' }]), darkPrint, ring, stroke)
        : (await engine.encode(full, steps, { format: 'png' })).data;
      if (!image) return undefined;
      const result = await read(image, 'line');
      const text = result.text.replace(/\s+/g, ' ').trim();
      if (!text || (wordmark && bareReading(text).length < WORDMARK_LETTERS)) return undefined;
      return partOf
        ? { text: spliced(partOf, region, text), confidence: result.confidence, words: [], bbox: partOf.bbox! }
        : { text, confidence: result.confidence, words: [], bbox: box };
    };
    // First binarised by the tone around each pixel (a faint "7" in a shadow reads only so), then, if
    // unsure, as it is at another scale: two reads of one place agreeing count (facts/resolve-facts.ts).
    const first = await readAt(READ_HEIGHT, true);
    if (first) out.push(first);
    const sure = (first?.confidence ?? 0) >= SURE;
    if (sure && !framed) continue;
    const reads = [first];
    if (!sure) {
      const second = await readAt(SECOND_HEIGHT, false);
      if (second) out.push(second);
      reads.push(second);
      // Tesseract reads some lines as nothing at all at one height and clearly at another: a letter-spaced
      // "OSHKOSH" nothing at 40 to 56 px binarised and at 61 px as it is, "OSHKOSH" at 95 % at 24 or 32 px.
      // Read at a third height when neither read saw anything, it counts only as a sure word.
      if (!first && !second) {
        const third = await readAt(UNSEEN_HEIGHT, true);
        if (third && third.confidence >= SURE && bareReading(third.text).length >= 2) out.push(third);
      }
    }
    if (!framed) continue;
    // Print set apart is read at more heights; a read joins only when another read spells the
    // same, so these reads can make two reads agree but never bring a reading of their own,
    // unless no other read saw anything and it reads a word of two characters or more surely.
    const told = reads.length;
    if (!sure) for (const height of FRAMED_HEIGHTS) reads.push(await readAt(height, true));
    // Type in heavy strokes (a lone "S" or "4" in a display face) reads as nothing or as a
    // look-alike, even surely ("[A" at 79 % for a "4" on a tab), until its strokes are thinned:
    // then as itself. Print no heavier is not read again, nor print read surely as a size. The
    // second thinned read is made only to agree with a first that spelled what no read had.
    const spelling = (l: OcrLine | undefined) => bareReading(l?.text ?? '');
    if (!(sure && parseLoneSize(first!.text))) {
      const thinned = await readAt(THINNED_HEIGHT, true, true);
      const spelt = spelling(thinned);
      const readBefore = reads.some((o) => spelling(o) === spelt);
      reads.push(thinned);
      if (spelt && !readBefore) reads.push(await readAt(THINNED_AGAIN, true, true));
    }
    const alone = (l: OcrLine) =>
      l.confidence >= SURE && spelling(l).length >= 2 && reads.every((o) => o === l || !spelling(o));
    for (const extra of reads.slice(told))
      if (
        extra &&
        spelling(extra) &&
        (alone(extra) || reads.some((o) => o !== extra && spelling(o) === spelling(extra)))
      )
        out.push(extra);
  }
  return out;
}

/** A read line with the words that stood in `region` replaced by what the region read on its own. */
export function spliced(line: OcrLine, region: OcrBox, text: string): string {
  const inRegion = (b: OcrBox) => (b.x0 + b.x1) / 2 >= region.x0 && (b.x0 + b.x1) / 2 <= region.x1;
  const words = line.words.some((w) => w.bbox) ? line.words : [];
  return [
    ...words.filter((w) => w.bbox && !inRegion(w.bbox)).map((w) => ({ x: w.bbox!.x0, text: w.text })),
    { x: region.x0, text },
  ]
    .sort((a, b) => a.x - b.x)
    .map((w) => w.text)
    .join(' ');
}

/**
 * Print black on white, by the tone around each pixel: a shadow or a grey
 * label no longer sinks a faint glyph. Specks of weave or noise (pieces under
 * a twentieth of the largest) and pieces cut by the region's edge (the next
 * line's descenders) are left out: each read as a stray mark (":S", "'S").
 */
async function binarised(
  engine: ImageEngine,
  region: RawImage,
  darkPrint: boolean,
  ring = false,
  stroke?: number,
): Promise<Buffer | undefined> {
  const { width, height } = region;
  const mask = inkMask(region.data, width, height, darkPrint, Math.max(4, Math.round(height / 2)));
  if (ring) wipeRing(mask, width, height);
  const { glyphs, labels } = labelGlyphs(mask, width, height);
  const largest = Math.max(0, ...glyphs.map((g) => g.area));
  const kept = glyphs.map((g) => g.area * SPECK >= largest && g.x0 > 0 && g.y0 > 0 && g.x1 < width && g.y1 < height);
  const ink = new Uint8Array(mask.length).fill(255);
  for (let i = 0; i < ink.length; i++) if (labels[i] && kept[labels[i]! - 1]) ink[i] = 0;
  if (stroke !== undefined && !thinStrokes(ink, width, height, stroke)) return undefined;
  return (await engine.encode({ data: ink, width, height, channels: 1 }, [], { format: 'png' })).data;
}

/**
 * Thins print (0 = ink, 255 = paper) whose strokes are wider than `stroke`
 * pixels, peeling the same depth off every stroke: its stroke width is
 * measured from the mean depth of its ink (a bar w wide has depths 1 to
 * about w/2). Print as thin as `stroke` or thinner is left as it is, and
 * false is returned for it: the same pixels would read the same again.
 */
export function thinStrokes(ink: Uint8Array, width: number, height: number, stroke: number): boolean {
  const depth = inkDepths(ink, width, height);
  let [sum, count] = [0, 0];
  for (const d of depth)
    if (d > 0) {
      sum += d;
      count++;
    }
  if (count === 0) return false;
  const measured = (4 * sum) / count - 2;
  const peel = Math.floor((measured - stroke) / 2);
  if (peel < 1) return false;
  for (let i = 0; i < ink.length; i++) if (depth[i]! > 0 && depth[i]! <= peel) ink[i] = 255;
  return true;
}

/** Each ink pixel's city-block distance to the nearest paper (the region's edge counts as paper); 0 on paper. */
function inkDepths(ink: Uint8Array, width: number, height: number): Int32Array {
  const depth = new Int32Array(ink.length);
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : depth[y * width + x]!);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (ink[y * width + x] === 0) depth[y * width + x] = Math.min(at(x - 1, y), at(x, y - 1)) + 1;
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (depth[i]! > 0) depth[i] = Math.min(depth[i]!, at(x + 1, y) + 1, at(x, y + 1) + 1);
    }
  return depth;
}

/** The ring's band wiped out is this many times its stroke wide: its soft edges go too. */
const RING_WIPE = 1.5;

/**
 * Wipes out of a region's print the ring its largest piece is, and all
 * outside it: the ring's band, an ellipse as wide as its stroke (measured
 * at the top and foot of its middle column, where no letter touches it).
 * The letters joined to it lose only the strokes that lay on the ring.
 */
export function wipeRing(mask: Uint8Array, width: number, height: number): void {
  const { glyphs, labels } = labelGlyphs(mask, width, height);
  const size = (g: Glyph) => (g.x1 - g.x0) * (g.y1 - g.y0);
  const ring = glyphs.reduce<Glyph | undefined>((a, g) => (a && size(a) >= size(g) ? a : g), undefined);
  if (!ring) return;
  const label = glyphs.indexOf(ring) + 1;
  const [cx, cy] = [(ring.x0 + ring.x1) / 2, (ring.y0 + ring.y1) / 2];
  const [a, b] = [(ring.x1 - ring.x0) / 2, (ring.y1 - ring.y0) / 2];
  const column = Math.min(width - 1, Math.floor(cx));
  const run = (from: number, step: number) => {
    let n = 0;
    for (let y = from; y >= ring.y0 && y < ring.y1 && labels[y * width + column] === label; y += step) n++;
    return n;
  };
  const stroke = Math.max(1, Math.min(run(ring.y0, 1), run(ring.y1 - 1, -1)));
  const inner = 1 - (stroke * RING_WIPE) / Math.min(a, b);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (Math.hypot((x + 0.5 - cx) / a, (y + 0.5 - cy) / b) >= inner) mask[y * width + x] = 0;
}
