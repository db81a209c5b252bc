'use client';

import { useTranslations } from 'next-intl';
import { memo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { ChatMessage } from '@/lib/contract/chat';
import { formatDateTime, formatInZone } from '@/lib/format/date';
import type { ChatViewer } from './chat-viewer';
import { DeleteOwnButton } from './delete-own-button';
import { QUICK_REACTIONS } from './emoji';
import { MessageText, mentionsViewer } from './message-text';
import { ModerationMenu } from './moderation-menu';
import { Reactions } from './reactions';
import { RoleBadge, SenderName } from './sender-name';
import { HTML_LANG } from '@/lib/domain/locale';

export interface MessageItemProps {
  groupId: number;
  message: ChatMessage;
  viewer: ChatViewer;
  pinned: boolean;
  hostUserId?: number;
  onReply(message: ChatMessage): void;
  onReact(groupMessageId: number, reaction: string): void;
}

// The panel renders only in the browser, so the viewer's own zone is the one to show. Read once: asking
// Intl builds a formatter, and a room's history asked fifty times in one frame.
let readZone: string | undefined;
const viewerZone = () => (readZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

function SentAt({ at }: { at: number }) {
  const zone = viewerZone();
  return (
    <time dateTime={new Date(at).toISOString()} title={formatDateTime(at, zone)} className="mr-1.5 text-[11px] tabular-nums text-muted">
      {formatInZone(at, zone, 'HH:mm')}
    </time>
  );
}

/** Scrolls the replied-to message into view and flashes it, when it is among the loaded ones. */
function showMessage(list: Element | null, groupMessageId: number | undefined): void {
  const target = list?.querySelector<HTMLElement>(`[data-message-id="${groupMessageId}"]`);
  if (!target) return;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.dataset.flash = 'true';
  setTimeout(() => delete target.dataset.flash, 1_500);
}

const iconButton = 'inline-flex size-7 items-center justify-center rounded-md text-muted transition hover:bg-surface hover:text-fg [&_svg]:size-4';

/** One viewer's message: badge, coloured name, reply quote, text, reactions, and its actions on hover or keyboard focus. */
export const MessageItem = memo(function MessageItem({ groupId, message, viewer, pinned, hostUserId, onReply, onReact }: MessageItemProps) {
  const t = useTranslations('chat.message');
  const [picking, setPicking] = useState(false);
  const mentioned = !message.deleted && mentionsViewer(message.originalMessage, viewer.mentionNames);

  return (
    <li
      data-message-id={message.groupMessageId}
      data-mentions-viewer={mentioned || undefined}
      className={cn('group relative px-3 py-1 transition-colors data-[flash]:bg-accent/20 text-[13px] leading-5 hover:bg-surface-2/70 focus-within:bg-surface-2/70', mentioned && 'border-l-2 border-accent bg-accent/10')}
    >
      {message.parent ? (
        <button
          type="button"
          aria-label={t('showParent')}
          onClick={(e) => showMessage(e.currentTarget.closest('[role="log"]'), message.parent?.groupMessageId)}
          className="mb-0.5 flex w-full min-w-0 items-center gap-1 text-left text-xs text-muted hover:text-fg"
        >
          <Icon name="corner-up-left" className="size-3 shrink-0" />
          <span className="truncate">
            <span className="font-semibold" translate="no">@{message.parent.showName}</span> <span lang={message.parent.lang ? HTML_LANG[message.parent.lang] : ''}>{message.parent.originalMessage}</span>
          </span>
        </button>
      ) : null}
      <p className="break-words [overflow-wrap:anywhere] whitespace-pre-wrap text-fg">
        <SentAt at={message.createdAt} />
        <RoleBadge siteRoleId={message.siteRoleId} level={message.level} />
        <SenderName userId={message.userId} showName={message.showName} colorName={message.colorName} />
        <span aria-hidden>: </span>
        {message.deleted ? (
          <span className="italic text-muted">{t('deleted')}</span>
        ) : (
          <span lang={message.lang ? HTML_LANG[message.lang] : ''}>
            <MessageText text={message.originalMessage} viewerNames={viewer.mentionNames} />
          </span>
        )}
        {mentioned ? <span className="sr-only"> ({t('mention')})</span> : null}
      </p>
      {message.deleted ? null : <Reactions counts={message.updatedReaction} onToggle={(r) => onReact(message.groupMessageId, r)} />}
      {message.deleted ? null : (
        <div className="pointer-events-none absolute -top-3 right-2 z-10 flex items-center gap-0.5 rounded-lg border border-border bg-surface-2 p-0.5 opacity-0 shadow-sm transition-opacity group-hover:pointer-events-auto group-hover:opacity-100 focus-within:pointer-events-auto focus-within:opacity-100">
          {picking ? (
            QUICK_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={t('react', { emoji })}
                className={iconButton}
                onClick={() => {
                  setPicking(false);
                  onReact(message.groupMessageId, emoji);
                }}
              >
                <span aria-hidden>{emoji}</span>
              </button>
            ))
          ) : (
            <button type="button" aria-label={t('addReaction')} title={t('addReaction')} className={iconButton} onClick={() => setPicking(true)}>
              <Icon name="smile-plus" />
            </button>
          )}
          <button type="button" aria-label={t('reply')} title={t('reply')} className={iconButton} onClick={() => onReply(message)}>
            <Icon name="corner-up-left" />
          </button>
          {viewer.canModerate ? (
            <ModerationMenu groupId={groupId} message={message} pinned={pinned} viewerId={viewer.userId} hostUserId={hostUserId} />
          ) : message.userId === viewer.userId ? (
            <DeleteOwnButton groupId={groupId} groupMessageId={message.groupMessageId} className={iconButton} />
          ) : null}
        </div>
      )}
    </li>
  );
});
