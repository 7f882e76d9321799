import { describe, expect, it } from 'vitest';
import { defaultProfile, displayNameOf } from './profile';

describe('displayNameOf (spec part 1, section 3)', () => {
  it.each([
    [{ fullName: 'Ann Seller', name: 'ann', email: 'a@x.com' }, 'Ann Seller'],
    [{ fullName: ' ', name: 'annie', email: 'a@x.com' }, 'annie'],
    [{ email: 'bob.smith@x.com' }, 'bob.smith'],
    [{}, 'User'],
  ])('%j -> %s', (input, expected) => expect(displayNameOf(input)).toBe(expected));
});

describe('defaultProfile', () => {
  it('is the free plan with the 999 listing fallback', () => {
    expect(defaultProfile({ id: 'u1', email: 'a@x.com' })).toMatchObject({
      subscription_plan: 'free',
      subscription_status: 'active',
      listings_used: 0,
      listings_limit: 999,
    });
  });
});
