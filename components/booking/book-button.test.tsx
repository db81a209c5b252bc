import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { beGuest, renderSchedule, signInMember } from '@/components/schedule/test-utils';
import { bookingList, bookingSchedule } from '@/lib/contract/booking';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { BookButton } from './book-button';
import { FIXTURE_ID, HOST_ID, makeBooking } from './test-data';

const MATCH = 'Nam Định – Hải Phòng';

function showButton() {
  return renderSchedule(<BookButton fixtureId={FIXTURE_ID} commentatorId={HOST_ID} matchName={MATCH} commentatorName="Minh Anh" />);
}

describe('BookButton', () => {
  const api = startMockApi();

  it('asks a guest to log in instead of booking', async () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    showButton();
    fireEvent.click(screen.getByRole('button', { name: /Đặt lịch xem/ }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls(bookingSchedule.path)).toHaveLength(0);
  });

  it('books for a member, shows "Đã đặt" at once and confirms with a toast', async () => {
    signInMember();
    const sent = vi.fn();
    server.use(
      mockEndpoint(bookingList, []),
      mockEndpoint(bookingSchedule, ({ body }) => {
        sent(body);
        return makeBooking();
      }),
    );
    showButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Đặt lịch xem Nam Định – Hải Phòng với BLV Minh Anh' }));
    expect(await screen.findByRole('button', { name: `Đã đặt lịch xem ${MATCH}` })).toHaveTextContent('Đã đặt');
    expect(await screen.findByText(`Đã đặt lịch xem ${MATCH}`, { selector: '[data-title]' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ fixtureId: FIXTURE_ID, commentatorId: HOST_ID, name: MATCH });
  });

  it('knows from the booking list that the match is already booked', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, [makeBooking()]));
    showButton();
    expect(await screen.findByRole('button', { name: `Đã đặt lịch xem ${MATCH}` })).toBeInTheDocument();
  });

  it('says "already booked" on a 409 and stays booked', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, []), mockEndpoint(bookingSchedule, () => errorResponse(409, 'Already booked')));
    showButton();
    fireEvent.click(await screen.findByRole('button', { name: /Đặt lịch xem/ }));
    expect(await screen.findByText('Bạn đã đặt lịch trận này rồi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Đã đặt lịch xem ${MATCH}` })).toBeInTheDocument();
  });

  it('goes back to "Đặt lịch" and reports a failure', async () => {
    signInMember();
    server.use(mockEndpoint(bookingList, []), mockEndpoint(bookingSchedule, () => errorResponse(500, 'Boom')));
    showButton();
    fireEvent.click(await screen.findByRole('button', { name: /Đặt lịch xem/ }));
    expect(await screen.findByText('Không đặt được lịch, vui lòng thử lại')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Đặt lịch xem .* với BLV Minh Anh/ })).toHaveTextContent('Đặt lịch');
  });
});
