import { CAMERA_MAX_CAPTURES, CAMERA_THUMBNAILS_SHOWN, type BarcodeResult } from '@listlens/shared';
import { Camera, Maximize, Minimize, SwitchCamera, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useBarcodeScan } from '../camera/use-barcode-scan';
import { useCamera } from '../camera/use-camera';
import { useCaptures, type Capture } from '../camera/use-captures';
import { exitFullscreen, useFullscreen } from '../camera/use-fullscreen';

type Props = {
  open: boolean;
  onClose: () => void;
  mode: 'photo' | 'barcode';
  /** 10 by default; the upload screen's camera allows 20 (spec part 2, section 9). */
  maxCaptures?: number;
  onDone?: (files: File[]) => void;
  onBarcode?: (result: BarcodeResult) => void;
};

/** The mobile camera screen of spec part 2, sections 2.2 and 4.3. */
export function CameraScreen({ open, onClose, mode, maxCaptures = CAMERA_MAX_CAPTURES, onDone, onBarcode }: Props) {
  const camera = useCamera();
  const { videoRef, active, error, setError, stop } = camera;
  const { frameRef, fullscreen, toggle } = useFullscreen();
  const shots = useCaptures(videoRef, maxCaptures, setError);
  useBarcodeScan({ scan: mode === 'barcode' && active, videoRef, stop, setError, onBarcode });

  const close = () => {
    stop();
    exitFullscreen();
    shots.clear();
    onClose();
  };
  const finish = () => {
    stop();
    onDone?.(shots.captures.map((c) => c.file));
    shots.clear(true);
    onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={mode === 'barcode' ? 'Scan Barcode' : 'Camera'}
      description={
        mode === 'barcode'
          ? 'Point the camera at a barcode; scanning stops at the first one found.'
          : 'Take photos with your camera; they are added to your selection.'
      }
      quietDescription
      size="screen"
      tone="dark"
      contentRef={frameRef}
      closeLabel="Close camera"
      headerActions={
        <>
          {mode === 'photo' ? (
            <p aria-live="polite" className="px-2 text-sm tabular-nums" aria-label="Photos taken">
              {shots.captures.length}/{maxCaptures}
            </p>
          ) : null}
          <IconButton label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={toggle}>
            {fullscreen ? <Minimize className="h-5 w-5" /> : <Maximize className="h-5 w-5" />}
          </IconButton>
        </>
      }
    >
      <CameraView mode={mode} videoRef={videoRef} active={active} error={error} onStart={() => void camera.start()} />
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <IconButton label="Switch camera" onClick={camera.switchCamera} disabled={!active}>
          <SwitchCamera className="h-5 w-5" />
        </IconButton>
        {mode === 'photo' ? (
          <CaptureControls
            captures={shots.captures}
            canCapture={active && shots.captures.length < maxCaptures}
            onCapture={() => void shots.capture()}
            onRemove={shots.remove}
            onFinish={finish}
          />
        ) : null}
      </div>
    </Modal>
  );
}

/** The camera's picture, with the barcode frame, the Start button while stopped, and what went wrong. */
function CameraView({
  mode,
  videoRef,
  active,
  error,
  onStart,
}: {
  mode: Props['mode'];
  videoRef: RefObject<HTMLVideoElement | null>;
  active: boolean;
  error: string | null;
  onStart: () => void;
}) {
  return (
    <div className="relative flex flex-1 items-center justify-center overflow-hidden">
      <video ref={videoRef} playsInline muted className="max-h-full max-w-full" aria-label="Camera preview" />
      {mode === 'barcode' && active ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 h-1/3 w-3/4 -translate-x-1/2 -translate-y-1/2 rounded-lg border-4 border-white/90"
        />
      ) : null}
      {!active ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
          {error ? (
            <p role="alert" className="max-w-sm rounded-lg bg-red-100 p-3 text-red-900">
              {error}
            </p>
          ) : null}
          <Button onClick={onStart}>
            <Camera aria-hidden="true" className="h-5 w-5" /> Start Camera
          </Button>
        </div>
      ) : null}
      {active && error ? (
        <p role="alert" className="absolute top-2 right-2 left-2 rounded-lg bg-red-100 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      {mode === 'barcode' && active && !error ? (
        <p role="status" className="absolute bottom-2 rounded bg-black/60 px-3 py-1 text-sm">
          Looking for a barcode…
        </p>
      ) : null}
    </div>
  );
}

/** Photo mode's shutter, the last photos taken (each removable) and Use N Photos. */
function CaptureControls({
  captures,
  canCapture,
  onCapture,
  onRemove,
  onFinish,
}: {
  captures: Capture[];
  canCapture: boolean;
  onCapture: () => void;
  onRemove: (capture: Capture) => void;
  onFinish: () => void;
}) {
  const recent = captures.slice(-CAMERA_THUMBNAILS_SHOWN);
  const firstShown = captures.length - recent.length + 1;
  return (
    <>
      <button
        type="button"
        onClick={onCapture}
        disabled={!canCapture}
        aria-label="Capture photo"
        className="h-16 w-16 rounded-full border-4 border-white bg-white/20 disabled:opacity-40"
      />
      <ul aria-label="Last photos taken" className="flex gap-2">
        {recent.map((c, i) => (
          <li key={c.url} className="relative">
            <img src={c.url} alt={`Photo taken ${firstShown + i}`} className="h-14 w-14 rounded object-cover" />
            <button
              type="button"
              onClick={() => onRemove(c)}
              aria-label={`Remove photo taken ${firstShown + i}`}
              className="absolute -top-2 -right-2 flex h-11 w-11 items-center justify-center"
            >
              <span className="flex h-6 w-6 items-center justify-center rounded-full bg-red-600">
                <X aria-hidden="true" className="h-4 w-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button onClick={onFinish} disabled={captures.length === 0}>
        Use {captures.length} Photo{captures.length === 1 ? '' : 's'}
      </Button>
    </>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-white hover:bg-white/10 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
