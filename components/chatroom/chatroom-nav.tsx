'use client';

import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { isActiveHref, TabLinks } from '@/components/page-kit/tab-links';
import { useLiveQuery } from '@/lib/api/live-query';
import { CONVERSATIONS_REFRESH_MS, conversationsQuery } from '@/lib/api/queries/chat-rooms';
import type { Conversation } from '@/lib/contract/chat';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { CHATROOM_TAB_PATHS, MESSAGES_PATH } from './chatroom-paths';
import { useViewer } from './use-viewer';

/** The three room tabs, and the member's private messages (`messages`: a MessagesLink that knows the unread count). */
export function ChatroomNav({ messages }: { messages: ReactNode }) {
  const t = useTranslations('chatroom');
  const items = [
    { href: CHATROOM_TAB_PATHS.all, label: t('tabs.all'), exact: true },
    { href: CHATROOM_TAB_PATHS.discover, label: t('tabs.discover') },
    { href: CHATROOM_TAB_PATHS.following, label: t('tabs.following') },
  ];
  return (
    <div className="flex items-center gap-2">
      <TabLinks items={items} label={t('tabs.label')} className="min-w-0 flex-1" />
      {messages}
    </div>
  );
}

export const unreadOf = (conversations: readonly Conversation[] | undefined) => conversations?.reduce((sum, c) => sum + c.unread, 0) ?? 0;

/** The link to the private messages with the unread count. */
export function MessagesLink({ unread }: { unread: number }) {
  const t = useTranslations('chatroom.private');
  const active = isActiveHref(usePathname(), MESSAGES_PATH);
  return (
    <Link
      href={MESSAGES_PATH}
      aria-current={active ? 'page' : undefined}
      aria-label={unread > 0 ? t('linkUnread', { count: unread }) : t('link')}
      className={cn(
        'relative inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-semibold transition',
        active ? 'bg-fg text-bg' : 'bg-surface text-fg hover:bg-surface-2',
      )}
    >
      <Mail aria-hidden className="size-4" />
      <span className="max-sm:sr-only">{t('link')}</span>
      {unread > 0 ? (
        <span aria-hidden className="min-w-5 rounded-full bg-live-solid px-1.5 py-0.5 text-center text-[11px] leading-none font-bold text-white tabular-nums">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

/** The messages link of the room lists, which load no query cache: the unread count is polled on its own. */
export function PolledMessagesLink({ serverViewer }: { serverViewer: number }) {
  const { viewer } = useViewer(serverViewer);
  return viewer === 0 ? <MessagesLink unread={0} /> : <MemberUnread viewer={viewer} />;
}

function MemberUnread({ viewer }: { viewer: number }) {
  return <MessagesLink unread={unreadOf(useLiveQuery(conversationsQuery(viewer), CONVERSATIONS_REFRESH_MS))} />;
}
