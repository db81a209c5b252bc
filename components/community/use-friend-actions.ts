'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { apiQuery } from '@/lib/api/lazy-client';
import { blockedList, friendRespond, friendSendRequest, memberBlock, memberUnblock } from '@/lib/contract/friends-calls';
import type { BlockedMember } from '@/lib/contract/friends';
import type { FriendLists } from '@/lib/contract/friends';
import { friendList, friendRemove } from '@/lib/contract/friends-calls';

export type FriendAction = { kind: 'add' | 'remove' | 'block' | 'unblock'; userId: number } | { kind: 'respond'; userId: number; accept: boolean };

function perform(action: FriendAction): Promise<unknown> {
  const body = { userId: action.userId };
  switch (action.kind) {
    case 'respond':
      return apiQuery(friendRespond, { body: { ...body, accept: action.accept } });
    case 'add':
      return apiQuery(friendSendRequest, { body: { toUserId: action.userId } });
    case 'remove':
      return apiQuery(friendRemove, { body });
    case 'block':
      return apiQuery(memberBlock, { body });
    case 'unblock':
      return apiQuery(memberUnblock, { body });
  }
}

/** The friends page's lists and the moves on them; after each move the lists are read again. */
export function useFriendActions(initial: FriendLists, initialBlocked: readonly BlockedMember[]) {
  const t = useTranslations('community.friends');
  const [lists, setLists] = useState(initial);
  const [blocked, setBlocked] = useState(initialBlocked);
  const [busy, setBusy] = useState<number | null>(null);

  async function run(action: FriendAction): Promise<boolean> {
    setBusy(action.userId);
    try {
      await perform(action);
      const blocking = action.kind === 'block' || action.kind === 'unblock';
      const [nextLists, nextBlocked] = await Promise.all([apiQuery(friendList), blocking ? apiQuery(blockedList) : null]);
      setLists(nextLists);
      if (nextBlocked) setBlocked(nextBlocked);
      toast.success(t('done'));
      return true;
    } catch {
      toast.error(t('failed'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { lists, blocked, run, busy };
}
