// The messages between a Playwright worker and its seeded ListLens server
// (seeded-app.ts starts it, seeded-app-server.mts is the server).

/** One item as a finished generation saves it; unset fields keep the canned jeans analysis. */
export type SeedItem = {
  /** The SKU group whose uploaded photos become the item's photos. */
  sku: string;
  title?: string;
  brand?: string;
  size?: string;
  color?: string;
  condition?: string;
  suggestedPrice?: number;
  priceRange?: { min: number; max: number };
  keywords?: string[];
  keyFeatures?: string[];
  confidence?: number;
};

/** A listing of an item (spec part 3, section 3), with a sale when `sold` is set. */
export type SeedListing = {
  itemId: string;
  status: string;
  views?: number;
  watchers?: number;
  messages?: number;
  sold?: boolean;
};

export type SeedRequest =
  | { id: number; kind: 'items'; email: string; items: SeedItem[] }
  | { id: number; kind: 'listing'; email: string; listing: SeedListing }
  | { id: number; kind: 'count'; email: string; table: 'items' | 'listings' | 'sales' | 'uploaded_photos' };

export type SeedAnswer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export type SeedServerMessage = { ready: string } | SeedAnswer;
