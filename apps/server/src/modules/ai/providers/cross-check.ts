import { AI_MESSAGES, AI_TEXT_FIELDS, type AiField, type AiTextField, type Evidence } from '@listlens/shared';
import { canonicalBrand, findBrands, sameBrand } from '../facts/brands';
import type { Draft } from '../listing/build-listing';
import { foldText } from '../facts/fuzzy';
import type { OcrLine } from '../evidence/ocr';
import type { ProviderAnswer } from './openai-schema';
import type { LocalFacts } from '../facts/resolve-facts';
import { cleanConfidence, cleanText } from '../listing/sanitise';
import { normaliseLetterSize, parseSizes } from '../facts/size-parser';

/** A local reading this sure is evidence enough to contradict a model. */
const CONTRADICTION_CONFIDENCE = 0.5;

/** Brand and size are checked against the label (below); the gender comes from the answer's department. */
const CHECKED = ['brand', 'size', 'gender'] as const;
type Passthrough = Exclude<AiTextField, (typeof CHECKED)[number]>;
/** The model's word for the other text fields, kept with the local reading where the two agree. */
const PASSTHROUGH = AI_TEXT_FIELDS.filter(
  (name): name is Passthrough => !(CHECKED as readonly AiTextField[]).includes(name),
);

/**
 * Turns a vision model's answer into a draft, checked against what the local
 * readers found in the same photos. A brand or size the label text
 * contradicts is flagged and the label's reading kept; the model's word alone
 * is never promoted over printed evidence.
 */
export function crossCheck(options: {
  answer: ProviderAnswer;
  provider: string;
  facts: LocalFacts;
  ocrLines: OcrLine[];
  barcodes: Draft['barcodes'];
}): Draft {
  const { answer, facts, provider } = options;
  const stated = cleanConfidence(answer.confidence);
  const providerEvidence = (text?: string | null): Evidence => ({
    source: 'provider',
    provider,
    ...(text ? { text } : {}),
  });
  const fields: Draft['fields'] = {};

  for (const name of PASSTHROUGH) {
    const value = cleanText(answer[name]);
    const local = facts.fields[name];
    if (value) {
      const agrees = local && typeof local.value === 'string' && foldText(local.value) === foldText(value);
      fields[name] = {
        value,
        confidence: agrees ? Math.max(stated, local.confidence) : stated * 0.9,
        evidence: [providerEvidence(), ...(agrees ? local.evidence : [])],
      };
    } else if (local) {
      fields[name] = local;
    }
  }
  const department = answer.department ?? undefined;
  fields.gender = department
    ? { value: department, confidence: stated * 0.9, evidence: [providerEvidence()] }
    : facts.fields.gender;
  const condition = cleanText(answer.condition);
  fields.condition = condition
    ? { value: condition, confidence: stated * 0.9, evidence: [providerEvidence()] }
    : facts.fields.condition;
  if (typeof answer.suggested_price === 'number') {
    fields.suggested_price = {
      value: answer.suggested_price,
      confidence: 0.3,
      evidence: [providerEvidence('no market data')],
    };
  }

  fields.brand = checkBrand(
    cleanText(answer.brand),
    cleanText(answer.brand_evidence),
    facts.fields.brand,
    options.ocrLines,
    stated,
    providerEvidence,
  );
  fields.size = checkSize(
    cleanText(answer.size),
    cleanText(answer.size_evidence),
    facts.fields.size,
    stated,
    providerEvidence,
  );

  const flaggedReason = Object.values(fields).some((f) => f?.flagged) ? AI_MESSAGES.manualReview : undefined;
  return {
    fields,
    alternatives: facts.alternatives,
    materialNames: fields.material === facts.fields.material ? facts.materialNames : [],
    colourNames: fields.color === facts.fields.color ? facts.colourNames : [],
    barcodes: options.barcodes,
    lists: {
      keywords: answer.keywords,
      key_features: answer.key_features,
      style_keywords: answer.style_keywords,
      ebay_keywords: answer.ebay_keywords,
    },
    statedConfidence: stated,
    issues: [],
    ...(answer.needs_manual_review || flaggedReason ? { needsAttention: AI_MESSAGES.manualReview } : {}),
  };
}

/**
 * The model's word for a field weighed against the label's reading: the
 * reading, surer, where the two agree; the reading, flagged and less sure,
 * where a sure reading contradicts it. Undefined where there is no reading,
 * or one too unsure to stand against the model.
 */
function weighAgainstLabel(options: {
  local: AiField | undefined;
  agrees: (read: string) => boolean;
  stated: number;
  evidence: Evidence;
  flagReason: (read: string) => string;
}): AiField | undefined {
  const { local, evidence } = options;
  if (!local || typeof local.value !== 'string') return undefined;
  if (options.agrees(local.value)) {
    return {
      ...local,
      confidence: Math.max(local.confidence, options.stated),
      evidence: [...local.evidence, evidence],
    };
  }
  if (local.confidence < CONTRADICTION_CONFIDENCE) return undefined;
  return {
    ...local,
    confidence: Number((local.confidence * 0.8).toFixed(3)),
    evidence: [...local.evidence, evidence],
    flagged: true,
    flagReason: options.flagReason(local.value),
  };
}

function checkBrand(
  said: string | undefined,
  saidWhere: string | undefined,
  local: AiField | undefined,
  ocrLines: OcrLine[],
  stated: number,
  providerEvidence: (text?: string | null) => Evidence,
): AiField | undefined {
  if (!said) return local;
  const name = canonicalBrand(said) ?? said;
  const weighed = weighAgainstLabel({
    local,
    agrees: (read) => sameBrand(read, name),
    stated,
    evidence: providerEvidence(saidWhere),
    flagReason: (read) => `The AI named the brand "${name}" but the label reads "${read}".`,
  });
  if (weighed) return weighed;
  // No local reading sure enough to weigh it against: the photos' text may still confirm it.
  const confirmed = findBrands(ocrLines).find((m) => sameBrand(m.brand, name));
  if (confirmed) {
    return {
      value: name,
      confidence: Math.max(stated, confirmed.score),
      evidence: [providerEvidence(saidWhere), { source: 'ocr', text: confirmed.line, score: confirmed.score }],
    };
  }
  // A logo OCR cannot read is still evidence the model saw; it is trusted less.
  return { value: name, confidence: Number((stated * 0.6).toFixed(3)), evidence: [providerEvidence(saidWhere)] };
}

function normaliseSize(value: string): string {
  const parsed = parseSizes(value)[0] ?? parseSizes(`SIZE ${value}`)[0];
  return parsed?.value ?? normaliseLetterSize(value) ?? value.toUpperCase().replace(/\s+/g, ' ');
}

function checkSize(
  said: string | undefined,
  saidWhere: string | undefined,
  local: AiField | undefined,
  stated: number,
  providerEvidence: (text?: string | null) => Evidence,
): AiField | undefined {
  if (!said) return local;
  const value = normaliseSize(said);
  const weighed = weighAgainstLabel({
    local,
    agrees: (read) => read.toUpperCase() === value.toUpperCase(),
    stated,
    evidence: providerEvidence(saidWhere),
    flagReason: (read) => `The AI read size "${value}" but the label reads "${read}".`,
  });
  if (weighed) return weighed;
  return { value, confidence: Number((stated * 0.8).toFixed(3)), evidence: [providerEvidence(saidWhere)] };
}
