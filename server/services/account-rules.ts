import { PASSWORD_PROBLEM_TEXT, passwordProblem } from '@/lib/domain/password-rules';
import { ApiError } from '@/server/api/errors';

/** Refuses a new password that breaks the rules, with a 422 naming the field. */
export function assertPasswordAllowed(password: string, username: string, field = 'password'): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new ApiError(422, `${field}: ${PASSWORD_PROBLEM_TEXT[problem]}`);
}
