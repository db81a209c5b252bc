import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { passwordProblem } from './password-rules';
import { USER_LIMITS } from './user-limits';

describe('password rules', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('violet-lantern-42', 'lan_anh')).toBeNull();
  });

  it(`refuses fewer than ${USER_LIMITS.passwordMin} characters`, () => {
    expect(passwordProblem('a'.repeat(USER_LIMITS.passwordMin - 1))).toBe('tooShort');
    expect(passwordProblem('k9#mQ2!x')).toBeNull();
  });

  it('refuses more than the maximum length', () => {
    expect(passwordProblem('x'.repeat(USER_LIMITS.passwordMax + 1))).toBe('tooLong');
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password')).toBe('common');
    expect(passwordProblem('PassWord123')).toBe('common');
    expect(passwordProblem('QWERTYUIOP')).toBe('common');
    expect(passwordProblem('matkhau123')).toBe('common');
  });

  it('ships a list of a few hundred common passwords, all in lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
  });

  it('refuses the username as the password, in any case', () => {
    expect(passwordProblem('Lan_Anh_2024', 'lan_anh_2024')).toBe('sameAsUsername');
    expect(passwordProblem('lan_anh_2024', 'someone')).toBeNull();
  });
});
