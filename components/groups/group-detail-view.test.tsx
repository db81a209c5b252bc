import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInMember } from '@/components/schedule/test-utils';
import { makeGroupDetail, renderCommunity } from '@/components/activity/test-utils';
import { makePost, page } from '@/components/feed/test-utils';
import { groupKeys, type GroupDetail } from '@/lib/api/queries/groups';
import { feedList, feedPost } from '@/lib/contract/feed';
import { groupDetail, groupPin, groupRequests, groupRespond } from '@/lib/contract/groups';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { GroupDetailView } from './group-detail-view';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;

/** The page as the server drew it: the group already in the cache. */
function showGroup(group: GroupDetail, initialTab?: 'posts' | 'requests') {
  const view = renderCommunity(<></>, { viewer: VIEWER });
  view.client.setQueryData(groupKeys.detail(VIEWER, group.id), group);
  view.rerender(<GroupDetailView id={group.id} initialTab={initialTab} />);
  return view;
}

describe('GroupDetailView', { timeout: 15_000 }, () => {
  const api = startMockApi();

  it('shows the "gone" page for a group that does not exist (404)', async () => {
    signInMember();
    server.use(mockEndpoint(groupDetail, () => errorResponse(404, 'id: no group 999')));
    renderCommunity(<GroupDetailView id={999} />, { viewer: VIEWER });
    expect(await screen.findByText('Nhóm này không còn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem các nhóm khác' })).toHaveAttribute('href', '/bang-ton/nhom');
  });

  it('shows a private group’s name, rules and counts to an outsider, but never asks for its posts or members', async () => {
    signInMember();
    showGroup(makeGroupDetail({ name: 'Phòng Chiến Thuật', privacy: 'private', canRead: false, memberCount: 8, rules: ['Không chia sẻ ra ngoài'] }));
    expect(screen.getByRole('heading', { name: 'Phòng Chiến Thuật' })).toBeInTheDocument();
    expect(screen.getByTestId('group-member-count')).toHaveTextContent('8 thành viên');
    expect(screen.getByText('Đây là nhóm kín')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Thành viên/ })).toBeNull();
    // The tabs answer the arrow keys, as tabs do.
    screen.getByRole('tab', { name: /Bài viết/ }).focus();
    fireEvent.keyDown(screen.getByRole('tab', { name: /Bài viết/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Giới thiệu/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Giới thiệu/ })).toHaveFocus();
    expect(screen.getByText('Không chia sẻ ra ngoài')).toBeInTheDocument();
    expect(api.calls('/other/api/feed/list')).toHaveLength(0);
    expect(api.calls('/other/api/groups/members')).toHaveLength(0);
  });

  it('marks a group written in another language as such: its name, description and rules', async () => {
    signInMember();
    showGroup(makeGroupDetail({ name: 'Gunners in Hanoi', description: 'Match nights', lang: 'en', rules: ['Be kind'], canRead: false }));
    expect(screen.getByRole('heading', { name: 'Gunners in Hanoi' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Match nights')).toHaveAttribute('lang', 'en');
    fireEvent.click(screen.getByRole('tab', { name: /Giới thiệu/ }));
    expect(screen.getByText('Be kind').closest('ol')).toHaveAttribute('lang', 'en');
  });

  it('leaves text translated into the reader’s language unmarked', () => {
    signInMember();
    showGroup(makeGroupDetail({ name: 'Hội CĐV Hà Nội', lang: null, canRead: false }));
    expect(screen.getByRole('heading', { name: 'Hội CĐV Hà Nội' })).not.toHaveAttribute('lang');
  });

  it('puts pinned posts on top of the group’s posts, once, and lets a moderator pin another', async () => {
    signInMember();
    const pinned = makePost({ body: 'Lịch xem chung tuần này' });
    const other = makePost({ body: 'Ai đi sân tối nay?' });
    const pinnedAfter = vi.fn();
    server.use(
      mockEndpoint(feedPost, ({ query }) => (query.id === pinned.id ? pinned : errorResponse(404))),
      mockEndpoint(feedList, ({ query }) => (query.scope === 'group' ? page([other, pinned]) : page([]))),
      mockEndpoint(groupPin, ({ body }) => {
        pinnedAfter(body);
        return { pinnedPostIds: [body.postId, pinned.id] };
      }),
    );
    showGroup(makeGroupDetail({ membership: 'member', role: 'moderator', canModerate: true, pinnedPostIds: [pinned.id] }));
    const top = await screen.findByTestId('pinned-posts');
    expect(await within(top).findByText('Lịch xem chung tuần này')).toBeInTheDocument();
    const list = await screen.findByTestId('post-list');
    expect(within(list).getByText('Ai đi sân tối nay?')).toBeInTheDocument();
    // Shown once, above; not again in the list.
    expect(within(list).queryByText('Lịch xem chung tuần này')).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: `Ghim bài viết của ${other.author.displayName}` }));
    await waitFor(() => expect(pinnedAfter).toHaveBeenCalledWith({ id: expect.any(Number), postId: other.id }));
    expect(await screen.findByText('Đã ghim bài viết lên đầu nhóm', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lets a moderator approve a join request from the requests tab', async () => {
    signInMember();
    const approved = vi.fn();
    server.use(
      mockEndpoint(groupRequests, { list: [{ userId: 77, displayName: 'Lê Thị Hoa', profilePicture: null, requestedAt: Date.now() - 60_000 }], nextCursor: null }),
      mockEndpoint(groupRespond, ({ body }) => {
        approved(body);
        return { userId: body.userId, membership: 'member' as const };
      }),
    );
    showGroup(makeGroupDetail({ privacy: 'private', membership: 'member', role: 'admin', canModerate: true, canAdminister: true, pendingRequests: 1, memberCount: 4 }), 'requests');
    expect(screen.getByRole('button', { name: '1 yêu cầu chờ duyệt' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Duyệt Lê Thị Hoa vào nhóm' }));
    await waitFor(() => expect(approved).toHaveBeenCalledWith({ id: expect.any(Number), userId: 77, approve: true }));
    expect(await screen.findByText('Không có yêu cầu nào')).toBeInTheDocument();
    expect(screen.getByTestId('group-member-count')).toHaveTextContent('5 thành viên');
    expect(screen.queryByRole('button', { name: /yêu cầu chờ duyệt/ })).toBeNull();
  });
});
