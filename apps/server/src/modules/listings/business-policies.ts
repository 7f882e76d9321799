import {
  DEFAULT_RETURN_PERIOD_DAYS,
  POLICY_REQUESTS_PER_MINUTE,
  POSTING_TEXT,
  ebayErrorDetailText,
  missingScopes,
  type BusinessPolicies,
  type FulfillmentPolicy,
  type PaymentPolicy,
  type ReturnPolicy,
} from '@listlens/shared';
import {
  createEbayAccount,
  type EbayFulfillmentPolicy,
  type EbayPaymentPolicy,
  type EbayReturnPolicy,
} from '../../adapters/ebay/ebay-account';
import { EbayApiError, EbayNetworkError } from '../../adapters/ebay/ebay-errors';
import { AppError } from '../../errors/app-error';
import { createEbaySession, getStatus } from '../ebay-connection';
import type { PostingRequestDeps } from './posting-deps';

const isDefault = (types: { default?: boolean }[] | undefined) => (types ?? []).some((t) => t.default === true);
const money = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));

function toFulfillment(p: EbayFulfillmentPolicy): FulfillmentPolicy {
  const services = (p.shippingOptions ?? []).flatMap((o) => o.shippingServices ?? []);
  const days = p.handlingTime?.value;
  return {
    id: p.fulfillmentPolicyId,
    name: p.name,
    description: p.description ?? null,
    isDefault: isDefault(p.categoryTypes),
    categoryTypes: (p.categoryTypes ?? []).flatMap((t) => (t.name ? [t.name] : [])),
    shippingOptions: services.map((s) => ({
      service: s.shippingServiceCode ?? 'Shipping',
      cost: s.freeShipping ? 0 : money(s.shippingCost?.value),
      estimatedDelivery: null,
    })),
    handlingTime: days === undefined ? null : { min: days, max: days, unit: p.handlingTime?.unit ?? 'DAY' },
  };
}

function toPayment(p: EbayPaymentPolicy): PaymentPolicy {
  const methods = p.paymentMethods ?? [];
  return {
    id: p.paymentPolicyId,
    name: p.name,
    description: p.description ?? null,
    isDefault: isDefault(p.categoryTypes),
    // Managed payments: eBay takes the payment; the offline methods, when any, are listed.
    acceptedMethods: methods.length > 0 ? methods.flatMap((m) => m.paymentMethodType ?? []) : ['EBAY_MANAGED'],
    immediatePaymentRequired: p.immediatePay ?? false,
    payPalAddress:
      methods.find((m) => m.paymentMethodType === 'PAYPAL')?.recipientAccountReference?.referenceId ?? null,
    creditCardTypes: methods.flatMap((m) => m.brands ?? []),
  };
}

function toReturn(p: EbayReturnPolicy): ReturnPolicy {
  const period = p.returnPeriod?.value;
  return {
    id: p.returnPolicyId,
    name: p.name,
    description: p.description ?? null,
    isDefault: isDefault(p.categoryTypes),
    acceptsReturns: p.returnsAccepted ?? false,
    // Section 9: a return period of 30 days unless the policy says otherwise.
    returnPeriod:
      period !== undefined
        ? { value: period, unit: p.returnPeriod?.unit ?? 'DAY' }
        : p.returnsAccepted
          ? { value: DEFAULT_RETURN_PERIOD_DAYS, unit: 'DAY' }
          : null,
    refundMethod: p.refundMethod ?? null,
    returnShippingCostPaidBy: p.returnShippingCostPayer ?? null,
    restockingFeePercentage: p.restockingFeePercentage ? Number(p.restockingFeePercentage) : null,
  };
}

/** The policy chosen when the page opens: the one eBay marks default, else the first. */
const defaultOf = (policies: { id: string; isDefault: boolean }[]) =>
  (policies.find((p) => p.isDefault) ?? policies[0])?.id ?? null;

/** eBay's errors as problem entries, each in full (issue 8). */
export const ebayFieldErrors = (error: EbayApiError) =>
  error.errors.map((e) => ({ path: `ebay.${e.errorId ?? 'error'}`, message: ebayErrorDetailText(e) }));

const notOptedIn = (error: EbayApiError) =>
  error.has(20403) || error.errors.some((e) => /not eligible for business policy/i.test(e.message ?? ''));

/** Connected, with the sell.account scope that business policies need (spec part 3, section 5). */
async function assertPolicyAccess(deps: PostingRequestDeps, userId: string): Promise<void> {
  const status = await getStatus(deps.ebay, userId);
  if (!status.connected) throw new AppError('ebay_not_connected', POSTING_TEXT.connectFirst);
  if (missingScopes(status.scopes, status.isManual).some((s) => s.name === 'sell.account'))
    throw new AppError('ebay_not_connected', POSTING_TEXT.missingAccountScope);
}

/**
 * The seller's shipping, payment and return policies with the defaults chosen.
 * Cached 10 minutes (5 for the emulator); at most 30 requests a minute to the
 * policy endpoints per seller, counted in Postgres so every instance shares
 * the budget; past it a stale copy is served when there is one (DESIGN section 8).
 */
export async function getBusinessPolicies(
  deps: PostingRequestDeps,
  userId: string,
  options: { fresh?: boolean } = {},
): Promise<BusinessPolicies> {
  await assertPolicyAccess(deps, userId);
  const { policyCache, policyCacheMs } = deps.posting;
  const cached = policyCache.get(userId);
  const now = deps.ebay.now().getTime();
  if (cached && cached.expiresAt > now && !options.fresh) return cached.value;
  try {
    for (let call = 0; call < 3; call++)
      await deps.rateLimiter.hit(`ebay-policies:${userId}`, { max: POLICY_REQUESTS_PER_MINUTE, windowMs: 60_000 });
  } catch (error) {
    if (cached) return cached.value;
    throw error;
  }
  const account = createEbayAccount(deps.ebay.bases, deps.ebay.http);
  const session = createEbaySession(deps.ebay, userId);
  let lists: [EbayFulfillmentPolicy[], EbayPaymentPolicy[], EbayReturnPolicy[]];
  try {
    lists = await Promise.all([
      session.run((t) => account.getFulfillmentPolicies(t)),
      session.run((t) => account.getPaymentPolicies(t)),
      session.run((t) => account.getReturnPolicies(t)),
    ]);
  } catch (error) {
    throw policyError(error);
  }
  const fulfillment = lists[0].map(toFulfillment);
  const payment = lists[1].map(toPayment);
  const returns = lists[2].map(toReturn);
  const value: BusinessPolicies = {
    fulfillment,
    payment,
    return: returns,
    defaults: {
      fulfillmentPolicyId: defaultOf(fulfillment),
      paymentPolicyId: defaultOf(payment),
      returnPolicyId: defaultOf(returns),
    },
    fetchedAt: new Date(now).toISOString(),
  };
  policyCache.set(userId, { value, expiresAt: now + policyCacheMs });
  return value;
}

function policyError(error: unknown): unknown {
  if (error instanceof EbayApiError) {
    const message = notOptedIn(error) ? POSTING_TEXT.notOptedIn : POSTING_TEXT.loadPoliciesFailed;
    return new AppError('ebay_rejected', message, { errors: ebayFieldErrors(error), cause: error });
  }
  if (error instanceof EbayNetworkError)
    return new AppError('ebay_unreachable', POSTING_TEXT.loadPoliciesFailed, { cause: error });
  return error;
}

/** Asks eBay to opt the seller in to business policies (can take eBay up to 24 hours). */
export async function optInToBusinessPolicies(deps: PostingRequestDeps, userId: string): Promise<{ message: string }> {
  await assertPolicyAccess(deps, userId);
  const account = createEbayAccount(deps.ebay.bases, deps.ebay.http);
  try {
    await createEbaySession(deps.ebay, userId).run((t) => account.optInToBusinessPolicies(t));
  } catch (error) {
    // Already opted in (409 / 25803) is what the seller wanted.
    if (!(error instanceof EbayApiError && (error.status === 409 || error.has(25803)))) throw policyError(error);
  }
  deps.posting.policyCache.delete(userId);
  return { message: POSTING_TEXT.optInRequested };
}
