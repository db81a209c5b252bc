'use client';

import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { useFollowRoom } from './use-follow-room';

export interface FollowButtonProps {
  room: ChatRoomSummary;
  /** The member's id; 0 for a guest, whose click opens the log-in form instead. */
  viewer: number;
  className?: string;
}

export function FollowButton({ room, viewer, className }: FollowButtonProps) {
  const t = useTranslations('chatroom.follow');
  const follow = useFollowRoom(viewer);
  if (viewer === 0) {
    return (
      <Button variant="outline" size="sm" className={className} aria-haspopup="dialog" aria-label={t('followNamed', { name: room.name })} onClick={() => openAuthDialog('login')}>
        <Heart aria-hidden data-icon="follow" />
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
      disabled={follow.isPending}
      onClick={() => follow.mutate(room)}
    >
      {/* A heart, as followers know it from streaming sites; filled once followed. */}
      <Heart aria-hidden data-icon={room.following ? 'following' : 'follow'} className={room.following ? 'fill-current' : undefined} />
      {room.following ? t('following') : t('follow')}
    </Button>
  );
}
