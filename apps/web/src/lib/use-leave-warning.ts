import { useEffect } from 'react';

/**
 * While `unsaved` is true, a reload, a closed tab or a typed address asks the
 * browser's own question before the page goes, so a seller's typing is not
 * lost by a stray key (the browser words the question; pages cannot).
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
