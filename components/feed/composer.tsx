'use client';

import dynamic from 'next/dynamic';
import { useAccountState } from '@/components/auth/account-state';
import { useBrowserToken } from '@/components/auth/use-browser-token';
import { Skeleton } from '@/components/ui/skeleton';
import type { Post } from '@/lib/contract/feed';
import { ComposerGuest } from './composer-guest';

const ComposerPlaceholder = () => <Skeleton className="h-[8.75rem] w-full rounded-xl" data-testid="composer-placeholder" />;

// A member's box loads once the browser knows a member reads the page: a guest's visit carries none of it.
const MemberComposer = dynamic(() => import('./member-composer').then((m) => m.MemberComposer), { ssr: false, loading: ComposerPlaceholder });

export interface ComposerProps {
  /** Posts into this group (the author is one of its members). */
  groupId?: number;
  /** After a post went out, for lists the feed does not update by itself (a group's). */
  onPosted?: (post: Post) => void;
}

/** The box at the top of the feed: a member's composer, or for a guest the same place asking them to log in. */
export function Composer({ groupId, onPosted }: ComposerProps = {}) {
  const account = useAccountState();
  const signingIn = useBrowserToken() !== null;
  if (account === 'member') return <MemberComposer groupId={groupId} onPosted={onPosted} />;
  // A member whose session is still being checked has the box's place held, not a guest's invitation.
  return account === 'pending' && signingIn ? <ComposerPlaceholder /> : <ComposerGuest />;
}
