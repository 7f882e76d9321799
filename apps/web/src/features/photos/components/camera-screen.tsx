import * as Dialog from '@radix-ui/react-dialog';
import {
  CAMERA_MAX_CAPTURES,
  CAMERA_THUMBNAILS_SHOWN,
  CAPTURE_JPEG_QUALITY,
  CAPTURE_VIBRATION_MS,
  PHOTO_MESSAGES,
  type BarcodeResult,
} from '@listlens/shared';
import { Camera, Maximize, Minimize, SwitchCamera, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { createFrameReader } from '../camera/barcode-scanner';
import { grabFrame, useCamera } from '../camera/use-camera';

type Capture = { file: File; url: string };

type Props = {
  open: boolean;
  onClose: () => void;
  mode: 'photo' | 'barcode';
  /** 10 by default; the upload screen's camera allows 20 (spec part 2, section 9). */
  maxCaptures?: number;
  onDone?: (files: File[]) => void;
  onBarcode?: (result: BarcodeResult) => void;
};

const SCAN_INTERVAL_MS = 250;

/** The mobile camera screen of spec part 2, sections 2.2 and 4.3. */
export function CameraScreen({ open, onClose, mode, maxCaptures = CAMERA_MAX_CAPTURES, onDone, onBarcode }: Props) {
  const { videoRef, active, error, setError, start, stop, switchCamera } = useCamera();
  const frameRef = useRef<HTMLDivElement | null>(null);
  const [captures, setCaptures] = useState<Capture[]>([]);
  const [fullscreen, setFullscreen] = useState(false);
  const scanning = mode === 'barcode' && active && !error;

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Barcode mode reads frames until the first code, then stops (section 4.3).
  useEffect(() => {
    if (mode !== 'barcode' || !active || !onBarcode) return;
    let stopped = false;
    let timer = 0;
    void (async () => {
      try {
        const reader = await createFrameReader();
        const tick = async () => {
          if (stopped) return;
          const video = videoRef.current;
          const found = video ? await reader.read(video).catch(() => null) : null;
          if (stopped) return;
          if (found) {
            stopped = true;
            stop();
            onBarcode(found);
            return;
          }
          timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        await tick();
      } catch {
        if (!stopped) setError(PHOTO_MESSAGES.barcodeFailed);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [mode, active, videoRef, setError, stop, onBarcode]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video || captures.length >= maxCaptures) return;
    try {
      const blob = await grabFrame(video, CAPTURE_JPEG_QUALITY);
      const file = new File([blob], `capture-${Date.now()}-${captures.length + 1}.jpg`, { type: 'image/jpeg' });
      setCaptures((prev) => [...prev, { file, url: URL.createObjectURL(file) }]);
      navigator.vibrate?.(CAPTURE_VIBRATION_MS);
    } catch {
      setError(PHOTO_MESSAGES.captureFailed);
    }
  };

  const remove = (capture: Capture) => {
    URL.revokeObjectURL(capture.url);
    setCaptures((prev) => prev.filter((c) => c !== capture));
  };

  const close = () => {
    stop();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    captures.forEach((c) => URL.revokeObjectURL(c.url));
    setCaptures([]);
    onClose();
  };

  const finish = () => {
    stop();
    onDone?.(captures.map((c) => c.file));
    setCaptures([]);
    onClose();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const title = mode === 'barcode' ? 'Scan Barcode' : 'Camera';
  const recent = captures.slice(-CAMERA_THUMBNAILS_SHOWN);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/80" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white sm:inset-6 sm:rounded-2xl">
          <div ref={frameRef} className="flex h-full flex-col bg-slate-950">
            <div className="flex items-center justify-between gap-2 p-2">
              <Dialog.Title className="px-2 text-lg font-bold">{title}</Dialog.Title>
              <Dialog.Description className="sr-only">
                {mode === 'barcode'
                  ? 'Point the camera at a barcode; scanning stops at the first one found.'
                  : 'Take photos with your camera; they are added to your selection.'}
              </Dialog.Description>
              {mode === 'photo' ? (
                <p aria-live="polite" className="text-sm tabular-nums" aria-label="Photos taken">
                  {captures.length}/{maxCaptures}
                </p>
              ) : null}
              <div className="flex gap-1">
                <IconButton label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={toggleFullscreen}>
                  {fullscreen ? <Minimize className="h-5 w-5" /> : <Maximize className="h-5 w-5" />}
                </IconButton>
                <IconButton label="Close camera" onClick={close}>
                  <X className="h-5 w-5" />
                </IconButton>
              </div>
            </div>
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
                  <Button onClick={() => void start()}>
                    <Camera aria-hidden="true" className="h-5 w-5" /> Start Camera
                  </Button>
                </div>
              ) : null}
              {active && error ? (
                <p role="alert" className="absolute top-2 left-2 right-2 rounded-lg bg-red-100 p-3 text-red-900">
                  {error}
                </p>
              ) : null}
              {scanning ? (
                <p role="status" className="absolute bottom-2 rounded bg-black/60 px-3 py-1 text-sm">
                  Looking for a barcode…
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 p-3">
              <IconButton label="Switch camera" onClick={switchCamera} disabled={!active}>
                <SwitchCamera className="h-5 w-5" />
              </IconButton>
              {mode === 'photo' ? (
                <>
                  <button
                    type="button"
                    onClick={() => void capture()}
                    disabled={!active || captures.length >= maxCaptures}
                    aria-label="Capture photo"
                    className="h-16 w-16 rounded-full border-4 border-white bg-white/20 disabled:opacity-40"
                  />
                  <ul aria-label="Last photos taken" className="flex gap-2">
                    {recent.map((c, i) => (
                      <li key={c.url} className="relative">
                        <img
                          src={c.url}
                          alt={`Photo taken ${captures.length - recent.length + i + 1}`}
                          className="h-14 w-14 rounded object-cover"
                        />
                        <button
                          type="button"
                          onClick={() => remove(c)}
                          aria-label={`Remove photo taken ${captures.length - recent.length + i + 1}`}
                          className="absolute -top-2 -right-2 flex h-11 w-11 items-center justify-center"
                        >
                          <span className="flex h-6 w-6 items-center justify-center rounded-full bg-red-600">
                            <X aria-hidden="true" className="h-4 w-4" />
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  <Button onClick={finish} disabled={captures.length === 0}>
                    Use {captures.length} Photo{captures.length === 1 ? '' : 's'}
                  </Button>
                </>
              ) : null}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
