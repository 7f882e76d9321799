import { createHash } from 'node:crypto';

/**
 * Deterministic identifiers: the n-th offer, listing, policy or order of an
 * emulator instance always gets the same id, so tests can assert on them.
 * The ranges imitate eBay's (numeric strings; listings like 110550000000 as
 * ebay-api.md 11 suggests; orders like 12-34567-89012).
 */
export type IdSource = ReturnType<typeof createIdSource>;

/** How many ids of each kind were handed out: saved so a restored emulator never hands one out twice. */
export type IdCounters = Record<'offer' | 'listing' | 'policy' | 'order' | 'lineItem' | 'location' | 'payment', number>;

export function createIdSource() {
  const counters: IdCounters = { offer: 0, listing: 0, policy: 0, order: 0, lineItem: 0, location: 0, payment: 0 };
  const bump = (key: keyof typeof counters): number => {
    counters[key] += 1;
    return counters[key];
  };
  return {
    offerId: (): string => String(8_100_000_000 + bump('offer') * 7),
    listingId: (): string => String(110_550_000_000 + bump('listing')),
    policyId: (): string => String(6_200_000_000 + bump('policy') * 1000 + 10),
    locationId: (): string => String(4_700_000 + bump('location')),
    orderId: (): string => {
      const n = bump('order');
      const middle = String(10_000 + ((n * 7919) % 90_000)).padStart(5, '0');
      const last = String(10_000 + n).padStart(5, '0');
      return `${String(10 + (n % 90))}-${middle}-${last}`;
    },
    lineItemId: (): string => String(10_050_000_000 + bump('lineItem')),
    paymentReferenceId: (): string => `EMU${String(bump('payment')).padStart(9, '0')}`,
    reset(): void {
      for (const key of Object.keys(counters) as (keyof typeof counters)[]) counters[key] = 0;
    },
    save: (): IdCounters => ({ ...counters }),
    restore(saved: IdCounters): void {
      for (const key of Object.keys(counters) as (keyof typeof counters)[]) counters[key] = saved[key];
    },
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** eBay user ids are opaque 11-character strings (e.g. `ma8vp1jySJC`); derive one from the user name. */
export function userIdFor(username: string): string {
  const digest = createHash('sha256').update(`ebay-emulator-user:${username.toLowerCase()}`).digest();
  let id = '';
  for (let i = 0; i < 11; i += 1) id += BASE62[(digest[i] ?? 0) % 62];
  return id;
}
