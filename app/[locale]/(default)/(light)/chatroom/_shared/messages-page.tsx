import type { Metadata } from 'next';
import { getNow, getTranslations, setRequestLocale } from 'next-intl/server';
import { CachedMessagesLink } from '@/components/chatroom/cached-messages-link';
import { ChatroomNav } from '@/components/chatroom/chatroom-nav';
import { cn } from '@/components/ui/cn';
import { MessagesView } from '@/components/private-chat/messages-view';
import { ChatroomMessages } from './chatroom-messages';
import { localeOf } from './page-context';
import { PageTitle } from '@/components/page-kit/page-title';
import { serverViewer } from '@/server/api/server-viewer';

/** /chatroom/tin-nhan and /chatroom/tin-nhan/{userId}; the conversations load in the browser, where the session is. */
export async function MessagesPage({ requestedLocale, friendId }: { requestedLocale: string; friendId?: number }) {
  const locale = localeOf(requestedLocale);
  setRequestLocale(locale);
  const [viewer, now, t] = await Promise.all([serverViewer(), getNow(), getTranslations({ locale, namespace: 'chatroom' })]);
  const open = friendId !== undefined;
  return (
    <ChatroomMessages>
      <div className={cn('flex flex-col gap-4', open ? 'md:py-6' : 'py-4 md:py-6')}>
        {/* A phone gives an open conversation the whole screen; its own header leads back. */}
        <div className={cn('flex flex-col gap-4', open && 'max-lg:hidden')}>
          <PageTitle size="section">{t('private.title')}</PageTitle>
          <ChatroomNav messages={<CachedMessagesLink serverViewer={viewer} />} />
        </div>
        <MessagesView serverViewer={viewer} serverNow={now.getTime()} friendId={friendId} />
      </div>
    </ChatroomMessages>
  );
}

export async function messagesMetadata(requestedLocale: string): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf(requestedLocale), namespace: 'chatroom.meta' });
  return { title: t('messages'), description: t('description'), robots: { index: false } };
}
