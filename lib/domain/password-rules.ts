import { COMMON_PASSWORDS } from './common-passwords';
import { USER_LIMITS } from './user-limits';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'sameAsUsername';

/** Why a new password is refused, or null when it is acceptable. Used by the forms and the server alike. */
export function passwordProblem(password: string, username?: string): PasswordProblem | null {
  if (password.length < USER_LIMITS.passwordMin) return 'tooShort';
  if (password.length > USER_LIMITS.passwordMax) return 'tooLong';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'common';
  if (username && lower === username.trim().toLowerCase()) return 'sameAsUsername';
  return null;
}

/** The English message the API answers for each problem; the forms show their own translations. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `must have at least ${USER_LIMITS.passwordMin} characters`,
  tooLong: `must have at most ${USER_LIMITS.passwordMax} characters`,
  common: 'is too common; choose a less guessable password',
  sameAsUsername: 'must not be the same as the username',
};
