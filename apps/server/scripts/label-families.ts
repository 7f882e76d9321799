/**
 * What generated labels say and how they are laid out, by family, for
 * generate-label-photos.ts. Real labels rarely print the word "Size": the size
 * stands alone on its line between the brand and the fibres, or is the
 * largest text on a hang tag. Each family has its own fonts, so a family left
 * out of tuning is also a set of fonts the reader never saw.
 */
import type { Department } from '@listlens/shared';
import type { BrandEntry } from '../src/modules/ai/facts/brand-list';
import { packagedFonts, SYSTEM_FONTS, type LabelFont, type LayoutLine } from '../src/modules/ai/fixtures/label-layouts';

export type Expected = {
  brand?: string;
  size?: string;
  material?: string;
  country?: string;
  department?: Department;
};

export type Family = 'keyword' | 'alone' | 'bigsize' | 'care' | 'hangtag' | 'plain';
export const FAMILIES: readonly Family[] = ['keyword', 'alone', 'bigsize', 'care', 'hangtag', 'plain'];
/** The families `--layouts all` mixes: those before `plain`, so the sets made with it stay the same. */
export const MIXED_FAMILIES: readonly Family[] = ['keyword', 'alone', 'bigsize', 'care', 'hangtag'];

export type Draw = {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  brands: readonly BrandEntry[];
};

type Size = { printed: string; expected: string; department?: Department };

/** Sizes as printed alone on a line: no "Size" before them. */
const ALONE_SIZES: Size[] = [
  ...['XS', 'S', 'M', 'L', 'XL'].map((s) => ({ printed: s, expected: s })),
  { printed: 'XXL', expected: '2XL' },
  { printed: '3XL', expected: '3XL' },
  { printed: 'S/P', expected: 'S' },
  { printed: 'M/M', expected: 'M' },
  { printed: 'L/G', expected: 'L' },
  { printed: 'XL/TG', expected: 'XL' },
  // Even numbers from 0 to 16 alone are misses' sizes: womenswear (decision 017).
  ...['0', '2', '4', '6', '8', '10', '12', '14', '16'].map((n) => ({
    printed: n,
    expected: n,
    department: 'Women' as const,
  })),
  { printed: 'W32 L30', expected: 'W32 L30' },
  { printed: 'W34 L32', expected: 'W34 L32' },
  { printed: '30W 32L', expected: 'W30 L32' },
  { printed: 'EU 40', expected: 'EU 40' },
  { printed: 'UK 12', expected: 'UK 12' },
];

const KEYWORD_SIZES: Size[] = [
  ...['XS', 'S', 'M', 'L', 'XL'].map((s) => ({ printed: `SIZE ${s}`, expected: s })),
  { printed: 'SIZE/TAILLE M', expected: 'M' },
  { printed: 'Size: Large', expected: 'L' },
  ...['4', '8', '12'].map((n) => ({ printed: `SIZE ${n}`, expected: n, department: 'Women' as const })),
  { printed: 'W32 L32', expected: 'W32 L32' },
];

/** Department lines and the sizes that go with them. */
const DEPARTMENT_LINES: { line: string; department: Department; sizes: Size[] }[] = [
  { line: "WOMEN'S", department: 'Women', sizes: [{ printed: 'M', expected: 'M' }] },
  { line: "MEN'S", department: 'Men', sizes: [{ printed: 'L', expected: 'L' }] },
  { line: 'GIRLS', department: 'Girls', sizes: ['7', '10', '12'].map((n) => ({ printed: n, expected: n })) },
  { line: 'BOYS', department: 'Boys', sizes: ['8', '14'].map((n) => ({ printed: n, expected: n })) },
  { line: 'PETITE', department: 'Women', sizes: [{ printed: 'S', expected: 'S' }] },
];

const COMPOSITIONS: { printed: string[]; expected: string; translated?: string[] }[] = [
  { printed: ['100% COTTON'], expected: '100% Cotton', translated: ['100% COTON', '100% ALGODON'] },
  { printed: ['60% COTTON', '40% POLYESTER'], expected: '60% Cotton, 40% Polyester' },
  { printed: ['100% POLYESTER'], expected: '100% Polyester', translated: ['100% POLYESTER', '100% POLIESTER'] },
  { printed: ['98% COTTON 2% ELASTANE'], expected: '98% Cotton, 2% Elastane' },
  { printed: ['80% WOOL 20% NYLON'], expected: '80% Wool, 20% Nylon' },
  { printed: ['55% LINEN 45% COTTON'], expected: '55% Linen, 45% Cotton' },
  { printed: ['95% VISCOSE 5% SPANDEX'], expected: '95% Viscose, 5% Spandex' },
  { printed: ['100% ACRYLIC'], expected: '100% Acrylic' },
];
const COUNTRIES = ['CHINA', 'VIETNAM', 'BANGLADESH', 'INDIA', 'MEXICO', 'TURKEY', 'CAMBODIA', 'INDONESIA'];
const CARE = ['MACHINE WASH COLD', 'TUMBLE DRY LOW', 'DO NOT BLEACH', 'WASH INSIDE OUT', 'IRON LOW'];

/** Fonts per family: hangtag's are kept for measuring, never used in tuning. */
function fontsFor(family: Family): { brand: LabelFont[]; text: LabelFont[] } {
  const p = packagedFonts();
  const s = SYSTEM_FONTS;
  if (family === 'hangtag') {
    return {
      brand: [p.bebas!, p.courierBold!, s.liberationSerif!],
      text: [s.liberationMono!, p.courier!, s.liberationSerif!],
    };
  }
  return {
    brand: [
      p.oswald!,
      p.oswaldBold!,
      p.playfair!,
      p.playfairItalic!,
      p.playfairBlack!,
      s.dejavuSans!,
      s.liberationSans!,
      s.dejavuSerif!,
    ],
    text: [s.dejavuSans!, s.dejavuCondensed!, s.liberationSans!, s.liberationNarrow!, s.dejavuSerif!],
  };
}

/** A brand as a wordmark: capitals, title case or lower case, sometimes spaced out. */
function wordmark(name: string, draw: Draw): string {
  const r = draw.random();
  if (r < 0.45) return name.toUpperCase();
  if (r < 0.85) return name;
  return name.toLowerCase();
}

/** Lines of body text in one font, `scale` times the label's base size. */
function textLines(textFont: LabelFont, base: number) {
  return (value: string, scale = 1, font = textFont): LayoutLine => ({
    text: value,
    font,
    size: Math.round(base * scale),
  });
}

/** The brand's wordmark, on seven labels in eight, with what the brand implies written to `expected`. */
function brandLine(
  draw: Draw,
  expected: Expected,
  fonts: LabelFont[],
  base: number,
  scale: () => number,
  tracking: { chance: number; share: number },
): LayoutLine | undefined {
  if (draw.random() <= 0.12) return undefined;
  const brand = draw.pick(draw.brands);
  expected.brand = brand.name;
  if (brand.department) expected.department = brand.department;
  const size = Math.round(base * scale());
  return {
    text: wordmark(brand.name, draw),
    font: draw.pick(fonts),
    size,
    tracking: draw.random() > tracking.chance ? size * tracking.share : 0,
  };
}

/** The lines of one label of a family, and what a reader should get from it. */
export function composeLabel(family: Family, draw: Draw): { lines: LayoutLine[]; expected: Expected } {
  if (family === 'plain') return composePlain(draw);
  const { random, pick } = draw;
  const fonts = fontsFor(family);
  const textFont = pick(fonts.text);
  const base = 40 + Math.floor(random() * 26);
  const text = textLines(textFont, base);
  const expected: Expected = {};
  const lines: LayoutLine[] = [];
  const brand = brandLine(draw, expected, fonts.brand, base, () => (family === 'bigsize' ? 1 : 1.3 + random() * 0.6), {
    chance: 0.7,
    share: 0.15,
  });
  if (brand) lines.push(brand);

  let size: Size;
  const withDepartment = family !== 'keyword' && random() > 0.75 ? pick(DEPARTMENT_LINES) : undefined;
  if (withDepartment) {
    lines.push(text(withDepartment.line));
    size = pick(withDepartment.sizes);
    expected.department = withDepartment.department;
  } else {
    size = family === 'keyword' ? pick(KEYWORD_SIZES) : pick(ALONE_SIZES);
    if (size.department && !expected.department) expected.department = size.department;
  }
  expected.size = size.expected;
  const sizeScale = family === 'bigsize' || family === 'hangtag' ? 2 + random() * 0.8 : 1 + random() * 0.4;
  lines.push(text(size.printed, sizeScale));

  if (family === 'hangtag' && random() > 0.4) lines.push(text(`STYLE ${10000 + Math.floor(random() * 89999)}`, 0.7));
  if (family === 'hangtag' || random() > 0.25) {
    const composition = pick(COMPOSITIONS);
    expected.material = composition.expected;
    lines.push(...composition.printed.map((l) => text(l, 0.85)));
    if (family === 'care' && composition.translated) lines.push(...composition.translated.map((l) => text(l, 0.85)));
  }
  if (random() > 0.3) {
    const country = pick(COUNTRIES);
    expected.country = country.charAt(0) + country.slice(1).toLowerCase();
    lines.push(text(`MADE IN ${country}`, 0.75));
  }
  if (family === 'care' || random() > 0.6) lines.push(text(pick(CARE), 0.7));
  if (family !== 'hangtag' && random() > 0.6) lines.push(text(`RN ${10000 + Math.floor(random() * 89999)}`, 0.7));
  return { lines, expected };
}

/** Sizes of the `plain` family: those printed alone, and a few more words and numbers. */
const PLAIN_SIZES: Size[] = [
  ...ALONE_SIZES,
  { printed: 'LARGE', expected: 'L' },
  { printed: 'Small', expected: 'S' },
  { printed: 'X-LARGE', expected: 'XL' },
  { printed: 'XS/TP', expected: 'XS' },
  ...['18', '20'].map((n) => ({ printed: n, expected: n, department: 'Women' as const })),
];

/**
 * The `plain` family (decision 034): fonts no other family uses (Anton,
 * Montserrat, Roboto Slab, PT Sans Narrow), the size alone and often in the
 * body's own type, right under the brand, under a registration number, or at
 * the foot of the label under the fibres. Made to tune on labels unlike the
 * other families, whose seeds stay for measuring.
 */
function composePlain(draw: Draw): { lines: LayoutLine[]; expected: Expected } {
  const { random, pick } = draw;
  const p = packagedFonts();
  const textFont = pick([p.montserrat!, p.robotoSlab!, p.ptSansNarrow!, p.ptSansNarrowBold!]);
  const base = 34 + Math.floor(random() * 26);
  const text = textLines(textFont, base);
  const expected: Expected = {};
  const head: LayoutLine[] = [];
  const brandFonts = [p.anton!, p.montserratBlack!, p.robotoSlabBold!, p.ptSansNarrowBold!, p.montserrat!];
  const brand = brandLine(draw, expected, brandFonts, base, () => 1.2 + random() * 0.8, { chance: 0.75, share: 0.12 });
  if (brand) head.push(brand);
  let size = pick(PLAIN_SIZES);
  if (random() > 0.8) {
    const withDepartment = pick(DEPARTMENT_LINES);
    head.push(text(withDepartment.line));
    size = pick(withDepartment.sizes);
    expected.department = withDepartment.department;
  } else if (size.department && !expected.department) expected.department = size.department;
  expected.size = size.expected;
  const sizeLine = text(
    size.printed,
    0.9 + random() * 0.7,
    random() > 0.5 ? textFont : pick([p.montserratBlack!, p.robotoSlabBold!]),
  );

  const body: LayoutLine[] = [];
  if (random() > 0.2) {
    const composition = pick(COMPOSITIONS);
    expected.material = composition.expected;
    body.push(...composition.printed.map((l) => text(l, 0.85)));
  }
  if (random() > 0.3) {
    const country = pick(COUNTRIES);
    expected.country = country.charAt(0) + country.slice(1).toLowerCase();
    body.push(text(`MADE IN ${country}`, 0.75));
  }
  if (random() > 0.6) body.push(text(pick(CARE), 0.7));

  const place = random();
  const rn = text(`RN ${10000 + Math.floor(random() * 89999)}`, 0.7);
  // Right under the brand; under a registration number; or at the foot of the label.
  const lines =
    place < 0.65
      ? [...head, sizeLine, ...body]
      : place < 0.85
        ? [...head, rn, sizeLine, ...body]
        : [...head, ...body, sizeLine];
  return { lines, expected };
}
