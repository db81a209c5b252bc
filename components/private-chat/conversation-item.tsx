'use client';

import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/components/chatroom/use-locale-key';
import { conversationPath } from '@/components/chatroom/chatroom-paths';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import type { Conversation } from '@/lib/contract/chat';
import { relativeTime } from '@/lib/format/relative-time';
import { Link } from '@/lib/i18n/navigation';

export interface ConversationItemProps {
  conversation: Conversation;
  viewer: number;
  now: number;
  active: boolean;
}

/** One friend: the last thing said, when, and how many messages wait unread. */
export function ConversationItem({ conversation, viewer, now, active }: ConversationItemProps) {
  const t = useTranslations('chatroom.private');
  const locale = useAppLocale();
  const { friend, lastMessage, unread } = conversation;
  const text = lastMessage ? lastMessage.originalMessage || (lastMessage.attachments.length > 0 ? t('attachment') : '') : t('noMessages');
  const preview = lastMessage && lastMessage.userId === viewer ? t('fromYou', { text }) : text;

  return (
    <li data-testid="conversation">
      <Link
        href={conversationPath(friend.userId)}
        aria-current={active ? 'page' : undefined}
        className={cn('flex items-center gap-3 rounded-xl px-3 py-2.5 transition', active ? 'bg-accent/12' : 'hover:bg-surface-2')}
      >
        <Avatar name={friend.displayName} src={friend.profilePicture} />
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate text-sm text-fg', unread > 0 ? 'font-bold' : 'font-semibold')}>{friend.displayName}</span>
          <span className={cn('block truncate text-xs', unread > 0 ? 'text-fg' : 'text-muted')}>{preview}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          {lastMessage ? <span className="text-[11px] text-muted">{relativeTime(lastMessage.createdAt, now, locale)}</span> : null}
          {unread > 0 ? (
            <span className="min-w-5 rounded-full bg-live-solid px-1.5 py-0.5 text-center text-[11px] leading-none font-bold text-white tabular-nums">
              <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('unread', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
