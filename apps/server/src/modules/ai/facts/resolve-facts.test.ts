import { describe, expect, it } from 'vitest';
import type { EvidenceBundle, PhotoEvidence } from '../evidence/collect-evidence';
import type { OcrLine } from '../evidence/ocr';
import type { SizeLine } from '../evidence/size-reread';
import { labelRows } from './label-rows-support';
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

  it('takes no size from a garment photo whose printed graphic holds "12"', () => {
    expect(read(photo(rows(['BROOKLYN', 90], ['12', 120], ['ATHLETIC DEPT', 60]))).size).toBeUndefined();
    expect(read(photo(rows(['SQUAD', 90], ['M', 120]))).size).toBeUndefined();
  });
});
