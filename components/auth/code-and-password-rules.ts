import { OTP } from '@/lib/domain/accounts';
import { passwordProblem } from '@/lib/domain/password-rules';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import type { MessageRef } from './field-rules';

// No contract schemas here: the account page checks codes and passwords without loading the validation library.

const CODE_RE = new RegExp(`^\\d{${OTP.length}}$`);

/** What is wrong with a typed verification or reset code, if anything. */
export function codeError(code: string): MessageRef | undefined {
  const value = code.trim();
  if (CODE_RE.test(value)) return undefined;
  return { key: value === '' ? 'validation.required' : 'validation.code' };
}

/**
 * The password rule a form checks beyond the length the contract checks: not containing the username.
 * Whether it is common or easy to guess takes a large dictionary, so only the server checks that
 * (a 422 the form shows under the field).
 */
export function passwordRuleError(password: string, username: string): MessageRef | undefined {
  return passwordProblem(password, username) === 'sameAsUsername' ? { key: 'validation.passwordSameAsUsername' } : undefined;
}

/** What is wrong with a password the member is choosing on its own form (reset, change), if anything. */
export function newPasswordError(password: string, username: string): MessageRef | undefined {
  if (password === '') return { key: 'validation.required' };
  if (password.length < USER_LIMITS.passwordMin) return { key: 'validation.tooShort', values: { min: USER_LIMITS.passwordMin } };
  return passwordRuleError(password, username);
}
