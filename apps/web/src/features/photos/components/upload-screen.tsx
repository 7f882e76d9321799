import {
  PHOTO_LIMIT_TEXT,
  POST_UPLOAD_REDIRECT_MS,
  UPLOAD_CAMERA_MAX_CAPTURES,
  uploadButtonLabel,
  type BarcodeResult,
} from '@listlens/shared';
import { Camera, ScanBarcode } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Button } from '../../../components/button';
import { PhotoDropZone } from '../../../components/photo-drop-zone';
import { useLocalPhotoSync } from '../local/use-local-photos';
import { useIsMobile } from '../use-is-mobile';
import { usePhotoSelection } from '../use-photo-selection';
import { localNotice, useUploadFlow, type UploadOutcome } from '../use-upload-flow';
import { CameraScreen } from './camera-screen';
import { ProductInfoCard } from './product-info-card';
import { SelectedPhotosGrid } from './selected-photos-grid';
import { UploadSuccess } from './upload-success';

/**
 * The Upload Photos screen (spec part 2, sections 2.1 and 4.1), in the
 * dashboard's Upload tab and standalone at /capture. `onUploaded` is told
 * about 2 s after success, to switch to the SKUs tab.
 */
export function UploadScreen({ onUploaded }: { onUploaded: () => void }) {
  useLocalPhotoSync();
  const mobile = useIsMobile();
  const flow = useUploadFlow();
  const [error, setError] = useState<string | null>(null);
  const selection = usePhotoSelection(() => setError(null));
  const { photos } = selection;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [camera, setCamera] = useState<'photo' | 'barcode' | null>(null);
  const [barcode, setBarcode] = useState<BarcodeResult | null>(null);
  useRedirectAfterUpload(outcome, onUploaded);
  const addFiles = selection.addFiles;

  const upload = async () => {
    setError(null);
    const result = await flow.start(photos);
    if ('error' in result) setError(result.error);
    else setOutcome(result.outcome);
  };

  // Scanning stops at the first code (section 4.3); the result shows on the upload screen.
  const onBarcode = useCallback((found: BarcodeResult) => {
    setBarcode(found);
    setCamera(null);
  }, []);

  if (outcome) {
    const uploadMore = () => {
      selection.reset();
      setOutcome(null);
    };
    return (
      <UploadSuccess
        outcome={outcome}
        localNotice={localNotice(outcome)}
        onGoToSkus={onUploaded}
        onUploadMore={uploadMore}
      />
    );
  }

  return (
    <section aria-labelledby="upload-title" className="flex flex-col gap-4">
      <UploadHeader />
      {photos.length === 0 ? (
        <PhotoDropZone
          title="Drag and drop your photos here"
          hint={PHOTO_LIMIT_TEXT}
          accept="image/*"
          onFiles={addFiles}
          inputRef={inputRef}
        />
      ) : null}
      <CameraButtons mobile={mobile} disabled={flow.uploading} onOpen={setCamera} />
      {barcode ? <ProductInfoCard barcode={barcode} onScanAgain={() => setCamera('barcode')} /> : null}
      <Notices notice={selection.notice} error={error} />
      {photos.length > 0 ? (
        <ChosenPhotos
          photos={photos.map((p) => {
            const progress = flow.progress[p.id];
            return progress ? { ...p, progress: { ...progress, label: p.file.name } } : p;
          })}
          mobile={mobile}
          flow={flow}
          onReorder={selection.setPhotos}
          onRemove={selection.remove}
          onChooseAgain={() => {
            selection.clear();
            inputRef.current?.click();
          }}
          onUpload={() => void upload()}
        />
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

/** Section 4.1: about 2 s after success the parent switches to the SKUs tab. */
function useRedirectAfterUpload(outcome: UploadOutcome | null, onUploaded: () => void) {
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => onUploadedRef.current(), POST_UPLOAD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
}

/** The chosen photos in their order, the upload's progress, Choose Different Photos and Upload N Photos. */
function ChosenPhotos({
  photos,
  mobile,
  flow,
  onReorder,
  onRemove,
  onChooseAgain,
  onUpload,
}: {
  photos: ComponentProps<typeof SelectedPhotosGrid>['photos'];
  mobile: boolean;
  flow: ReturnType<typeof useUploadFlow>;
  onReorder: ComponentProps<typeof SelectedPhotosGrid>['onReorder'];
  onRemove: (id: string) => void;
  onChooseAgain: () => void;
  onUpload: () => void;
}) {
  return (
    <>
      <SelectedPhotosGrid photos={photos} onReorder={onReorder} onRemove={onRemove} disabled={flow.uploading} />
      {flow.uploading ? <OverallProgress fraction={flow.overall} count={photos.length} /> : null}
      <div className={`flex gap-2 ${mobile ? 'flex-col-reverse' : 'justify-end'}`}>
        <Button variant="secondary" disabled={flow.uploading} onClick={onChooseAgain}>
          Choose Different Photos
        </Button>
        <Button onClick={onUpload} disabled={flow.uploading}>
          {flow.uploading ? 'Uploading…' : uploadButtonLabel(photos.length)}
        </Button>
      </div>
    </>
  );
}

/** Take Photos, and on a phone Scan Barcode. */
function CameraButtons({
  mobile,
  disabled,
  onOpen,
}: {
  mobile: boolean;
  disabled: boolean;
  onOpen: (mode: 'photo' | 'barcode') => void;
}) {
  return (
    <div className={`flex gap-2 ${mobile ? 'flex-col' : 'flex-wrap'}`}>
      <Button variant="secondary" onClick={() => onOpen('photo')} disabled={disabled}>
        <Camera aria-hidden="true" className="h-5 w-5" /> Take Photos
      </Button>
      {mobile ? (
        <Button variant="secondary" onClick={() => onOpen('barcode')} disabled={disabled}>
          <ScanBarcode aria-hidden="true" className="h-5 w-5" /> Scan Barcode
        </Button>
      ) : null}
    </div>
  );
}

function UploadHeader() {
  return (
    <div>
      <h2 id="upload-title" className="text-xl font-bold">
        Upload Photos
      </h2>
      <p className="text-slate-600 dark:text-slate-300">
        Add photos of your items. The first photo is the primary one; drag photos to change the order.
      </p>
    </div>
  );
}

function Notices({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
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
    </>
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
