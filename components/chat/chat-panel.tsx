'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChatPanelProps } from './chat-panel-props';

export type { ChatPanelProps, ChatPanelVariant } from './chat-panel-props';

function ChatPanelLoading() {
  const t = useTranslations('chat.panel');
  return (
    <div role="status" aria-label={t('loading')} className="flex h-full min-h-64 flex-col gap-2 p-3">
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-auto h-10" />
    </div>
  );
}

// The socket client, the event schemas and the panel load only where a chat is shown.
const LazyChatPanel = dynamic(() => import('./chat-panel-body').then((m) => m.ChatPanelBody), {
  ssr: false,
  loading: ChatPanelLoading,
});

/**
 * A room's or a conversation's chat; it fills the height its parent gives it.
 * `announce` is false where a join must not be announced (the schedule page).
 */
export function ChatPanel(props: ChatPanelProps) {
  return <LazyChatPanel {...props} />;
}
