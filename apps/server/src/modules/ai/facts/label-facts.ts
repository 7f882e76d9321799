import type { Department } from '@listlens/shared';
import { allowedEdits, editDistance, foldText } from './fuzzy';
import { COUNTRIES } from './label-vocabulary';

/** "MADE IN VIETNAM", "Product of Italy"; "MADE" and "IN" may be misread by a letter. */
export function parseCountry(line: string): { country: string; matched: string } | undefined {
  const words = foldText(line).split(' ').filter(Boolean);
  for (let i = 0; i < words.length - 1; i++) {
    const lead = words[i]!;
    const next = words[i + 1]!;
    const madeIn = editDistance(lead, 'made', 1) <= 1 && (next === 'in' || next === 'ln' || next === 'im');
    const productOf = lead === 'product' && next === 'of';
    if (!madeIn && !productOf) continue;
    const rest = words.slice(i + 2);
    for (let size = Math.min(4, rest.length); size >= 1; size--) {
      const phrase = rest.slice(0, size).join(' ');
      for (const [key, country] of Object.entries(COUNTRIES)) {
        const edits = allowedEdits(key.length);
        if (phrase === key || (edits > 0 && editDistance(phrase, key, edits) <= edits)) {
          return { country, matched: line.trim() };
        }
      }
    }
  }
  return undefined;
}

const STYLE_PREFIX =
  /\b(?:STYLE|STY|ART(?:ICLE)?|ITEM|MODEL|PRODUCT CODE|PROD|REF|CAT)\s*\.?\s*(?:NO\.?|NUMBER|NUM|#)?\s*[:#.]?\s*([A-Z0-9][A-Z0-9\-/.]{3,20})/;
/** Nike and Jordan product codes such as CW1234-100 or 555088-101. */
const SWOOSH_CODE = /\b([A-Z]{2}\d{4}-\d{3}|\d{6}-\d{3})\b/;

/** A style or model number; it must hold a digit, so words after "STYLE" are not taken. */
export function parseStyleNumber(line: string): { value: string; matched: string; strength: number } | undefined {
  const text = line.toUpperCase();
  const prefixed = STYLE_PREFIX.exec(text);
  if (prefixed && /\d/.test(prefixed[1]!)) {
    return { value: prefixed[1]!.replace(/[.\-/]+$/, ''), matched: prefixed[0].trim(), strength: 0.9 };
  }
  const code = SWOOSH_CODE.exec(text);
  if (code) return { value: code[1]!, matched: code[0], strength: 0.7 };
  return undefined;
}

/** The FTC registration number of US labels ("RN 15763"); it names a maker, not a brand. */
export function parseRnNumber(line: string): string | undefined {
  return /\bRN\s?#?\s?:?\s?(\d{5,6})\b/.exec(line.toUpperCase())?.[1];
}

const PRICE =
  /(?:[$£€]\s?(\d{1,4}(?:[.,]\d{2})?)\b|\b(?:USD|PRICE|MSRP|RETAIL|OUR PRICE|COMPARE AT)\s*[:$]?\s*\$?\s?(\d{1,4}[.,]\d{2})\b)/;

/** A retail price as printed on a hang tag ("$29.99", "MSRP 39.00"): the item was sold with tags. */
export function parseRetailPrice(line: string): { amount: number; matched: string } | undefined {
  const m = PRICE.exec(line.toUpperCase());
  if (!m) return undefined;
  const amount = Number((m[1] ?? m[2]!).replace(',', '.'));
  if (!Number.isFinite(amount) || amount < 1 || amount > 5000) return undefined;
  return { amount, matched: m[0].trim() };
}

const DEPARTMENT_WORDS: [RegExp, Department][] = [
  [/\b(?:womens|women|ladies|misses|juniors|femme|mujer|damen)\b/, 'Women'],
  [/\b(?:mens|men|homme|hombre|herren)\b/, 'Men'],
  [/\bboys\b/, 'Boys'],
  [/\bgirls\b/, 'Girls'],
  [/\bunisex\b/, 'Unisex Adult'],
];

/** Department words printed on a label or tag. */
export function parseDepartment(line: string): { department: Department; matched: string } | undefined {
  const folded = ` ${foldText(line)} `;
  for (const [pattern, department] of DEPARTMENT_WORDS) {
    const m = pattern.exec(folded);
    if (m) return { department, matched: m[0] };
  }
  return undefined;
}

const TYPE_WORDS: [RegExp, string][] = [
  [/\b(?:jeans|denim jean|5 pocket)\b/, 'Jeans'],
  [/\b(?:hoodie|hooded sweatshirt)\b/, 'Hoodie'],
  [/\bsweatshirt\b/, 'Sweatshirt'],
  [/\b(?:sweater|cardigan|pullover|jumper)\b/, 'Sweater'],
  [/\b(?:jacket|blazer|parka|windbreaker)\b/, 'Jacket'],
  [/\bcoat\b/, 'Coat'],
  [/\bdress\b/, 'Dress'],
  [/\bskirt\b/, 'Skirt'],
  [/\bshorts\b/, 'Shorts'],
  [/\b(?:t shirt|tee shirt|tshirt|tee)\b/, 'T-Shirt'],
  [/\b(?:polo)\b/, 'Polo'],
  [/\b(?:blouse)\b/, 'Blouse'],
  [/\b(?:sneakers?|trainers?)\b/, 'Sneakers'],
  [/\bboots?\b/, 'Boots'],
];

/** Garment words on a tag ("JEANS", "HOODIE") that refine the classifier's item type. */
export function parseTypeWord(line: string): { type: string; matched: string } | undefined {
  const folded = ` ${foldText(line)} `;
  for (const [pattern, type] of TYPE_WORDS) {
    const m = pattern.exec(folded);
    if (m) return { type, matched: m[0] };
  }
  return undefined;
}
