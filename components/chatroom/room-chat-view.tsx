'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, PlayCircle, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { LiveBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { applyRoomToCache, chatRoomDetailQuery } from '@/lib/api/queries/chat-rooms';
import { useGroupChat } from '@/lib/chat/chat-store';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { formatCount } from '@/lib/format/count';
import { Link } from '@/lib/i18n/navigation';
import { ChatPanel } from '@/components/chat/chat-panel';
import { CHATROOM_BASE } from './chatroom-paths';
import { FollowButton } from './follow-button';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { OnlineCount } from './online-count';
import { RoomIcon } from './room-icon';
import { useAppLocale } from './use-locale-key';
import { useViewer } from './use-viewer';

export interface RoomChatViewProps {
  groupId: number;
  serverViewer: number;
}

/** A room's page: its name, who is here and a follow toggle above the chat, which fills a phone's screen. */
export function RoomChatView({ groupId, serverViewer }: RoomChatViewProps) {
  const t = useTranslations('chatroom');
  const locale = useAppLocale();
  const { viewer } = useViewer(serverViewer);
  const { data, isPending, isError, refetch } = useQuery(chatRoomDetailQuery(groupId, viewer));
  // Once the chat has joined, its own count is the freshest.
  const liveOnline = useGroupChat(groupId).room?.online;
  const client = useQueryClient();
  const show = (next: ChatRoomSummary) => applyRoomToCache(client, next, viewer);

  if (isPending) return <ListLoading label={t('list.loading')} rows={1} className="py-4" />;
  if (isError && !data) return <ErrorState title={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  const { room, state } = data;
  const { livePath } = room;
  const count = (n: number) => formatCount(n, locale);

  // One screen under the sticky header, the mode chips (3.0625rem) and, on phones, the bottom bar.
  return (
    <div className="-mx-3 flex h-[calc(100dvh-var(--spacing-header)-3.0625rem-var(--spacing-bottom-bar)-env(safe-area-inset-bottom))] flex-col md:mx-0 md:py-4 lg:h-[calc(100dvh-var(--spacing-header)-3.0625rem)] lg:min-h-[32rem] lg:flex-row lg:gap-4">
      <section
        aria-labelledby="chat-room-title"
        className="flex shrink-0 flex-col gap-2 border-b border-border bg-surface px-2 py-2 md:rounded-t-xl md:border lg:w-80 lg:gap-3 lg:rounded-xl lg:p-4"
      >
        <div className="flex items-center gap-2 lg:flex-col lg:items-start lg:gap-3">
          <Link href={CHATROOM_BASE} aria-label={t('chatView.back')} className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg lg:hidden">
            <ChevronLeft aria-hidden className="size-5" />
          </Link>
          <Link href={CHATROOM_BASE} className="hidden items-center gap-1 text-sm text-muted hover:text-fg lg:inline-flex">
            <ChevronLeft aria-hidden className="size-4" />
            {t('chatView.back')}
          </Link>
          <RoomIcon live={room.roomId !== null} className="size-9 lg:size-14" />
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <h1 id="chat-room-title" className="truncate text-base font-bold text-fg lg:text-lg">
                {room.name}
              </h1>
              {room.roomId !== null ? <LiveBadge label={t('room.live')} className="shrink-0" /> : null}
            </div>
            <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
              <OnlineCount online={liveOnline ?? state.online} />
              <span className="inline-flex items-center gap-1 max-sm:hidden">
                <Users aria-hidden className="size-3.5" />
                {t('room.followers', { n: room.followers, count: count(room.followers) })}
              </span>
            </p>
          </div>
          {livePath ? (
            <Link href={livePath} aria-label={t('room.watchLive')} className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'text-live lg:hidden' })}>
              <PlayCircle aria-hidden />
            </Link>
          ) : null}
          <FollowButton room={room} viewer={viewer} show={show} className="lg:hidden" />
        </div>
        <p className="text-sm text-muted max-lg:hidden">{room.description}</p>
        <div className="flex flex-wrap gap-2 max-lg:hidden">
          <FollowButton room={room} viewer={viewer} show={show} />
          {livePath ? <WatchLive href={livePath} label={t('room.watchLive')} /> : null}
        </div>
      </section>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden border-border bg-surface md:rounded-b-xl md:border md:border-t-0 lg:rounded-xl lg:border-t" data-testid="room-chat">
        <ChatPanel groupId={groupId} visibility="public" variant="page" title={room.name} className="h-full" />
      </div>
    </div>
  );
}

function WatchLive({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttonClasses({ variant: 'live', size: 'sm' })}>
      <PlayCircle aria-hidden />
      {label}
    </Link>
  );
}
