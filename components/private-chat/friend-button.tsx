'use client';

import { Check, LogIn, MessageCircle, ShieldOff, UserPlus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { conversationPath } from '@/components/chatroom/chatroom-paths';
import { FriendStatusBadge } from '@/components/community/friend-status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { useFriend } from './use-friend';

export interface FriendButtonProps {
  userId: number;
  name: string;
  /** The viewer's id; 0 for a guest, whose click opens the log-in form. */
  viewer: number;
  /** Once friends, also offer the way into your conversation. */
  withMessageLink?: boolean;
}

/** Where a member is shown: ask them to be friends, answer their request, see that you are friends, or lift your block. */
export function FriendButton({ userId, name, viewer, withMessageLink = false }: FriendButtonProps) {
  const t = useTranslations('chatroom.friend');
  const { status, ask, respond, block, busy } = useFriend(userId, viewer, name);

  if (viewer === userId) return null;
  if (viewer === 0) {
    return (
      <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={t('addNamed', { name })} onClick={() => openAuthDialog('login')}>
        <LogIn aria-hidden />
        {t('add')}
      </Button>
    );
  }
  if (status.isPending) return <Skeleton className="h-8 w-24" />;
  switch (status.data) {
    case 'friends':
      return (
        <span className="inline-flex items-center gap-1.5">
          <FriendStatusBadge status="friends" label={t('friends')} />
          {withMessageLink ? (
            <Link href={conversationPath(userId)} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
              <MessageCircle aria-hidden />
              {t('message')}
            </Link>
          ) : null}
        </span>
      );
    case 'pending-out':
      return <FriendStatusBadge status="pending-out" label={t('sent')} />;
    case 'blocked':
      return (
        <span className="inline-flex items-center gap-1.5">
          <FriendStatusBadge status="blocked" label={t('blocked')} />
          <Button variant="outline" size="sm" aria-label={t('unblockNamed', { name })} disabled={busy} onClick={() => block.mutate(false)}>
            <ShieldOff aria-hidden />
            {t('unblock')}
          </Button>
        </span>
      );
    case 'pending-in':
      return (
        <span className="inline-flex gap-1.5">
          <Button size="sm" disabled={busy} onClick={() => respond.mutate(true)}>
            <Check aria-hidden />
            {t('accept')}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => respond.mutate(false)}>
            <X aria-hidden />
            {t('decline')}
          </Button>
        </span>
      );
    default:
      return (
        <Button variant="outline" size="sm" aria-label={t('addNamed', { name })} disabled={busy} onClick={() => ask.mutate()}>
          <UserPlus aria-hidden />
          {t('add')}
        </Button>
      );
  }
}
