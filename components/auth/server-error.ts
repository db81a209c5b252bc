import { NO_RESPONSE } from '@/lib/api/client';
import { AUTH_REASONS, hasAuthReason } from '@/lib/domain/accounts';
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
  const field = fields.find((f) => f === fieldOf(msg));
  if (field === 'code' || msg.startsWith('code:')) return codeFailure(msg, field);
  if (status === 403 && hasAuthReason(msg, AUTH_REASONS.reauthRequired)) return { message: { key: 'errors.reauthNeeded' } };
  if (status === 429 && /moments ago/.test(msg)) return { message: { key: 'errors.resendTooSoon' } };
  if (status === 429) return { message: { key: 'errors.tooManyAttempts' } };
  if (status === 422 && field === 'currentPassword') return { field, message: { key: 'errors.currentPasswordWrong' } };
  if (status === 422 && field === 'referralCode') return { field, message: { key: 'errors.referralUnknown' } };
  if (status === 422 && field && /too common/.test(msg)) return { field, message: { key: 'validation.passwordCommon' } };
  if (status === 422 && field && /too easy to guess/.test(msg)) return { field, message: { key: 'validation.passwordWeak' } };
  if (status === 422 && field && /contain the username/.test(msg)) return { field, message: { key: 'validation.passwordSameAsUsername' } };
  if (status === 409) {
    if (field === 'username') return { field, message: { key: 'errors.usernameTaken' } };
    if (field === 'email') return { field, message: { key: 'errors.emailTaken' } };
    if (field === 'phone') return { field, message: { key: 'errors.phoneTaken' } };
  }
  return { message: { key: 'errors.server', values: { message: msg } } };
}

/** A one-time code's failure: wrong, expired or never sent, or spent by too many wrong tries. */
function codeFailure<F extends string>(msg: string, field: F | undefined): FailureMessage<F> {
  const key = /too many/.test(msg) ? 'errors.codeLocked' : /expired/.test(msg) ? 'errors.codeExpired' : 'errors.codeWrong';
  return { field, message: { key } };
}
