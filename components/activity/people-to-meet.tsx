'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Check, UserPlus } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { FriendStatusBadge } from '@/components/community/friend-status-badge';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { MemberRow } from '@/components/groups/member-row';
import { ListLoading } from '@/components/page-kit/list-states';
import { Button } from '@/components/ui/button';
import { activityKeys, activityPeopleQuery, type PersonToMeet } from '@/lib/api/queries/activity';
import { performFriendAction, settleFriendship, type FriendAction } from '@/lib/api/queries/friends';
import type { FriendStatus } from '@/lib/domain/friends';
import { useIsMember } from '@/lib/stores/session-store';
import { useRefusal } from './use-refusal';

/** Members the reader may know (friends in common first, then active members), each a friend request away. */
export function PeopleToMeet() {
  const t = useTranslations('activity.people');
  const isMember = useIsMember();
  if (!isMember) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border bg-surface p-4 text-sm text-muted">
        {t('guest')}
        <Button size="sm" onClick={() => openAuthDialog('login')}>
          {t('login')}
        </Button>
      </div>
    );
  }
  return <People />;
}

function People() {
  const t = useTranslations('activity.people');
  const ta = useTranslations('activity');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const people = useQuery(activityPeopleQuery(viewer));
  const refuse = useRefusal(ta);
  const setStatus = (userId: number, status: FriendStatus) =>
    client.setQueryData<PersonToMeet[]>(activityKeys.people(viewer), (list) => list?.map((p) => (p.userId === userId ? { ...p, status } : p)));
  const move = useMutation({
    mutationFn: (action: FriendAction) => performFriendAction(action),
    onSuccess: (status, action) => {
      setStatus(action.userId, status);
      toast.success(t(status === 'friends' ? 'nowFriends' : 'requestSent'));
      void settleFriendship(client, viewer, action.userId, status);
    },
    onError: refuse,
  });
  if (people.isPending) return <ListLoading label={t('loading')} rows={3} className="flex flex-col gap-2" itemClassName="h-16" />;
  if (!people.data || people.data.length === 0) return <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t('empty')}</p>;
  return (
    <ul aria-label={t('title')} className="grid grid-cols-1 gap-2 min-[560px]:grid-cols-2" data-testid="people-to-meet">
      {people.data.map((p) => (
        <li key={p.userId}>
          <MemberRow
            {...p}
            meta={p.mutualFriends > 0 ? t('mutual', { count: p.mutualFriends }) : t('active')}
            actions={
              p.status === 'pending-out' || p.status === 'friends' ? (
                <FriendStatusBadge status={p.status} label={t(p.status === 'friends' ? 'friends' : 'pending')} />
              ) : p.status === 'pending-in' ? (
                <Button size="sm" disabled={move.isPending} onClick={() => move.mutate({ kind: 'respond', userId: p.userId, accept: true })} aria-label={t('acceptLabel', { name: p.displayName })}>
                  <Check aria-hidden />
                  {t('accept')}
                </Button>
              ) : (
                <Button size="sm" variant="outline" disabled={move.isPending} onClick={() => move.mutate({ kind: 'add', userId: p.userId })} aria-label={t('addLabel', { name: p.displayName })}>
                  <UserPlus aria-hidden />
                  {t('add')}
                </Button>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
