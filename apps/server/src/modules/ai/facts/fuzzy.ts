/**
 * String matching that forgives the mistakes OCR makes on clothing labels:
 * look-alike characters (0/O, 1/l/I, 5/S, 8/B), dropped apostrophes and
 * spaces, and a letter or two read wrong.
 */

/** Folds case, accents and punctuation: "Levi's®" -> "levis", "H&M" -> "h&m". */
export function foldText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘′'`´"®™©.]/g, '')
    .replace(/[^a-z0-9&+]+/g, ' ')
    .trim();
}

const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '!': 'l',
  i: 'l',
  '5': 's',
  $: 's',
  '8': 'b',
  '6': 'g',
  '2': 'z',
  '7': 't',
  '@': 'a',
};

/**
 * A key in which look-alike characters collapse to one symbol, so "NIK3"-free
 * misreads such as "C0LUMBIA" and "Co1umbia" key the same as "Columbia".
 * Only for comparing words, never for showing them.
 */
export function lookalikeKey(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase()) out += LOOKALIKES[ch] ?? ch;
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/cl/g, 'd');
}

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = current;
  }
  return prev[cols - 1]!;
}

/**
 * How many edits a word of this length may have and still count as a read of
 * it. Short words get none: with 3 letters one edit turns almost anything into
 * a brand, and "never a brand without evidence" matters more than recall.
 */
export function allowedEdits(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  if (length <= 11) return 2;
  return 3;
}

/** Similarity in 0..1 between an OCR reading and a known word, after lookalike folding. */
export function similarity(reading: string, known: string): number {
  const a = lookalikeKey(reading);
  const b = lookalikeKey(known);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  return 1 - editDistance(a, b) / longest;
}
