import { CAPTURE_JPEG_QUALITY, CAPTURE_VIBRATION_MS, PHOTO_MESSAGES } from '@listlens/shared';
import { useState, type RefObject } from 'react';
import { grabFrame } from './use-camera';

export type Capture = { file: File; url: string };

/** The photos taken in one camera session, each with a preview address freed when it goes. */
export function useCaptures(
  videoRef: RefObject<HTMLVideoElement | null>,
  maxCaptures: number,
  onError: (message: string) => void,
) {
  const [captures, setCaptures] = useState<Capture[]>([]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video || captures.length >= maxCaptures) return;
    try {
      const blob = await grabFrame(video, CAPTURE_JPEG_QUALITY);
      const file = new File([blob], `capture-${Date.now()}-${captures.length + 1}.jpg`, { type: 'image/jpeg' });
      setCaptures((prev) => [...prev, { file, url: URL.createObjectURL(file) }]);
      navigator.vibrate?.(CAPTURE_VIBRATION_MS);
    } catch {
      onError(PHOTO_MESSAGES.captureFailed);
    }
  };

  const remove = (capture: Capture) => {
    URL.revokeObjectURL(capture.url);
    setCaptures((prev) => prev.filter((c) => c !== capture));
  };

  /** Forgets every photo; `keepFiles` when they were handed on (their addresses are freed either way by the page). */
  const clear = (keepFiles = false) => {
    if (!keepFiles) captures.forEach((c) => URL.revokeObjectURL(c.url));
    setCaptures([]);
  };

  return { captures, capture, remove, clear };
}
