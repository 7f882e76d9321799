import { z } from 'zod';
import { sellerRoute, type RouteContext } from '../http/api-route';
import { parseBody } from '../lib/body-issues';
import { apiError } from '../lib/ebay-errors';
import { SCOPES } from '../oauth/scopes';
import { PROGRAM_TYPES } from './policy-types';

const ProgramSchema = z.object({ programType: z.enum(PROGRAM_TYPES) });

function programBody(body: unknown) {
  return parseBody(ProgramSchema, body, (issue) =>
    issue.missing
      ? apiError('account', 400, 20401, 'Missing field programType.', { parameters: { fieldName: 'programType' } })
      : apiError('account', 400, 20403, 'Invalid programType.', { parameters: { fieldName: 'programType' } }),
  );
}

/**
 * Seller programs (ebay-api.md 5.2). Opt-in can take up to a day at eBay; the
 * emulator applies `optInDelayMs`, and getOptedInPrograms lists a program only
 * once it has taken effect.
 */
export function registerProgramRoutes(context: RouteContext): void {
  const { engine } = context;

  sellerRoute(
    context,
    'GET',
    '/sell/account/v1/program/get_opted_in_programs',
    { api: 'account', scopes: [SCOPES.sellAccount, SCOPES.sellAccountReadonly] },
    ({ seller }) => {
      const programs = PROGRAM_TYPES.filter((type) => engine.sellers.isOptedIn(seller, type)).map((programType) => ({
        programType,
      }));
      return { status: 200, body: { programs } };
    },
  );

  sellerRoute(
    context,
    'POST',
    '/sell/account/v1/program/opt_in',
    { api: 'account', scopes: [SCOPES.sellAccount] },
    ({ seller, request }) => {
      const { programType } = programBody(request.body);
      if (seller.programs.has(programType)) {
        throw apiError('account', 409, 25803, 'programType already exists.', {
          category: 'BUSINESS',
          parameters: { fieldName: 'programType' },
        });
      }
      seller.programs.set(programType, engine.now() + engine.options.optInDelayMs);
      return { status: 200, body: {} };
    },
  );

  sellerRoute(
    context,
    'POST',
    '/sell/account/v1/program/opt_out',
    { api: 'account', scopes: [SCOPES.sellAccount] },
    ({ seller, request }) => {
      const { programType } = programBody(request.body);
      if (!seller.programs.delete(programType)) {
        throw apiError('account', 400, 25804, 'programType is not opted in.', {
          parameters: { fieldName: 'programType' },
        });
      }
      return { status: 200, body: {} };
    },
  );
}
