'use client';

import { useTranslations } from 'next-intl';
import { Check, Clock, Pencil, UserPlus, UserX } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { FriendStatusBadge } from '@/components/community/friend-status-badge';
import { Button } from '@/components/ui/button';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { useIsMember } from '@/lib/stores/session-store';
import { useProfileRelation } from './use-profile-relation';

/** What the reader can do about this member: edit their own profile, or add, accept, cancel or see a friendship. */
export function ProfileRelation({ profile, onEdit }: { profile: FeedProfile; onEdit: () => void }) {
  const t = useTranslations('feed.profile');
  const isMember = useIsMember();
  const userId = profile.author.userId;
  const move = useProfileRelation(userId);
  const busy = move.isPending;
  switch (profile.relation) {
    case 'self':
      return (
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden />
          {t('edit')}
        </Button>
      );
    case 'friends':
      return <FriendStatusBadge status="friends" label={t('friends')} />;
    case 'pending-out':
      return (
        <span className="flex flex-wrap gap-2">
          <FriendStatusBadge status="pending-out" label={t('pending')} />
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => move.mutate({ kind: 'remove', userId })}>
            <UserX aria-hidden />
            {t('cancelRequest')}
          </Button>
        </span>
      );
    case 'pending-in':
      return (
        <span className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => move.mutate({ kind: 'respond', userId, accept: true })}>
            <Check aria-hidden />
            {t('accept')}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => move.mutate({ kind: 'respond', userId, accept: false })}>
            {t('decline')}
          </Button>
        </span>
      );
    case 'blocked':
      return <FriendStatusBadge status="blocked" label={t('blocked')} />;
    default:
      return (
        <Button size="sm" disabled={busy} aria-busy={busy || undefined} onClick={() => (isMember ? move.mutate({ kind: 'add', userId }) : openAuthDialog('login'))}>
          {busy ? <Clock aria-hidden /> : <UserPlus aria-hidden />}
          {t('addFriend')}
        </Button>
      );
  }
}
