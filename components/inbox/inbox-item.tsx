'use client';

import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/components/chatroom/use-locale-key';
import { cn } from '@/components/ui/cn';
import type { InboxMessage } from '@/lib/contract/chat';
import { relativeTime } from '@/lib/format/relative-time';
import { Link } from '@/lib/i18n/navigation';

export interface InboxItemProps {
  message: InboxMessage;
  now: number;
  onOpen: (message: InboxMessage) => void;
  onFollowLink: () => void;
}

/** One notification: its title and age; opening it shows the text (and marks it read). */
export function InboxItem({ message, now, onOpen, onFollowLink }: InboxItemProps) {
  const t = useTranslations('inbox');
  const locale = useAppLocale();
  const [expanded, setExpanded] = useState(false);
  const bodyId = `inbox-message-${message.id}`;

  const toggle = () => {
    if (!expanded) onOpen(message);
    setExpanded((v) => !v);
  };

  return (
    <div data-testid="inbox-item" data-read={message.read || undefined}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={toggle}
        className={cn('flex w-full items-start gap-2.5 rounded-lg px-2.5 py-2 text-left transition hover:bg-surface-2', !message.read && 'bg-accent/6')}
      >
        <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', message.read ? 'bg-transparent' : 'bg-accent')} />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-fg', message.read ? 'font-medium' : 'font-bold')}>
            {message.title}
            {message.read ? null : <span className="sr-only"> ({t('unread')})</span>}
          </span>
          <span className="block text-[11px] text-muted">{relativeTime(message.createdAt, now, locale)}</span>
        </span>
        <ChevronDown aria-hidden className={cn('mt-1 size-4 shrink-0 text-muted transition', expanded && 'rotate-180')} />
      </button>
      <div id={bodyId} hidden={!expanded} className="px-2.5 pb-2 pl-7 text-sm text-muted">
        <p className="whitespace-pre-line">{message.content}</p>
        {message.link ? (
          <Link href={message.link} onClick={onFollowLink} className="mt-1 inline-block text-sm font-semibold text-accent hover:underline">
            {t('open')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
