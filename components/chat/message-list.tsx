'use client';

import { ArrowDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useState } from 'react';
import type { ChatMessage } from '@/lib/contract/chat';
import { SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { useChatStore } from '@/lib/chat/chat-store';
import type { GroupChat } from '@/lib/chat/group-state';
import type { ChatViewer } from './chat-viewer';
import { LoadOlder } from './load-older';
import { MessageItem } from './message-item';
import { SystemMessage } from './system-message';
import { useFollowLatest } from './use-follow-latest';

interface MessageListProps {
  groupId: number;
  group: GroupChat;
  viewer: ChatViewer;
  hostUserId?: number;
  onReply(message: ChatMessage): void;
  onReact(groupMessageId: number, reaction: string): void;
}

const NO_MESSAGES: ChatMessage[] = [];
/**
 * Messages of the history drawn when a room opens; the rest of it is held and shown by "older messages"
 * before the server is asked for more. Each message is a few dozen elements, and a phone lays out every
 * one it is given, so a room opens with what one screen holds.
 */
const FIRST_DRAWN = 20;

/** The scrolling log of a room: older pages on demand at the top, new messages at the bottom. */
export function MessageList({ groupId, group, viewer, hostUserId, onReply, onReact }: MessageListProps) {
  const t = useTranslations('chat.list');
  // The store updates synchronously (a room's history is fifty messages in one frame); drawing them from
  // a deferred copy, empty at first, lets React build the list in short slices instead of one long task.
  const held = useDeferredValue(group.messages, NO_MESSAGES);
  // The first message drawn, decided once when the history arrives (null: all of it); ids only grow.
  const [firstDrawnId, setFirstDrawnId] = useState<number | null | undefined>(undefined);
  if (firstDrawnId === undefined && held.length > 0) setFirstDrawnId(held.length > FIRST_DRAWN ? (held.at(-FIRST_DRAWN)?.groupMessageId ?? null) : null);
  const hidden = firstDrawnId == null ? 0 : held.findIndex((m) => m.groupMessageId >= firstDrawnId);
  const messages = hidden > 0 ? held.slice(hidden) : held;
  const { scroller, following, unseen, onScroll, jumpToLatest, keepPlaceBeforePrepend } = useFollowLatest(messages);
  const pinnedId = group.room?.pinned?.groupMessageId;

  // Back at the latest messages, the pages read before can go.
  useEffect(() => {
    if (following) useChatStore.getState().compact(groupId);
  }, [following, groupId]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div ref={scroller} onScroll={onScroll} data-testid="chat-messages" className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-2">
        {group.ready && messages.length > 0 ? (
          <LoadOlder
            groupId={groupId}
            hasOlder={group.hasOlder || hidden > 0}
            before={held[0]?.groupMessageId}
            beforeLoad={keepPlaceBeforePrepend}
            showHeld={
              hidden > 0
                ? () => {
                    keepPlaceBeforePrepend();
                    setFirstDrawnId(null);
                  }
                : undefined
            }
          />
        ) : null}
        {group.ready && group.messages.length === 0 ? <p className="px-4 py-8 text-center text-sm text-muted">{t('empty')}</p> : null}
        {/* A list may not take the log role, so the log holds the list. */}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t('messages')}>
          <ol className="flex flex-col">
            {messages.map((message) =>
              message.systemMessage === SYSTEM_MESSAGE.none ? (
                <MessageItem
                  key={message.groupMessageId}
                  groupId={groupId}
                  message={message}
                  viewer={viewer}
                  pinned={message.groupMessageId === pinnedId}
                  hostUserId={hostUserId}
                  onReply={onReply}
                  onReact={onReact}
                />
              ) : (
                <SystemMessage key={message.groupMessageId} message={message} />
              ),
            )}
          </ol>
        </div>
      </div>
      {unseen && !following ? (
        <button
          type="button"
          onClick={jumpToLatest}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent px-3 py-1.5 text-xs font-bold text-accent-fg shadow-lg transition hover:brightness-110"
        >
          <ArrowDown aria-hidden className="size-3.5" />
          {t('newMessages')}
        </button>
      ) : null}
    </div>
  );
}
