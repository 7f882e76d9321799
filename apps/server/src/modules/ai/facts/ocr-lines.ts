import type { OcrLine } from '../evidence/ocr';

/** A word at either end of a line read less surely than this may be a box's rule or a shadow. */
const WEAK_WORD = 50;

/**
 * A line's text without short words at its ends that were read poorly
 * ("M/M A", "4 32x32"): the rule of a box round the size, a fold or a
 * shadow, which OCR reads as a letter or a digit beside it. The words in
 * between are kept as read, so "S AND M" stays running text.
 */
export function withoutWeakEnds(line: OcrLine): string {
  const words = [...line.words];
  const weak = (w: (typeof words)[number] | undefined) =>
    w !== undefined && w.confidence < WEAK_WORD && w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1;
  while (words.length > 1 && weak(words.at(-1))) words.pop();
  while (words.length > 1 && weak(words[0])) words.shift();
  return words.length === line.words.length || words.length === 0 ? line.text : words.map((w) => w.text).join(' ');
}
