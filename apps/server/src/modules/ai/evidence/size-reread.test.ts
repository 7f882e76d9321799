import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeItem } from '../analyze-item';
import { borderTone } from './deskew';
import { closeEngines, createEngines } from '../../../adapters/engines';
import { createSharpImageEngine } from '../../../adapters/image/sharp-image-engine';
import { renderLabel, type LabelStyle } from '../fixtures/synthetic-photos';
import type { OcrBox, OcrLine, OcrResult, RegionMode } from './ocr';
import { decodePhoto, isDecoded } from './photo-input';
import { rereadSizeCharacter, rereadSizeLines } from './size-reread';

const box = (x0: number, y0: number, x1: number, y1: number): OcrBox => ({ x0, y0, x1, y1 });

/** A page-read line whose last word is the size character, at x 300-330. */
function sizeLine(text: string, confidence = 60): OcrLine {
  const words = text.split(' ');
  return {
    text,
    confidence,
    bbox: box(100, 40, 330, 90),
    words: words.map((w, i) => ({
      text: w,
      confidence,
      bbox: i === words.length - 1 ? box(300, 42, 330, 88) : box(100, 40, 260, 90),
    })),
  };
}

/** Character reads answered in order: margin 0.2 first, then 0.1 and 0.3. */
function charReads(...answers: [string, number][]) {
  const calls: number[] = [];
  const read = async (_box: OcrBox, pad: number) => {
    calls.push(pad);
    const answer = answers[calls.length - 1];
    return answer && { text: answer[0], confidence: answer[1] };
  };
  return { read, calls };
}

describe('rereadSizeCharacter', () => {
  const lineBox = box(100, 40, 330, 90);

  it('corrects "SIZE 5" to S when two of three reads of the character agree on S', async () => {
    const { read } = charReads(['S', 91], ['S', 89], ['5', 70]);
    const verdict = await rereadSizeCharacter(sizeLine('SIZE 5'), lineBox, read);
    expect(verdict).toMatchObject({ verdict: 'corrected', line: { text: 'SIZE S', reread: 'char' } });
    expect(verdict?.verdict === 'corrected' && verdict.line.confidence).toBeCloseTo(90);
  });

  it('corrects "SIZE/TAILLE |" to L', async () => {
    const { read } = charReads(['L', 92], ['L', 88], ['1', 50]);
    expect(await rereadSizeCharacter(sizeLine('SIZE/TAILLE |'), lineBox, read)).toMatchObject({
      line: { text: 'SIZE/TAILLE L' },
    });
  });

  it('keeps a real 5 that the first read confirms, after one read', async () => {
    const { read, calls } = charReads(['5', 96]);
    expect(await rereadSizeCharacter(sizeLine('SIZE 5', 96), lineBox, read)).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      'the reads disagree',
      [
        ['S', 91],
        ['5', 90],
        ['5', 92],
      ],
    ],
    [
      'the reads are unsure',
      [
        ['S', 50],
        ['S', 55],
        ['S', 40],
      ],
    ],
    [
      'only one read says S',
      [
        ['S', 91],
        ['D', 76],
        ['5', 43],
      ],
    ],
    [
      'the agreed character makes no size',
      [
        ['D', 76],
        ['5', 43],
        ['D', 80],
      ],
    ],
  ] as [string, [string, number][]][])('keeps the page read when %s', async (_why, answers) => {
    const { read } = charReads(...answers);
    expect(await rereadSizeCharacter(sizeLine('SIZE 5'), lineBox, read)).toBeUndefined();
  });

  it('calls a murky page read of a digit doubtful when the reads do not confirm it', async () => {
    // Noise makes an L read as 1 at 24%: without a confirmed character there is no size.
    const { read } = charReads(['1', 40], ['I', 45], ['L', 50]);
    expect(await rereadSizeCharacter(sizeLine('SIZE 1', 24), lineBox, read)).toEqual({ verdict: 'doubtful' });
  });

  it('does not read a clear letter again', async () => {
    const { read, calls } = charReads(['5', 96]);
    expect(await rereadSizeCharacter(sizeLine('SIZE S'), lineBox, read)).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});

describe('rereadSizeLines', () => {
  const image = createSharpImageEngine();
  const result = (text: string, confidence: number): OcrResult => ({
    text,
    confidence,
    lines: [{ text, confidence, words: [{ text, confidence, bbox: box(0, 0, 10, 10) }] }],
  });

  async function page(): Promise<Buffer> {
    return sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
  }

  it('adds a second reading of a murky size line and leaves clear lines alone', async () => {
    const modes: RegionMode[] = [];
    const lines: OcrLine[] = [
      { text: 'LEVIS', confidence: 96, words: [], bbox: box(100, 0, 300, 40) },
      { ...sizeLine('W228 L30', 60) },
      { text: 'MADE IN ITALY', confidence: 96, words: [], bbox: box(100, 100, 400, 140) },
    ];
    const out = await rereadSizeLines(image, await page(), lines, async (_image, mode) => {
      modes.push(mode);
      return result('W28 L30', 88);
    });
    expect(modes).toEqual(['line']);
    expect(out.slice(0, 3)).toEqual(lines);
    expect(out[3]).toMatchObject({ text: 'W28 L30', confidence: 88, reread: 'line' });
  });

  it('keeps the same text read far more surely ("SIZE M" at 0% on the page)', async () => {
    const out = await rereadSizeLines(image, await page(), [sizeLine('SIZE M', 0)], async () => result('SIZE M', 91));
    expect(out).toHaveLength(2);
    expect(out[1]).toMatchObject({ text: 'SIZE M', confidence: 91, reread: 'line' });
  });

  it('replaces the page reading when the size character is read again and corrected', async () => {
    const out = await rereadSizeLines(image, await page(), [sizeLine('SIZE 5', 92)], async (_image, mode) =>
      mode === 'char' ? result('S', 90) : result('SIZE 5', 92),
    );
    expect(out.map((l) => l.text)).toEqual(['SIZE S']);
  });

  it('reads at most three lines of a photo again', async () => {
    const lines = ['SIZE 5', 'SIZE 1', 'SLLE 12', 'W228 L30', 'OlLE 12'].map((t) => sizeLine(t, 40));
    let reads = 0;
    await rereadSizeLines(image, await page(), lines, async () => {
      reads++;
      return result('', 0);
    });
    // Each reread line costs one line read (and a softened one when it finds no size)
    // and, for a lone 5 or 1, up to three character reads.
    expect(reads).toBeLessThanOrEqual(3 * 2 + 2 * 3);
  });
});

describe('borderTone', () => {
  it('is the median grey of the outermost pixels', () => {
    const grey = new Uint8Array(5 * 4).fill(207);
    grey[0] = 0;
    grey[12] = 255; // inside: ignored
    expect(borderTone(grey, 5, 4)).toBe(207);
  });
});

describe('size reading on rendered labels (real OCR)', () => {
  const engine = createEngines();
  afterAll(() => closeEngines(engine));
  const label = async (lines: string[], style: LabelStyle) => ({
    bytes: await renderLabel(lines, style),
    mimeType: 'image/jpeg',
  });

  it('reads the S that the page read takes for a 5', async () => {
    // tag-107 of `generate-label-photos --seed 1`
    const photo = await label(['SIZE S', 'RN 59072'], {
      font: 'DejaVu Sans Condensed',
      fontSize: 59,
      width: 1133,
      background: '#1d2b4f',
      ink: '#f5f5f5',
      rotate: 7,
      blur: 1.44,
      seed: 107,
      jpegQuality: 83,
    });
    const decoded = await decodePhoto(engine.image, photo, 0);
    if (!isDecoded(decoded)) throw new Error(decoded.error);
    const pageRead = await engine.ocr.recognize(await decoded.pageImage());
    expect(pageRead.lines.map((l) => l.text)).toContain('SIZE 5');

    const result = await analyzeItem([photo], { engine });
    expect(result.analysis.size).toBe('S');
    expect(result.fields.size?.evidence[0]).toMatchObject({ text: 'SIZE S', note: 'size character read again' });
  }, 30_000);

  it('reads a light label on a light scene once levelled (corners filled with the scene, not white)', async () => {
    // tag-040 of `generate-label-photos --seed 12`: with white corners it read nothing at all.
    const photo = await label(['CONVERSE', 'SIZE L', 'MADE IN ITALY', 'MACHINE WASH COLD', 'RN 49520'], {
      font: 'DejaVu Sans Condensed',
      fontSize: 51,
      width: 818,
      background: '#d8d8d8',
      ink: '#1a1a1a',
      rotate: 8,
      blur: 0.57,
      seed: 40,
      jpegQuality: 86,
      scene: { width: 1600, height: 1200, colour: '#cfcfcf' },
    });
    const result = await analyzeItem([photo], { engine });
    expect(result.analysis).toMatchObject({ brand: 'Converse', size: 'L' });
  }, 30_000);
});
