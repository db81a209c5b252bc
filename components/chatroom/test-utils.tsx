import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import type { ChatRoomSummary, Conversation, InboxMessage } from '@/lib/contract/chat';
import auth from '@/messages/vi/auth.json';
import chatroom from '@/messages/vi/chatroom.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import inbox from '@/messages/vi/inbox.json';

export const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders as the chat-room pages do: Vietnamese messages, a query client and the toaster. */
export function renderChatroom(ui: ReactElement, queryClient: QueryClient = testQueryClient()): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, errors, auth, chatroom, inbox }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

export function makeRoom(overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    groupId: 30,
    name: 'Sảnh chung',
    description: 'Phòng chat chung của cả cộng đồng',
    roomId: null,
    livePath: null,
    online: 1520,
    followers: 12,
    following: false,
    lastMessageAt: NOW - 5 * 60_000,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    groupId: 9001,
    friend: { userId: 77, displayName: 'Trần Thị Bình', profilePicture: null },
    lastMessage: null,
    unread: 0,
    ...overrides,
  };
}

export function makeInboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 1,
    type: 1,
    title: 'Chào mừng bạn đến với Sân Nhà',
    content: 'Cảm ơn bạn đã đăng ký tài khoản.',
    link: null,
    read: false,
    createdAt: NOW - 60 * 60_000,
    ...overrides,
  };
}
