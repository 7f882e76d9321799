import { createCatalogue, type Catalogue } from './catalogue/catalogue';
import type { CatalogueSale } from './catalogue/catalogue-entry';
import { createFaultInjector, type FaultInjector } from './http/faults';
import { createOAuthStore, type OAuthStore } from './oauth/oauth-store';
import { resolveOptions, type EbayEmulatorOptions, type ResolvedOptions } from './options';
import { createNotificationSigner, type NotificationSigner } from './notification/notification-signer';
import { createIdSource, type IdSource } from './state/ids';
import { createClock, type Clock } from './state/clock';
import { createSellerRegistry, type SellerRegistry } from './state/sellers';
import { createStateWriter, readStateFile, type EngineSnapshot } from './state/state-file';
import { createTaxonomyState, type TaxonomyState } from './taxonomy/tree-versions';

/**
 * Everything one emulator instance knows, in memory: it is a test double of a
 * third party, so two instances share nothing. With `stateFile` it also keeps
 * what it knows in that file (read at creation, written by `save`), so a host
 * restarted on the same data keeps its sellers connected, as eBay would. The
 * host keeps a handle on it to drive the emulator from tests (expire a token,
 * script a fault) without going through HTTP.
 */
export type EmulatorEngine = {
  readonly options: ResolvedOptions;
  now: () => number;
  /** `now` is the host's clock plus this clock's offset, which `/_sim/clock/advance` moves. */
  clock: Clock;
  ids: IdSource;
  oauth: OAuthStore;
  sellers: SellerRegistry;
  faults: FaultInjector;
  /** The category tree version every Taxonomy answer and every publish check uses. */
  taxonomy: TaxonomyState;
  /** The generated Browse / Marketplace Insights catalogue, built on first use. */
  catalogue: () => Catalogue;
  /** Sales of emulated sellers' listings (through the buy endpoint), shown by Marketplace Insights. */
  simulatedSales: CatalogueSale[];
  /** The key pair that signs marketplace account deletion notifications, made on first use. */
  notificationSigner: () => NotificationSigner;
  /** Forget every seller, token, listing and order, restart the id counters, go back to the default tree version and the host's time. */
  reset: () => void;
  /** What `stateFile` keeps: everything needed to honour the tokens, policies and listings issued so far. */
  snapshot: () => EngineSnapshot;
  /** Writes the snapshot to `stateFile` (nothing without one); the plugin calls it after each change. */
  save: () => Promise<void>;
};

export function createEmulatorEngine(input: EbayEmulatorOptions = {}): EmulatorEngine {
  const options = resolveOptions(input);
  const clock = createClock(options.now);
  const now = clock.now;
  const ids = createIdSource();
  const oauth = createOAuthStore(now);
  const sellers = createSellerRegistry({
    ids,
    now,
    defaults: { optedIn: options.sellerOptedIn, defaultPolicies: options.sellerDefaultPolicies },
  });
  const faults = createFaultInjector(options.faults);
  const taxonomy = createTaxonomyState();
  const startedAt = now();
  let catalogue: Catalogue | undefined;
  const simulatedSales: CatalogueSale[] = [];
  let signer: NotificationSigner | undefined;

  const snapshot = (): EngineSnapshot => ({
    format: 1,
    oauth: oauth.save(),
    sellers: sellers.save(),
    ids: ids.save(),
    treeVersion: taxonomy.version(),
    clockOffsetMs: clock.offsetMs(),
    simulatedSales,
  });
  const saved = options.stateFile ? readStateFile(options.stateFile) : undefined;
  if (saved) {
    oauth.restore(saved.oauth);
    sellers.restore(saved.sellers);
    ids.restore(saved.ids);
    taxonomy.moveTo(saved.treeVersion);
    clock.advance(saved.clockOffsetMs);
    simulatedSales.push(...saved.simulatedSales);
  }
  const writer = options.stateFile ? createStateWriter(options.stateFile, snapshot) : undefined;

  return {
    options,
    now,
    clock,
    ids,
    oauth,
    sellers,
    faults,
    taxonomy,
    catalogue: () => {
      catalogue ??= createCatalogue({
        seed: options.catalogueSeed,
        listings: options.catalogueListings,
        sales: options.catalogueSales,
        anchor: startedAt,
      });
      return catalogue;
    },
    simulatedSales,
    notificationSigner: () => {
      signer ??= createNotificationSigner();
      return signer;
    },
    reset: () => {
      simulatedSales.length = 0;
      oauth.clear();
      sellers.clear();
      ids.reset();
      faults.clear();
      taxonomy.reset();
      clock.reset();
    },
    snapshot,
    save: () => writer?.write() ?? Promise.resolve(),
  };
}
