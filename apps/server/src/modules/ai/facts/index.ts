/**
 * Stage 2, facts: each listing field the photos support, with a confidence and
 * the evidence behind it.
 *
 * Takes the `EvidenceBundle` of `evidence/`. Returns `LocalFacts`: brand (from
 * the curated brand list, never without text that names it), size (letter,
 * numeric, waist/length, EU/UK/US), materials, country of origin, style
 * numbers, department, item type, colours and condition.
 */
export { resolveFacts, type LocalFacts } from './resolve-facts';
