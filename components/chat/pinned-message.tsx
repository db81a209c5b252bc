'use client';

import { ChevronDown, Pin, PinOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/app/toast';
import { useChatModeration } from '@/lib/api/queries/chat';
import type { ChatMessage } from '@/lib/contract/chat';
import { RoleBadge, SenderName } from './sender-name';
import { HTML_LANG } from '@/lib/domain/locale';

/** The message a moderator pinned, above the log; moderators can unpin it here. */
export function PinnedMessage({ groupId, message, canModerate }: { groupId: number; message: ChatMessage; canModerate: boolean }) {
  const t = useTranslations('chat');
  const moderation = useChatModeration(groupId);
  // Two lines by default, so a long notice does not push the log off a phone's screen.
  const [expanded, setExpanded] = useState(false);
  const unpin = () => moderation.mutate({ kind: 'pin', groupMessageId: null }, { onError: () => toast.error(t('moderation.failed')) });
  return (
    <section aria-label={t('panel.pinned')} data-testid="chat-pinned" className="flex shrink-0 items-start gap-2 border-b border-border bg-accent/8 px-3 py-2 text-[13px] leading-5">
      <Pin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <p className={cn('min-w-0 flex-1 break-words [overflow-wrap:anywhere] text-fg', !expanded && 'line-clamp-2')}>
        <span className="sr-only">{t('panel.pinned')}: </span>
        <RoleBadge siteRoleId={message.siteRoleId} level={message.level} />
        <SenderName userId={message.userId} showName={message.showName} colorName={message.colorName} />
        <span aria-hidden>: </span>
        <span lang={message.lang ? HTML_LANG[message.lang] : ''}>{message.originalMessage}</span>
      </p>
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-label={t(expanded ? 'panel.collapsePinned' : 'panel.expandPinned')}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-surface-2 hover:text-fg"
      >
        <ChevronDown aria-hidden className={cn('size-4 transition', expanded && 'rotate-180')} />
      </button>
      {canModerate ? (
        <button type="button" onClick={unpin} aria-label={t('panel.unpin')} title={t('panel.unpin')} className="inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-surface-2 hover:text-fg">
          <PinOff aria-hidden className="size-3.5" />
        </button>
      ) : null}
    </section>
  );
}
