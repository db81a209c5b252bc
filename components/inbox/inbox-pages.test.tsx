import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInboxMessage, NOW, renderChatroom } from '@/components/chatroom/test-utils';
import { type InboxMessage, messageList, messageMarkRead } from '@/lib/contract/chat';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { InboxBell } from './inbox-bell';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

startMockApi();

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
});
afterEach(resetSessionStore);

/** 60 unread messages, newest first: a page of 50 and a page of 10. */
const messages = Array.from({ length: 60 }, (_, i) => makeInboxMessage({ id: i + 1, title: `Thông báo số ${i + 1}`, createdAt: NOW - (i + 1) * 60_000 }));

/** The inbox paged the way the server pages it; `failPage` answers that page with a 500 until cleared. */
function mockPagedInbox(all: InboxMessage[]) {
  let inbox = all.map((m) => ({ ...m }));
  const state = { failPage: 0, pagesAsked: [] as number[], marked: [] as number[] };
  server.use(
    mockEndpoint(messageList, ({ query }) => {
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? 50;
      state.pagesAsked.push(pageNum);
      if (pageNum === state.failPage) return errorResponse(500);
      return { list: inbox.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: inbox.length, unread: inbox.filter((m) => !m.read).length };
    }),
    mockEndpoint(messageMarkRead, ({ body }) => {
      state.marked.push(body.id);
      inbox = inbox.map((m) => (body.id === 0 || m.id === body.id ? { ...m, read: true } : m));
      return { unread: inbox.filter((m) => !m.read).length };
    }),
  );
  return state;
}

async function openInbox() {
  renderChatroom(<InboxBell />);
  fireEvent.click(await screen.findByRole('button', { name: 'Hộp thư, 60 chưa đọc' }));
  const panel = await screen.findByRole('dialog', { name: 'Hộp thư' });
  await within(panel).findByText('Thông báo số 1');
  return panel;
}

const items = (panel: HTMLElement) => within(panel).getAllByTestId('inbox-item');

// A page of 50 rows makes every render and query slow under jsdom.
describe('InboxPanel paging', { timeout: 15_000 }, () => {
  it('shows the first page with "more"; the next page is appended and the button goes at the end', async () => {
    const inbox = mockPagedInbox(messages);
    const panel = await openInbox();
    expect(items(panel)).toHaveLength(50);

    fireEvent.click(within(panel).getByText('Xem thêm'));
    expect(await within(panel).findByText('Thông báo số 60')).toBeInTheDocument();
    expect(items(panel)).toHaveLength(60);
    expect(within(panel).getByRole('status')).toHaveTextContent('Đang hiển thị 60 / 60');
    expect(within(panel).queryByText('Xem thêm')).not.toBeInTheDocument();
    expect(inbox.pagesAsked).toEqual([1, 2]);
  });

  it('shows no "more" when one page holds everything', async () => {
    mockPagedInbox(messages.slice(0, 3));
    renderChatroom(<InboxBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hộp thư, 3 chưa đọc' }));
    const panel = await screen.findByRole('dialog', { name: 'Hộp thư' });
    await within(panel).findByText('Thông báo số 3');
    expect(within(panel).queryByText('Xem thêm')).not.toBeInTheDocument();
  });

  it('keeps the first page when the next one fails, and retries it', async () => {
    const inbox = mockPagedInbox(messages);
    inbox.failPage = 2;
    const panel = await openInbox();

    fireEvent.click(within(panel).getByText('Xem thêm'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Không tải được phần tiếp theo.');
    expect(items(panel)).toHaveLength(50);

    inbox.failPage = 0;
    fireEvent.click(within(panel).getByText('Thử lại'));
    expect(await within(panel).findByText('Thông báo số 60')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks read a message of the second page, and then every message of both pages', async () => {
    const inbox = mockPagedInbox(messages);
    const panel = await openInbox();
    fireEvent.click(within(panel).getByText('Xem thêm'));
    fireEvent.click(await within(panel).findByText('Thông báo số 55'));

    await waitFor(() => expect(screen.getByTestId('inbox-badge')).toHaveTextContent('59'));
    expect(items(panel)[54]).toHaveAttribute('data-read', 'true');
    expect(inbox.marked).toEqual([55]);

    fireEvent.click(within(panel).getByText('Đánh dấu tất cả đã đọc'));
    await waitFor(() => expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument());
    await waitFor(() => expect(items(panel).every((item) => item.dataset.read === 'true')).toBe(true));
    expect(items(panel)).toHaveLength(60);
  });
});
