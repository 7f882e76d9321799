import type { AiField, Department, Evidence } from '@listlens/shared';
import { canonicalBrand, findBrands } from './brands';
import type { EvidenceBundle, PhotoEvidence } from './collect-evidence';
import { CLASS_TO_ITEM_TYPE } from './item-type-classifier';
import { parseCountry, parseDepartment, parseRetailPrice, parseStyleNumber, parseTypeWord } from './label-facts';
import { parseMaterials } from './materials';
import { asShoeSize, parseSizes } from './size-parser';
import type { SizeLine } from './size-reread';

/** What the photos establish, field by field, each with its confidence and evidence. */
export type LocalFacts = {
  fields: Partial<Record<string, AiField>>;
  /** Runner-up item types, for category suggestions. */
  alternatives: { itemType: string; score: number }[];
  /** Material names for the Material aspect, largest share first. */
  materialNames: string[];
  colourNames: string[];
};

const READABLE = 55;

type Candidate<T> = { value: T; score: number; evidence: Evidence };

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

/** A photo with at least one clearly read word of four letters or more (a label, not a texture). */
function showsWords(photo: PhotoEvidence): boolean {
  return photo.ocr.lines.some((l) => l.confidence >= 75 && /[A-Za-z]{4,}/.test(l.text));
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

  const brandCandidates: Candidate<string>[] = bundle.photos.flatMap((p) =>
    findBrands(p.ocr.lines).map((m) => ({ value: m.brand, score: m.score, evidence: ocrEvidence(p, m.line, m.score) })),
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
  const sizeCandidates = bundle.photos.flatMap((p) => {
    const sizeLines: SizeLine[] = p.sizeLines ?? p.ocr.lines;
    return sizeLines
      .filter((l) => l.confidence >= 15)
      .flatMap((l) =>
        parseSizes(l.text).flatMap((s) => {
          const size = isShoes ? (asShoeSize(s) ?? (s.kind === 'regional' ? s : undefined)) : s;
          if (!size || (size.strength < 0.9 && l.confidence < READABLE)) return [];
          // A lone "S" or "L" is what OCR makes of fabric texture and prints;
          // it counts only when read clearly on a photo that shows real words.
          const lone = size.strength < 0.9 && size.matched.length <= 3 && !/\d/.test(size.matched);
          if (lone && (l.confidence < (size.matched.length === 1 ? 85 : 65) || !showsWords(p))) return [];
          const score = size.strength * Math.max(0.6, Math.min(1, l.confidence / 90));
          const evidence = ocrEvidence(p, l.text, score);
          if (l.reread) evidence.note = l.reread === 'char' ? 'size character read again' : 'size line read again';
          return [{ value: size.value, score, evidence }];
        }),
      );
  });
  const size = pick(sizeCandidates);
  if (size) fields.size = size;

  let materialNames: string[] = [];
  for (const p of bundle.photos) {
    const parsed = parseMaterials(lines(p).map((l) => l.text));
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

  const department = resolveDepartment(bundle, itemType, prediction?.score ?? 0, ocrEvidence);
  if (department) fields.gender = department;

  const colourNames = resolveColours(bundle, fields);

  const alternatives = (prediction?.scores ?? [])
    .slice(1, 3)
    .map((s) => ({ itemType: CLASS_TO_ITEM_TYPE[s.label] ?? s.label, score: s.score }));
  return { fields, alternatives, materialNames, colourNames };
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

function resolveDepartment(
  bundle: EvidenceBundle,
  itemType: string | undefined,
  itemTypeScore: number,
  ocrEvidence: (photo: PhotoEvidence, text: string) => Evidence,
): AiField | undefined {
  const candidates: Candidate<Department>[] = [];
  for (const p of bundle.photos) {
    for (const l of lines(p, 60)) {
      const found = parseDepartment(l.text);
      if (found)
        candidates.push({
          value: found.department,
          score: Math.min(0.9, l.confidence / 100),
          evidence: ocrEvidence(p, l.text),
        });
    }
  }
  if (candidates.length > 0) return pick(candidates);
  if (itemType === 'Dress' || itemType === 'Skirt') {
    return {
      value: 'Women',
      confidence: Number((0.7 * itemTypeScore).toFixed(3)),
      evidence: [
        { source: 'classifier', text: itemType, score: itemTypeScore, note: 'dresses and skirts are womenswear' },
      ],
    };
  }
  return undefined;
}

function resolveColours(bundle: EvidenceBundle, fields: LocalFacts['fields']): string[] {
  const shares = new Map<string, number>();
  const looked = bundle.photos.filter((p) => p.colour && p.colour.names.length > 0);
  for (const p of looked) {
    for (const c of p.colour!.clusters) shares.set(c.name, (shares.get(c.name) ?? 0) + c.share / looked.length);
  }
  const ranked = [...shares.entries()].sort((a, b) => b[1] - a[1]);
  const names = ranked.filter(([, share], i) => i === 0 || (i === 1 && share >= 0.22)).map(([name]) => name);
  if (names.length > 0) {
    const confidence = looked.reduce((sum, p) => sum + p.colour!.confidence, 0) / looked.length;
    fields.color = {
      value: names.join('/'),
      confidence: Number(confidence.toFixed(3)),
      evidence: looked.map((p) => ({
        source: 'pixels' as const,
        photoIndex: p.index,
        text: p.colour!.clusters.map((c) => `${c.name} ${Math.round(c.share * 100)}%`).join(', '),
        score: p.colour!.confidence,
      })),
    };
  }
  return names;
}
