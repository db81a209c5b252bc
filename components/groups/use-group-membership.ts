'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { isUnauthorized, statusOf } from '@/components/activity/refusal';
import { useRefusal } from '@/components/activity/use-refusal';
import { feedKeys } from '@/lib/api/queries/feed';
import { groupKeys, joinGroup, leaveGroup, membershipAfterJoin, patchGroup, snapshotGroups, withTie, type GroupCard } from '@/lib/api/queries/groups';
import { useIsMember } from '@/lib/stores/session-store';

export type MembershipMove = 'join' | 'leave';

/**
 * Joining (or asking to join) and leaving (or withdrawing the request), shown at once on every card
 * and the group's page; a refusal puts everything back. Guests get the login form.
 */
export function useGroupMembership(group: Pick<GroupCard, 'id' | 'privacy' | 'name'>) {
  const t = useTranslations('groups');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const isMember = useIsMember();
  const refuse = useRefusal(t);
  const mutation = useMutation({
    mutationFn: (move: MembershipMove) => (move === 'join' ? joinGroup(group.id) : leaveGroup(group.id)),
    onMutate: (move) => {
      const before = snapshotGroups(client, viewer);
      const guess = move === 'join' ? { membership: membershipAfterJoin(group), role: group.privacy === 'public' ? ('member' as const) : null } : { membership: 'none' as const, role: null };
      patchGroup(client, viewer, group.id, (g) => withTie(g, guess));
      return before;
    },
    onSuccess: (tie, move) => {
      patchGroup(client, viewer, group.id, (g) => ({ ...g, ...tie }));
      const done = move === 'leave' ? 'left' : tie.membership === 'member' ? 'joined' : 'requested';
      toast.success(t(`membership.${done}`, { name: group.name }));
    },
    onError: (err, move, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      if (isUnauthorized(err)) return openAuthDialog('login');
      // 409: asked again too soon after a decline, or the owner leaving without handing over.
      if (statusOf(err) === 409) return void toast.error(t(move === 'join' ? 'membership.tooSoon' : 'membership.ownerStays'));
      refuse(err);
    },
    onSettled: () => {
      // What the reader may read (posts, members) follows the tie: read the page and the group's lists again.
      void client.invalidateQueries({ queryKey: groupKeys.detail(viewer, group.id) });
      void client.invalidateQueries({ queryKey: groupKeys.members(viewer, group.id) });
      void client.invalidateQueries({ queryKey: feedKeys.lists(viewer) });
    },
  });
  const move = (next: MembershipMove) => (isMember ? mutation.mutate(next) : openAuthDialog('login'));
  return { move, busy: mutation.isPending };
}
