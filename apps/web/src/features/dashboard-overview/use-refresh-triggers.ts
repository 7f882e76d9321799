import { DASHBOARD_REFRESH_FLAG_KEY } from '@listlens/shared';
import { useEffect } from 'react';

const takeFlag = () => {
  try {
    if (localStorage.getItem(DASHBOARD_REFRESH_FLAG_KEY) === null) return false;
    localStorage.removeItem(DASHBOARD_REFRESH_FLAG_KEY);
    return true;
  } catch {
    return false;
  }
};

/**
 * Two of the spec's three refresh triggers (part 3, section 2): the local
 * refresh-needed flag (seen on arrival, when another tab sets it, and on
 * return to the page) and the page becoming visible again. The third is the
 * Refresh button.
 */
export function useRefreshTriggers(refresh: () => void): void {
  useEffect(() => {
    if (takeFlag()) refresh();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      takeFlag();
      refresh();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === DASHBOARD_REFRESH_FLAG_KEY && event.newValue !== null && takeFlag()) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [refresh]);
}
