import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInboxMessage, NOW, renderChatroom } from '@/components/chatroom/test-utils';
import { type InboxMessage, messageList, messageMarkRead } from '@/lib/contract/chat';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { InboxBell } from './inbox-bell';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

const api = startMockApi();

beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(resetSessionStore);

const beMember = () => {
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
};

/** A tiny inbox on the mock server: lists by type, marks read by id (0: all). */
function mockInbox(messages: InboxMessage[]) {
  let inbox = messages.map((m) => ({ ...m }));
  const unread = () => inbox.filter((m) => !m.read).length;
  const marked: number[] = [];
  const asked: { type?: number; pageNum?: number; pageSize?: number }[] = [];
  server.use(
    mockEndpoint(messageList, ({ query }) => {
      asked.push(query);
      const list = inbox.filter((m) => !query.type || m.type === query.type);
      return { list, total: list.length, unread: unread() };
    }),
    mockEndpoint(messageMarkRead, ({ body }) => {
      marked.push(body.id);
      inbox = inbox.map((m) => (body.id === 0 || m.id === body.id ? { ...m, read: true } : m));
      return { unread: unread() };
    }),
  );
  return { marked, asked };
}

const welcome = makeInboxMessage();
const booking = makeInboxMessage({ id: 2, type: 3, title: 'Trận bạn đặt sắp bắt đầu', content: 'Hà Nội – Hải Phòng lúc 19:00', link: '/lich-truc-tiep/dat-lich-cua-ban' });
const old = makeInboxMessage({ id: 3, title: 'Bảo trì hệ thống', read: true });

describe('InboxBell', () => {
  it('is not shown to a guest, who asks for no inbox', () => {
    useSessionStore.setState({ ...initialSessionState, status: 'ready' });
    renderChatroom(<InboxBell />);
    expect(screen.queryByRole('button', { name: /Hộp thư/ })).not.toBeInTheDocument();
    expect(api.calls('/live/api/user/message/list')).toHaveLength(0);
  });

  it('shows the unread count on the bell', async () => {
    beMember();
    const inbox = mockInbox([welcome, booking, old]);
    renderChatroom(<InboxBell />);
    expect(await screen.findByRole('button', { name: 'Hộp thư, 2 chưa đọc' })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-badge')).toHaveTextContent('2');
    expect(inbox.asked).toEqual([{ type: 0, pageNum: 1, pageSize: 50 }]);
  });

  it('marks a message read when it is opened, and the badge goes down', async () => {
    beMember();
    const inbox = mockInbox([welcome, booking, old]);
    renderChatroom(<InboxBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hộp thư, 2 chưa đọc' }));

    const panel = await screen.findByRole('dialog', { name: 'Hộp thư' });
    fireEvent.click(await within(panel).findByRole('button', { name: /Trận bạn đặt sắp bắt đầu/ }));
    expect(within(panel).getByText('Hà Nội – Hải Phòng lúc 19:00')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Xem chi tiết' })).toHaveAttribute('href', '/lich-truc-tiep/dat-lich-cua-ban');
    expect(await screen.findByRole('button', { name: 'Hộp thư, 1 chưa đọc' })).toBeInTheDocument();
    expect(inbox.marked).toEqual([2]);
  });

  it('does not mark an already read message again', async () => {
    beMember();
    const inbox = mockInbox([welcome, old]);
    renderChatroom(<InboxBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hộp thư, 1 chưa đọc' }));
    fireEvent.click(await screen.findByRole('button', { name: /Bảo trì hệ thống/ }));
    expect(screen.getByRole('button', { name: 'Hộp thư, 1 chưa đọc' })).toBeInTheDocument();
    expect(inbox.marked).toEqual([]);
  });

  it('marks everything read with id 0 and the badge disappears', async () => {
    beMember();
    const inbox = mockInbox([welcome, booking]);
    renderChatroom(<InboxBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hộp thư, 2 chưa đọc' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));

    expect(await screen.findByRole('button', { name: 'Hộp thư' })).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument();
    expect(inbox.marked).toEqual([0]);
  });

  it('lists one type of message per tab', async () => {
    beMember();
    const inbox = mockInbox([welcome, booking]);
    renderChatroom(<InboxBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hộp thư, 2 chưa đọc' }));
    const panel = await screen.findByRole('dialog', { name: 'Hộp thư' });
    await within(panel).findByRole('button', { name: /Chào mừng bạn/ });

    fireEvent.click(within(panel).getByRole('tab', { name: 'Đặt lịch' }));
    expect(await within(panel).findByRole('button', { name: /Trận bạn đặt sắp bắt đầu/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Chào mừng bạn/ })).not.toBeInTheDocument();
    expect(inbox.asked.map((q) => q.type)).toContain(3);
  });

  it('closes on Escape', async () => {
    beMember();
    mockInbox([welcome]);
    renderChatroom(<InboxBell />);
    const bell = await screen.findByRole('button', { name: 'Hộp thư, 1 chưa đọc' });
    fireEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Hộp thư' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Hộp thư' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
