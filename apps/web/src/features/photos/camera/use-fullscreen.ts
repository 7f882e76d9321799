import { useEffect, useRef, useState } from 'react';

/** Whether the page is full screen, and a toggle that makes `frameRef`'s element fill the screen. */
export function useFullscreen() {
  const frameRef = useRef<HTMLDivElement | null>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  return { frameRef, fullscreen, toggle };
}

export function exitFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
