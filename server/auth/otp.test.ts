import { describe, expect, it } from 'vitest';
import { OTP } from '@/lib/domain/accounts';
import { newCode } from './otp';

describe('one-time codes', () => {
  it(`are ${OTP.length} digits, leading zeros kept`, () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('are not repeated from one to the next', () => {
    const codes = new Set(Array.from({ length: 50 }, newCode));
    expect(codes.size).toBeGreaterThan(45);
  });

  it('live minutes, allow a handful of guesses and a resend after a minute', () => {
    expect(OTP.ttlMs).toBe(5 * 60_000);
    expect(OTP.maxAttempts).toBe(5);
    expect(OTP.resendCooldownMs).toBe(60_000);
  });
});
