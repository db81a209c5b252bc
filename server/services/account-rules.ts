import { PASSWORD_PROBLEM_TEXT, passwordProblem } from '@/lib/domain/password-rules';
import { ApiError } from '@/server/api/errors';
import { strengthProblem } from '@/server/auth/password-strength';

/** Refuses a new password that breaks the rules or is easy to guess, with a 422 naming the field. */
export async function assertPasswordAllowed(password: string, username: string, field = 'password'): Promise<void> {
  const problem = passwordProblem(password, username) ?? (await strengthProblem(password, username));
  if (problem) throw new ApiError(422, `${field}: ${PASSWORD_PROBLEM_TEXT[problem]}`);
}
