'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { feedKeys } from '@/lib/api/queries/feed';
import { performFriendAction, settleFriendship, type FriendAction } from '@/lib/api/queries/friends';
import { useFeedViewer } from './feed-viewer';
import { useFeedFailure } from './use-feed-failure';

/** A friendship move from a profile: through the friends queries, then the profile (relation and counts) is read again. */
export function useProfileRelation(userId: number) {
  const t = useTranslations('feed.profile');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const fail = useFeedFailure();
  return useMutation({
    mutationFn: (action: FriendAction) => performFriendAction(action),
    onSuccess: async (status) => {
      toast.success(t('relationDone'));
      await Promise.all([settleFriendship(client, viewer, userId, status), client.invalidateQueries({ queryKey: feedKeys.profile(viewer, userId) })]);
    },
    onError: fail,
  });
}
