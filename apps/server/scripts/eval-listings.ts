/**
 * The whole listing path on real photos, with no human edits (issue 14, point 7):
 *
 *   npm run eval:listings -- <folder> [--items N] [--seed S] [--label-photos <dir>] [--verbose]
 *
 * The folder is laid out like ../shared/data/clothing: one subfolder per item
 * type. Photos of one subfolder are made into items of 1, 2 and 3 photos in
 * turn (a seeded shuffle), and each item goes through the product as a seller's
 * would: upload, SKU, Generate (the real AI engine and eBay's taxonomy, here
 * the emulator), the shared validator, then Post to eBay when it is ready.
 * Output lines read `name: value unit`:
 *
 * - drafts_ready_ratio: drafts with no problem at all (a draft without a brand
 *   because the photos show none is rightly not ready);
 * - publish_accepted_ratio: of the ready drafts posted, the share eBay took;
 * - post_time_errors: eBay refusals of drafts marked ready (should be 0);
 * - category_matches_type_ratio: the leaf category is one for the subfolder's
 *   item type;
 * - median_ms_per_item: upload to a settled post (or to the draft, when not posted);
 * - priced_from_comparables_ratio: drafts whose price came from market
 *   comparables, not the category fallback (issue 16); and the same ratio over
 *   drafts the emulator's market can price (no brand, or a brand it sells in
 *   the draft's item type): label photos name brands the emulator never sells;
 * - price_to_market_median_abs_pct: the median, over drafts with a brand and an
 *   item type the emulator sells, of |draft price - the emulator's true median
 *   sold price for that brand, type and condition| / that median, in percent.
 *
 * Garment photos alone rarely show a brand or a size, so their drafts are
 * rightly not ready and nothing is posted. `--label-photos <dir>` adds one
 * photo of a clothing label to each item, in turn from that folder (made by
 * `generate-label-photos.ts`), as a seller photographs the tag too; then the
 * post path is measured as well.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apparelConditionId, type GenerateScreen, type ListingItem, type ListingView } from '@listlens/shared';
import { marketMedian, MedianQueryError } from '@listlens/ebay-emulator/testing';
import { seededRandom, shuffle } from './lib/random';
import { connectedSeller, eventually, startListingsWorld, type ListingsWorld } from './lib/listings-world';

/** Leaf category names that fit each folder's item type (eBay US names, as the emulator serves them). */
const CATEGORY_FOR_TYPE: Record<string, RegExp> = {
  dress: /Dresses/,
  hat: /Hats/,
  longsleeve: /Tops|T-Shirts|Shirts|Sweaters|Hoodies|Sweats|Polos/,
  outwear: /Coats, Jackets/,
  pants: /Pants|Jeans/,
  shirt: /Shirts|Tops|Polos/,
  shoes: /Shoes|Boots|Flats|Heels|Sneakers/,
  shorts: /Shorts/,
  skirt: /Skirts/,
  't-shirt': /T-Shirts|Tops/,
};

type EvalItem = { sku: string; type: string; files: string[] };
type Outcome = {
  ready: boolean;
  posted: boolean;
  accepted: boolean;
  categoryMatches: boolean;
  ms: number;
  pricedFromComparables: boolean;
  /** |price - market median| / market median in percent; null when the market has no median for the draft. */
  marketGapPct: number | null;
  /** The emulator sells the draft's brand in its item type (or the draft names no brand). */
  marketKnowsBrand: boolean;
};

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Items of 1, 2, 3, 1, 2, 3... photos of one item type each, every photo used once. */
function itemsOf(folder: string, seed: number, labelPhotos: string[]): EvalItem[] {
  const random = seededRandom(seed);
  const items: EvalItem[] = [];
  for (const type of readdirSync(folder).sort()) {
    const dir = path.join(folder, type);
    const photos = shuffle(
      readdirSync(dir)
        .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
        .sort()
        .map((f) => path.join(dir, f)),
      random,
    );
    for (let i = 0, size = 1; i < photos.length; i += size, size = (size % 3) + 1)
      items.push({
        sku: `EVAL-${type.toUpperCase().replace(/[^A-Z]/g, '')}-${items.length + 1}`,
        type,
        files: photos.slice(i, i + size),
      });
  }
  const shuffled = shuffle(items, random);
  if (labelPhotos.length === 0) return shuffled;
  return shuffled.map((item, i) => ({ ...item, files: [...item.files, labelPhotos[i % labelPhotos.length]!] }));
}

function labelPhotosIn(dir: string | undefined): string[] {
  if (!dir) return [];
  return readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

async function api<T>(world: ListingsWorld, cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await world.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload: payload as object } : {}),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function uploadAndGenerate(world: ListingsWorld, cookie: string, item: EvalItem): Promise<ListingItem | null> {
  const form = new FormData();
  for (const file of item.files)
    form.append('photos', new Blob([new Uint8Array(readFileSync(file))], { type: 'image/jpeg' }), path.basename(file));
  const uploaded = await api<{ photos: { id: string }[] }>(world, cookie, 'POST', '/api/photos', form);
  await api(world, cookie, 'POST', '/api/photos/assign', { ids: uploaded.photos.map((p) => p.id), sku: item.sku });
  await api(world, cookie, 'POST', '/api/items/groups/generate', { skus: [item.sku] });
  return eventually(async () => {
    const screen = await api<GenerateScreen>(world, cookie, 'GET', '/api/items/groups');
    const group = screen.groups.find((g) => g.sku === item.sku);
    if (!group || group.status === 'analyzing' || group.status === 'not_started') return undefined;
    return group.item;
  });
}

async function post(world: ListingsWorld, cookie: string, item: ListingItem, policies: unknown): Promise<ListingView> {
  await api(world, cookie, 'POST', '/api/listings/publish', { itemId: item.id, platforms: ['ebay'], policies });
  return eventually(async () => {
    const { listings } = await api<{ listings: ListingView[] }>(
      world,
      cookie,
      'GET',
      `/api/listings?itemIds=${item.id}`,
    );
    const listing = listings[0];
    return listing && listing.status !== 'publishing' ? listing : undefined;
  });
}

function marketKnowsBrand(world: ListingsWorld, draft: ListingItem | null): boolean {
  if (!draft) return false;
  if (!draft.brand) return true;
  try {
    return (
      draft.item_type !== null &&
      marketMedian(world.emulator.engine, { brand: draft.brand, itemType: draft.item_type }).sampleSize > 0
    );
  } catch (error) {
    if (error instanceof MedianQueryError) return false;
    throw error;
  }
}

/** The draft's price against the emulator's true median sold price for its brand, item type and condition. */
function marketGapPct(world: ListingsWorld, draft: ListingItem | null): number | null {
  if (!draft?.brand || !draft.item_type || draft.price === null) return null;
  try {
    const answer = marketMedian(world.emulator.engine, {
      brand: draft.brand,
      itemType: draft.item_type,
      ...(apparelConditionId(draft.condition) ? { condition: apparelConditionId(draft.condition) } : {}),
    });
    const median = Number(answer.median);
    return answer.median && median > 0 ? (100 * Math.abs(draft.price - median)) / median : null;
  } catch (error) {
    if (error instanceof MedianQueryError) return null;
    throw error;
  }
}

async function runItem(world: ListingsWorld, cookie: string, item: EvalItem, policies: unknown, verbose: boolean) {
  const started = performance.now();
  const draft = await uploadAndGenerate(world, cookie, item);
  const ready = Boolean(draft && draft.problems.length === 0);
  const listing = draft && ready ? await post(world, cookie, draft, policies) : null;
  const outcome: Outcome = {
    ready,
    posted: listing !== null,
    accepted: listing?.status === 'active',
    categoryMatches: CATEGORY_FOR_TYPE[item.type]?.test(draft?.ebay_category_path ?? '') ?? false,
    ms: performance.now() - started,
    pricedFromComparables: draft?.market?.price_source === 'market',
    marketGapPct: marketGapPct(world, draft),
    marketKnowsBrand: marketKnowsBrand(world, draft),
  };
  if (verbose) {
    const problems = draft?.problems.map((p) => p.field).join(', ') || 'none';
    const refused = listing && !outcome.accepted ? ` REFUSED: ${listing.error?.message ?? listing.status}` : '';
    console.log(
      `# ${item.sku} (${item.files.length}) ${draft?.ebay_category_path ?? 'no category'} | problems: ${problems}${refused}` +
        ` | ${draft?.brand ?? '-'} ${draft?.item_type ?? '-'} $${draft?.price ?? '-'} (${draft?.market?.price_source ?? 'unpriced'}, market gap ${outcome.marketGapPct?.toFixed(1) ?? '-'}%)`,
    );
  }
  return outcome;
}

const ratio = (n: number, d: number) => (d === 0 ? 0 : n / d);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

async function main(): Promise<void> {
  const folder = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (!folder) throw new Error('usage: npm run eval:listings -- <folder> [--items N] [--seed S] [--verbose]');
  const limit = Number(argValue('--items') ?? Infinity);
  const labels = labelPhotosIn(argValue('--label-photos'));
  const items = itemsOf(path.resolve(folder), Number(argValue('--seed') ?? 1), labels).slice(0, limit);
  const verbose = process.argv.includes('--verbose');
  const world = await startListingsWorld();
  try {
    const { cookie } = await connectedSeller(world, 'eval_seller');
    const { defaults } = await api<{ defaults: unknown }>(world, cookie, 'GET', '/api/listings/policies');
    const outcomes: Outcome[] = [];
    for (const item of items) outcomes.push(await runItem(world, cookie, item, defaults, verbose));
    const posted = outcomes.filter((o) => o.posted);
    console.log(`items: ${outcomes.length} count`);
    console.log(
      `drafts_ready_ratio: ${ratio(outcomes.filter((o) => o.ready).length, outcomes.length).toFixed(3)} ratio`,
    );
    console.log(
      `publish_accepted_ratio: ${ratio(posted.filter((o) => o.accepted).length, posted.length).toFixed(3)} ratio`,
    );
    console.log(`post_time_errors: ${posted.filter((o) => !o.accepted).length} count`);
    console.log(
      `category_matches_type_ratio: ${ratio(outcomes.filter((o) => o.categoryMatches).length, outcomes.length).toFixed(3)} ratio`,
    );
    console.log(`median_ms_per_item: ${Math.round(median(outcomes.map((o) => o.ms)))} ms`);
    console.log(
      `priced_from_comparables_ratio: ${ratio(outcomes.filter((o) => o.pricedFromComparables).length, outcomes.length).toFixed(3)} ratio`,
    );
    const known = outcomes.filter((o) => o.marketKnowsBrand);
    console.log(
      `priced_from_comparables_known_brand_ratio: ${ratio(known.filter((o) => o.pricedFromComparables).length, known.length).toFixed(3)} ratio`,
    );
    console.log(`known_brand_drafts: ${known.length} count`);
    const gaps = outcomes.flatMap((o) => (o.marketGapPct === null ? [] : [o.marketGapPct]));
    console.log(`price_to_market_median_abs_pct: ${median(gaps).toFixed(1)} %`);
    console.log(`price_to_market_median_drafts: ${gaps.length} count`);
  } finally {
    await world.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
