import { NO_RESPONSE } from '@/lib/api/client';
import type { MessageRef } from './field-rules';

/** Where a failed log-in or sign-up is shown: under one field, or above the form. */
export interface FailureMessage<F extends string> {
  field?: F;
  message: MessageRef;
}

/** The API names the field of a conflict or bad input first: "username: already taken". */
function fieldOf(msg: string): string | undefined {
  return /^(\w+):/.exec(msg)?.[1];
}

/**
 * Turns the API's answer into a translated message. Known cases get our own wording; anything
 * else shows the server's `msg` as it came.
 */
export function describeFailure<F extends string>(status: number, msg: string, fields: readonly F[]): FailureMessage<F> {
  if (status === NO_RESPONSE) return { message: { key: 'errors.network' } };
  if (status === 401) return { message: { key: 'errors.wrongCredentials' } };
  if (status === 429) return { message: { key: 'errors.tooManyAttempts' } };
  if (status === 409) {
    const field = fields.find((f) => f === fieldOf(msg));
    if (field === 'username') return { field, message: { key: 'errors.usernameTaken' } };
    if (field === 'email') return { field, message: { key: 'errors.emailTaken' } };
  }
  return { message: { key: 'errors.server', values: { message: msg } } };
}
