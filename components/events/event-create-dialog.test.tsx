import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { signInMember } from '@/components/schedule/test-utils';
import { makeEvent, renderCommunity } from '@/components/activity/test-utils';
import { eventCreate } from '@/lib/contract/events';
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
const cafe = { id: 5, kind: 'cafe' as const, name: 'Góc Sân', address: '12 Lý Thường Kiệt', city: 'Hà Nội', cover: null, href: '/bang-ton/vi-tri/5' };

function serve(create: Parameters<typeof mockEndpoint<typeof eventCreate>>[1]) {
  server.use(
    mockEndpoint(liveSchedule, [upcoming, live]),
    mockEndpoint(placeCities, [{ city: 'Hà Nội', count: 1 }]),
    mockEndpoint(placeList, { list: [cafe], nextCursor: null }),
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
});
