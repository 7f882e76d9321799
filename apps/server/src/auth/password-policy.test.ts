import { describe, expect, it } from 'vitest';
import { generateCommonPasswords, MIN_LISTED_LENGTH } from './common-password-rules';
import { commonPasswordProblem } from './password-policy';

const COMMON = 'This password is too common and easy to guess. Please choose another one.';

describe('the common-password list (decision 020)', () => {
  it('has thousands of entries, none shorter than the minimum, none repeated', () => {
    const list = generateCommonPasswords();
    expect(list.length).toBeGreaterThan(10_000);
    expect(list.every((p) => p.length >= MIN_LISTED_LENGTH && p === p.toLowerCase())).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it.each([
    'password',
    'Password1',
    'PASSWORD123',
    'iloveyou',
    'sunshine1!',
    'football2019',
    'qwerty123',
    '1q2w3e4r5t',
    'zaq12wsx',
    'asdfghjkl',
    '87654321',
    'abcdefgh',
    'abcd1234',
    'p@$$w0rd',
    'listlens2024',
    '  letmein1  ',
    'aaaaaaaaaa',
    'xyzxyzxyz',
  ])('refuses %j', (password) => expect(commonPasswordProblem(password)).toBe(COMMON));

  it.each(['Thimble-Harbor-42', 'tqm-8vbz', 'correct horse battery staple', 'market-stall-9', 'Harbor-lantern-58'])(
    'accepts %j',
    (password) => expect(commonPasswordProblem(password)).toBeNull(),
  );

  it('refuses the account e-mail and the part before the @', () => {
    expect(commonPasswordProblem('ann.seller@example.com', 'ann.seller@example.com')).toBe(
      'Password cannot be your email address',
    );
    expect(commonPasswordProblem('Ann.Seller', 'ann.seller@example.com')).toBe('Password cannot be your email address');
  });
});
