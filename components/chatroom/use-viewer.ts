'use client';

import { useAccountState } from '@/components/auth/account-state';
import { useCurrentUser } from '@/lib/stores/session-store';

/**
 * Whose lists these are: the member's id, 0 for a guest. Until the browser knows the session, the
 * server's answer stands, so the server-rendered list is kept instead of flashing a loader.
 */
export function useViewer(serverViewer: number): { viewer: number; known: boolean } {
  const state = useAccountState();
  const user = useCurrentUser();
  if (state === 'pending') return { viewer: serverViewer, known: false };
  return { viewer: state === 'member' && user ? user.userId : 0, known: true };
}
