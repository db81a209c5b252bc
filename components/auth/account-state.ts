import { useSessionStore, type SessionState } from '@/lib/stores/session-store';
import type { UserInfo } from '@/lib/contract/user';

/** What the header can show: nothing known yet, a guest, or a signed-in member. */
export type AccountState = 'pending' | 'guest' | 'member';

export function accountStateOf(s: Pick<SessionState, 'status' | 'isGuest' | 'user'>): AccountState {
  if (!s.isGuest && s.user) return 'member';
  // A member's token is still being checked: showing "Log in" now would flash for a returning member.
  if (s.status === 'idle' || (s.status === 'loading' && !s.isGuest)) return 'pending';
  return 'guest';
}

export const useAccountState = (): AccountState => useSessionStore(accountStateOf);

/** The name the header and greetings use for a member. */
export function memberName(user: Pick<UserInfo, 'displayName' | 'nickname'>): string {
  return user.displayName.trim() || user.nickname || '';
}
