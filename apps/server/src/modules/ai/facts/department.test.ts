import { describe, expect, it } from 'vitest';
import type { Evidence } from '@listlens/shared';
import { resolveDepartment, type DepartmentInput } from './department';

const ocr = (text: string): Evidence => ({ source: 'ocr', text });
const lines = (...texts: string[]): DepartmentInput['lines'] =>
  texts.map((text) => ({ text, confidence: 90, evidence: ocr(text) }));
const size = (value: string, kind = 'numeric') => ({ value, kind, evidence: ocr(value) });

describe('resolveDepartment', () => {
  it('takes a department word on a label first', () => {
    expect(resolveDepartment({ lines: lines("MEN'S", '100% COTTON') }).department?.value).toBe('Men');
    expect(resolveDepartment({ lines: lines('GIRLS'), size: size('10') }).department?.value).toBe('Girls');
    expect(resolveDepartment({ lines: lines('BOYS'), size: size('M', 'letter') }).department?.value).toBe('Boys');
  });

  it('reads an even number alone as a misses size, but not a kids size', () => {
    const misses = resolveDepartment({ lines: lines('100% COTTON'), size: size('12') });
    expect(misses.department?.value).toBe('Women');
    expect(misses.department?.confidence).toBeLessThan(0.7);
    expect(resolveDepartment({ lines: lines('KIDS'), size: size('12') }).department).toBeUndefined();
    expect(resolveDepartment({ lines: [], size: size('3T', 'kids') }).department).toBeUndefined();
    expect(resolveDepartment({ lines: [], size: size('W32 L30', 'waist_length') }).department).toBeUndefined();
  });

  it('takes a brand that dresses one department only', () => {
    const brand = { name: 'Torrid', department: 'Women' as const, evidence: ocr('TORRID') };
    expect(resolveDepartment({ lines: [], brand }).department?.value).toBe('Women');
    expect(resolveDepartment({ lines: lines('GIRLS'), brand }).department?.value).toBe('Girls');
  });

  it('calls a dress or skirt womenswear unless a label says Girls', () => {
    expect(resolveDepartment({ lines: [], itemType: { value: 'Dress', score: 0.9 } }).department?.value).toBe('Women');
    expect(
      resolveDepartment({ lines: lines('GIRLS'), size: size('10'), itemType: { value: 'Skirt', score: 0.9 } })
        .department?.value,
    ).toBe('Girls');
  });

  it('leaves the department empty without evidence', () => {
    expect(resolveDepartment({ lines: lines('100% COTTON'), size: size('M', 'letter') }).department).toBeUndefined();
    expect(resolveDepartment({ lines: [], itemType: { value: 'T-Shirt', score: 0.9 } }).department).toBeUndefined();
  });

  it('names petite and plus size types, womenswear both', () => {
    const petite = resolveDepartment({ lines: lines('PETITE'), size: size('S', 'letter') });
    expect(petite.sizeType?.value).toBe('Petite');
    expect(petite.department?.value).toBe('Women');
    expect(resolveDepartment({ lines: lines('WOMENS PLUS') }).sizeType?.value).toBe('Plus');
  });
});
