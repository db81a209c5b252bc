import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/i18n/section-messages';

/** The chat-room pages' own messages, added to the default layout's for their client components. */
export function ChatroomMessages({ children }: { children: ReactNode }) {
  return <SectionMessages namespaces={['chatroom', 'chat']}>{children}</SectionMessages>;
}
