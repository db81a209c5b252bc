import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces } from '@/lib/i18n/messages';
import { DEFAULT_GROUP_NAMESPACES, type Namespace } from '@/lib/i18n/namespaces';

const CHATROOM_NAMESPACES: readonly Namespace[] = [...DEFAULT_GROUP_NAMESPACES, 'chatroom'];

/** The chat-room pages' own messages, added to the default layout's for their client components. */
export async function ChatroomMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickNamespaces(messages, CHATROOM_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
