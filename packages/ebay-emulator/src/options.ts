import { APPLICATION_SCOPES } from './oauth/scopes';

/** Share of requests that fail or slow down, drawn from a seeded generator so runs repeat. */
export type FaultOptions = {
  /** Share (0..1) of eligible requests answered 429 with Retry-After. */
  rate429?: number;
  /** Share (0..1) answered with the API's documented 500. */
  rate500?: number;
  /** Share (0..1) answered normally after `slowMs`. */
  rateSlow?: number;
  slowMs?: number;
  retryAfterSeconds?: number;
  seed?: number;
};

export type EbayEmulatorOptions = {
  /** The keyset ListLens is configured with (EBAY_CLIENT_ID / EBAY_CLIENT_SECRET / EBAY_RUNAME). */
  clientId?: string;
  clientSecret?: string;
  ruName?: string;
  /**
   * Where the consent page sends the browser on Agree and on Decline: eBay keeps
   * these "auth accepted/declined URLs" with the RuName. An absolute URL, or a
   * path resolved against the origin that served the consent page (handy when
   * the emulator runs inside the app on a port chosen at start).
   */
  acceptedUrl?: string;
  declinedUrl?: string;
  /** Absolute base URL of the emulator as browsers see it; derived from each request when unset. */
  publicBaseUrl?: string;
  /** The eBay user name prefilled on the consent page. */
  defaultUsername?: string;
  /** Clock in epoch milliseconds; tests pass a controllable one. */
  now?: () => number;
  /** Seed of the generated Browse and Marketplace Insights catalogue. */
  catalogueSeed?: number;
  catalogueListings?: number;
  catalogueSales?: number;
  /**
   * Refuse API calls that lack the headers ListLens always sends
   * (X-EBAY-C-MARKETPLACE-ID, Accept-Language, Content-Language). eBay itself is
   * laxer on some APIs; the emulator is strict so the client cannot regress.
   */
  strictHeaders?: boolean;
  /** New sellers start opted in to business policies with one policy of each kind. */
  sellerOptedIn?: boolean;
  sellerDefaultPolicies?: boolean;
  /** optInToProgram takes effect after this delay (eBay: "up to 24 hours"). */
  optInDelayMs?: number;
  /** Scopes the keyset may request with client_credentials. */
  applicationScopes?: readonly string[];
  faults?: FaultOptions;
  /** Serve the emulator-only `/_sim/*` endpoints (buy a listing, faults, token tricks). */
  simEndpoints?: boolean;
  /**
   * A JSON file that keeps the emulator's state (tokens, sellers, their policies,
   * listings and orders) across restarts: read at start, written after every
   * request that may change it. Unset: everything lives in memory only.
   */
  stateFile?: string;
};

export type ResolvedFaults = Required<FaultOptions>;

export type ResolvedOptions = {
  clientId: string;
  clientSecret: string;
  ruName: string;
  acceptedUrl: string;
  declinedUrl: string;
  publicBaseUrl: string | undefined;
  defaultUsername: string;
  now: () => number;
  catalogueSeed: number;
  catalogueListings: number;
  catalogueSales: number;
  strictHeaders: boolean;
  sellerOptedIn: boolean;
  sellerDefaultPolicies: boolean;
  optInDelayMs: number;
  applicationScopes: readonly string[];
  faults: ResolvedFaults;
  simEndpoints: boolean;
  stateFile: string | undefined;
};

/** Defaults that make `EBAY_ENV=emulator` work with no configuration at all. */
export const EMULATOR_DEFAULTS = {
  clientId: 'ListLens-Emulator-PRD-0a1b2c3d4-5e6f7a8b',
  clientSecret: 'PRD-emulator-0a1b2c3d4e5f-6a7b-8c9d',
  ruName: 'ListLens-ListLens-Emulator-emulatorru',
  acceptedUrl: '/auth/ebay/callback',
  declinedUrl: '/auth/ebay/callback',
  defaultUsername: 'emulated_seller',
} as const;

export const NO_FAULTS: ResolvedFaults = {
  rate429: 0,
  rate500: 0,
  rateSlow: 0,
  slowMs: 1500,
  retryAfterSeconds: 2,
  seed: 1,
};

export function resolveFaults(faults: FaultOptions | undefined, base: ResolvedFaults = NO_FAULTS): ResolvedFaults {
  const merged = { ...base, ...faults };
  for (const key of ['rate429', 'rate500', 'rateSlow'] as const) {
    if (!(merged[key] >= 0 && merged[key] <= 1)) throw new Error(`faults.${key} must be between 0 and 1`);
  }
  if (merged.rate429 + merged.rate500 + merged.rateSlow > 1) {
    throw new Error('faults.rate429 + rate500 + rateSlow must not exceed 1');
  }
  return merged;
}

export function resolveOptions(options: EbayEmulatorOptions = {}): ResolvedOptions {
  return {
    clientId: options.clientId ?? EMULATOR_DEFAULTS.clientId,
    clientSecret: options.clientSecret ?? EMULATOR_DEFAULTS.clientSecret,
    ruName: options.ruName ?? EMULATOR_DEFAULTS.ruName,
    acceptedUrl: options.acceptedUrl ?? EMULATOR_DEFAULTS.acceptedUrl,
    declinedUrl: options.declinedUrl ?? options.acceptedUrl ?? EMULATOR_DEFAULTS.declinedUrl,
    publicBaseUrl: options.publicBaseUrl?.replace(/\/+$/, ''),
    defaultUsername: options.defaultUsername ?? EMULATOR_DEFAULTS.defaultUsername,
    now: options.now ?? Date.now,
    catalogueSeed: options.catalogueSeed ?? 20250601,
    catalogueListings: options.catalogueListings ?? 15_000,
    catalogueSales: options.catalogueSales ?? 12_000,
    strictHeaders: options.strictHeaders ?? true,
    sellerOptedIn: options.sellerOptedIn ?? true,
    sellerDefaultPolicies: options.sellerDefaultPolicies ?? true,
    optInDelayMs: options.optInDelayMs ?? 0,
    applicationScopes: options.applicationScopes ?? APPLICATION_SCOPES,
    faults: resolveFaults(options.faults),
    simEndpoints: options.simEndpoints ?? true,
    stateFile: options.stateFile,
  };
}
