import { OTP } from '@/lib/domain/accounts';
import { passwordProblem, type PasswordProblem } from '@/lib/domain/password-rules';
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

const PASSWORD_MESSAGE: Record<PasswordProblem, MessageRef> = {
  tooShort: { key: 'validation.tooShort' },
  tooLong: { key: 'validation.tooLong' },
  common: { key: 'validation.passwordCommon' },
  sameAsUsername: { key: 'validation.passwordSameAsUsername' },
};

/** The product's password rules beyond the length the contract checks: not a common password, not the username. */
export function passwordRuleError(password: string, username: string): MessageRef | undefined {
  const problem = passwordProblem(password, username);
  return problem === 'common' || problem === 'sameAsUsername' ? PASSWORD_MESSAGE[problem] : undefined;
}

/** What is wrong with a password the member is choosing on its own form (reset, change), if anything. */
export function newPasswordError(password: string, username: string): MessageRef | undefined {
  if (password === '') return { key: 'validation.required' };
  if (password.length < USER_LIMITS.passwordMin) return { key: 'validation.tooShort', values: { min: USER_LIMITS.passwordMin } };
  return passwordRuleError(password, username);
}
