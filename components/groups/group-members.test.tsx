import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInMember } from '@/components/schedule/test-utils';
import { makeGroupDetail, renderCommunity } from '@/components/activity/test-utils';
import { groupKeys, type GroupDetail, type GroupMember } from '@/lib/api/queries/groups';
import { groupDetail, groupMembers, groupSetRole } from '@/lib/contract/groups';
import type { GroupRole } from '@/lib/domain/groups';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { GroupDetailView } from './group-detail-view';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;
const member = (userId: number, displayName: string, role: GroupRole): GroupMember => ({ userId, displayName, profilePicture: null, role, joinedAt: Date.now() - 86_400_000 });

function showMembers(group: GroupDetail) {
  const view = renderCommunity(<></>, { viewer: VIEWER });
  view.client.setQueryData(groupKeys.detail(VIEWER, group.id), group);
  view.rerender(<GroupDetailView id={group.id} initialTab="members" />);
  return view;
}

describe('handing a group over', { timeout: 15_000 }, () => {
  const api = startMockApi();

  it('asks the owner first, then makes the admin owner and refreshes the page', async () => {
    signInMember();
    const group = makeGroupDetail({ membership: 'member', role: 'owner', canModerate: true, canAdminister: true, pendingRequests: 0 });
    let handedOver = false;
    const sent = vi.fn();
    server.use(
      mockEndpoint(groupMembers, () => ({
        list: handedOver
          ? [member(VIEWER, 'Tôi', 'admin'), member(77, 'Lê Thị Hoa', 'owner'), member(78, 'Phạm Văn Nam', 'member')]
          : [member(VIEWER, 'Tôi', 'owner'), member(77, 'Lê Thị Hoa', 'admin'), member(78, 'Phạm Văn Nam', 'member')],
        nextCursor: null,
      })),
      mockEndpoint(groupSetRole, ({ body }) => {
        sent(body);
        handedOver = true;
        return { userId: body.userId, role: body.role };
      }),
      mockEndpoint(groupDetail, () => ({ ...group, role: 'admin' as const })),
    );
    showMembers(group);
    const menu = await screen.findByLabelText('Vai trò của Lê Thị Hoa');
    // Only an admin is offered the group.
    expect(within(screen.getByLabelText('Vai trò của Phạm Văn Nam')).queryByRole('option', { name: 'Chuyển quyền chủ nhóm…' })).toBeNull();
    fireEvent.change(menu, { target: { value: 'owner' } });
    const confirm = screen.getByRole('group', { name: /Chuyển quyền chủ nhóm cho Lê Thị Hoa\? Bạn sẽ trở thành quản trị viên/ });
    expect(within(confirm).getByRole('button', { name: 'Hủy' })).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
    // Changing one's mind asks nothing of the server.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByTestId('owner-handover-confirm')).toBeNull();
    expect(api.calls('/other/api/groups/role')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Vai trò của Lê Thị Hoa'), { target: { value: 'owner' } });
    fireEvent.click(within(screen.getByTestId('owner-handover-confirm')).getByRole('button', { name: 'Chuyển quyền chủ nhóm' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: group.id, userId: 77, role: 'owner' }));
    expect(await screen.findByText('Lê Thị Hoa giờ là chủ nhóm; bạn là quản trị viên')).toBeInTheDocument();
    // The list comes back from the server: the new owner is out of the old owner's reach.
    await waitFor(() => expect(screen.queryByLabelText('Vai trò của Lê Thị Hoa')).toBeNull());
    expect(api.calls('/other/api/groups/members').length).toBeGreaterThanOrEqual(2);
    expect(api.calls('/other/api/groups/detail').length).toBeGreaterThanOrEqual(1);
  });

  it('offers an admin no handover', async () => {
    signInMember();
    const group = makeGroupDetail({ membership: 'member', role: 'admin', canModerate: true, canAdminister: true, pendingRequests: 0 });
    server.use(mockEndpoint(groupMembers, { list: [member(78, 'Phạm Văn Nam', 'member')], nextCursor: null }));
    showMembers(group);
    const menu = await screen.findByLabelText('Vai trò của Phạm Văn Nam');
    expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['Điều hành viên', 'Thành viên']);
  });
});
