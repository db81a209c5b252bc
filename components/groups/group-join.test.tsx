import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import { groupKeys, type GroupCard as Group } from '@/lib/api/queries/groups';
import { groupJoin, groupLeave } from '@/lib/contract/groups';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { Gate, makeGroup, renderCommunity } from '@/components/activity/test-utils';
import { GroupCard } from './group-card';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;

/** The card reads its group from the cache, as the lists hold it, so a join shows on it at once. */
function CachedCard({ id, read }: { id: number; read: (id: number) => Group | undefined }) {
  const group = read(id);
  return group ? <GroupCard group={group} /> : null;
}

function showCard(group: Group) {
  const view = renderCommunity(<></>, { viewer: VIEWER });
  view.client.setQueryData(groupKeys.suggested(VIEWER), [group]);
  const read = (id: number) => view.client.getQueryData<Group[]>(groupKeys.suggested(VIEWER))?.find((g) => g.id === id);
  const again = () => view.rerender(<CachedCard id={group.id} read={read} />);
  again();
  view.client.getQueryCache().subscribe(again);
  return { ...view, read: () => read(group.id) };
}

const card = () => screen.getByTestId('group-card');

describe('joining a group', { timeout: 15_000 }, () => {
  startMockApi();

  it('joins a public group at once, counting the member in', async () => {
    signInMember();
    const gate = new Gate<{ membership: 'member'; role: 'member' }>();
    server.use(mockEndpoint(groupJoin, gate.hold));
    const view = showCard(makeGroup({ name: 'Hội CĐV Hà Nội', memberCount: 12 }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Tham gia nhóm Hội CĐV Hà Nội' }));
    // Shown before the server answers.
    expect(await within(card()).findByRole('button', { name: 'Đã tham gia nhóm Hội CĐV Hà Nội, bấm để rời nhóm' })).toBeInTheDocument();
    expect(within(card()).getByText('13 thành viên')).toBeInTheDocument();
    await waitFor(() => expect(gate.arrived).toBe(true));
    gate.release({ membership: 'member', role: 'member' });
    await waitFor(() => expect(view.read()).toMatchObject({ membership: 'member', role: 'member', memberCount: 13 }));
    // The toaster loads with the first toast.
    expect(await screen.findByText('Bạn đã tham gia Hội CĐV Hà Nội', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks to join a private group, then withdraws the request', async () => {
    signInMember();
    const sent: string[] = [];
    server.use(
      mockEndpoint(groupJoin, () => {
        sent.push('join');
        return { membership: 'pending' as const, role: null };
      }),
      mockEndpoint(groupLeave, () => {
        sent.push('leave');
        return { membership: 'none' as const, role: null };
      }),
    );
    const view = showCard(makeGroup({ name: 'Phòng Chiến Thuật', privacy: 'private' }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Xin vào nhóm Phòng Chiến Thuật' }));
    const pending = await within(card()).findByRole('button', { name: 'Đã gửi yêu cầu vào nhóm Phòng Chiến Thuật, bấm để rút lại' });
    expect(pending).toHaveTextContent('Đã gửi yêu cầu');
    await waitFor(() => expect(view.read()?.membership).toBe('pending'));
    expect(view.read()?.memberCount).toBe(12);
    fireEvent.click(pending);
    expect(await within(card()).findByRole('button', { name: 'Xin vào nhóm Phòng Chiến Thuật' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual(['join', 'leave']));
  });

  it('leaves only after asking, and puts the member back when the server refuses', async () => {
    signInMember();
    server.use(mockEndpoint(groupLeave, () => errorResponse(409, 'owner must hand over')));
    const view = showCard(makeGroup({ name: 'Hội Mở', membership: 'member', role: 'member', memberCount: 5 }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Đã tham gia nhóm Hội Mở, bấm để rời nhóm' }));
    expect(within(card()).getByText('Rời nhóm Hội Mở?')).toBeInTheDocument();
    fireEvent.click(within(card()).getByRole('button', { name: 'Rời nhóm' }));
    expect(await screen.findByText('Chủ nhóm cần chuyển quyền cho người khác trước khi rời nhóm.')).toBeInTheDocument();
    await waitFor(() => expect(view.read()).toMatchObject({ membership: 'member', memberCount: 5 }));
    expect(within(card()).getByRole('button', { name: 'Đã tham gia nhóm Hội Mở, bấm để rời nhóm' })).toBeInTheDocument();
  });

  it('says when a declined member asks again too soon, and rolls the request back', async () => {
    signInMember();
    server.use(mockEndpoint(groupJoin, () => errorResponse(409, 'declined recently')));
    const view = showCard(makeGroup({ name: 'Hội Kín', privacy: 'private' }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Xin vào nhóm Hội Kín' }));
    expect(await screen.findByText('Yêu cầu trước vừa bị từ chối, hãy thử lại sau ít ngày.')).toBeInTheDocument();
    await waitFor(() => expect(view.read()?.membership).toBe('none'));
  });

  it('gives a guest the login form instead', () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    showCard(makeGroup({ name: 'Hội Mở' }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Tham gia nhóm Hội Mở' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
  });
});
