'use client';

import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { type ShowRoom, useFollowRoom } from './use-follow-room';

export interface FollowButtonProps {
  room: ChatRoomSummary;
  /** The member's id; 0 for a guest, whose click opens the log-in form instead. */
  viewer: number;
  /** Puts the room's new state wherever the page shows it (optimistically, then the server's answer). */
  show: ShowRoom;
  className?: string;
}

export function FollowButton({ room, viewer, show, className }: FollowButtonProps) {
  const t = useTranslations('chatroom.follow');
  const follow = useFollowRoom(show);
  if (viewer === 0) {
    return (
      <Button variant="outline" size="sm" className={className} aria-haspopup="dialog" aria-label={t('followNamed', { name: room.name })} onClick={() => openAuthDialog('login')}>
        <Icon name="heart" data-icon="follow" />
        {t('follow')}
      </Button>
    );
  }
  return (
    <Button
      variant={room.following ? 'secondary' : 'primary'}
      size="sm"
      className={className}
      aria-pressed={room.following}
      aria-label={room.following ? t('unfollowNamed', { name: room.name }) : t('followNamed', { name: room.name })}
      disabled={follow.pending}
      onClick={() => void follow.toggle(room)}
    >
      {/* A heart, as followers know it from streaming sites; filled once followed. */}
      <Icon name="heart" data-icon={room.following ? 'following' : 'follow'} className={room.following ? 'fill-current' : undefined} />
      {room.following ? t('following') : t('follow')}
    </Button>
  );
}
