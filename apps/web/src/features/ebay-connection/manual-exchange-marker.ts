import { MANUAL_EXCHANGE_WINDOW_MS } from '@listlens/shared';
import { z } from 'zod';

// The manual exchange page (spec part 3) opens eBay's consent page in a new tab
// and asks for the success page's address. The success page is our own
// /auth/ebay/callback, which would otherwise complete the connection itself and
// spend the single-use state before the seller can paste it. This marker (the
// state only, never a token) tells the callback page to hand the address over
// instead. localStorage, because the new tab does not share sessionStorage.
const KEY = 'listlens.ebay.manualExchange';

const MarkerSchema = z.object({ state: z.string(), startedAt: z.number() });

export function rememberManualExchange(state: string, now = Date.now()): void {
  localStorage.setItem(KEY, JSON.stringify({ state, startedAt: now }));
}

export function forgetManualExchange(): void {
  localStorage.removeItem(KEY);
}

/** True when `state` belongs to a manual exchange started less than 5 minutes ago. */
export function isManualExchangeState(state: string | undefined, now = Date.now()): boolean {
  if (!state) return false;
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return false;
  }
  const marker = MarkerSchema.safeParse(raw);
  return marker.success && marker.data.state === state && now - marker.data.startedAt < MANUAL_EXCHANGE_WINDOW_MS;
}
