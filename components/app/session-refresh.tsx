'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember, useSessionStatus } from '@/lib/stores/session-store';

/**
 * Renders the page again when the visitor logs in or out (from the header, a dialog, or a session
 * that ended), so whatever the server drew for the member or the guest follows the session. The
 * session's first settling on page load is not a change.
 */
export function SessionRefresh() {
  const isMember = useIsMember();
  const ready = useSessionStatus() === 'ready';
  const router = useRouter();
  const was = useRef<boolean | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (was.current !== null && was.current !== isMember) router.refresh();
    was.current = isMember;
  }, [ready, isMember, router]);
  return null;
}
