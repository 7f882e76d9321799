import { defaultPolicies } from '../account/default-policies';
import type { ProgramType, SellerPolicies } from '../account/policy-types';
import type { Order } from '../fulfillment/order-types';
import type { InventoryItem, LocationInput, OfferCreate } from '../inventory/inventory-schemas';
import type { IdSource } from './ids';
import { userIdFor } from './ids';

export type EbayUser = {
  userId: string;
  username: string;
  accountType: 'INDIVIDUAL' | 'BUSINESS';
  registrationMarketplaceId: string;
  status: 'CONFIRMED';
  firstName: string;
  lastName: string;
  email: string;
};

export type StoredLocation = LocationInput & { merchantLocationKey: string; locationId: string };
export type StoredItem = InventoryItem & { sku: string; locale: string };
export type StoredOffer = OfferCreate & { offerId: string; status: 'PUBLISHED' | 'UNPUBLISHED'; listingId?: string };

/** ListingStatusEnum values a simulated listing passes through. */
export type ListingStatus = 'ACTIVE' | 'OUT_OF_STOCK' | 'ENDED';

export type StoredListing = {
  listingId: string;
  offerId: string;
  sku: string;
  sellerId: string;
  status: ListingStatus;
  soldQuantity: number;
  startedAt: number;
  endedAt?: number;
};

export type SellerState = {
  user: EbayUser;
  /** Program type to the time it takes effect (opt-in can be delayed). */
  programs: Map<ProgramType, number>;
  policies: SellerPolicies;
  locations: Map<string, StoredLocation>;
  items: Map<string, StoredItem>;
  offers: Map<string, StoredOffer>;
  listings: Map<string, StoredListing>;
  orders: Order[];
};

export type SellerSetup = { optedIn?: boolean; defaultPolicies?: boolean };

/** A seller as JSON can carry it: each map as its entries. */
export type SavedSeller = {
  user: EbayUser;
  programs: [ProgramType, number][];
  policies: SellerPolicies;
  locations: [string, StoredLocation][];
  items: [string, StoredItem][];
  offers: [string, StoredOffer][];
  listings: [string, StoredListing][];
  orders: Order[];
};

export type SellerRegistry = ReturnType<typeof createSellerRegistry>;

const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

export function isValidUsername(username: string): boolean {
  return USERNAME.test(username);
}

/**
 * Sellers are keyed by eBay user id, the immutable key that tokens carry and
 * that ListLens stores (ebay-api.md 3). Each seller's state starts with the
 * defaults given in the options and can be re-seeded by the sim endpoints.
 */
export function createSellerRegistry(deps: { ids: IdSource; now: () => number; defaults: Required<SellerSetup> }) {
  const sellers = new Map<string, SellerState>();
  const listingOwners = new Map<string, string>();

  const seed = (user: EbayUser, setup: Required<SellerSetup>): SellerState => ({
    user,
    programs: setup.optedIn ? new Map([['SELLING_POLICY_MANAGEMENT', 0]]) : new Map(),
    policies: setup.defaultPolicies ? defaultPolicies(deps.ids) : { fulfillment: [], payment: [], return: [] },
    locations: new Map(),
    items: new Map(),
    offers: new Map(),
    listings: new Map(),
    orders: [],
  });

  const newUser = (username: string): EbayUser => ({
    userId: userIdFor(username),
    username,
    accountType: 'INDIVIDUAL',
    registrationMarketplaceId: 'EBAY_US',
    status: 'CONFIRMED',
    firstName: 'Emulated',
    lastName: 'Seller',
    email: `${username.toLowerCase()}@sellers.emulator.invalid`,
  });

  const dropListings = (seller: SellerState): void => {
    for (const listingId of seller.listings.keys()) listingOwners.delete(listingId);
  };

  return {
    /** The seller behind a user name, created on first sign-in at the consent page. */
    ensure(username: string): SellerState {
      const userId = userIdFor(username);
      const existing = sellers.get(userId);
      if (existing) return existing;
      const seller = seed(newUser(username), deps.defaults);
      sellers.set(userId, seller);
      return seller;
    },

    byUserId(userId: string): SellerState | undefined {
      return sellers.get(userId);
    },

    /** Replace a seller's state (sim endpoint), e.g. to start without business policies. */
    setUp(username: string, setup: SellerSetup): SellerState {
      const userId = userIdFor(username);
      const previous = sellers.get(userId);
      if (previous) dropListings(previous);
      const seller = seed(previous?.user ?? newUser(username), { ...deps.defaults, ...setup });
      sellers.set(userId, seller);
      return seller;
    },

    isOptedIn(seller: SellerState, program: ProgramType): boolean {
      const effectiveAt = seller.programs.get(program);
      return effectiveAt !== undefined && effectiveAt <= deps.now();
    },

    registerListing(listing: StoredListing): void {
      listingOwners.set(listing.listingId, listing.sellerId);
    },

    findListing(listingId: string): { seller: SellerState; listing: StoredListing } | undefined {
      const seller = sellers.get(listingOwners.get(listingId) ?? '');
      const listing = seller?.listings.get(listingId);
      return seller && listing ? { seller, listing } : undefined;
    },

    /** Every live listing of every seller, for Browse search and the public pages. */
    *liveListings(): Generator<{ seller: SellerState; listing: StoredListing }> {
      for (const seller of sellers.values()) {
        for (const listing of seller.listings.values()) if (listing.status === 'ACTIVE') yield { seller, listing };
      }
    },

    *allSellers(): Generator<SellerState> {
      yield* sellers.values();
    },

    clear(): void {
      sellers.clear();
      listingOwners.clear();
    },

    save(): SavedSeller[] {
      return [...sellers.values()].map((seller) => ({
        user: seller.user,
        programs: [...seller.programs],
        policies: seller.policies,
        locations: [...seller.locations],
        items: [...seller.items],
        offers: [...seller.offers],
        listings: [...seller.listings],
        orders: seller.orders,
      }));
    },

    /** Replaces every seller with saved ones (and finds each listing's owner again). */
    restore(saved: SavedSeller[]): void {
      sellers.clear();
      listingOwners.clear();
      for (const entry of saved) {
        const seller: SellerState = {
          user: entry.user,
          programs: new Map(entry.programs),
          policies: entry.policies,
          locations: new Map(entry.locations),
          items: new Map(entry.items),
          offers: new Map(entry.offers),
          listings: new Map(entry.listings),
          orders: entry.orders,
        };
        sellers.set(seller.user.userId, seller);
        for (const listingId of seller.listings.keys()) listingOwners.set(listingId, seller.user.userId);
      }
    },
  };
}
