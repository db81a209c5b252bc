'use client';

import { MessageSquareText, Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { ChatSocketState } from '@/lib/chat/socket-client';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';
import { formatCount } from '@/lib/format/count';

const DOT: Record<ChatSocketState, string> = {
  idle: 'bg-muted',
  connecting: 'bg-warning animate-pulse',
  open: 'bg-success',
  reconnecting: 'bg-warning animate-pulse',
  unreachable: 'bg-live',
  exhausted: 'bg-live',
  closed: 'bg-muted',
};

const STATE_KEY = {
  idle: 'connecting',
  connecting: 'connecting',
  open: 'open',
  reconnecting: 'reconnecting',
  unreachable: 'unreachable',
  exhausted: 'exhausted',
  closed: 'reconnecting',
} as const satisfies Record<ChatSocketState, string>;

interface ChatHeaderProps {
  title: string | null;
  online: number | null;
  state: ChatSocketState;
}

/** Room name, who is online and whether the socket is up. */
export function ChatHeader({ title, online, state }: ChatHeaderProps) {
  const t = useTranslations('chat');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  const stateLabel = t(`state.${STATE_KEY[state]}`);
  return (
    <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-3">
      <MessageSquareText aria-hidden className="size-4 shrink-0 text-muted" />
      {title ? <h2 className="min-w-0 flex-1 truncate text-sm font-bold text-fg">{title}</h2> : <span className="flex-1" />}
      {online !== null ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-muted" data-testid="chat-online">
          <Users aria-hidden className="size-3.5" />
          {t('panel.online', { count: formatCount(online, locale) })}
        </span>
      ) : null}
      <span role="status" data-state={state} title={stateLabel} className="inline-flex shrink-0 items-center">
        <span aria-hidden className={cn('size-2 rounded-full', DOT[state])} />
        <span className="sr-only">{stateLabel}</span>
      </span>
    </header>
  );
}
