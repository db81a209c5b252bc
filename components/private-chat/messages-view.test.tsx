import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { makeConversation, NOW, renderChatroom } from '@/components/chatroom/test-utils';
import { privateList, privateOpen } from '@/lib/contract/chat';
import { friendRespond, friendSendRequest, isFriend } from '@/lib/contract/friends';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { makeChatMessage } from '@/lib/chat/test-support/messages';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { MessagesView } from './messages-view';

// The chat itself (socket, history, composer) is tested with its own component; here it is a marker.
vi.mock('@/components/chat/chat-panel', () => ({
  ChatPanel: ({ groupId, visibility, variant }: { groupId: number; visibility: string; variant?: string }) => (
    <div data-testid="chat-panel" data-group-id={groupId} data-visibility={visibility} data-variant={variant} />
  ),
}));

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

const api = startMockApi();

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
});
afterEach(resetSessionStore);

const beMember = () => {
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
};

const lastMessage = makeChatMessage({
  groupMessageId: 5,
  groupId: 9001,
  userId: 77,
  showName: 'Trần Thị Bình',
  originalMessage: 'Tối nay xem trận nào?',
  toUserId: memberUser.userId,
  createdAt: NOW - 2 * 60_000,
});
const binh = makeConversation({ lastMessage, unread: 3 });
const cuong = makeConversation({ groupId: 9002, friend: { userId: 78, displayName: 'Lê Cường', profilePicture: null } });

const show = (friendId?: number) => renderChatroom(<MessagesView serverViewer={memberUser.userId} serverNow={NOW} friendId={friendId} />);

describe('MessagesView', () => {
  it('asks a guest to log in and loads no conversation', () => {
    useSessionStore.setState({ ...initialSessionState, status: 'ready' });
    renderChatroom(<MessagesView serverViewer={0} serverNow={NOW} />);
    expect(screen.getByText('Đăng nhập để nhắn tin riêng')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls('/live/api/chat/private/list')).toHaveLength(0);
  });

  it('lists conversations with the last message, its age and the unread count', async () => {
    beMember();
    server.use(mockEndpoint(privateList, [binh, cuong]));
    show();
    const list = await screen.findByRole('list', { name: 'Cuộc trò chuyện' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Trần Thị Bình');
    expect(first).toHaveTextContent('Tối nay xem trận nào?');
    expect(first).toHaveTextContent('2 phút trước');
    expect(first).toHaveTextContent('3 chưa đọc');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/chatroom/tin-nhan/77');
    expect(second).toHaveTextContent('Chưa có tin nhắn');
    expect(second).not.toHaveTextContent('chưa đọc');
  });

  it('sends a friend request to a member found by id', async () => {
    beMember();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(privateList, []),
      mockEndpoint(isFriend, { status: 'none' }),
      mockEndpoint(friendSendRequest, ({ body }) => {
        sent.push(body);
        return { status: 'pending' as const };
      }),
    );
    show();
    expect(await screen.findByText('Chưa có cuộc trò chuyện nào')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('ID thành viên'), { target: { value: '77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kết bạn với Thành viên #77' }));
    expect(await screen.findByText('Đã gửi lời mời')).toBeInTheDocument();
    expect(sent).toEqual([{ toUserId: 77 }]);
  });

  it('refuses an id that is not a number', async () => {
    beMember();
    server.use(mockEndpoint(privateList, []));
    show();
    fireEvent.change(screen.getByLabelText('ID thành viên'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ID thành viên phải là một số dương.');
    expect(api.calls('/live/api/user/friend/is-friend')).toHaveLength(0);
  });

  it('accepts a pending request and the new friend’s conversation appears', async () => {
    beMember();
    let friends = false;
    server.use(
      mockEndpoint(privateList, () => (friends ? [cuong] : [])),
      mockEndpoint(isFriend, { status: 'pending-in' }),
      mockEndpoint(friendRespond, ({ body }) => {
        friends = body.accept;
        return { status: body.accept ? ('friends' as const) : ('none' as const) };
      }),
    );
    show();
    fireEvent.change(await screen.findByLabelText('ID thành viên'), { target: { value: '78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Chấp nhận' }));
    expect(await within(screen.getByTestId('found-member')).findByText('Bạn bè')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Lê Cường/ })).toHaveAttribute('href', '/chatroom/tin-nhan/78');
    expect(within(screen.getByTestId('found-member')).getByRole('link', { name: 'Nhắn tin' })).toHaveAttribute('href', '/chatroom/tin-nhan/78');
  });

  it('opens the conversation with a friend as a private chat', async () => {
    beMember();
    const opened: unknown[] = [];
    server.use(
      mockEndpoint(privateList, [binh]),
      mockEndpoint(isFriend, { status: 'friends' }),
      mockEndpoint(privateOpen, ({ body }) => {
        opened.push(body);
        return binh;
      }),
    );
    show(77);
    const chat = within(await screen.findByTestId('private-chat')).getByTestId('chat-panel');
    expect(chat).toHaveAttribute('data-group-id', '9001');
    expect(chat).toHaveAttribute('data-visibility', 'private');
    expect(screen.getByRole('heading', { name: 'Trần Thị Bình' })).toBeInTheDocument();
    expect(opened).toEqual([{ userId: 77 }]);
    // Being read now: the list shows nothing unread for it.
    const item = within(screen.getByRole('list', { name: 'Cuộc trò chuyện' })).getByRole('listitem');
    expect(item).toHaveTextContent('Tối nay xem trận nào?');
    expect(item).not.toHaveTextContent('chưa đọc');
  });

  it('explains that only friends can be messaged when the server refuses to open', async () => {
    beMember();
    server.use(mockEndpoint(privateList, []), mockEndpoint(privateOpen, binh, { status: 403 }), mockEndpoint(isFriend, { status: 'none' }));
    show(99);
    expect(await screen.findByText('Bạn chỉ có thể nhắn tin với bạn bè. Hãy gửi lời mời kết bạn trước.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kết bạn với Thành viên #99' })).toBeInTheDocument();
  });
});
