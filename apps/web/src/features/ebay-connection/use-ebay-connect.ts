import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ebayKeys } from './api/ebay-keys';
import { fetchEbayStatus } from './api/ebay-status';
import { startEbayConnect } from './api/start-connect';
import { authWindowFeatures } from './connect-schedule';
import { createConnectController } from './connect-controller';

/** The auth window's name: a second Connect click reuses the window instead of opening another. */
const AUTH_WINDOW_NAME = 'ebay-auth';

function openAuthWindow(): Window | null {
  // about:blank first, inside the click, so popup blockers see the seller's gesture;
  // the consent URL is loaded once the server has made the state.
  return window.open('', AUTH_WINDOW_NAME, authWindowFeatures(window));
}

/**
 * Connect eBay from any screen. `connect` must be called from a click handler.
 * `returnPath` is where the callback page goes after success when it is not a
 * popup (the server remembers it with the state).
 */
export function useEbayConnect(options: { returnPath?: string } = {}) {
  const queryClient = useQueryClient();
  const [controller] = useState(() =>
    createConnectController({
      returnPath: options.returnPath ?? '/test-connection',
      startConnect: startEbayConnect,
      fetchStatus: () => fetchEbayStatus(),
      openWindow: openAuthWindow,
      onStatus: (status) => queryClient.setQueryData(ebayKeys.status, status),
      onConnected: () => {
        void queryClient.invalidateQueries({ queryKey: ebayKeys.all });
        void queryClient.invalidateQueries({ queryKey: ebayKeys.onboarding });
      },
    }),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return {
    state,
    connect: controller.connect,
    openedInNewTab: controller.openedInNewTab,
    checkNow: controller.checkNow,
    cancel: controller.cancel,
    busy: state.phase === 'starting' || state.phase === 'waiting' || state.phase === 'blocked',
  };
}

export type EbayConnect = ReturnType<typeof useEbayConnect>;
