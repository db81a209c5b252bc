'use client';

import { Timer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { ChatMessage } from '@/lib/contract/chat';
import { chatSocket } from '@/lib/chat/chat-connection';
import { useGroupChat } from '@/lib/chat/chat-store';
import { useChatRoom, useChatSocketState } from '@/lib/chat/use-chat-room';
import type { ChatPanelProps } from './chat-panel-props';
import { ChatHeader } from './chat-header';
import { useChatViewer } from './chat-viewer';
import { Composer } from './composer';
import { ConnectionNotice } from './connection-notice';
import { MessageList } from './message-list';
import { PinnedMessage } from './pinned-message';
import { useChatActions } from './use-chat-actions';
import { useCountdown } from './use-countdown';

/** The chat of one group: header, pinned message, the log and the send box. Loaded on demand by ChatPanel. */
export function ChatPanelBody({ groupId, visibility, announce = true, variant = 'room', title, hostUserId, className }: ChatPanelProps) {
  const t = useTranslations('chat');
  useChatRoom(groupId, visibility, announce);
  const group = useGroupChat(groupId);
  const state = useChatSocketState();
  const viewer = useChatViewer(hostUserId, visibility);
  // Kept with its room, so another room starts without a reply in progress.
  const [reply, setReply] = useState<{ groupId: number; message: ChatMessage } | null>(null);
  const replyTo = reply?.groupId === groupId ? reply.message : null;
  const setReplyTo = useCallback((message: ChatMessage | null) => setReply(message ? { groupId, message } : null), [groupId]);
  const [waitS, startWait] = useCountdown();
  const { sendMessage, toggleReaction } = useChatActions(groupId, visibility, viewer, startWait);
  const slowModeS = group.room?.slowModeS ?? 0;
  const pinned = group.room?.pinned ?? null;

  const send = useCallback(
    async (text: string, parentMessageId: number | null) => {
      const ok = await sendMessage(text, parentMessageId);
      // Slow mode binds members, not moderators: the wait starts once the server took the message.
      if (ok && slowModeS > 0 && !viewer.canModerate) startWait(slowModeS * 1000);
      return ok;
    },
    [sendMessage, slowModeS, viewer.canModerate, startWait],
  );

  return (
    <section
      aria-label={title ?? t('panel.label')}
      data-testid="chat-panel"
      data-variant={variant}
      data-group-id={groupId}
      className={cn('flex h-full min-h-0 flex-col overflow-hidden bg-surface text-fg', className)}
    >
      {variant === 'compact' ? null : <ChatHeader title={variant === 'page' ? null : (title ?? t('title'))} online={group.room?.online ?? null} state={state} />}
      <ConnectionNotice state={state} onRetry={() => chatSocket().retry()} />
      {pinned && !pinned.deleted ? <PinnedMessage groupId={groupId} message={pinned} canModerate={viewer.canModerate} /> : null}
      {group.ready ? (
        <MessageList groupId={groupId} group={group} viewer={viewer} hostUserId={hostUserId} onReply={setReplyTo} onReact={toggleReaction} />
      ) : (
        <p role="status" className="flex flex-1 items-center justify-center px-4 text-sm text-muted">
          {state === 'unreachable' || state === 'exhausted' ? null : t('panel.loading')}
        </p>
      )}
      {slowModeS > 0 ? (
        <p className="flex shrink-0 items-center gap-1.5 border-t border-border px-3 py-1 text-xs text-muted" data-testid="chat-slow-mode">
          <Timer aria-hidden className="size-3.5" />
          {t('panel.slowModeOn', { seconds: slowModeS })}
        </p>
      ) : null}
      <Composer
        canSend={viewer.canSend}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        waitS={waitS}
        send={send}
        compact={variant === 'compact'}
      />
    </section>
  );
}
