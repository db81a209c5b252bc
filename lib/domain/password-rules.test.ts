import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';
import { USER_LIMITS } from './user-limits';

describe('password rules a form can check', () => {
  it('accepts a long password that does not contain the username', () => {
    expect(passwordProblem('violet-lantern-42', 'lan_anh')).toBeNull();
  });

  it(`refuses fewer than ${USER_LIMITS.passwordMin} characters`, () => {
    expect(passwordProblem('a'.repeat(USER_LIMITS.passwordMin - 1))).toBe('tooShort');
    expect(passwordProblem('k9#mQ2!x')).toBeNull();
  });

  it('refuses more than the maximum length', () => {
    expect(passwordProblem('x'.repeat(USER_LIMITS.passwordMax + 1))).toBe('tooLong');
  });

  it('refuses a password that contains the username, in any case', () => {
    expect(passwordProblem('Lan_Anh_2024', 'lan_anh_2024')).toBe('sameAsUsername');
    expect(passwordProblem('my-LAN_ANH-rocks', 'lan_anh')).toBe('sameAsUsername');
    expect(passwordProblem('lan_anh_2024', 'someone')).toBeNull();
  });
});
