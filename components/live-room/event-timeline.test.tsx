import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { matchEvents } from '@/lib/contract/room';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { EventTimeline } from './event-timeline';
import { OverviewTab } from './overview-tab';
import { makeEvent, makeRoom, renderRoom } from './test-utils';

describe('EventTimeline', () => {
  startMockApi();

  it('lists events newest first with minute, kind and running score', () => {
    renderRoom(
      <EventTimeline
        events={[
          makeEvent({ seq: 1, minute: 12, kind: 'goal', playerName: 'Văn Quyết', homeScore: 1, awayScore: 0 }),
          makeEvent({ seq: 2, minute: 45, added: 2, kind: 'yellow', side: 'away', playerName: 'Đình Trọng', homeScore: 1, awayScore: 0 }),
          makeEvent({ seq: 3, minute: 70, kind: 'sub', side: 'away', playerName: 'Hoàng Đức', relatedName: 'Văn Thanh', homeScore: 1, awayScore: 0 }),
          makeEvent({ seq: 4, minute: 88, kind: 'own-goal', side: 'away', playerName: 'Duy Mạnh', homeScore: 2, awayScore: 0 }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Diễn biến trận đấu' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-kind'))).toEqual(['own-goal', 'sub', 'yellow', 'goal']);
    expect(items[0]).toHaveTextContent("88'");
    expect(items[0]).toHaveTextContent('Phản lưới nhà');
    expect(items[0]).toHaveTextContent('2–0');
    expect(items[1]).toHaveTextContent('Hoàng Đức vào thay Văn Thanh');
    expect(items[2]).toHaveTextContent("45+2'");
    expect(items[2]).toHaveTextContent('Thẻ vàng');
  });

  it("names each event's team, for a phone where sides are not set apart", () => {
    renderRoom(
      <EventTimeline
        teams={{ home: 'Hà Nội FC', away: 'Hải Phòng' }}
        events={[
          makeEvent({ seq: 1, minute: 12, kind: 'goal', side: 'home', playerName: 'Văn Quyết', homeScore: 1, awayScore: 0 }),
          makeEvent({ seq: 2, minute: 45, kind: 'yellow', side: 'away', playerName: 'Đình Trọng', homeScore: 1, awayScore: 0 }),
        ]}
      />,
    );
    expect(screen.getAllByTestId('event-team').map((e) => e.textContent)).toEqual(['Hải Phòng', 'Hà Nội FC']);
  });

  it('counts the points of a points-sport run', () => {
    renderRoom(<EventTimeline events={[makeEvent({ kind: 'point', points: 3, playerName: null, homeScore: 58, awayScore: 55 })]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('3 điểm');
    expect(screen.getByRole('listitem')).toHaveTextContent('58–55');
  });

  it('says nothing has happened yet before kick-off', async () => {
    server.use(mockEndpoint(matchEvents, []));
    const room = makeRoom({ onAir: false });
    room.match = { ...room.match, status: '19:30', score: '', scheduleStatus: 1 };
    renderRoom(<OverviewTab room={room} />);
    expect(await screen.findByText('Chưa có diễn biến')).toBeInTheDocument();
    expect(screen.getByText(/khi trận đấu bắt đầu/)).toBeInTheDocument();
  });

  it('shows the fixture events it fetched', async () => {
    server.use(mockEndpoint(matchEvents, ({ query }) => (query.fixtureId === 9001 ? [makeEvent()] : [])));
    renderRoom(<OverviewTab room={makeRoom()} />);
    expect(await screen.findByText('Nguyễn Văn Quyết')).toBeInTheDocument();
    expect(screen.getByText('Quang Huy').parentElement).toHaveTextContent('BLV Quang Huy');
  });
});
