'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { useRefusal } from '@/components/activity/use-refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { patchCursorLists, type CursorPages } from '@/lib/api/queries/cursor-list';
import { groupKeys, removeMember, setMemberRole, type GroupDetail, type GroupMember } from '@/lib/api/queries/groups';
import type { GroupRole } from '@/lib/domain/groups';

export type MemberMove = { kind: 'role'; member: GroupMember; role: GroupRole } | { kind: 'remove'; member: GroupMember };

/** An admin's change to a member (a new role, the group handed over, or out of the group); the list and the group's page follow the answer. */
export function useMemberMoves(groupId: number) {
  const t = useTranslations('groups.members');
  const tg = useTranslations('groups');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const refuse = useRefusal(tg);
  const key = groupKeys.members(viewer, groupId);
  return useMutation({
    mutationFn: async (move: MemberMove) => {
      if (move.kind === 'role') await setMemberRole(groupId, move.member.userId, move.role);
      else await removeMember(groupId, move.member.userId);
    },
    onSuccess: (_done, move) => {
      const userId = move.member.userId;
      if (move.kind === 'role' && move.role === 'owner') {
        // The old owner became an admin too: both rows, the reader's role and what they may do come from the server again.
        void client.invalidateQueries({ queryKey: key });
        toast.success(t('handedOver', { name: move.member.displayName }));
      } else if (move.kind === 'role') {
        patchCursorLists<GroupMember>(client, key, (m) => m.userId === userId, (m) => ({ ...m, role: move.role }));
        toast.success(t('roleDone', { name: move.member.displayName, role: tg(`roles.${move.role}`) }));
      } else {
        client.setQueryData<CursorPages<GroupMember>>(key, (d) => (d ? { ...d, pages: d.pages.map((p) => ({ ...p, list: p.list.filter((m) => m.userId !== userId) })) } : d));
        client.setQueryData<GroupDetail>(groupKeys.detail(viewer, groupId), (g) => (g ? { ...g, memberCount: Math.max(0, g.memberCount - 1) } : g));
        toast.success(t('removed', { name: move.member.displayName }));
      }
      // The admins named on the page may have changed.
      void client.invalidateQueries({ queryKey: groupKeys.detail(viewer, groupId) });
    },
    onError: refuse,
  });
}
