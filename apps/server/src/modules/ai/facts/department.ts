import type { AiField, Department, Evidence } from '@listlens/shared';
import { foldText } from './fuzzy';
import { parseDepartment } from './label-facts';

/**
 * Department (Women, Men, Unisex Adult, Boys, Girls, as the shared
 * `Department`) and size type (Petite, Plus) from what the photos show, in
 * order of strength: a department word on a label ("WOMEN'S", "BOYS"), a
 * kids' size with "Boys" or "Girls", a brand that dresses one department
 * only, a misses' size (an even number from 0 to 24 alone, "12P", "14W"),
 * and last the garment: a dress or skirt is womenswear unless a label says
 * Girls. Without evidence the department stays empty: a guess would pick
 * the wrong eBay category.
 */

export type DepartmentInput = {
  /** Label lines read clearly enough, with the evidence each would cite. */
  lines: { text: string; confidence: number; evidence: Evidence }[];
  size?: { value: string; kind: string; evidence: Evidence };
  brand?: { name: string; department?: Department; evidence: Evidence };
  itemType?: { value: string; score: number };
};

export type DepartmentFacts = { department?: AiField; sizeType?: AiField };

const KIDS_WORDS = /\b(?:kids|youth|toddler|boys|girls|child|childrens|junior boys)\b/;
const PETITE = /\b(?:petite|petites)\b/;
const PLUS = /\b(?:plus|womens plus|plus size)\b/;

type Found = { value: Department; confidence: number; evidence: Evidence[] };

function fromWords(input: DepartmentInput): Found | undefined {
  for (const line of input.lines) {
    const found = parseDepartment(line.text);
    if (found)
      return { value: found.department, confidence: Math.min(0.9, line.confidence / 100), evidence: [line.evidence] };
  }
  return undefined;
}

/** Misses' sizes: an even number 0..24 read alone or after "Size", petite "12P" and women's plus "14W". */
function fromSize(size: DepartmentInput['size']): Found | undefined {
  if (!size) return undefined;
  const misses = size.kind === 'numeric' && /^(?:0|2|4|6|8|10|12|14|16|18|20|22|24)$/.test(size.value);
  const suffixed = /^(?:[0-9]{1,2})[PW]$/.test(size.value);
  if (!misses && !suffixed) return undefined;
  const note = misses ? 'an even number size alone is a misses\u2019 size' : 'petite and women\u2019s plus sizes';
  return { value: 'Women', confidence: 0.6, evidence: [{ ...size.evidence, note }] };
}

export function resolveDepartment(input: DepartmentInput): DepartmentFacts {
  const text = input.lines.map((l) => ` ${foldText(l.text)} `).join(' ');
  const kids = KIDS_WORDS.test(text) || input.size?.kind === 'kids';
  const words = fromWords(input);
  let found: Found | undefined = words;
  // A kids' size without "Boys" or "Girls" says child, not which department.
  if (!found && !kids && input.brand?.department) {
    found = {
      value: input.brand.department,
      confidence: 0.7,
      evidence: [
        { ...input.brand.evidence, note: `${input.brand.name} dresses ${input.brand.department.toLowerCase()} only` },
      ],
    };
  }
  const petiteLine = input.lines.find((l) => PETITE.test(` ${foldText(l.text)} `));
  const plusLine = input.lines.find((l) => PLUS.test(` ${foldText(l.text)} `));
  const sizeTypeLine = petiteLine ?? plusLine;
  if (!found && !kids && sizeTypeLine) {
    found = {
      value: 'Women',
      confidence: 0.75,
      evidence: [{ ...sizeTypeLine.evidence, note: 'petite and plus are womenswear' }],
    };
  }
  if (!found && !kids) found = fromSize(input.size);
  const type = input.itemType;
  if (!found && !kids && type && (type.value === 'Dress' || type.value === 'Skirt')) {
    found = {
      value: 'Women',
      confidence: Number((0.7 * type.score).toFixed(3)),
      evidence: [
        { source: 'classifier', text: type.value, score: type.score, note: 'dresses and skirts are womenswear' },
      ],
    };
  }
  const facts: DepartmentFacts = {};
  if (found)
    facts.department = {
      value: found.value,
      confidence: Number(found.confidence.toFixed(3)),
      evidence: found.evidence,
    };

  const suffix = /^[0-9]{1,2}([PW])$/.exec(input.size?.value ?? '')?.[1];
  if (petiteLine || suffix === 'P') {
    facts.sizeType = { value: 'Petite', confidence: 0.8, evidence: [petiteLine?.evidence ?? input.size!.evidence] };
  } else if (plusLine || suffix === 'W') {
    facts.sizeType = { value: 'Plus', confidence: 0.75, evidence: [plusLine?.evidence ?? input.size!.evidence] };
  }
  return facts;
}
