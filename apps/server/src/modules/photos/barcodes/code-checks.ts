import { isIsbnCode } from '@listlens/shared';

/** GTIN check digit (EAN-8, UPC-A, EAN-13, GTIN-14): weights 3 and 1 from the right. */
export function hasValidGtinCheckDigit(code: string): boolean {
  if (!/^\d{8}$|^\d{12,14}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** ISBN-10 check digit: weights 10..1, modulo 11, X meaning 10. */
export function hasValidIsbn10CheckDigit(code: string): boolean {
  if (!/^\d{9}[\dX]$/i.test(code)) return false;
  const sum = [...code.toUpperCase()].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0);
  return sum % 11 === 0;
}

/** The ISBN-13 of an ISBN in either form, or null when the code is not a valid ISBN (spec section 5 rule). */
export function toIsbn13(raw: string): string | null {
  const code = raw.replace(/[-\s]/g, '').toUpperCase();
  if (!isIsbnCode(code)) return null;
  if (code.length === 13) return hasValidGtinCheckDigit(code) ? code : null;
  if (!hasValidIsbn10CheckDigit(code)) return null;
  const stem = `978${code.slice(0, 9)}`;
  const sum = [...stem].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

/** Codes worth asking a product database about: digits only, as scanned. */
export function normaliseCode(raw: string): string {
  return raw.replace(/[-\s]/g, '').toUpperCase();
}
