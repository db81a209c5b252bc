import type { ApiResult } from '@/lib/api/client';
import { AUTH_REASONS, hasAuthReason } from '@/lib/domain/accounts';
import { useReauth } from './reauth-store';

/**
 * Runs a call; when the server first wants the member to prove who they are (403 reauth-required),
 * asks for the password in the dialog and runs the call once more. Closing the dialog answers the
 * first refusal.
 */
export async function withReauth<T>(run: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const first = await run();
  if (first.ok || first.status !== 403 || !hasAuthReason(first.message, AUTH_REASONS.reauthRequired)) return first;
  return (await useReauth.getState().ask()) ? run() : first;
}
