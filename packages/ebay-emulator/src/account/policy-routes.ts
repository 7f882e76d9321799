import type { z } from 'zod';
import { sellerRoute, type RouteContext } from '../http/api-route';
import { MARKETPLACE_ID } from '../http/header-rules';
import { parseBody } from '../lib/body-issues';
import { apiError, type EbayApiError } from '../lib/ebay-errors';
import { SCOPES } from '../oauth/scopes';
import type { SellerRegistry, SellerState } from '../state/sellers';
import {
  FulfillmentPolicyInputSchema,
  PaymentPolicyInputSchema,
  ReturnPolicyInputSchema,
  type PolicyKind,
} from './policy-types';

const READ = [SCOPES.sellAccount, SCOPES.sellAccountReadonly];
const WRITE = [SCOPES.sellAccount];

type KindSpec = {
  path: string;
  idField: string;
  listField: string;
  schema: z.ZodType<{ name: string; marketplaceId: string }>;
};

const KINDS: Record<PolicyKind, KindSpec> = {
  fulfillment: {
    path: 'fulfillment_policy',
    idField: 'fulfillmentPolicyId',
    listField: 'fulfillmentPolicies',
    schema: FulfillmentPolicyInputSchema,
  },
  payment: {
    path: 'payment_policy',
    idField: 'paymentPolicyId',
    listField: 'paymentPolicies',
    schema: PaymentPolicyInputSchema,
  },
  return: {
    path: 'return_policy',
    idField: 'returnPolicyId',
    listField: 'returnPolicies',
    schema: ReturnPolicyInputSchema,
  },
};

/**
 * The error sellers who are not opted in to business policies get from the
 * policy calls: 400 with errorId 20403 and the phrase "User is not eligible for
 * Business Policy", which clients search for (ebay-api.md 5.2).
 */
export function notEligibleError(): EbayApiError {
  return apiError('account', 400, 20403, 'Invalid . User is not eligible for Business Policy.', {
    longMessage: 'Opt in to SELLING_POLICY_MANAGEMENT with optInToProgram before using business policies.',
  });
}

function requireOptedIn(sellers: SellerRegistry, seller: SellerState): void {
  if (!sellers.isOptedIn(seller, 'SELLING_POLICY_MANAGEMENT')) throw notEligibleError();
}

function marketplaceParam(value: string | undefined): string {
  if (!value)
    throw apiError('account', 400, 20401, 'Missing field marketplace_id.', {
      parameters: { fieldName: 'marketplace_id' },
    });
  if (value !== MARKETPLACE_ID)
    throw apiError('account', 400, 20403, 'Invalid marketplace_id.', { parameters: { fieldName: 'marketplace_id' } });
  return value;
}

type Policy = Record<string, unknown> & { marketplaceId: string; name: string };

function policiesOf(seller: SellerState, kind: PolicyKind): Policy[] {
  return seller.policies[kind] as Policy[];
}

/** Account API business policies: list by marketplace, get by id, create (ebay-api.md 5.1). */
export function registerPolicyRoutes(context: RouteContext): void {
  const { engine } = context;
  for (const [kind, spec] of Object.entries(KINDS) as [PolicyKind, KindSpec][]) {
    const base = `/sell/account/v1/${spec.path}`;

    sellerRoute(context, 'GET', base, { api: 'account', scopes: READ }, ({ seller, request }) => {
      requireOptedIn(engine.sellers, seller);
      const marketplaceId = marketplaceParam((request.query as Record<string, string | undefined>).marketplace_id);
      const list = policiesOf(seller, kind).filter((policy) => policy.marketplaceId === marketplaceId);
      return { status: 200, body: { total: list.length, [spec.listField]: list } };
    });

    sellerRoute(context, 'GET', `${base}/:policyId`, { api: 'account', scopes: READ }, ({ seller, request }) => {
      requireOptedIn(engine.sellers, seller);
      const { policyId } = request.params as { policyId: string };
      const policy = policiesOf(seller, kind).find((candidate) => candidate[spec.idField] === policyId);
      if (!policy)
        throw apiError('account', 404, 20404, `${spec.idField} not found.`, {
          parameters: { fieldName: spec.idField },
        });
      return { status: 200, body: policy };
    });

    // The fulfillment path has a trailing slash in eBay's document; accept both everywhere.
    sellerRoute(context, 'POST', [base, `${base}/`], { api: 'account', scopes: WRITE }, ({ seller, request }) => {
      requireOptedIn(engine.sellers, seller);
      const input = parseBody(spec.schema, request.body, (issue) =>
        issue.missing
          ? apiError('account', 400, 20401, `Missing field ${issue.field}.`, { inputRefIds: [issue.ref] })
          : apiError('account', 400, 20403, `Invalid ${issue.field}.`, { inputRefIds: [issue.ref] }),
      );
      marketplaceParam(input.marketplaceId);
      const list = policiesOf(seller, kind);
      if (list.some((policy) => policy.marketplaceId === input.marketplaceId && policy.name === input.name)) {
        throw apiError(
          'account',
          400,
          20400,
          'Invalid request. A policy with this name already exists for the marketplace.',
          {
            inputRefIds: ['$.name'],
          },
        );
      }
      const policy: Policy = { ...input, [spec.idField]: engine.ids.policyId() };
      list.push(policy);
      return { status: 201, body: { ...policy, warnings: [] } };
    });
  }
}
