import { CAMERA_MAX_HEIGHT, CAMERA_MAX_WIDTH, CAMERA_RESTART_MS, PHOTO_MESSAGES } from '@listlens/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Facing = 'environment' | 'user';

/**
 * The camera of spec part 2, section 4.3: started or stopped, the rear camera
 * by default, up to 1920x1080, and a switch that restarts after 100 ms.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setActive(false);
  }, []);

  const start = useCallback(
    async (which: Facing = facing) => {
      setError(null);
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        const stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: {
            facingMode: { ideal: which },
            width: { ideal: CAMERA_MAX_WIDTH, max: CAMERA_MAX_WIDTH },
            height: { ideal: CAMERA_MAX_HEIGHT, max: CAMERA_MAX_HEIGHT },
          },
        });
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setActive(true);
      } catch {
        stop();
        setError(PHOTO_MESSAGES.cameraDenied);
      }
    },
    [facing, stop],
  );

  const switchCamera = useCallback(() => {
    const next: Facing = facing === 'environment' ? 'user' : 'environment';
    setFacing(next);
    stop();
    window.setTimeout(() => void start(next), CAMERA_RESTART_MS);
  }, [facing, start, stop]);

  // A closed screen never leaves the camera light on.
  useEffect(() => stop, [stop]);

  return { videoRef, active, error, setError, facing, start, stop, switchCamera };
}

/** The current frame as a JPEG, at the video's own size. */
export function grabFrame(video: HTMLVideoElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return reject(new Error('no frame yet'));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return reject(new Error('no 2d context'));
    context.drawImage(video, 0, 0, width, height);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', quality);
  });
}
