'use client';

import type { AccountInfo } from '@/lib/contract/accounts';
import { useRouter } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';

/** After a change: the header shows the new name or picture at once, and the page re-renders its data. */
export function useAccountUpdated(): (account: AccountInfo) => void {
  const router = useRouter();
  return (account) => {
    if (!useSessionStore.getState().isGuest) useSessionStore.setState({ user: account.user });
    router.refresh();
  };
}
