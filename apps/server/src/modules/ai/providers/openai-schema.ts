import { AI_DETAIL_FIELDS, aiDetailShape, CONDITIONS, DEPARTMENTS } from '@listlens/shared';
import { z } from 'zod';

const text = z.string().nullable();

/**
 * What the vision model must answer: the spec's AI result fields, every key
 * present (null when the photos do not show it), so the same schema serves as
 * the request's JSON schema (strict structured output) and as the validator of
 * the answer. Numeric bounds are checked after parsing, not in the schema,
 * because not every OpenAI-compatible server accepts minimum/maximum.
 */
export const ProviderAnswerSchema = z.object({
  title: text,
  description: text,
  brand: text,
  brand_evidence: text.describe(
    'Where the brand is visible: the label or logo text you read. Null when no brand is visible.',
  ),
  size: text,
  size_evidence: text.describe('The size as printed on the label. Null when no size label is visible.'),
  item_type: text,
  department: z.enum(DEPARTMENTS).nullable(),
  color: text,
  condition: z.enum(CONDITIONS).nullable(),
  ...aiDetailShape(text),
  keywords: z.array(z.string()),
  key_features: z.array(z.string()),
  style_keywords: z.array(z.string()),
  ebay_keywords: z.array(z.string()),
  suggested_price: z.number().nullable(),
  confidence: z.number(),
  needs_manual_review: z.boolean(),
});
export type ProviderAnswer = z.infer<typeof ProviderAnswerSchema>;

/** The JSON schema sent as `response_format` (OpenAI structured outputs, strict mode). */
export function providerJsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ProviderAnswerSchema) as Record<string, unknown>;
  return schema;
}

export const SYSTEM_PROMPT = [
  'You write second-hand clothing listings for eBay US from photos of one item.',
  'Read every label and tag in the photos. Report only what the photos show:',
  '- brand: only if a brand name or logo is legible; otherwise null. Never guess a brand from the style.',
  '- size: exactly as printed on the size label (e.g. "M", "W32 L30", "8", "US 9.5"); otherwise null.',
  '- condition: "New with tags" only if a retail price tag is attached; otherwise judge the wear ("Good" if unsure).',
  '- color: at most two colour names, main colour first, joined by "/".',
  `- ${AI_DETAIL_FIELDS.join(', ')}: only what a label or the garment shows; otherwise null.`,
  '- title: at most 80 characters: brand, style or type, size, then useful keywords.',
  '- keywords at most 20, key_features at most 20, style_keywords and ebay_keywords at most 10.',
  '- confidence: 0 to 1 for the whole answer. needs_manual_review: true if the photos are unclear or contradictory.',
].join('\n');
