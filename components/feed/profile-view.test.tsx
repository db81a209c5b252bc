import { groupPath } from '@/lib/domain/groups';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { signInMember } from '@/components/schedule/test-utils';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { feedList, feedProfile, feedProfileEdit } from '@/lib/contract/feed';
import { friendSendRequest } from '@/lib/contract/friends';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ProfileView } from './profile-view';
import { friendAuthor, makePost, meAsAuthor, page, renderFeed } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const profileOf = (over: Partial<FeedProfile> = {}): FeedProfile => ({
  author: friendAuthor,
  bio: 'Fan Hà Nội FC từ bé',
  bioLang: 'vi',
  cover: null,
  joinedAt: Date.UTC(2024, 2, 5, 3),
  favouriteTeams: [{ id: 11, name: 'Hà Nội FC', slug: 'ha-noi-fc', logo: '/images/teams/11.png' }],
  counts: { posts: 12, friends: 3, groups: 0 },
  friends: [],
  groups: [],
  relation: 'none',
  reported: false,
  ...over,
});

describe('ProfileView', { timeout: 15_000 }, () => {
  startMockApi();
  beforeAll(installDialogPolyfill);

  it('shows a member’s profile and posts, and sends a friend request from it', async () => {
    signInMember();
    let relation: FeedProfile['relation'] = 'none';
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedProfile, () => profileOf({ relation })),
      mockEndpoint(feedList, ({ query }) => page(query.scope === 'member' && query.id === friendAuthor.userId ? [makePost({ body: 'Bài của Châu' })] : [])),
      mockEndpoint(friendSendRequest, ({ body }) => {
        sent(body);
        relation = 'pending-out';
        return { status: 'pending' as const };
      }),
    );
    renderFeed(<ProfileView userId={friendAuthor.userId} />, { viewer: 42 });
    const header = await screen.findByTestId('profile-header');
    expect(within(header).getByRole('heading', { name: /Trần Minh Châu/ })).toBeInTheDocument();
    expect(within(header).getByText('Fan Hà Nội FC từ bé')).toBeInTheDocument();
    expect(within(header).getByText('12 bài viết')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Hà Nội FC' })).toBeInTheDocument();
    expect(await screen.findByText('Bài của Châu')).toBeInTheDocument();
    fireEvent.click(within(header).getByRole('button', { name: 'Kết bạn' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ toUserId: friendAuthor.userId }));
    expect(await within(header).findByText('Đã gửi lời mời')).toBeInTheDocument();
  });

  it('lists the member’s groups, each linking to its page, a private one marked', async () => {
    signInMember();
    server.use(
      mockEndpoint(feedProfile, () =>
        profileOf({ groups: [{ id: 4, name: 'Phòng Chiến Thuật', privacy: 'private', memberCount: 7 }, { id: 9, name: 'Bàn tròn V.League', privacy: 'public', memberCount: 30 }], counts: { posts: 1, friends: 0, groups: 2 } }),
      ),
      mockEndpoint(feedList, () => page([])),
    );
    renderFeed(<ProfileView userId={friendAuthor.userId} />, { viewer: 42 });
    const box = await screen.findByRole('region', { name: 'Nhóm (2)' });
    expect(within(box).getByRole('link', { name: /Phòng Chiến Thuật/ })).toHaveAttribute('href', groupPath(4));
    expect(within(box).getByLabelText('Nhóm kín')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: /Bàn tròn V.League/ })).toHaveAttribute('href', groupPath(9));
    expect(within(box).getByText('30 thành viên')).toBeInTheDocument();
  });

  it('lets the member change their own bio', async () => {
    signInMember();
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedProfile, profileOf({ author: meAsAuthor, relation: 'self', bio: '' })),
      mockEndpoint(feedList, page([])),
      mockEndpoint(feedProfileEdit, ({ body }) => {
        sent(body);
        return { bio: body.bio, cover: null };
      }),
    );
    renderFeed(<ProfileView userId={meAsAuthor.userId} />, { viewer: 42 });
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa trang cá nhân' }));
    const dialog = await screen.findByTestId('profile-edit');
    fireEvent.change(within(dialog).getByLabelText('Giới thiệu'), { target: { value: 'Thích xem derby' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ bio: 'Thích xem derby' }));
    expect(await within(screen.getByTestId('profile-header')).findByText('Thích xem derby')).toBeInTheDocument();
  });

  it('says so when the member cannot be found', async () => {
    signInMember();
    server.use(mockEndpoint(feedProfile, () => errorResponse(404, 'userId: no such member')));
    renderFeed(<ProfileView userId={999} />, { viewer: 42 });
    expect(await screen.findByText('Không tìm thấy thành viên')).toBeInTheDocument();
  });
});
