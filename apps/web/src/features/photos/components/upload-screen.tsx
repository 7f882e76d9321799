import {
  PHOTO_LIMIT_TEXT,
  PHOTO_MESSAGES,
  POST_UPLOAD_REDIRECT_MS,
  UPLOAD_CAMERA_MAX_CAPTURES,
  uploadButtonLabel,
  type BarcodeResult,
} from '@listlens/shared';
import { Camera, ScanBarcode } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { PhotoDropZone } from '../../../components/photo-drop-zone';
import { useLocalPhotoSync } from '../local/use-local-photos';
import { isHeic, isImageFile } from '../upload-messages';
import type { SelectedPhoto } from '../upload-types';
import { useIsMobile } from '../use-is-mobile';
import { localNotice, useUploadFlow, type UploadOutcome } from '../use-upload-flow';
import { CameraScreen } from './camera-screen';
import { ProductInfoCard } from './product-info-card';
import { SelectedPhotosGrid } from './selected-photos-grid';
import { UploadSuccess } from './upload-success';

let nextId = 0;
const toSelected = (file: File): SelectedPhoto => ({
  id: `sel-${nextId++}`,
  file,
  previewUrl: URL.createObjectURL(file),
});

/**
 * The Upload Photos screen (spec part 2, sections 2.1 and 4.1), in the
 * dashboard's Upload tab and standalone at /capture. `onUploaded` is told
 * about 2 s after success, to switch to the SKUs tab.
 */
export function UploadScreen({ onUploaded }: { onUploaded: () => void }) {
  useLocalPhotoSync();
  const mobile = useIsMobile();
  const flow = useUploadFlow();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [camera, setCamera] = useState<'photo' | 'barcode' | null>(null);
  const [barcode, setBarcode] = useState<BarcodeResult | null>(null);
  const photosRef = useRef(photos);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    photosRef.current = photos;
    onUploadedRef.current = onUploaded;
  });

  // Previews are object URLs: released when the screen goes away.
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  // Section 4.1: about 2 s after success the parent switches to the SKUs tab.
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => onUploadedRef.current(), POST_UPLOAD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const addFiles = useCallback((files: File[]) => {
    const heic = files.filter(isHeic);
    const usable = files.filter((f) => isImageFile(f) && !isHeic(f));
    setNotice(heic.length > 0 ? PHOTO_MESSAGES.heic : null);
    setError(null);
    if (usable.length > 0) setPhotos((prev) => [...prev, ...usable.map(toSelected)]);
  }, []);

  const clear = () => {
    photos.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    setPhotos([]);
  };

  const remove = (id: string) =>
    setPhotos((prev) => {
      const gone = prev.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((p) => p.id !== id);
    });

  const upload = async () => {
    setError(null);
    const result = await flow.start(photos);
    if ('error' in result) setError(result.error);
    else setOutcome(result.outcome);
  };

  const reset = () => {
    clear();
    setOutcome(null);
    setNotice(null);
  };

  // Scanning stops at the first code (section 4.3); the result shows on the upload screen.
  const onBarcode = useCallback((found: BarcodeResult) => {
    setBarcode(found);
    setCamera(null);
  }, []);

  if (outcome) {
    return (
      <UploadSuccess
        outcome={outcome}
        localNotice={localNotice(outcome)}
        onGoToSkus={onUploaded}
        onUploadMore={reset}
      />
    );
  }

  const withProgress = photos.map((p) => {
    const progress = flow.progress[p.id];
    return progress ? { ...p, progress: { ...progress, label: p.file.name } } : p;
  });

  return (
    <section aria-labelledby="upload-title" className="flex flex-col gap-4">
      <div>
        <h2 id="upload-title" className="text-xl font-bold">
          Upload Photos
        </h2>
        <p className="text-slate-600 dark:text-slate-300">
          Add photos of your items. The first photo is the primary one; drag photos to change the order.
        </p>
      </div>
      {photos.length === 0 ? (
        <PhotoDropZone
          title="Drag and drop your photos here"
          hint={PHOTO_LIMIT_TEXT}
          accept="image/*"
          onFiles={addFiles}
          inputRef={inputRef}
        />
      ) : null}
      <div className={`flex gap-2 ${mobile ? 'flex-col' : 'flex-wrap'}`}>
        <Button variant="secondary" onClick={() => setCamera('photo')} disabled={flow.uploading}>
          <Camera aria-hidden="true" className="h-5 w-5" /> Take Photos
        </Button>
        {mobile ? (
          <Button variant="secondary" onClick={() => setCamera('barcode')} disabled={flow.uploading}>
            <ScanBarcode aria-hidden="true" className="h-5 w-5" /> Scan Barcode
          </Button>
        ) : null}
      </div>
      {barcode ? <ProductInfoCard barcode={barcode} onScanAgain={() => setCamera('barcode')} /> : null}
      {notice ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <>
          <SelectedPhotosGrid photos={withProgress} onReorder={setPhotos} onRemove={remove} disabled={flow.uploading} />
          {flow.uploading ? <OverallProgress fraction={flow.overall} count={photos.length} /> : null}
          <div className={`flex gap-2 ${mobile ? 'flex-col-reverse' : 'justify-end'}`}>
            <Button
              variant="secondary"
              disabled={flow.uploading}
              onClick={() => {
                clear();
                inputRef.current?.click();
              }}
            >
              Choose Different Photos
            </Button>
            <Button onClick={() => void upload()} disabled={flow.uploading}>
              {flow.uploading ? 'Uploading…' : uploadButtonLabel(photos.length)}
            </Button>
          </div>
        </>
      ) : null}
      <CameraScreen
        open={camera !== null}
        mode={camera ?? 'photo'}
        maxCaptures={UPLOAD_CAMERA_MAX_CAPTURES}
        onClose={() => setCamera(null)}
        onDone={addFiles}
        onBarcode={onBarcode}
      />
    </section>
  );
}

function OverallProgress({ fraction, count }: { fraction: number; count: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <p className="mb-1 text-sm font-medium" id="overall-progress-label">
        Uploading {count} photo{count === 1 ? '' : 's'}… {percent}%
      </p>
      <div
        role="progressbar"
        aria-labelledby="overall-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
