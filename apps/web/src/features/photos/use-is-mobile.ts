import { useSyncExternalStore } from 'react';
import { MOBILE_WIDTH_THRESHOLD } from '@listlens/shared';

const QUERY = `(max-width: ${MOBILE_WIDTH_THRESHOLD}px)`;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const snapshot = () =>
  MOBILE_AGENT.test(navigator.userAgent) ||
  (typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : window.innerWidth <= MOBILE_WIDTH_THRESHOLD);

/** Mobile mode: a mobile browser, or a width of 768 px or less (spec part 2, section 2.1). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
