import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

export type UnsavedGuard = {
  /** A move within the app (a link, the browser's Back or Forward) held while the work is unsaved: ask, then proceed or reset. */
  held: Blocker;
  /** Lets the page's own next move through: the work was saved or the seller chose to discard it. */
  release: () => void;
};

/**
 * While `unsaved` is true nothing takes the seller's typing away unasked:
 * - a reload, a closed tab or a typed address gets the browser's own question
 *   (the browser words it; pages cannot);
 * - a move to another address within the app is held (`held.state` is
 *   'blocked') for the page to ask its own question.
 */
export function useUnsavedGuard(unsaved: boolean): UnsavedGuard {
  // Set by the page just before a move of its own; a new edit after it guards again.
  const released = useRef(false);
  useEffect(() => {
    released.current = false;
  }, [unsaved]);
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
  const held = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return {
    held,
    release: () => {
      released.current = true;
    },
  };
}
