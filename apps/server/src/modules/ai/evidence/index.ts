/**
 * Stage 1, evidence: what the photos themselves show, before any judgement.
 *
 * Takes an item's photos (encoded bytes, or loaders of them) and the engines
 * (`AiEngine`: image, OCR worker, vision thread), which the caller passes in. Returns an `EvidenceBundle`: per photo its
 * decoded pixels, the text read with boxes and confidences, the size lines'
 * second look, barcodes (looked up through the photos module's product
 * sources), the garment's colour clusters, and the item-type classifier's
 * scores. Nothing here decides what the brand or size is; `facts/` does.
 */
export { collectEvidence, type EvidenceBundle, type PhotoEvidence, type ProductLookup } from './collect-evidence';
export { toDataUrl, type AnalyzePhoto, type PhotoBytes } from './photo-input';
