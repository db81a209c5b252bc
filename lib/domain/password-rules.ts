import { USER_LIMITS } from './user-limits';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'weak' | 'sameAsUsername';

/**
 * The strength estimate (zxcvbn, 0 to 4) a new password must reach: 3 means about 10^8 guesses or more,
 * out of reach of an online guesser and slow to crack offline.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * Why a new password is refused by the rules a form can check without a dictionary (length, the
 * username), or null. The server then estimates its strength against the common-password dictionary.
 */
export function passwordProblem(password: string, username?: string): PasswordProblem | null {
  if (password.length < USER_LIMITS.passwordMin) return 'tooShort';
  if (password.length > USER_LIMITS.passwordMax) return 'tooLong';
  const name = username?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return 'sameAsUsername';
  return null;
}

/** The English message the API answers for each problem; the forms show their own translations. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `must have at least ${USER_LIMITS.passwordMin} characters`,
  tooLong: `must have at most ${USER_LIMITS.passwordMax} characters`,
  common: 'is too common; choose a less guessable password',
  weak: 'is too easy to guess; make it longer or mix unrelated words',
  sameAsUsername: 'must not contain the username',
};
