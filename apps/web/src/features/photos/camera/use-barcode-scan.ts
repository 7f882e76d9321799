import { PHOTO_MESSAGES, type BarcodeResult } from '@listlens/shared';
import { useEffect, type RefObject } from 'react';
import { createFrameReader } from './barcode-scanner';

const SCAN_INTERVAL_MS = 250;

/** While `scan` is on, reads the video's frames until the first code, then stops the camera (section 4.3). */
export function useBarcodeScan({
  scan,
  videoRef,
  stop,
  setError,
  onBarcode,
}: {
  scan: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  stop: () => void;
  setError: (message: string) => void;
  onBarcode?: (result: BarcodeResult) => void;
}) {
  useEffect(() => {
    if (!scan || !onBarcode) return;
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
  }, [scan, videoRef, setError, stop, onBarcode]);
}
