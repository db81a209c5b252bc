import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import { Gate, makeEvent, renderCommunity } from '@/components/activity/test-utils';
import { firstCursorPage } from '@/lib/api/queries/cursor-list';
import { eventKeys, type EventAnswer, type EventCard } from '@/lib/api/queries/events';
import { eventList, eventRsvp } from '@/lib/contract/events';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { EventList } from './event-list';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;
const UPCOMING = { scope: 'upcoming' } as const;

/** The list as the page drew it: its first page already in the cache. */
function showList(events: EventCard[], viewer = VIEWER) {
  const view = renderCommunity(<></>, { viewer });
  view.client.setQueryData(eventKeys.list(viewer, UPCOMING), firstCursorPage({ list: events, nextCursor: null }));
  view.rerender(<EventList params={UPCOMING} label="Sự kiện" empty={<p>Trống</p>} />);
  return view;
}

const going = () => screen.getByRole('button', { name: 'Sẽ đi – Xem chung Arsenal – Chelsea' });
const interested = () => screen.getByRole('button', { name: 'Quan tâm – Xem chung Arsenal – Chelsea' });
const counts = () => screen.getByTestId('event-counts');

describe('answering a watch party', { timeout: 15_000 }, () => {
  startMockApi();

  it('shows "going" and the new count before the server answers, then keeps its counts', async () => {
    signInMember();
    const event = makeEvent({ goingCount: 3, interestedCount: 1 });
    const gate = new Gate<EventAnswer>();
    const sent = vi.fn();
    server.use(
      mockEndpoint(eventRsvp, ({ body }) => {
        sent(body);
        return gate.hold();
      }),
    );
    showList([event]);
    fireEvent.click(going());
    await waitFor(() => expect(going()).toHaveAttribute('aria-pressed', 'true'));
    expect(counts()).toHaveTextContent('4 sẽ đi · 1 quan tâm');
    await waitFor(() => expect(gate.arrived).toBe(true));
    expect(sent).toHaveBeenCalledWith({ id: event.id, status: 'going' });
    gate.release({ id: event.id, myRsvp: 'going', goingCount: 7, interestedCount: 1 });
    // The server's counts replace the guess (others answered meanwhile).
    await waitFor(() => expect(counts()).toHaveTextContent('7 sẽ đi · 1 quan tâm'));
    expect(await screen.findByText('Hẹn gặp bạn ở buổi xem chung!', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('moves an answer from interested to going, and takes it back when pressed again', async () => {
    signInMember();
    const event = makeEvent({ goingCount: 3, interestedCount: 1, myRsvp: 'interested' });
    server.use(mockEndpoint(eventRsvp, ({ body }) => ({ id: event.id, myRsvp: body.status === 'none' ? null : body.status, goingCount: body.status === 'going' ? 4 : 3, interestedCount: 0 })));
    showList([event]);
    expect(interested()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(going());
    await waitFor(() => expect(counts()).toHaveTextContent('4 sẽ đi · 0 quan tâm'));
    expect(interested()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(going()).not.toBeDisabled());
    fireEvent.click(going());
    await waitFor(() => expect(going()).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(counts()).toHaveTextContent('3 sẽ đi · 0 quan tâm'));
  });

  it('puts the answer and counts back when the server fails', async () => {
    signInMember();
    const event = makeEvent({ goingCount: 3, interestedCount: 1 });
    const gate = new Gate<Response>();
    server.use(mockEndpoint(eventRsvp, gate.hold));
    const view = showList([event]);
    fireEvent.click(interested());
    await waitFor(() => expect(counts()).toHaveTextContent('3 sẽ đi · 2 quan tâm'));
    expect(interested()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(gate.arrived).toBe(true));
    gate.release(errorResponse(500, 'down'));
    expect(await screen.findByText('Có lỗi xảy ra, hãy thử lại.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(interested()).toHaveAttribute('aria-pressed', 'false');
    expect(counts()).toHaveTextContent('3 sẽ đi · 1 quan tâm');
    expect(view.client.getQueryData<{ pages: { list: EventCard[] }[] }>(eventKeys.list(VIEWER, UPCOMING))?.pages[0]?.list[0]).toMatchObject({ myRsvp: null, interestedCount: 1 });
  });

  it('says when the party filled up meanwhile, and rolls back', async () => {
    signInMember();
    const event = makeEvent({ goingCount: 9, capacity: 10 });
    // The list is read again after the refusal, to show why.
    server.use(mockEndpoint(eventRsvp, () => errorResponse(409, 'full')), mockEndpoint(eventList, { list: [{ ...event, goingCount: 10 }], nextCursor: null }));
    showList([event]);
    expect(counts()).toHaveTextContent('9/10 sẽ đi');
    fireEvent.click(going());
    expect(await screen.findByText('Buổi này đã hủy, đã kết thúc hoặc hết chỗ.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(counts()).toHaveTextContent('10/10 sẽ đi'));
    const full = screen.getByRole('button', { name: 'Hết chỗ – Xem chung Arsenal – Chelsea' });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    expect(full).toBeDisabled();
  });

  it('offers no answer on a full party, and only the host badge to its host', () => {
    signInMember();
    showList([makeEvent({ goingCount: 10, capacity: 10 }), makeEvent({ title: 'Tiệc của tôi', isHost: true, myRsvp: 'going' })]);
    const [full, mine] = screen.getAllByTestId('event-card');
    expect(within(full as HTMLElement).getByTestId('rsvp-going')).toBeDisabled();
    expect(within(full as HTMLElement).getByTestId('rsvp-going')).toHaveTextContent('Hết chỗ');
    expect(within(mine as HTMLElement).getByTestId('event-host-badge')).toHaveTextContent('Bạn tổ chức');
    expect(within(mine as HTMLElement).queryByTestId('rsvp-going')).toBeNull();
  });

  it('gives a guest the login form', () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    showList([makeEvent()], 0);
    fireEvent.click(going());
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(going()).toHaveAttribute('aria-pressed', 'false');
  });
});
