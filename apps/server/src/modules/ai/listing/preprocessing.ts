import type { AiPreprocessing } from '@listlens/shared';
import type { EvidenceBundle } from '../evidence/collect-evidence';

const MAX_OCR_TEXT = 2000;

/** What the readers saw in each photo, for the seller and for debugging a wrong field. */
export function preprocessingOf(bundle: EvidenceBundle | undefined): AiPreprocessing {
  if (!bundle) return { photos: [], timingsMs: {} };
  const photos: AiPreprocessing['photos'] = [
    ...bundle.photos.map((p) => ({
      index: p.index,
      ...(p.id ? { id: p.id } : {}),
      width: p.width,
      height: p.height,
      decoded: true,
      ocrText: p.ocr.text.slice(0, MAX_OCR_TEXT),
      ocrConfidence: Math.round(p.ocr.confidence),
      barcodes: p.barcodes,
      ...(p.classifier ? { classifier: p.classifier.slice(0, 3) } : {}),
      ...(p.colour ? { colors: p.colour.clusters.map((c) => ({ name: c.name, share: c.share })) } : {}),
    })),
    ...bundle.failures.map((f) => ({ index: f.index, ...(f.id ? { id: f.id } : {}), decoded: false, error: f.error })),
  ];
  photos.sort((a, b) => a.index - b.index);
  return { photos, timingsMs: bundle.timingsMs };
}
