import type { AiField, Evidence } from '@listlens/shared';
import { holdsMiddle, type OcrLine } from '../evidence/ocr';
import { BRANDS } from './brand-list';
import { canonicalBrand, findBrands, findStackedBrands, type BrandMatch } from './brands';
import { foldText } from './fuzzy';
import { resolveDepartment } from './department';
import { findLoneSizes, parseLoneSize } from './layout-size';
import {
  bareReading,
  besideOnRow,
  joinedOnRows,
  lettersBox,
  lettersOf,
  nearOnRow,
  overlapsAcross,
  samePlace,
  trimWeakEnds,
  withoutMarksAtEnds,
} from './ocr-lines';
import type { EvidenceBundle, PhotoEvidence } from '../evidence/collect-evidence';
import { CLASS_TO_ITEM_TYPE } from '../evidence/vision/item-type-classifier';
import { parseCountry, parseRetailPrice, parseStyleNumber, parseTypeWord } from './label-facts';
import { isWhole, parseMaterials, stitchedComposition } from './materials';
import { asShoeSize, parseSizes, type ParsedSize } from './size-parser';
import type { SizeLine } from '../evidence/size-reread';

/** What the photos establish, field by field, each with its confidence and evidence. */
export type LocalFacts = {
  fields: Partial<Record<string, AiField>>;
  /** Runner-up item types, for category suggestions. */
  alternatives: { itemType: string; score: number }[];
  /** Material names for the Material aspect, largest share first. */
  materialNames: string[];
  /** The garment's primary colour in eBay's names, alone (eBay's Color takes one value); the secondary is fields.color_secondary. */
  colourNames: string[];
};

const READABLE = 55;
/** A short brand name read only on the second look at a label's head counts from this OCR confidence. */
const HEAD_SHORT_NAME_CONFIDENCE = 75;
/** ...or from this one when both reads of the head (plain and softened) spell it alike. */
const HEAD_AGREED_CONFIDENCE = 50;
/** A one-character size alone on a label line ("S", "M") counts from this OCR confidence. */
const LONE_LETTER_CONFIDENCE = 60;
/** ...or from this one when the page read and a second look agree on it. */
const AGREED_LETTER_CONFIDENCE = 30;

type Candidate<T> = { value: T; score: number; evidence: Evidence; kind?: string };

/** Chooses the best-supported value; agreement across photos raises confidence a little. */
function pick<T extends string>(candidates: Candidate<T>[]): AiField | undefined {
  if (candidates.length === 0) return undefined;
  const byValue = new Map<string, Candidate<T>[]>();
  for (const c of candidates) byValue.set(c.value, [...(byValue.get(c.value) ?? []), c]);
  const ranked = [...byValue.entries()]
    .map(([value, list]) => {
      const best = Math.max(...list.map((c) => c.score));
      const photos = new Set(list.map((c) => c.evidence.photoIndex)).size;
      return { value, list, score: Math.min(0.98, best + 0.05 * (photos - 1)) };
    })
    .sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  // Two different readings of similar strength: keep the better, trust it less.
  const penalty = second && second.score > top!.score - 0.1 ? 0.2 : 0;
  return {
    value: top!.value,
    confidence: Number(Math.max(0.05, top!.score - penalty).toFixed(3)),
    evidence: top!.list.map((c) => c.evidence).slice(0, 4),
  };
}

function lines(photo: PhotoEvidence, minimum = READABLE) {
  return photo.ocr.lines.filter((l) => l.confidence >= minimum);
}

export function resolveFacts(bundle: EvidenceBundle): LocalFacts {
  const fields: LocalFacts['fields'] = {};
  const ocrEvidence = (photo: PhotoEvidence, text: string, score?: number): Evidence => ({
    source: 'ocr',
    photoIndex: photo.index,
    ...(photo.id ? { photoId: photo.id } : {}),
    text,
    ...(score === undefined ? {} : { score: Number(score.toFixed(3)) }),
  });

  // Item type: the classifier, refined by garment words on a tag ("JEANS").
  const prediction = bundle.itemType;
  let itemType = prediction?.itemType;
  if (prediction) {
    fields.item_type = {
      value: prediction.itemType,
      confidence: Number(prediction.score.toFixed(3)),
      evidence: bundle.garmentPhotos.map((index) => ({
        source: 'classifier' as const,
        photoIndex: index,
        text: prediction.label,
        score: Number(prediction.score.toFixed(3)),
      })),
    };
    const word = bundle.photos
      .flatMap((p) => lines(p, 65).map((l) => ({ p, l, w: parseTypeWord(l.text) })))
      .find((x) => x.w);
    if (word?.w && refines(prediction.itemType, word.w.type, prediction.score)) {
      itemType = word.w.type;
      fields.item_type = {
        value: itemType,
        confidence: Number(Math.max(prediction.score, word.l.confidence / 100).toFixed(3)),
        evidence: [...fields.item_type.evidence, ocrEvidence(word.p, word.l.text)],
      };
    }
  }

  const brandMatches = new Map(bundle.photos.map((p) => [p, brandsOf(p)]));

  const brandCandidates: Candidate<string>[] = bundle.photos.flatMap((p) =>
    brandMatches.get(p)!.map((m) => ({ value: m.brand, score: m.score, evidence: ocrEvidence(p, m.line, m.score) })),
  );
  for (const { barcode, product } of bundle.products) {
    if (!product.brand) continue;
    brandCandidates.push({
      value: canonicalBrand(product.brand) ?? product.brand,
      score: 0.9,
      evidence: {
        source: 'product_lookup',
        barcode: barcode.code,
        text: product.title ?? product.brand,
        provider: product.source,
      },
    });
  }
  const brand = pick(brandCandidates);
  if (brand) fields.brand = brand;

  const isShoes = itemType === 'Shoes' || itemType === 'Sneakers' || itemType === 'Boots';
  // "SIZE M" and "W32 L30" are structure fabric texture never produces, so
  // they count from a murkier read than a bare letter does.
  const cutWaists = new Map(
    bundle.photos.map((p) => [p, cutWaistPieces([...(p.sizeLines ?? p.ocr.lines), ...(p.headLines ?? [])])]),
  );
  const sizeCandidates: Candidate<string>[] = bundle.photos.flatMap((p) => {
    const sizeLines: SizeLine[] = p.sizeLines ?? p.ocr.lines;
    const pieceOfCutWaist = cutWaists.get(p)!;
    return sizeLines
      .filter((l) => l.confidence >= 15)
      .flatMap((l) =>
        parseSizes(l.text).flatMap((s) => {
          const size = isShoes ? (asShoeSize(s) ?? (s.kind === 'regional' ? s : undefined)) : s;
          if (!size || (size.strength < 0.9 && l.confidence < READABLE) || pieceOfCutWaist(l, size)) return [];
          // A lone "S" or "L" is what OCR makes of fabric texture and prints
          // ("SQUAD" over a big "M" on a t-shirt): a letter alone on its line
          // counts only where a label prints its size (layout-size.ts, below).
          const lone = size.strength < 0.9 && size.matched.length <= 3 && !/\d/.test(size.matched);
          if (lone) return [];
          const score = size.strength * Math.max(0.6, Math.min(1, l.confidence / 90));
          const evidence = ocrEvidence(p, l.text, score);
          if (l.reread) evidence.note = l.reread === 'char' ? 'size character read again' : 'size line read again';
          return [{ value: size.value, score, evidence, kind: size.kind }];
        }),
      );
  });
  for (const p of bundle.photos)
    sizeCandidates.push(...layoutSizeCandidates(p, brandMatches.get(p)![0], isShoes, cutWaists.get(p)!, ocrEvidence));
  const size = pick(sizeCandidates);
  if (size) fields.size = size;

  let materialNames: string[] = [];
  for (const p of bundle.photos) {
    const parsed = materialsOf(p);
    if (parsed && !fields.material) {
      const confidence = Math.min(0.95, p.ocr.confidence / 100);
      fields.material = { value: parsed.text, confidence, evidence: [ocrEvidence(p, parsed.matched)] };
      materialNames = parsed.parts.map((part) => part.name);
    }
  }

  const first = <T>(parse: (text: string) => T | undefined) => {
    for (const p of bundle.photos) {
      for (const l of lines(p)) {
        const found = parse(l.text);
        if (found) return { photo: p, line: l, found };
      }
    }
    return undefined;
  };

  const country = first(parseCountry);
  if (country) {
    fields.country_of_origin = {
      value: country.found.country,
      confidence: Number(Math.min(0.95, country.line.confidence / 100).toFixed(3)),
      evidence: [ocrEvidence(country.photo, country.line.text)],
    };
  }
  const style = first(parseStyleNumber);
  if (style) {
    fields.model_number = {
      value: style.found.value,
      confidence: Number((style.found.strength * Math.min(1, style.line.confidence / 90)).toFixed(3)),
      evidence: [ocrEvidence(style.photo, style.line.text)],
    };
  }

  // Spec: condition is 'New with tags' only when a retail price tag is read.
  const price = bundle.photos
    .flatMap((p) => lines(p, 60).map((l) => ({ p, l, price: parseRetailPrice(l.text) })))
    .find((x) => x.price);
  fields.condition = price?.price
    ? {
        value: 'New with tags',
        confidence: Number(Math.min(0.9, price.l.confidence / 100).toFixed(3)),
        evidence: [ocrEvidence(price.p, price.l.text)],
      }
    : { value: 'Good', confidence: 0.5, evidence: [{ source: 'rule', note: 'no retail price tag read' }] };

  const brandEntry = brand ? BRANDS.find((b) => b.name === brand.value) : undefined;
  const sizeKind = size ? sizeCandidates.find((c) => c.value === size.value)?.kind : undefined;
  const { department, sizeType } = resolveDepartment({
    lines: bundle.photos.flatMap((p) =>
      lines(p, 60).map((l) => ({ text: l.text, confidence: l.confidence, evidence: ocrEvidence(p, l.text) })),
    ),
    ...(size && sizeKind ? { size: { value: String(size.value), kind: sizeKind, evidence: size.evidence[0]! } } : {}),
    ...(brand && brandEntry
      ? {
          brand: {
            name: brandEntry.name,
            ...(brandEntry.department ? { department: brandEntry.department } : {}),
            evidence: brand.evidence[0]!,
          },
        }
      : {}),
    ...(itemType ? { itemType: { value: itemType, score: prediction?.score ?? 0 } } : {}),
  });
  if (department) fields.gender = department;
  if (sizeType) fields.size_type = sizeType;

  const colourNames = resolveColours(bundle, fields);

  const alternatives = (prediction?.scores ?? [])
    .slice(1, 3)
    .map((s) => ({ itemType: CLASS_TO_ITEM_TYPE[s.label] ?? s.label, score: s.score }));
  return { fields, alternatives, materialNames, colourNames };
}

/**
 * Brands a photo names: on its page read, on the second look at the label's
 * head (evidence/head-reread.ts), and on lines read again on their own (a
 * short murky line in large type is read again as a possible size, and is
 * often the wordmark: "like" on the page, "Nike" alone). A second look is
 * weaker evidence, so a short name (five letters or fewer: "VANS" is what a
 * large "XS" read as) from it needs a clear read.
 */
function brandsOf(p: PhotoEvidence): BrandMatch[] {
  // A wordmark on two lines may be read in two ways: one line on the page, the other on its own
  // (the upper line read in the band over the label's top line: "Acne" over "Studios").
  const rereads = [...(p.sizeLines ?? []).filter((l) => l.reread !== undefined), ...(p.headLines ?? [])];
  const onPage = findBrands(p.ocr.lines);
  const stackedBrands = findStackedBrands([...p.ocr.lines, ...rereads]);
  const page = [...onPage, ...stackedBrands.filter((m) => !onPage.some((x) => x.brand === m.brand))];
  const head = [
    ...(p.headLines ?? []),
    ...(p.sizeLines ?? []).filter((l) => l.reread === 'line' || l.reread === 'unread' || l.reread === 'blocks'),
    ...joinedOnRows((p.sizeLines ?? []).filter((l) => l.reread === 'unread')).map((l): SizeLine => ({
      ...l,
      reread: 'unread',
    })),
  ];
  if (head.length === 0) return longestNames(page);
  // A clear read: the line's own words, the specks read poorly at its ends aside ("= Rue 21 -": "-" at 0 %).
  const clear = findBrands(head.filter((l) => trimWeakEnds(l).confidence >= HEAD_SHORT_NAME_CONFIDENCE)).map(
    (m) => m.brand,
  );
  // ...or two reads of one place spelling it alike, each fairly sure: the head plain and softened, print the
  // page read left out read binarised and as it is ("Izod" at 62 and 63 %), or a line read again on its own
  // and the region round it ("rvca" at 57 and 64 %, where the page read "rvcoca").
  const fair = [
    ...(p.headLines ?? []),
    ...(p.sizeLines ?? []).filter((l) => l.reread === 'unread' || l.reread === 'line'),
  ].filter((l) => l.confidence >= HEAD_AGREED_CONFIDENCE);
  const onePlace = (a: OcrLine, b: OcrLine) =>
    sameBox(a.bbox, b.bbox) || (a.bbox !== undefined && b.bbox !== undefined && samePlace(a.bbox, b.bbox));
  for (const l of fair) {
    const twin = fair.some((o) => o !== l && o.text === l.text && onePlace(o, l));
    if (twin) clear.push(...findBrands([l]).map((m) => m.brand));
  }
  const fromHead = findBrands(head).filter(
    (m) =>
      !page.some((x) => x.brand === m.brand) && (m.matched.replace(/ /g, '').length > 5 || clear.includes(m.brand)),
  );
  return longestNames([...page, ...fromHead]);
}

/**
 * The matches best first, without a name that is part of another one read
 * ("VINCE" over "CAMUTO", or "VINCE CAMUTO" read again, is Vince Camuto, not Vince),
 * nor one read in part of what another was read in ("ARMANI" over "EXCHANGE" is
 * Armani Exchange, not Giorgio Armani by its alias "Armani").
 */
function longestNames(matches: readonly BrandMatch[]): BrandMatch[] {
  const words = (name: string) => ` ${foldText(name)} `;
  const within = (outer: string, inner: string) => outer !== inner && words(outer).includes(words(inner));
  return matches
    .filter(
      (m) => !matches.some((x) => x.brand !== m.brand && (within(x.brand, m.brand) || within(x.matched, m.matched))),
    )
    .sort((a, b) => b.score - a.score);
}

/** The lines a brand was read on (two for a wordmark set on two lines). */
const brandLinesOf = (match: BrandMatch | undefined): string[] => (match ? (match.parts ?? [match.line]) : []);

/**
 * The fibre content a photo's lines give, only ever a whole one: shares that
 * do not add up to 100 % lost one to the reads ("5% SPANDEX" with "95%
 * VISCOSE" dropped) or misread one ("80% Cotton, 40% Polyester"), and a
 * seller is better asked than told that (decision 048). Print the page read
 * left out and that was read on its own (evidence/unread-print.ts) joins the
 * page's lines in reading order when the page's lines give no whole one.
 */
function materialsOf(p: PhotoEvidence) {
  const page = lines(p);
  const parsed = parseMaterials(page.map((l) => l.text));
  // A place read twice (a line's two garbled words, each read alone and put back) counts once, its surer read.
  const unread = (p.sizeLines ?? [])
    .filter((l) => l.reread === 'unread' && l.confidence >= READABLE)
    .sort((a, b) => b.confidence - a.confidence)
    .filter((l, i, all) => !all.slice(0, i).some((o) => sameBox(o.bbox, l.bbox) && o.bbox?.x0 === l.bbox?.x0));
  if (parsed && isWhole(parsed)) return parsed;
  const lastTries = () => faintComposition(p) ?? blocksComposition(p) ?? stitchedLines(p);
  if (unread.length === 0) return lastTries();
  // A place read again on its own is read once: its read replaces the page's ("60% (" by "60% COTTON").
  const readAgain = page.filter((l) => unread.some((u) => holdsMiddle(u.bbox, l.bbox)));
  const rest = page.filter((l) => !readAgain.includes(l));
  const joined = parseMaterials(inReadingOrder([...rest, ...unread]).map((l) => l.text));
  return joined && isWhole(joined) ? joined : lastTries();
}

/**
 * The last try: each line of every look, down to FAINT, parsed on its own, and the fibres they
 * give stitched into one composition (materials.ts, `stitchedComposition`), surest lines first.
 */
function stitchedLines(p: PhotoEvidence) {
  const reads = [...lines(p, FAINT), ...(p.sizeLines ?? []).filter((l) => l.confidence >= FAINT)]
    .sort((a, b) => b.confidence - a.confidence)
    .map((l) => parseMaterials([l.text]))
    .filter((parsed) => parsed !== undefined);
  return stitchedComposition(reads);
}

/**
 * The composition the page read again in blocks gives (decision 046), kept only when it adds up to
 * 100 %: the blocks alone, or with the print read on its own where no block was read ("80% WOOL"
 * read on its own, "20% NYLON" only in blocks).
 */
function blocksComposition(p: PhotoEvidence) {
  const readable = (p.sizeLines ?? []).filter((l) => l.confidence >= READABLE);
  const blocks = readable.filter((l) => l.reread === 'blocks');
  const alone = parseMaterials(inReadingOrder(blocks).map((l) => l.text));
  if (alone && isWhole(alone)) return alone;
  const elsewhere = readable.filter(
    (l) => l.reread === 'unread' && !blocks.some((b) => b.bbox && l.bbox && samePlace(b.bbox, l.bbox)),
  );
  if (elsewhere.length === 0) return undefined;
  const together = parseMaterials(inReadingOrder([...blocks, ...elsewhere]).map((l) => l.text));
  return together && isWhole(together) ? together : undefined;
}

/** From this OCR confidence a line may give a composition, if it adds up to 100 %. */
const FAINT = 20;

/**
 * Fibre content printed faintly or on a crease, read with low confidence ("- 60% COTTON oo" at
 * 27 %): the page's lines and the print read on its own, down to FAINT, or one line read again
 * alone ("5 5% LINEN 45% COTTON"), kept only when the shares add up to 100 %, which noise does
 * not make.
 */
function faintComposition(p: PhotoEvidence) {
  const rereads = (p.sizeLines ?? []).filter((l) => l.reread !== undefined && l.confidence >= FAINT);
  const unread = rereads.filter((l) => l.reread === 'unread');
  const together = parseMaterials(inReadingOrder([...lines(p, FAINT), ...unread]).map((l) => l.text));
  if (together && isWhole(together)) return together;
  for (const line of [...rereads].sort((a, b) => b.confidence - a.confidence)) {
    const alone = parseMaterials([line.text]);
    if (alone && isWhole(alone)) return alone;
  }
  return undefined;
}

/** Lines top to bottom by their middles, and left to right within a line. */
function inReadingOrder<T extends OcrLine>(list: readonly T[]): T[] {
  const middle = (l: OcrLine) => (l.bbox ? (l.bbox.y0 + l.bbox.y1) / 2 : 0);
  const half = (l: OcrLine) => (l.bbox ? (l.bbox.y1 - l.bbox.y0) / 2 : 0);
  return [...list].sort((a, b) => {
    const apart = middle(a) - middle(b);
    if (Math.abs(apart) >= Math.min(half(a), half(b))) return apart;
    return (a.bbox?.x0 ?? 0) - (b.bbox?.x0 ?? 0);
  });
}

/**
 * Sizes standing alone where a label prints them (layout-size.ts), as size
 * candidates: on the page read with its second looks, and on the page read
 * again in blocks (decision 046), a layout of its own read on its own (its
 * lines would read twice beside the page's).
 */
function layoutSizeCandidates(
  p: PhotoEvidence,
  brand: BrandMatch | undefined,
  isShoes: boolean,
  pieceOfCutWaist: PieceOfCutWaist,
  ocrEvidence: (photo: PhotoEvidence, text: string, score?: number) => Evidence,
): Candidate<string>[] {
  const forItem = (size: ParsedSize) =>
    isShoes ? (asShoeSize(size) ?? (size.kind === 'regional' ? size : undefined)) : size;
  const candidate = (found: ParsedSize, line: OcrLine, note: string): Candidate<string> => {
    const score = found.strength * Math.max(0.6, Math.min(1, line.confidence / 90));
    return { value: found.value, score, evidence: { ...ocrEvidence(p, line.text, score), note }, kind: found.kind };
  };
  // The brand's lines: those read as it was, or holding it (read again elsewhere: "Karen" in blocks, "| Karen" on the
  // page, "= ASICS" where the brand was read as "ASICS"), or naming it another way ("WAREH ou SE" in blocks for
  // "WAREHOUSE J" on the page).
  const brandLineTexts = brandLinesOf(brand);
  const namesBrand = (line: OcrLine) =>
    brandLineTexts.some(
      (text) =>
        line.text === text || (bareReading(text).length >= 4 && bareReading(line.text).includes(bareReading(text))),
    ) ||
    (brand !== undefined && !brand.parts && findBrands([line]).some((m) => m.brand === brand.brand));
  // ...or read where it was read ("tory : port" on the page, where the blocks read "tory sport"). Where a
  // line's letters stand, not its box: a size tab's edges read as "_" and "-" stretch "_ SMALL -" over the
  // wordmark above it. And only from a fair read: an "a" at 0 % under the wordmark is not the brand.
  // Every line the size rules below read is one of these: each is matched against the brand once.
  const brandNamed = new Set([...(p.sizeLines ?? p.ocr.lines), ...(p.headLines ?? [])].filter(namesBrand));
  const brandBoxes = [...brandNamed].filter((l) => l.bbox).map((l) => lettersBox(l)!);
  const isBrandLine = (line: OcrLine) => {
    const letters = lettersBox(line);
    return (
      brandNamed.has(line) ||
      (letters !== undefined &&
        line.confidence >= PLACED_BRAND_CONFIDENCE &&
        brandBoxes.some((box) => samePlace(box, letters)))
    );
  };
  const lonesIn = (lines: readonly SizeLine[]) =>
    findLoneSizes(
      lines,
      lines.flatMap((line, i) => (isBrandLine(line) ? [i] : [])),
    );

  // The label's head read again (when no brand was read) may hold a size
  // line the page read skipped; it counts when both its reads agree.
  const headLines = p.headLines ?? [];
  // What was read where the pixels showed print the page read left out needs
  // a clear read or two reads agreeing, whatever its length: a crease or a
  // shine is print to the pixels too ("13" at 39 %).
  const everyRead: SizeLine[] = [...(p.sizeLines ?? p.ocr.lines), ...headLines];
  const read = everyRead.filter((l) => l.reread !== 'blocks');
  // Two reads agree when they spell the same, or name the same size in a word each ("MEDIU" at 46 %, "MEDIUM" at 5 %).
  const sameReading = (a: OcrLine, b: OcrLine) => {
    if (bareReading(a.text) === bareReading(b.text)) return true;
    const [x, y] = [parseLoneSize(a.text), parseLoneSize(b.text)];
    return x !== undefined && x.value === y?.value && Math.min(x.matched.length, y.matched.length) >= 2;
  };
  // A character read on its own inside the letters of a word's line read round it is a piece of that line, not a
  // line of its own (a "4" where the line "y SALEM" read the label's margin beside its wordmark as "y"); so is one
  // right beside a word on its row ("apt," and "9" of a letter-spaced "apt. 9", each read on its own).
  const pieceOfLine = (l: SizeLine) =>
    l.reread === 'unread' &&
    bareReading(l.text).length === 1 &&
    read.some((o) => insideLineOf(l, o) || besideWordOf(l, o));
  const sizeLines = read.filter(
    (l, _, all) =>
      (l.reread !== 'unread' ||
        l.confidence >= LONE_LETTER_CONFIDENCE ||
        (l.confidence >= AGREED_LETTER_CONFIDENCE &&
          all.some((o) => o !== l && o.reread === 'unread' && sameReading(o, l) && sameBox(o.bbox, l.bbox)))) &&
      !pieceOfLine(l),
  );
  const lone = lonesIn(sizeLines).filter(({ size, line }) => !pieceOfCutWaist(line, size));
  const unread = sizeLines.filter((l) => l.reread === 'unread');
  const clearPageReads = sizeLines.filter((l) => !unread.includes(l) && l.confidence >= LONE_LETTER_CONFIDENCE);
  const glyphsReadAlone = new Map<Candidate<string>, OcrLine>();
  const fromPage = lone.flatMap(({ size, line, place }) => {
    const found = forItem(size);
    // One character is the easiest thing to misread: it needs a clear read,
    // or two reads of the same place (the page's and a second look) agreeing.
    const agreed = lone.some((o) => o.line !== line && o.size.value === size.value && sameBox(o.line.bbox, line.bbox));
    // As sure as the size's own word: a weak mark far beside it ("S" at 80 %, the garment's "A" at 33 %) is no part of it.
    const { confidence } = trimWeakEnds(line);
    const clear = confidence >= LONE_LETTER_CONFIDENCE || (agreed && confidence >= AGREED_LETTER_CONFIDENCE);
    if (!found || (found.matched.length === 1 && !clear)) return [];
    // The page read of a lone size that a sure read of its place on its own contradicts: the page
    // read drops thin strokes ("2" for a large "12"), the read on its own sees them.
    if (!unread.includes(line) && unread.some((u) => contradicts(u, line, size.value))) return [];
    // ...and a read on its own that spells a part of a clear page read of its place ("2" where the page
    // read "12") saw fewer strokes, not another size.
    if (unread.includes(line) && clearPageReads.some((o) => spellsPartOf(line, o))) return [];
    if (headLines.includes(line) && !(agreed && line.confidence >= LONE_LETTER_CONFIDENCE)) return [];
    const told = candidate(found, line, `size alone on its line, ${place}`);
    if (unread.includes(line) && found.matched.length === 1) glyphsReadAlone.set(told, line);
    return [told];
  });
  // In blocks, with no second read there to agree, a character alone needs a clear read. And a block of a
  // character or two in a run of blocks along its row is a fragment of a print read in pieces ("I=", "8", "22",
  // "=" across a sleeve's lettering), not a line of its own.
  const inBlocks = (p.sizeLines ?? []).filter((l) => l.reread === 'blocks');
  const inRun = (l: SizeLine) =>
    bareReading(l.text).length <= 2 && inBlocks.filter((o) => o !== l && nearOnRow(l.bbox, o.bbox)).length >= 2;
  const fromBlocks = lonesIn(inBlocks.filter((l) => !inRun(l))).flatMap(({ size, line, place }) => {
    const found = forItem(size);
    if (!found || (found.matched.length === 1 && line.confidence < LONE_LETTER_CONFIDENCE)) return [];
    if (pieceOfCutWaist(line, size)) return [];
    return [candidate(found, line, `size alone on its line, ${place}, read in blocks`)];
  });
  // Two characters each read on their own where the pixels showed print, as two different sizes ("0" on
  // the label's tab, "4" of the tab's edge beside it): neither read alone is told. Another read of the
  // place may still tell it (the page's "0 | 3"). Nor is one told against a waist read over its length, a
  // size of two lines that agree in shape ("36 x" over "30" on a tab, a "4" read in the shadow of its edge).
  const waistOverLength = fromPage.some((c) => c.kind === 'waist_length' && !glyphsReadAlone.has(c));
  const glyphs = [...glyphsReadAlone.keys()];
  const disagree = waistOverLength || new Set(glyphs.map((c) => c.value)).size > 1;
  // ...unless one alone stands under the brand, in its column: the other is beside the label or over it ("L" under
  // "Irish Setter", a "4" read in the garment's side right of the tag, a "2" of its print over "Fabletics").
  // The brand's column is where its letters stand as a read with its words places them: a region read on its own
  // gives only its box, as wide as the band it was cut from (a "4" of the rug by the tag's edge sits inside it).
  const withWords = [...brandNamed].filter((l) => l.words.length > 0).map((l) => lettersBox(withoutMarksAtEnds(l)));
  const columns = withWords.length > 0 ? withWords.filter((b) => b !== undefined) : brandBoxes;
  const underBrand = (c: Candidate<string>) => {
    const box = lettersBox(glyphsReadAlone.get(c)!);
    return box !== undefined && columns.some((b) => overlapsAcross(box, b) && (box.y0 + box.y1) / 2 > b.y1);
  };
  const inColumn = waistOverLength ? [] : glyphs.filter(underBrand);
  // ...or, with no brand's column to tell, one read alike by more reads of its place than any other is (an "M" on
  // the tab read three times, a "9" of a speck on the garment once), or by as many, each surer than any read of the
  // other (an "M" on the tab read twice at 90 %, a "3" of the garment's print twice at 39 %).
  const alikeReads = (c: Candidate<string>) =>
    glyphs.filter((g) => g.value === c.value && sameBox(glyphsReadAlone.get(g)!.bbox, glyphsReadAlone.get(c)!.bbox));
  const readsAlike = (c: Candidate<string>) => alikeReads(c).length;
  const sureness = (c: Candidate<string>) => alikeReads(c).map((g) => glyphsReadAlone.get(g)!.confidence);
  const outreads = (c: Candidate<string>, g: Candidate<string>) =>
    readsAlike(g) < readsAlike(c) ||
    (readsAlike(g) === readsAlike(c) && Math.max(...sureness(g)) < Math.min(...sureness(c)));
  const mostRead = waistOverLength
    ? []
    : glyphs.filter((c) => readsAlike(c) >= 2 && glyphs.every((g) => g.value === c.value || outreads(c, g)));
  const oneValue = (list: Candidate<string>[]) => new Set(list.map((c) => c.value)).size === 1;
  const kept = oneValue(inColumn) ? inColumn : oneValue(mostRead) ? mostRead : [];
  return [...fromPage.filter((c) => !(disagree && glyphsReadAlone.has(c) && !kept.includes(c))), ...fromBlocks];
}

/** A waist and its "x" alone, as a line reads "32X32" or "32 x 32" when the length is lost (bare reading). */
const CUT_WAIST = /^(?:2[4-9]|3\d|4[0-4])X$/;

/** Whether a size read on a line is a piece of a waist by length whose length was lost. */
type PieceOfCutWaist = (line: OcrLine, size: ParsedSize) => boolean;

/**
 * A waist read with its "x" and no more ("32X" of "32X32", "32x" of "32 x 32") tells that the label prints a
 * waist by its length: any other size read on that row is a piece of it ("2X", "2" of the length), not a size.
 * Worked out once a photo, for the size rules of its lines and of its layout.
 */
function cutWaistPieces(lines: readonly OcrLine[]): PieceOfCutWaist {
  const cutWaists = lines.filter(
    (l) => l.confidence >= LONE_LETTER_CONFIDENCE && CUT_WAIST.test(bareReading(withoutMarksAtEnds(l).text)),
  );
  return (line, size) =>
    size.kind !== 'waist_length' && cutWaists.some((w) => nearOnRow(lettersBox(line), lettersBox(w)));
}

/** A line read less surely than this is no size either (findLoneSizes), so it never stands for the brand by place. */
const PLACED_BRAND_CONFIDENCE = 30;

/** A read this sure of a size alone on its own is trusted over the page's read of the same place. */
const OVERRULING_CONFIDENCE = 75;

/**
 * Whether `second`, a sure read of a region on its own, holds `line`'s print and reads another size
 * there. Where the line's letters and digits stand: a mark read beside the size ("= 9") stretches its box.
 */
function contradicts(second: SizeLine, line: OcrLine, value: string): boolean {
  if (second.confidence < OVERRULING_CONFIDENCE || !holdsMiddle(second.bbox, lettersBox(line))) return false;
  const other = parseLoneSize(second.text);
  return Boolean(other && other.value !== value && !spellsPartOf(second, line));
}

/**
 * Whether `line` stands inside the letters of `other`, a line of a word of four letters or more read round it,
 * marks at its ends aside (a towering "A" beside "Haggar" holds the "4" under the wordmark).
 */
function insideLineOf(line: OcrLine, other: SizeLine): boolean {
  return (
    other !== line &&
    other.reread !== 'unread' &&
    other.words.some((w) => lettersOf(w.text).length >= 4) &&
    holdsMiddle(lettersBox(withoutMarksAtEnds(other)), line.bbox)
  );
}

/** A line read less surely than this is murk beside a character (a busy print's "Walon ey"), not a word. */
const BESIDE_WORD_CONFIDENCE = 60;

/**
 * Whether `line` stands right beside `other`, a fair read of three letters or more, on its row: the two overlap
 * down by half `line`'s height or more, with a gap across no wider than that height.
 */
function besideWordOf(line: OcrLine, other: OcrLine): boolean {
  const [box, word] = [line.bbox, lettersBox(withoutMarksAtEnds(other))];
  const letters = bareReading(other.text).replace(/[0-9]/g, '').length;
  if (other === line || !box || !word || letters < 3 || other.confidence < BESIDE_WORD_CONFIDENCE) return false;
  return besideOnRow(box, word);
}

/**
 * Whether `second`, a read of a region on its own, holds `line` and spells only a part of it (the "2" of "12").
 * The line's own print: a mark read far beside it ("8 10", the floor's speck and the size) is no part of it.
 */
function spellsPartOf(second: OcrLine, line: OcrLine): boolean {
  const own = withoutMarksAtEnds(line);
  const [part, whole] = [bareReading(second.text), bareReading(own.text)];
  return holdsMiddle(second.bbox, lettersBox(own)) && part.length < whole.length && whole.includes(part);
}

function sameBox(a?: { y0: number; y1: number }, b?: { y0: number; y1: number }): boolean {
  return Boolean(a && b && Math.abs(a.y0 - b.y0) < 4 && Math.abs(a.y1 - b.y1) < 4);
}

/** A tag word may name a finer type within the classifier's class, or overrule a weak guess. */
function refines(classified: string, word: string, score: number): boolean {
  const within: Record<string, string[]> = {
    Pants: ['Jeans'],
    'Long Sleeve Top': ['Hoodie', 'Sweatshirt', 'Sweater'],
    'T-Shirt': ['Polo'],
    Shirt: ['Polo', 'Blouse'],
    Jacket: ['Coat', 'Hoodie'],
    Shoes: ['Sneakers', 'Boots'],
  };
  return (within[classified] ?? []).includes(word) || score < 0.5;
}

/**
 * One primary colour for the item: each garment photo votes with its
 * confidence. The secondary is kept apart (fields.color_secondary), a
 * candidate the category's Color aspect may take; eBay's Color takes a
 * single value today, so colourNames holds the primary alone.
 */
function resolveColours(bundle: EvidenceBundle, fields: LocalFacts['fields']): string[] {
  const looked = bundle.photos.filter((p) => p.colour);
  if (looked.length === 0) return [];
  const votes = new Map<string, number>();
  for (const p of looked) votes.set(p.colour!.primary, (votes.get(p.colour!.primary) ?? 0) + p.colour!.confidence);
  const [primary, weight] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const agreeing = looked.filter((p) => p.colour!.primary === primary);
  const evidence = looked.map((p) => ({
    source: 'pixels' as const,
    photoIndex: p.index,
    text: p.colour!.clusters.map((c) => `${c.name} ${Math.round(c.share * 100)}%`).join(', '),
    score: p.colour!.confidence,
    note: `garment ${Math.round(p.colour!.garmentShare * 100)}% of the photo (${p.colour!.method}), pattern edges ${Math.round(p.colour!.mix * 100)}%`,
  }));
  fields.color = { value: primary, confidence: Number((weight / looked.length).toFixed(3)), evidence };
  const secondary = agreeing.map((p) => p.colour!.secondary).find((name) => name && name !== primary);
  if (secondary) {
    const score = Math.min(...agreeing.map((p) => p.colour!.confidence));
    fields.color_secondary = { value: secondary, confidence: Number((0.8 * score).toFixed(3)), evidence };
  }
  return [primary];
}
