'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { statusOf } from '@/components/activity/refusal';
import { useRefusal } from '@/components/activity/use-refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { groupKeys, pinPost, unpinPost, type GroupDetail } from '@/lib/api/queries/groups';

/** Pins a post at the top of the group's posts, or takes it down; the group's page follows the server's answer. */
export function useGroupPins(groupId: number) {
  const t = useTranslations('groups');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const refuse = useRefusal(t);
  return useMutation({
    mutationFn: ({ postId, pin }: { postId: number; pin: boolean }) => (pin ? pinPost(groupId, postId) : unpinPost(groupId, postId)),
    onSuccess: ({ pinnedPostIds }, { pin }) => {
      client.setQueryData<GroupDetail>(groupKeys.detail(viewer, groupId), (g) => (g ? { ...g, pinnedPostIds } : g));
      toast.success(t(pin ? 'pins.pinned' : 'pins.unpinned'));
    },
    onError: (err) => (statusOf(err) === 409 ? toast.error(t('pins.full')) : refuse(err)),
  });
}
