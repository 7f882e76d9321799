/**
 * Stage 1, evidence: what the photos themselves show, before any judgement.
 *
 * Takes an item's photos (encoded bytes, or loaders of them) and the engines
 * the caller passes in (`AiEngine`: the image engine decodes and crops, the
 * OCR engine reads, the vision engine scores the item type). Returns an
 * `EvidenceBundle`: per photo its decoded pixels, the text read with boxes and
 * confidences, the size lines' second look, barcodes (looked up through the
 * photos module's product sources), the garment's colour clusters, and the
 * item-type classifier's scores, fused. Nothing here decides what the brand or
 * size is; `facts/` does. `toDataUrl` encodes a decoded photo with the image
 * engine for a remote provider.
 */
export { collectEvidence, type EvidenceBundle, type PhotoEvidence, type ProductLookup } from './collect-evidence';
export { toDataUrl, type AnalyzePhoto, type PhotoBytes } from './photo-input';
