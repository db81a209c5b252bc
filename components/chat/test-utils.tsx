import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ChatEvent } from '@/lib/contract/chat';
import type { UserInfo } from '@/lib/contract/user';
import { useChatStore } from '@/lib/chat/chat-store';
import type { FakeTransport } from '@/lib/chat/test-support/fake-transport';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import chat from '@/messages/vi/chat.json';

export function renderChat(ui: ReactElement): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ chat }}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

export const member = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  userId: 7,
  displayName: 'Minh Tuấn',
  nickname: 'minhtuan',
  profilePicture: null,
  siteRoleId: SITE_ROLE.member,
  isGuest: false,
  ...overrides,
});

export function signInAs(user: UserInfo): void {
  useSessionStore.setState({ token: `token-${user.userId}`, isGuest: false, user, status: 'ready' });
}

export function browseAsGuest(): void {
  useSessionStore.setState({ token: 'guest-token', isGuest: true, user: { ...member({ userId: 0, displayName: 'Khách', nickname: null }), siteRoleId: SITE_ROLE.guest, isGuest: true }, status: 'ready' });
}

export function resetChat(): void {
  resetSessionStore();
  useChatStore.setState({ groups: {} });
}

/** The server's side of a socket: accept the connection, then push events to a topic. */
export function serve(socket: FakeTransport | undefined, topic = '/topic/chatroom.30') {
  if (!socket) throw new Error('the panel opened no socket');
  return {
    connect: () => act(() => socket.connected()),
    push: (event: ChatEvent) => act(() => socket.push(topic, JSON.stringify(event))),
    socket,
  };
}
