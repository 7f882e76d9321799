import type { EmulatorEngine } from '../engine';
import { MARKETPLACE_ID } from '../http/header-rules';
import { apiError, type EbayApiError } from '../lib/ebay-errors';
import type { SellerState, StoredItem, StoredOffer } from '../state/sellers';
import { aspectsFor } from '../taxonomy/aspects';
import { findLeaf, type LeafCategory } from '../taxonomy/category-tree';
import { conditionByEnum } from '../taxonomy/conditions';
import { availableQuantity } from './listing-service';

const fail = (errorId: number, message: string, field?: string, extra: Record<string, string> = {}): EbayApiError =>
  apiError('inventory', 400, errorId, message, field ? { parameters: { field, ...extra } } : {});

type Check = () => EbayApiError | undefined;

function policyCheck(
  seller: SellerState,
  offer: StoredOffer,
  kind: 'fulfillment' | 'payment' | 'return',
): EbayApiError | undefined {
  const ids = { fulfillment: 'fulfillmentPolicyId', payment: 'paymentPolicyId', return: 'returnPolicyId' } as const;
  const errorIds = { fulfillment: 25007, payment: 25008, return: 25009 } as const;
  const field = ids[kind];
  const policyId = offer.listingPolicies?.[field];
  if (!policyId)
    return fail(errorIds[kind], `Invalid ${kind} policy information. listingPolicies.${field} is required.`, field);
  const own = seller.policies[kind].find((policy) => (policy as Record<string, unknown>)[field] === policyId);
  if (own) {
    return own.marketplaceId === offer.marketplaceId
      ? undefined
      : fail(25035, `The ${kind} policy ${policyId} does not exist for ${offer.marketplaceId}.`, field);
  }
  const other = (['fulfillment', 'payment', 'return'] as const).some((k) =>
    seller.policies[k].some((policy) => Object.values(policy).includes(policyId)),
  );
  return other
    ? fail(25036, `The policy ${policyId} is not a ${kind} policy.`, field)
    : fail(25035, `The ${kind} policy ${policyId} was not found for ${offer.marketplaceId}.`, field);
}

/** The Inventory document's limits for item specifics the category does not define (ebay-api.md 10). */
const CUSTOM_NAME_MAX = 40;
const CUSTOM_VALUE_MAX = 50;

const userError = (detail: string, aspectName: string, value?: string): EbayApiError =>
  fail(25002, `A user error has occurred. ${detail}`, aspectName, value === undefined ? {} : { value });

/**
 * The category's aspects as getItemAspectsForCategory serves them at the
 * current tree version, checked one by one in the served order: required,
 * cardinality, allowed values (SELECTION_ONLY), then aspectMaxLength. Item
 * specifics of the seller's own are held to the Inventory document's 40/50
 * limits. A listing that satisfies the served data always passes.
 */
function aspectProblem(
  aspects: Record<string, string[]> | undefined,
  leaf: LeafCategory,
  version: string,
): EbayApiError | undefined {
  const given = aspects ?? {};
  const defined = aspectsFor(leaf, version);
  for (const aspect of defined) {
    const { name } = aspect;
    const values = given[name]?.filter((value) => value.trim() !== '') ?? [];
    if (aspect.required && values.length === 0) {
      // Wording as reported by sellers for a missing required aspect (ebay-api.md 4.6).
      return userError(
        `The item specific ${name} is missing. Add ${name} to this listing, enter a valid value, and then try again.`,
        name,
      );
    }
    if (aspect.cardinality === 'SINGLE' && values.length > 1) {
      return userError(`The item specific ${name} takes a single value.`, name);
    }
    const notAllowed =
      aspect.mode === 'SELECTION_ONLY' ? values.find((value) => !aspect.values.includes(value)) : undefined;
    if (notAllowed !== undefined) {
      return userError(`'${notAllowed}' is not an allowed value for the item specific ${name}.`, name, notAllowed);
    }
    const tooLong = values.find((value) => value.length > aspect.maxLength);
    if (tooLong !== undefined) {
      return userError(
        `The value of the item specific ${name} is longer than ${aspect.maxLength} characters.`,
        name,
        tooLong,
      );
    }
  }
  const known = new Set(defined.map((aspect) => aspect.name));
  for (const [name, values] of Object.entries(given)) {
    if (known.has(name)) continue;
    if (name.length > CUSTOM_NAME_MAX) {
      return userError(`The item specific name '${name}' is longer than ${CUSTOM_NAME_MAX} characters.`, name);
    }
    const tooLong = values.find((value) => value.length > CUSTOM_VALUE_MAX);
    if (tooLong !== undefined) {
      return userError(
        `The value of the item specific ${name} is longer than ${CUSTOM_VALUE_MAX} characters.`,
        name,
        tooLong,
      );
    }
  }
  return undefined;
}

/**
 * eBay takes https pictures only. An http picture on this machine is let
 * through: the emulator is local itself and fetches nothing, and an app served
 * on http://localhost has no https address to give for its photos.
 */
function isLoopbackHttp(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  } catch {
    return false;
  }
}

function contentCheck(item: StoredItem, offer: StoredOffer): EbayApiError | undefined {
  const product = item.product ?? {};
  if (!product.title?.trim())
    return fail(25016, 'The product.title value is invalid. A title is required.', 'product.title');
  if (product.title.length > 80)
    return fail(25016, 'The product.title value is invalid. Titles have at most 80 characters.', 'product.title');
  if ((product.description ?? '').length > 4000) {
    return fail(25016, 'The product.description value is invalid. At most 4000 characters.', 'product.description');
  }
  if (!product.description?.trim() && !offer.listingDescription?.trim()) {
    return fail(25016, 'The listingDescription value is invalid. A description is required.', 'listingDescription');
  }
  const images = product.imageUrls ?? [];
  if (images.length === 0)
    return fail(25014, 'Invalid pictures. At least one picture is required.', 'product.imageUrls');
  if (images.length > 24) return fail(25014, 'Invalid pictures. At most 24 pictures per listing.', 'product.imageUrls');
  const insecure = images.find((url) => !/^https:\/\/[^\s]+$/i.test(url) && !isLoopbackHttp(url));
  if (insecure !== undefined)
    return fail(25015, `Invalid picture URL. Picture URLs must use https: ${insecure}`, 'product.imageUrls');
  return undefined;
}

function priceCheck(offer: StoredOffer): EbayApiError | undefined {
  const amount = offer.format === 'AUCTION' ? offer.pricingSummary?.auctionStartPrice : offer.pricingSummary?.price;
  const field = offer.format === 'AUCTION' ? 'pricingSummary.auctionStartPrice' : 'pricingSummary.price';
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount.value) || Number(amount.value) < 0.99) {
    return fail(25003, `Invalid price. ${field} must be a decimal string of at least 0.99.`, field);
  }
  if (amount.currency !== 'USD')
    return fail(25003, `Invalid price. The currency of ${field} must be USD on ${MARKETPLACE_ID}.`, field);
  return undefined;
}

/**
 * What publishOffer checks, in the order of ebay-api.md 11.5; the first failure
 * is reported. Revising a published offer runs the same checks.
 */
export function publishProblem(
  engine: EmulatorEngine,
  seller: SellerState,
  offer: StoredOffer,
): EbayApiError | undefined {
  const item = seller.items.get(offer.sku);
  const leaf = findLeaf(offer.categoryId ?? '');
  const checks: Check[] = [
    () =>
      engine.sellers.isOptedIn(seller, 'SELLING_POLICY_MANAGEMENT')
        ? undefined
        : fail(25002, 'A user error has occurred. User is not eligible for Business Policy.'),
    () => policyCheck(seller, offer, 'fulfillment'),
    () => policyCheck(seller, offer, 'payment'),
    () => policyCheck(seller, offer, 'return'),
    () => {
      const location = offer.merchantLocationKey ? seller.locations.get(offer.merchantLocationKey) : undefined;
      if (location && (location.merchantLocationStatus ?? 'ENABLED') === 'ENABLED') return undefined;
      return fail(
        25012,
        'Invalid inventory location. merchantLocationKey must name an enabled location.',
        'merchantLocationKey',
      );
    },
    () => (leaf ? undefined : fail(25005, 'Invalid category. categoryId must be a leaf category.', 'categoryId')),
    () => (item ? undefined : fail(25702, `${offer.sku} could not be found or is not available in the system.`)),
    () =>
      leaf && item && conditionByEnum(leaf, item.condition ?? '')
        ? undefined
        : fail(
            25021,
            'Invalid item condition information. The provided condition id is invalid for the selected primary category id.',
            'condition',
            { value: item?.condition ?? '', categoryId: offer.categoryId ?? '' },
          ),
    () => (leaf && item ? aspectProblem(item.product?.aspects, leaf, engine.taxonomy.version()) : undefined),
    () => (item ? contentCheck(item, offer) : undefined),
    () => priceCheck(offer),
    () =>
      availableQuantity(seller, offer) >= 1
        ? undefined
        : fail(25004, 'Invalid quantity. At least 1 item must be available.', 'quantity'),
    () => {
      const duration = offer.listingDuration;
      const ok = offer.format === 'FIXED_PRICE' ? duration === 'GTC' : /^DAYS_(1|3|5|7|10)$/.test(duration ?? '');
      return ok
        ? undefined
        : fail(
            25006,
            `Invalid listing option. listingDuration ${duration ?? '(none)'} is not valid for ${offer.format}.`,
            'listingDuration',
          );
    },
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return undefined;
}
