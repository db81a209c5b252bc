import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_LENGTH, isReferralCode, makeReferralCode, referralPath } from './referral';

describe('referral codes', () => {
  it('makes short codes of unambiguous characters', () => {
    const code = makeReferralCode(Math.random);
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(code).not.toMatch(/[01OIL]/);
    expect(isReferralCode(code)).toBe(true);
  });

  it('refuses ambiguous or malformed codes', () => {
    expect(isReferralCode('ABC0EF')).toBe(false);
    expect(isReferralCode('abcdef')).toBe(false);
    expect(isReferralCode('ABCDE')).toBe(false);
  });

  it('links to the home page with the code', () => {
    expect(referralPath('AB23CD')).toBe('/?ref=AB23CD');
  });
});
