'use client';

import { lazy, Suspense } from 'react';
import { useAccountState } from '@/components/auth/account-state';
import { useCurrentUser } from '@/lib/stores/session-store';

// Only members have an inbox: the bell, its query cache and its panel load once a member is signed in,
// so a guest's first load carries none of them.
const MemberInboxBell = lazy(() => import('./member-inbox-bell').then((m) => ({ default: m.MemberInboxBell })));

/** The member's inbox bell with the unread count. Guests see nothing. */
export function InboxBell() {
  const state = useAccountState();
  const user = useCurrentUser();
  if (state !== 'member' || !user) return null;
  return (
    <Suspense fallback={<span aria-hidden className="inline-block size-9" />}>
      <MemberInboxBell key={user.userId} viewer={user.userId} />
    </Suspense>
  );
}
