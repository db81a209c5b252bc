'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { LiveBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { formatCount } from '@/lib/format/count';
import { relativeTime } from '@/lib/format/relative-time';
import { Link } from '@/lib/i18n/navigation';
import { roomChatPath } from './chatroom-paths';
import { FollowButton } from './follow-button';
import type { ShowRoom } from './use-follow-room';
import { OnlineCount } from './online-count';
import { RoomIcon } from './room-icon';
import { useAppLocale } from './use-locale-key';

export interface RoomCardProps {
  room: ChatRoomSummary;
  viewer: number;
  /** False while the card is the shared list's and the member's own follow state is still on its way. */
  followKnown?: boolean;
  now: number;
  /** Puts the room's new follow state into the lists the page shows. */
  show: ShowRoom;
}

/** One chat room: who is there now, how many follow it, when it last spoke; a way in and a follow toggle. */
export function RoomCard({ room, viewer, followKnown = true, now, show }: RoomCardProps) {
  const { livePath } = room;
  const t = useTranslations('chatroom.room');
  const locale = useAppLocale();
  const headingId = `chat-room-${room.groupId}`;
  const count = (n: number) => formatCount(n, locale);

  return (
    <li aria-labelledby={headingId} data-testid="chat-room" className="min-w-0">
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <RoomIcon live={room.roomId !== null} />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex items-start gap-2">
              <h2 id={headingId} className="line-clamp-2 min-w-0 flex-1 text-base leading-snug font-semibold break-words text-fg">
                <Link href={roomChatPath(room.groupId)} className="rounded hover:text-accent">
                  {room.name}
                </Link>
              </h2>
              {room.roomId !== null ? <LiveBadge label={t('live')} className="mt-0.5 shrink-0" /> : null}
            </div>
            <p className="line-clamp-2 text-sm text-muted">{room.description}</p>
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          <OnlineCount online={room.online} />
          {room.followers > 0 ? (
            <span className="inline-flex items-center gap-1" data-testid="room-followers">
              <Icon name="users" className="size-3.5" />
              {t('followers', { n: room.followers, count: count(room.followers) })}
            </span>
          ) : null}
          <span>
            {room.lastMessageAt === null
              ? t('noActivity')
              : t('lastActivity', { time: relativeTime(room.lastMessageAt, now, locale) })}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Link
            href={roomChatPath(room.groupId)}
            aria-label={t('enterNamed', { name: room.name })}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Icon name="messages-square" />
            {t('enter')}
          </Link>
          {livePath ? (
            <Link href={livePath} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-live' })}>
              <Icon name="circle-play" />
              <span className="max-[400px]:sr-only">{t('watchLive')}</span>
            </Link>
          ) : null}
          {/* Kept in place but unseen until the member's state is known, so it neither jumps nor says the wrong thing. */}
          <FollowButton room={room} viewer={viewer} show={show} className={cn('ml-auto', !followKnown && 'invisible')} />
        </div>
      </Card>
    </li>
  );
}
