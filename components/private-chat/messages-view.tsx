'use client';

import { MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ListLoading } from '@/components/page-kit/list-states';
import { SignInPrompt } from '@/components/chatroom/sign-in-prompt';
import { useViewer } from '@/components/chatroom/use-viewer';
import { cn } from '@/components/ui/cn';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { FindFriend } from './find-friend';

export interface MessagesViewProps {
  serverViewer: number;
  serverNow: number;
  /** The friend whose conversation the address names; none on the list page. */
  friendId?: number;
}

/**
 * Private messages: conversations beside the open one on wide screens; on a phone either the list or,
 * full height, the conversation. Guests are asked to log in.
 */
export function MessagesView({ serverViewer, serverNow, friendId }: MessagesViewProps) {
  const t = useTranslations('chatroom.private');
  const { viewer, known } = useViewer(serverViewer);
  if (viewer === 0) {
    return known ? <SignInPrompt title={t('signInTitle')} text={t('signInText')} /> : <ListLoading label={t('loading')} rows={2} />;
  }
  const open = friendId !== undefined;
  return (
    <div className="grid gap-4 lg:h-[calc(100dvh-var(--spacing-header)-12rem)] lg:min-h-[30rem] lg:grid-cols-[20rem_minmax(0,1fr)]">
      <aside className={cn('flex min-h-0 flex-col gap-3', open && 'max-lg:hidden')}>
        <div className="min-h-0 flex-1 overflow-y-auto rounded-xl border border-border bg-surface p-1.5">
          <ConversationList viewer={viewer} serverNow={serverNow} activeFriendId={friendId} />
        </div>
        <FindFriend viewer={viewer} />
      </aside>
      <section
        className={cn(
          'min-h-0 overflow-hidden border-border bg-surface lg:rounded-xl lg:border',
          open
            ? '-mx-3 h-[calc(100dvh-var(--spacing-header)-3.0625rem-var(--spacing-bottom-bar)-env(safe-area-inset-bottom))] border-y md:mx-0 md:rounded-xl md:border lg:h-auto'
            : 'max-lg:hidden',
        )}
      >
        {open ? (
          <ConversationView key={friendId} friendId={friendId} viewer={viewer} />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted">
            <MessageCircle aria-hidden className="size-8" />
            {t('choose')}
          </div>
        )}
      </section>
    </div>
  );
}
