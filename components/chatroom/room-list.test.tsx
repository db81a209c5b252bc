import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { chatRoomFollow, chatRoomList } from '@/lib/contract/chat';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { resetLiveQueries } from '@/lib/api/live-query';
import { RoomList } from './room-list';
import { makeRoom, NOW, renderChatroom } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
  usePathname: () => '/chatroom',
  useRouter: () => ({ refresh }),
}));

const refresh = vi.fn();

const api = startMockApi();

const beMember = () => {
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
};
const beGuest = () => useSessionStore.setState({ ...initialSessionState, status: 'ready' });

beforeEach(() => {
  // Here rather than after a test: the last test's lists may still render once as they are taken down.
  resetLiveQueries();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
});
afterEach(resetSessionStore);

const lobby = makeRoom();
const derby = makeRoom({ groupId: 31, name: 'Hà Nội – Hải Phòng', description: 'Bình luận trận cầu', roomId: 402, livePath: '/truc-tiep/the-thao/bong-da/ha-noi-hai-phong-402', online: 87, followers: 1, lastMessageAt: null });

describe('RoomList', () => {
  it('shows each room with its online count, followers, last activity and a link to its chat', async () => {
    beGuest();
    renderChatroom(<RoomList tab="all" serverViewer={0} serverNow={NOW} rooms={[lobby, derby]} />);

    const card = await screen.findByRole('listitem', { name: 'Sảnh chung' });
    expect(card).toHaveTextContent('Phòng chat chung của cả cộng đồng');
    expect(within(card).getByTestId('room-online')).toHaveTextContent('1,5K người đang online');
    expect(within(card).getByTestId('room-followers')).toHaveTextContent('12 người theo dõi');
    expect(card).toHaveTextContent('Hoạt động 5 phút trước');
    expect(within(card).getByRole('link', { name: 'Vào phòng chat Sảnh chung' })).toHaveAttribute('href', '/chatroom/phong/30');

    const live = screen.getByRole('listitem', { name: 'Hà Nội – Hải Phòng' });
    expect(live).toHaveTextContent('Chưa có tin nhắn');
    expect(within(live).getByRole('link', { name: 'Xem trực tiếp' })).toHaveAttribute('href', '/truc-tiep/the-thao/bong-da/ha-noi-hai-phong-402');
    // The server's rooms are fresh: nothing is asked until the next refresh.
    expect(api.calls('/live/api/chat/room/list')).toHaveLength(0);
  });

  it('leaves out counts that are zero', async () => {
    beGuest();
    const quiet = makeRoom({ groupId: 32, name: 'Phòng vắng', roomId: null, livePath: null, online: 0, followers: 0, lastMessageAt: null });
    renderChatroom(<RoomList tab="all" serverViewer={0} serverNow={NOW} rooms={[quiet]} />);
    const card = await screen.findByRole('listitem', { name: 'Phòng vắng' });
    expect(within(card).queryByTestId('room-online')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('room-followers')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/\b0\b/);
  });

  it('says so when the server could not read the rooms, and asks for the tab the page names', async () => {
    beGuest();
    let asked: string | undefined;
    server.use(
      mockEndpoint(chatRoomList, ({ query }) => {
        asked = query.tab;
        return [derby];
      }),
    );
    renderChatroom(<RoomList tab="discover" serverViewer={0} serverNow={NOW} rooms={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refresh).toHaveBeenCalled();
    await screen.findByRole('listitem', { name: 'Hà Nội – Hải Phòng' });
    expect(asked).toBe('discover');
  });

  it('follows a room for a member: the button flips and the follower count grows', async () => {
    beMember();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(chatRoomFollow, ({ body }) => {
        sent.push(body);
        return { ...lobby, following: body.follow, followers: lobby.followers + 1 };
      }),
    );
    renderChatroom(<RoomList tab="all" serverViewer={memberUser.userId} serverNow={NOW} rooms={[lobby]} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Theo dõi Sảnh chung' }));
    const unfollow = await screen.findByRole('button', { name: 'Bỏ theo dõi Sảnh chung' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('room-followers')).toHaveTextContent('13 người theo dõi');
    expect(sent).toEqual([{ groupId: 30, follow: true }]);
  });

  it('unfollows a followed room and puts it back when the server refuses', async () => {
    beMember();
    const followed = { ...lobby, following: true };
    server.use(mockEndpoint(chatRoomFollow, lobby, { status: 409 }));
    renderChatroom(<RoomList tab="all" serverViewer={memberUser.userId} serverNow={NOW} rooms={[followed]} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Bỏ theo dõi Sảnh chung' }));
    expect(await screen.findByText('Không thể cập nhật theo dõi, vui lòng thử lại.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bỏ theo dõi Sảnh chung' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('room-followers')).toHaveTextContent('12 người theo dõi');
  });

  it("shows a member the shared list the server drew for everyone at once, and their follows once their own list arrives", async () => {
    beMember();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(mockEndpoint(chatRoomList, async () => (await answered, [{ ...lobby, following: true }, derby])));
    renderChatroom(<RoomList tab="all" serverViewer={0} serverNow={NOW} rooms={[lobby, derby]} />);

    // No loader in place of rooms everyone sees; the follow buttons keep their place, unseen, as the guest's state is not the member's.
    expect(screen.getByRole('listitem', { name: 'Sảnh chung' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Đang tải phòng chat…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theo dõi Sảnh chung' })).toHaveClass('invisible');

    answer();
    const following = await screen.findByRole('button', { name: 'Bỏ theo dõi Sảnh chung' });
    expect(following).not.toHaveClass('invisible');
    expect(screen.getByRole('button', { name: 'Theo dõi Hà Nội – Hải Phòng' })).not.toHaveClass('invisible');
  });

  it('keeps the loader on a tab drawn for one member while another viewer’s list loads', async () => {
    beMember();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(mockEndpoint(chatRoomList, async () => (await answered, [derby])));
    renderChatroom(<RoomList tab="discover" serverViewer={0} serverNow={NOW} rooms={[lobby, derby]} />);
    expect(screen.getByRole('status', { name: 'Đang tải phòng chat…' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Sảnh chung' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('listitem', { name: 'Hà Nội – Hải Phòng' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Sảnh chung' })).not.toBeInTheDocument();
  });

  it('opens the log-in form when a guest tries to follow, without calling the API', async () => {
    beGuest();
    renderChatroom(<RoomList tab="all" serverViewer={0} serverNow={NOW} rooms={[lobby]} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Theo dõi Sảnh chung' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls('/live/api/chat/room/follow')).toHaveLength(0);
  });

  it('invites a guest on the following tab to log in and asks for no list', async () => {
    beGuest();
    renderChatroom(<RoomList tab="following" serverViewer={0} serverNow={NOW} rooms={[]} />);

    expect(screen.getByText('Đăng nhập để xem các phòng bạn theo dõi')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls('/live/api/chat/room/list')).toHaveLength(0);
  });

  it('drops an unfollowed room from the following tab and says so when none is left', async () => {
    beMember();
    const followed = { ...lobby, following: true };
    server.use(mockEndpoint(chatRoomFollow, lobby));
    renderChatroom(<RoomList tab="following" serverViewer={memberUser.userId} serverNow={NOW} rooms={[followed]} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Bỏ theo dõi Sảnh chung' }));
    expect(await screen.findByText('Bạn chưa theo dõi phòng nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá phòng chat' })).toHaveAttribute('href', '/chatroom/kham-pha');
  });
});
