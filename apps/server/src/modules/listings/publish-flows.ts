import { postFailedText, type PublishError } from '@listlens/shared';
import {
  describeEbayErrors,
  EbayApiError,
  EbayNetworkError,
  isRetryableStatus,
  type EbayErrorDetail,
} from '../../adapters/ebay/ebay-errors';
import {
  existingOfferIdOf,
  type EbayInventory,
  type InventoryItemBody,
  type OfferBody,
} from '../../adapters/ebay/ebay-inventory';
import { AppError } from '../../errors/app-error';
import { LOCATION_KEY, locationBody, offerUpdateBody } from './ebay-payloads';
import type { EbaySession } from '../ebay-connection';
import type { ListingRow } from './listings.repository';
import type { PostingState } from './posting-deps';

// The eBay side of a post (ebay-api.md 4: location, inventory item, offer,
// publish), one item with single calls or up to 25 with the bulk calls.
// Idempotent by SKU (DESIGN section 8): the item is a full replacement, an
// offer is reused when we stored its id or eBay's duplicate error names it,
// and publishing a published offer gives back its live listing.

export type Prepared = { row: ListingRow; sku: string; item: InventoryItemBody; offer: OfferBody };

export type Outcome =
  | { row: ListingRow; ok: true; offerId: string; listingId: string }
  | { row: ListingRow; ok: false; error: PublishError; retryable: boolean };

export type FlowDeps = {
  inventory: EbayInventory;
  session: EbaySession;
  posting: PostingState;
  userId: string;
  /** Called as soon as eBay names an offer, before publishing it. */
  saveOfferId: (row: ListingRow, offerId: string) => Promise<void>;
};

export const entryError = (details: EbayErrorDetail[] = [], status = 400): PublishError => ({
  message: postFailedText(describeEbayErrors(details, `eBay answered ${status}`)),
  details,
});

/** How a thrown error ends an entry: eBay's own refusal is final, an outage is tried again. */
export function classify(error: unknown): { error: PublishError; retryable: boolean } {
  if (error instanceof EbayApiError) {
    return { error: entryError(error.errors, error.status), retryable: isRetryableStatus(error.status) };
  }
  if (error instanceof EbayNetworkError)
    return { error: { message: postFailedText(error.message), details: [] }, retryable: true };
  if (error instanceof AppError && error.code === 'ebay_not_connected')
    return { error: { message: postFailedText(error.message), details: [] }, retryable: false };
  throw error;
}

/** A location to ship from (ebay-api.md 4.1): made once per seller; one that exists is just as good. */
export async function ensureLocation(deps: FlowDeps): Promise<void> {
  if (deps.posting.knownLocations.has(deps.userId)) return;
  const { postalCode, country } = deps.posting.location;
  await deps.session.run((t) => deps.inventory.createLocation(t, LOCATION_KEY, locationBody(postalCode, country)));
  deps.posting.knownLocations.add(deps.userId);
}

const gone = (error: unknown) => error instanceof EbayApiError && (error.status === 404 || error.has(25713));

/** The stored offer brought up to date, or undefined when eBay no longer has it. */
async function reuseOffer(deps: FlowDeps, p: Prepared, offerId: string): Promise<string | undefined> {
  try {
    await deps.session.run((t) => deps.inventory.updateOffer(t, offerId, offerUpdateBody(p.offer)));
    return offerId;
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
}

/** createOffer, or the offer eBay's 25002 'Offer entity already exists' names, updated. */
async function createOrAdoptOffer(deps: FlowDeps, p: Prepared): Promise<string> {
  try {
    return await deps.session.run((t) => deps.inventory.createOffer(t, p.offer));
  } catch (error) {
    const existing = error instanceof EbayApiError ? existingOfferIdOf(error.errors) : undefined;
    if (!existing) throw error;
    await deps.session.run((t) => deps.inventory.updateOffer(t, existing, offerUpdateBody(p.offer)));
    return existing;
  }
}

export async function publishOne(deps: FlowDeps, p: Prepared): Promise<Outcome> {
  try {
    await deps.session.run((t) => deps.inventory.putInventoryItem(t, p.sku, p.item));
    let offerId = p.row.ebayOfferId ? await reuseOffer(deps, p, p.row.ebayOfferId) : undefined;
    if (!offerId) {
      offerId = await createOrAdoptOffer(deps, p);
      await deps.saveOfferId(p.row, offerId);
    }
    const id = offerId;
    const listingId = await deps.session.run((t) => deps.inventory.publishOffer(t, id));
    return { row: p.row, ok: true, offerId: id, listingId };
  } catch (error) {
    return { row: p.row, ...classify(error), ok: false };
  }
}

const failedEntry = (row: ListingRow, statusCode: number, errors?: EbayErrorDetail[]): Outcome => ({
  row,
  ok: false,
  error: entryError(errors, statusCode),
  retryable: statusCode >= 500 || statusCode === 429,
});

/** One entry's own call to reuse an offer: its failure ends that entry only. */
async function tryReuse(
  deps: FlowDeps,
  p: Prepared,
  offerId: string,
  outcomes: Outcome[],
): Promise<string | 'gone' | 'failed'> {
  try {
    return (await reuseOffer(deps, p, offerId)) ?? 'gone';
  } catch (error) {
    outcomes.push({ row: p.row, ...classify(error), ok: false });
    return 'failed';
  }
}

/** Stage 1: the inventory items; the entries eBay stored go on. */
async function bulkItems(deps: FlowDeps, batch: Prepared[], outcomes: Outcome[]): Promise<Prepared[]> {
  const answers = await deps.session.run((t) =>
    deps.inventory.bulkPutInventoryItems(
      t,
      batch.map((p) => ({ sku: p.sku, item: p.item })),
    ),
  );
  const bySku = new Map(answers.map((r) => [r.sku, r]));
  return batch.filter((p) => {
    const answer = bySku.get(p.sku);
    if (answer?.statusCode === 200) return true;
    outcomes.push(failedEntry(p.row, answer?.statusCode ?? 500, answer?.errors));
    return false;
  });
}

/** Stage 2: an offer per entry, reused when we stored one or eBay names one (25002), created otherwise. */
async function bulkOffers(deps: FlowDeps, ready: Prepared[], outcomes: Outcome[]): Promise<Map<Prepared, string>> {
  const offers = new Map<Prepared, string>();
  const fresh: Prepared[] = [];
  for (const p of ready) {
    const reused = p.row.ebayOfferId ? await tryReuse(deps, p, p.row.ebayOfferId, outcomes) : 'gone';
    if (reused === 'gone') fresh.push(p);
    else if (reused !== 'failed') offers.set(p, reused);
  }
  if (fresh.length === 0) return offers;
  const created = await deps.session.run((t) =>
    deps.inventory.bulkCreateOffers(
      t,
      fresh.map((p) => p.offer),
    ),
  );
  for (const [i, p] of fresh.entries()) {
    const answer = created[i];
    const existing = existingOfferIdOf(answer?.errors);
    const offerId =
      answer?.statusCode === 200 && answer.offerId
        ? answer.offerId
        : existing
          ? await tryReuse(deps, p, existing, outcomes)
          : 'gone';
    if (offerId === 'gone') outcomes.push(failedEntry(p.row, answer?.statusCode ?? 500, answer?.errors));
    if (offerId === 'gone' || offerId === 'failed') continue;
    offers.set(p, offerId);
    await deps.saveOfferId(p.row, offerId);
  }
  return offers;
}

/** Stage 3: publish every offer; each entry ends live or with its own error. */
async function bulkPublishOffers(deps: FlowDeps, offers: Map<Prepared, string>, outcomes: Outcome[]) {
  const open = [...offers.entries()];
  if (open.length === 0) return;
  const published = await deps.session.run((t) =>
    deps.inventory.bulkPublishOffers(
      t,
      open.map(([, offerId]) => offerId),
    ),
  );
  const byOffer = new Map(published.map((r) => [r.offerId, r]));
  for (const [p, offerId] of open) {
    const answer = byOffer.get(offerId);
    if (answer?.statusCode === 200 && answer.listingId)
      outcomes.push({ row: p.row, ok: true, offerId, listingId: answer.listingId });
    else outcomes.push(failedEntry(p.row, answer?.statusCode ?? 500, answer?.errors));
  }
}

/**
 * Up to 25 items in three bulk calls (ebay-api.md 4.8): items, offers,
 * publish. Each entry ends live or with its own error; a whole call that
 * fails throws, and the job tries the entries still open again.
 */
export async function publishBulk(deps: FlowDeps, batch: Prepared[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const ready = await bulkItems(deps, batch, outcomes);
  const offers = await bulkOffers(deps, ready, outcomes);
  await bulkPublishOffers(deps, offers, outcomes);
  return outcomes;
}
