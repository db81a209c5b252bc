import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { signInMember } from '@/components/schedule/test-utils';
import { makeEvent, makeGroup, makeGroupDetail, renderCommunity } from '@/components/activity/test-utils';
import { page } from '@/components/feed/test-utils';
import { GroupDetailView } from '@/components/groups/group-detail-view';
import { groupKeys } from '@/lib/api/queries/groups';
import { eventCreate } from '@/lib/contract/events';
import { feedList } from '@/lib/contract/feed';
import { groupList } from '@/lib/contract/groups';
import { placeCities, placeList } from '@/lib/contract/places';
import { liveSchedule } from '@/lib/contract/schedule';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { EventCreateDialog } from './event-create-dialog';

const { push } = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', async () => ({ ...(await import('@/tests/mocks/navigation')), useRouter: () => ({ push }) }));

const upcoming = makeMatch({ fixtureId: 1002, home: 'Arsenal', away: 'Chelsea', status: '19:00', scheduleStatus: SCHEDULE_STATUS.comingUp, score: '', startTimestamp: Date.now() + 3 * 3_600_000 });
const live = makeMatch({ fixtureId: 1001, home: 'Hà Nội FC', away: 'Công An Hà Nội' });
const fans = makeGroup({ name: 'Hội CĐV Arsenal', membership: 'member', role: 'member' });
const tactics = makeGroup({ name: 'Phòng Chiến Thuật', privacy: 'private', membership: 'member', role: 'admin' });
const cafe = { id: 5, kind: 'cafe' as const, name: 'Góc Sân', address: '12 Lý Thường Kiệt', city: 'Hà Nội', cover: null, href: '/bang-ton/vi-tri/5' };

function serve(create: Parameters<typeof mockEndpoint<typeof eventCreate>>[1]) {
  server.use(
    mockEndpoint(liveSchedule, [upcoming, live]),
    mockEndpoint(placeCities, [{ city: 'Hà Nội', count: 1 }]),
    mockEndpoint(placeList, { list: [cafe], nextCursor: null }),
    mockEndpoint(groupList, ({ query }) => (query.tab === 'mine' ? { list: [fans, tactics], nextCursor: null } : errorResponse(422))),
    mockEndpoint(eventCreate, create),
  );
}

const show = (locale: 'vi' | 'en' = 'vi') => renderCommunity(<EventCreateDialog onClose={() => undefined} />, { viewer: 42, locale });

describe('EventCreateDialog', { timeout: 15_000 }, () => {
  const api = startMockApi();
  beforeAll(installDialogPolyfill);

  it('offers only matches still to come, and says what is missing in Vietnamese without sending', async () => {
    signInMember();
    serve(() => errorResponse(500));
    show();
    expect(await screen.findByLabelText('Chọn trận Arsenal – Chelsea')).toBeInTheDocument();
    expect(screen.queryByLabelText('Chọn trận Hà Nội FC – Công An Hà Nội')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    expect(await screen.findByText('Hãy chọn một trận đấu.')).toBeInTheDocument();
    expect(screen.getByText('Hãy chọn địa điểm.')).toBeInTheDocument();
    expect(screen.getByText('Tên sự kiện cần ít nhất 3 ký tự.')).toBeInTheDocument();
    expect(api.calls('/other/api/events/create')).toHaveLength(0);
  });

  it('says it in English to an English reader', async () => {
    signInMember();
    serve(() => errorResponse(500));
    show('en');
    await screen.findByLabelText('Pick Arsenal – Chelsea');
    fireEvent.change(screen.getByLabelText(/Maximum people/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Pick a match.')).toBeInTheDocument();
    expect(screen.getByText('The number of people must be a whole number from 2 to 10000.')).toBeInTheDocument();
  });

  it('plans a party at a place, naming it after the match, and opens its page', async () => {
    signInMember();
    const sent = vi.fn();
    serve(({ body }) => {
      sent(body);
      return { ...makeEvent({ id: 88, href: '/bang-ton/su-kien/88' }), description: '', createdAt: Date.now(), canEdit: true, canCancel: true };
    });
    show();
    fireEvent.click(await screen.findByLabelText('Chọn trận Arsenal – Chelsea'));
    expect(screen.getByLabelText('Tên sự kiện')).toHaveValue('Xem chung Arsenal – Chelsea');
    await screen.findByRole('option', { name: 'Góc Sân (Hà Nội)' });
    fireEvent.change(screen.getByLabelText('Địa điểm'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Số người tối đa/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ fixtureId: 1002, placeId: 5, title: 'Xem chung Arsenal – Chelsea', description: '', capacity: 20 }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/bang-ton/su-kien/88'));
  });

  it('plans an online party in one of the match’s rooms', async () => {
    signInMember();
    const sent = vi.fn();
    serve(({ body }) => {
      sent(body);
      return { ...makeEvent({ id: 89 }), description: '', createdAt: Date.now(), canEdit: true, canCancel: true };
    });
    show();
    fireEvent.click(await screen.findByLabelText('Chọn trận Arsenal – Chelsea'));
    fireEvent.click(screen.getByLabelText('Online trong phòng live'));
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    expect(await screen.findByText('Hãy chọn phòng live.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phòng live'), { target: { value: '301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ fixtureId: 1002, roomId: 301, title: 'Xem chung Arsenal – Chelsea', description: '', capacity: null }));
  });

  it('says so when the match kicked off meanwhile', async () => {
    signInMember();
    serve(() => errorResponse(409, 'fixtureId: kicked off'));
    show();
    fireEvent.click(await screen.findByLabelText('Chọn trận Arsenal – Chelsea'));
    await screen.findByRole('option', { name: 'Góc Sân (Hà Nội)' });
    fireEvent.change(screen.getByLabelText('Địa điểm'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trận này đã bắt đầu, hãy chọn trận khác.');
  });

  it('plans a party in one of the member’s groups, saying a private group’s members alone will see it', async () => {
    signInMember();
    const sent = vi.fn();
    serve(({ body }) => {
      sent(body);
      return { ...makeEvent({ id: 90 }), description: '', createdAt: Date.now(), canEdit: true, canCancel: true };
    });
    show();
    fireEvent.click(await screen.findByLabelText('Chọn trận Arsenal – Chelsea'));
    await screen.findByRole('option', { name: 'Góc Sân (Hà Nội)' });
    fireEvent.change(screen.getByLabelText('Địa điểm'), { target: { value: '5' } });
    const inGroup = screen.getByLabelText(/Trong nhóm/);
    expect(inGroup).toHaveValue('');
    await screen.findByRole('option', { name: 'Phòng Chiến Thuật (nhóm kín)' });
    fireEvent.change(inGroup, { target: { value: String(tactics.id) } });
    expect(screen.getByText('Phòng Chiến Thuật là nhóm kín: chỉ thành viên nhóm thấy buổi xem chung này.')).toBeInTheDocument();
    fireEvent.change(inGroup, { target: { value: String(fans.id) } });
    expect(screen.getByText('Buổi xem chung cũng hiện trên trang nhóm Hội CĐV Arsenal.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ fixtureId: 1002, placeId: 5, groupId: fans.id, title: 'Xem chung Arsenal – Chelsea', description: '', capacity: null }));
  });

  it('opens from a group’s page with that group chosen, and sends it', async () => {
    signInMember();
    const sent = vi.fn();
    serve(({ body }) => {
      sent(body);
      return { ...makeEvent({ id: 91 }), description: '', createdAt: Date.now(), canEdit: true, canCancel: true };
    });
    server.use(mockEndpoint(feedList, page([])));
    const group = makeGroupDetail({ ...tactics });
    const view = renderCommunity(<></>, { viewer: 42 });
    view.client.setQueryData(groupKeys.detail(42, group.id), group);
    view.rerender(<GroupDetailView id={group.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tổ chức xem chung' }));
    const dialog = await screen.findByTestId('event-create');
    expect(screen.getByLabelText(/Trong nhóm/)).toHaveValue(String(tactics.id));
    expect(screen.getByText('Phòng Chiến Thuật là nhóm kín: chỉ thành viên nhóm thấy buổi xem chung này.')).toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText('Chọn trận Arsenal – Chelsea'));
    await screen.findByRole('option', { name: 'Góc Sân (Hà Nội)' });
    fireEvent.change(screen.getByLabelText('Địa điểm'), { target: { value: '5' } });
    fireEvent.submit(dialog);
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ fixtureId: 1002, placeId: 5, groupId: tactics.id })));
  });

  it('offers no plan button on a group’s page to those outside it', () => {
    signInMember();
    server.use(mockEndpoint(feedList, page([])));
    const group = makeGroupDetail({ membership: 'none' });
    const view = renderCommunity(<></>, { viewer: 42 });
    view.client.setQueryData(groupKeys.detail(42, group.id), group);
    view.rerender(<GroupDetailView id={group.id} />);
    expect(screen.queryByRole('button', { name: 'Tổ chức xem chung' })).toBeNull();
  });
});
