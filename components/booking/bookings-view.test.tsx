import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { beGuest, renderSchedule, signInMember, ZONE } from '@/components/schedule/test-utils';
import { bookingCancel, bookingList } from '@/lib/contract/booking';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { BookingsView } from './bookings-view';
import { makeBooking } from './test-data';

const show = () => renderSchedule(<BookingsView timeZone={ZONE} schedulePath="/lich-truc-tiep/tat-ca" />);

const liveBooking = makeBooking({
  id: 2,
  name: 'Thể Công – Bình Định',
  roomId: 402,
  match: { ...makeBooking().match, fixtureId: 6001, home: 'Thể Công', away: 'Bình Định', status: '67', score: '[2-1]' },
});

describe('BookingsView', () => {
  startMockApi();

  it('invites a guest to log in with a button that opens the dialog', async () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    show();
    expect(screen.getByText('Đăng nhập để xem lịch đã đặt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
  });

  it('lists the member’s bookings with commentator and kick-off time', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, [makeBooking()]));
    show();
    const item = await screen.findByRole('listitem', { name: 'Nam Định – Hải Phòng' });
    expect(item).toHaveTextContent('BLV Minh Anh');
    expect(item).toHaveTextContent('Bắt đầu lúc 18:00 10/05/2025');
    expect(item).toHaveTextContent('Sắp diễn ra');
  });

  it('marks a live booking and links to its room', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, [liveBooking]));
    show();
    const item = await screen.findByRole('listitem', { name: 'Thể Công – Bình Định' });
    expect(item).toHaveTextContent("Trực tiếp67'");
    expect(within(item).getByRole('link', { name: 'Vào xem' })).toHaveAttribute(
      'href',
      '/truc-tiep/the-thao/bong-da/the-cong-binh-dinh-402',
    );
  });

  it('cancels after confirmation and drops the booking from the list', async () => {
    signInMember();
    let bookings = [makeBooking()];
    const cancelled = vi.fn();
    server.use(
      mockEndpoint(bookingList, () => bookings),
      mockEndpoint(bookingCancel, ({ body }) => {
        cancelled(body);
        bookings = [];
        return null;
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy lịch xem Nam Định – Hải Phòng' }));
    expect(cancelled).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Hủy lịch xem trận này?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hủy lịch' }));
    expect(await screen.findByText('Bạn chưa đặt lịch trận nào')).toBeInTheDocument();
    expect(cancelled).toHaveBeenCalledWith({ id: 1 });
    expect(screen.getByRole('link', { name: 'Xem lịch trực tiếp' })).toHaveAttribute('href', '/lich-truc-tiep/tat-ca');
  });

  it('keeps the booking when the member changes their mind', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, [makeBooking()]));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy lịch xem Nam Định – Hải Phòng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Giữ lại' }));
    expect(screen.getByRole('listitem', { name: 'Nam Định – Hải Phòng' })).toBeInTheDocument();
  });

  it('puts the booking back when cancelling fails', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, [makeBooking()]), mockEndpoint(bookingCancel, () => errorResponse(500)));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy lịch xem Nam Định – Hải Phòng' }));
    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Hủy lịch' }));
    expect(await screen.findByText('Không hủy được lịch, vui lòng thử lại')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Nam Định – Hải Phòng' })).toBeInTheDocument();
  });
});
