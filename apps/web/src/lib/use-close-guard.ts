import { useEffect, useState } from 'react';
import { useUnsavedGuard, type UnsavedGuard } from './use-unsaved-guard';

export type CloseGuard = {
  /** Cancel, Escape, a close button or a click outside: closes at once, or asks first while the work is unsaved. */
  requestClose: () => void;
  /** A Modal's onOpenChange: its Escape, close button and click outside ask through requestClose. */
  onOpenChange: (open: boolean) => void;
  /** Closes without asking: the work was saved. */
  close: () => void;
  /** Lets the next move to another address through (e.g. to a page opened after a save). */
  release: UnsavedGuard['release'];
  /** What DiscardQuestion shows. */
  question: { open: boolean; onKeep: () => void; onDiscard: () => void };
};

/**
 * A dialog holding a seller's unsaved work: closing it, a move to another
 * address (a link, the browser's Back) or leaving the page asks before the
 * work is thrown away (useUnsavedGuard); Keep Editing goes back to it.
 */
export function useCloseGuard(unsaved: boolean, onClose: () => void): CloseGuard {
  const guard = useUnsavedGuard(unsaved);
  const [asked, setAsked] = useState(false);
  const leaving = guard.held.state === 'blocked';
  const close = () => {
    guard.release();
    onClose();
  };
  const requestClose = () => (unsaved ? setAsked(true) : close());
  return {
    requestClose,
    onOpenChange: (open) => (open ? undefined : requestClose()),
    close,
    release: guard.release,
    question: {
      open: asked || leaving,
      onKeep: () => {
        setAsked(false);
        if (leaving) guard.held.reset?.();
      },
      onDiscard: () => {
        setAsked(false);
        if (!leaving) return close();
        guard.release();
        guard.held.proceed?.();
      },
    },
  };
}

/**
 * Tells a dialog whether the form inside it holds unsaved work, and that it
 * holds none once the form is gone (a tab switched away, the dialog closed).
 */
export function useReportDirty(dirty: boolean, report: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [dirty, report]);
}
