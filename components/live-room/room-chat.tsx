'use client';

import { MessageSquareText, Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChatPanel } from '@/components/chat/chat-panel';
import { cn } from '@/components/ui/cn';
import type { RoomDetail } from '@/lib/contract/room';

export type PhoneRoomView = 'room' | 'chat';

/** Which half a phone shows below the player: the chat first, as on streaming sites, the match one tap away. */
export function usePhoneRoomView(): [PhoneRoomView, (view: PhoneRoomView) => void] {
  return useState<PhoneRoomView>('chat');
}

/** Chat / Match switch below the player on phones. */
export function PhoneRoomSwitch({ view, onChange }: { view: PhoneRoomView; onChange(view: PhoneRoomView): void }) {
  const t = useTranslations('chat.room');
  const items = [
    { key: 'chat', icon: MessageSquareText, label: t('chatView') },
    { key: 'room', icon: Trophy, label: t('matchView') },
  ] as const;
  return (
    <div role="group" aria-label={t('switchLabel')} className="grid shrink-0 grid-cols-2 border-b border-border bg-surface lg:hidden">
      {items.map(({ key, icon: Icon, label }) => (
        <button
          key={key}
          type="button"
          aria-pressed={view === key}
          onClick={() => onChange(key)}
          className={cn(
            'inline-flex h-11 items-center justify-center gap-2 border-b-2 text-sm font-semibold transition',
            view === key ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}

/** The chat of a live room: moderated by the room's host as well as staff. */
export function RoomChat({ room, variant, className }: { room: RoomDetail; variant: 'room' | 'compact'; className?: string }) {
  return <ChatPanel groupId={room.groupId} visibility="public" variant={variant} hostUserId={room.host.userId} className={className} />;
}
