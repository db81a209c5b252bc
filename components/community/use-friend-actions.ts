'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { apiQuery } from '@/lib/api/lazy-client';
import { friendRespond, friendSendRequest } from '@/lib/contract/calls';
import type { FriendLists } from '@/lib/contract/community';
import { friendList, friendRemove } from '@/lib/contract/community-calls';

export type FriendAction = { kind: 'add' | 'remove'; userId: number } | { kind: 'respond'; userId: number; accept: boolean };

/** The friends page's lists and the moves on them; after each move the lists are read again. */
export function useFriendActions(initial: FriendLists) {
  const t = useTranslations('community.friends');
  const [lists, setLists] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  async function run(action: FriendAction): Promise<boolean> {
    setBusy(action.userId);
    try {
      if (action.kind === 'respond') await apiQuery(friendRespond, { body: { userId: action.userId, accept: action.accept } });
      else if (action.kind === 'add') await apiQuery(friendSendRequest, { body: { toUserId: action.userId } });
      else await apiQuery(friendRemove, { body: { userId: action.userId } });
      setLists(await apiQuery(friendList));
      toast.success(t('done'));
      return true;
    } catch {
      toast.error(t('failed'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { lists, run, busy };
}
