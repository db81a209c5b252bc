import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { signInMember } from '@/components/schedule/test-utils';
import type { ActivityEntry } from '@/lib/api/queries/activity';
import { activityList } from '@/lib/contract/activity';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ActivityView } from './activity-view';
import { renderCommunity } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const chau = { userId: 900, displayName: 'Trần Minh Châu', profilePicture: null };
const hoa = { userId: 901, displayName: 'Lê Thị Hoa', profilePicture: null };
const at = Date.now() - 5 * 60_000;

const first: ActivityEntry[] = [
  { kind: 'goingToEvent', key: 'e1', at, actor: chau, href: '/bang-ton/su-kien/3', event: { id: 3, title: 'Xem chung ở Góc Sân', startTimestamp: at + 3_600_000, home: 'Arsenal', away: 'Chelsea' } },
  { kind: 'commented', key: 'c1', at: at - 1, actor: hoa, href: '/bang-ton/bai-viet/12', comment: { id: 4, excerpt: 'Chuẩn luôn!', lang: 'vi' }, post: { id: 12, excerpt: 'Derby tối nay', author: chau } },
];
const second: ActivityEntry[] = [
  { kind: 'joinedGroup', key: 'g1', at: at - 2, actor: chau, href: '/bang-ton/nhom/7', group: { id: 7, name: 'Hội CĐV Hà Nội', privacy: 'public', href: '/bang-ton/nhom/7', memberCount: 20 } },
];

describe('ActivityView', { timeout: 15_000 }, () => {
  startMockApi();

  it('lists what friends did, each line linking to the member and the thing, then the next page by cursor', async () => {
    signInMember();
    const cursors: (string | undefined)[] = [];
    server.use(
      mockEndpoint(activityList, ({ query }) => {
        cursors.push(query.cursor);
        return query.cursor === 'next' ? { list: second, nextCursor: null } : { list: first, nextCursor: 'next' };
      }),
    );
    renderCommunity(<ActivityView />, { viewer: 42 });
    const list = await screen.findByRole('list', { name: 'Bạn bè' });
    const [going, comment] = within(list).getAllByTestId('activity-item');
    expect(going).toHaveTextContent('Trần Minh Châu sẽ đến buổi xem chung Xem chung ở Góc Sân');
    expect(within(going as HTMLElement).getByRole('link', { name: 'Xem chung ở Góc Sân' })).toHaveAttribute('href', '/bang-ton/su-kien/3');
    expect(comment).toHaveTextContent('Lê Thị Hoa đã bình luận về bài viết của Trần Minh Châu');
    expect(within(comment as HTMLElement).getByRole('link', { name: 'bài viết' })).toHaveAttribute('href', '/bang-ton/bai-viet/12');
    expect(within(comment as HTMLElement).getByRole('link', { name: 'Trần Minh Châu' })).toHaveAttribute('href', '/bang-ton/trang-ca-nhan/900');
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(await within(list).findByText('Hội CĐV Hà Nội')).toBeInTheDocument();
    expect(cursors).toEqual([undefined, 'next']);
    expect(screen.getByText('Bạn đã xem hết hoạt động gần đây.')).toBeInTheDocument();
  });

  it('invites a member without friends’ activity to find friends', async () => {
    signInMember();
    server.use(mockEndpoint(activityList, { list: [], nextCursor: null }));
    renderCommunity(<ActivityView />, { viewer: 42 });
    expect(await screen.findByText('Chưa có hoạt động nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm bạn bè' })).toHaveAttribute('href', '/bang-ton/ban-be');
  });

  it('offers a retry when the activity cannot be read', async () => {
    signInMember();
    let fail = true;
    server.use(mockEndpoint(activityList, () => (fail ? errorResponse(503) : { list: second, nextCursor: null })));
    renderCommunity(<ActivityView />, { viewer: 42 });
    expect(await screen.findByText('Không tải được hoạt động.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Hội CĐV Hà Nội')).toBeInTheDocument();
  });
});
