import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { liveSchedule } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { groupByLiveMode, leadingRows } from './group-by-live-mode';
import { HOME_ROWS_PER_MODE } from './home-inputs';
import { renderHome } from './test-utils';
import { TodaySchedule } from './today-schedule';


const ZONE = 'Asia/Ho_Chi_Minh';
const at = (hour: number) => Date.UTC(2025, 4, 10, hour);

const basketball = makeMatch({ fixtureId: 1, liveModeId: LIVE_MODE.basketball, home: 'Saigon Heat', away: 'Hanoi Buffaloes', status: '2', startTimestamp: at(9) });
const laterFootball = makeMatch({ fixtureId: 2, home: 'Nam Định', away: 'Hải Phòng', status: '18:00', score: '', scheduleStatus: SCHEDULE_STATUS.comingUp, startTimestamp: at(11), roomId: null, users: [] });
const liveFootball = makeMatch({ fixtureId: 3, home: 'Thể Công', away: 'Bình Định', status: '67', score: '[2-1]', startTimestamp: at(12) });
const esport = makeMatch({ fixtureId: 4, liveModeId: LIVE_MODE.esport, home: 'T1', away: 'Gen.G', status: '20:00', score: '', startTimestamp: at(13) });

describe('groupByLiveMode', () => {
  it('orders the groups as the live modes are ordered', () => {
    const groups = groupByLiveMode([esport, basketball, laterFootball, liveFootball]);
    expect(groups.map((g) => g.mode.key)).toEqual(['football', 'basketball', 'esport']);
  });

  it('puts live matches first in a group, then the rest by kick-off', () => {
    const [football] = groupByLiveMode([laterFootball, liveFootball]);
    expect(football?.matches.map((m) => m.fixtureId)).toEqual([3, 2]);
  });

  it('leaves out matches of an unknown live mode', () => {
    expect(groupByLiveMode([makeMatch({ liveModeId: 99 })])).toEqual([]);
  });
});

describe('TodaySchedule', () => {
  startMockApi();

  it('shows today’s matches under their translated live-mode headings, in live-mode order', async () => {
    server.use(mockEndpoint(liveSchedule, [esport, basketball, laterFootball, liveFootball]));
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Bóng đá', 'Bóng rổ', 'Esport']);
  });

  it('lists the live match of a group first, with its minute and score', async () => {
    server.use(mockEndpoint(liveSchedule, [laterFootball, liveFootball]));
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    const group = await screen.findByRole('region', { name: 'Bóng đá' });
    const [first, second] = within(group).getAllByRole('listitem');
    expect(first).toHaveTextContent('Thể Công');
    expect(first).toHaveTextContent("67'");
    expect(second).toHaveTextContent('Nam Định');
    expect(second).toHaveTextContent('18:00');
  });

  it('offers a watch link only for matches that have a room', async () => {
    server.use(mockEndpoint(liveSchedule, [laterFootball, liveFootball]));
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    const watch = await screen.findAllByRole('link', { name: /^Xem/ });
    expect(watch).toHaveLength(1);
    expect(watch[0]).toHaveAttribute('href', '/truc-tiep/the-thao/bong-da/the-cong-binh-dinh-301');
  });

  it('asks for the given day in the viewer’s zone, a full page at a time', async () => {
    const seen = vi.fn();
    server.use(
      mockEndpoint(liveSchedule, ({ query }) => {
        seen(query);
        return [];
      }),
    );
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    await screen.findByText('Hôm nay chưa có trận đấu nào');
    expect(seen).toHaveBeenCalledWith({ date: '2025-05-10', timezone: ZONE, pageSize: 200 });
  });
});

describe('leadingRows', () => {
  const upcoming = (id: number, hour: number) => makeMatch({ fixtureId: id, status: `${hour}:00`, score: '', startTimestamp: at(hour) });
  const ended = (id: number, hour: number) => makeMatch({ fixtureId: id, status: 'FT', startTimestamp: at(hour) });

  it('shows live matches, then the next kick-offs, then the latest results, up to the limit', () => {
    const day = [ended(10, 1), ended(11, 3), upcoming(12, 20), liveFootball, upcoming(13, 15)];
    expect(leadingRows(day, 4).map((m) => m.fixtureId)).toEqual([3, 13, 12, 11]);
  });
});

describe('a crowded live mode on the home page', () => {
  startMockApi();

  it('lists the first rows and links to the full schedule of that mode', async () => {
    const many = Array.from({ length: HOME_ROWS_PER_MODE + 3 }, (_, i) =>
      makeMatch({ fixtureId: 100 + i, home: `Home ${i}`, away: `Away ${i}`, status: '23:00', score: '', startTimestamp: at(16) + i * 60_000 }),
    );
    server.use(mockEndpoint(liveSchedule, many));
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    const region = await screen.findByRole('region', { name: 'Bóng đá' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(HOME_ROWS_PER_MODE);
    expect(within(region).getByRole('link', { name: `Xem tất cả ${many.length} trận` })).toHaveAttribute('href', '/lich-truc-tiep/the-thao/bong-da');
  });
});

describe('what a row of today offers', () => {
  startMockApi();

  it('a watch button for a match on air only: none for one that ended or has not started', async () => {
    const finished = makeMatch({ fixtureId: 20, home: 'Đã Xong', away: 'Đội B', status: 'FT', score: '[1-1]', startTimestamp: at(2) });
    const later = makeMatch({ fixtureId: 21, home: 'Sắp Đá', away: 'Đội C', status: '23:00', score: '', startTimestamp: at(16) });
    server.use(mockEndpoint(liveSchedule, [finished, later, liveFootball]));
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    const region = await screen.findByRole('region', { name: 'Bóng đá' });
    const row = (team: string) => within(region).getByText(team).closest('li') as HTMLElement;
    expect(within(row('Thể Công')).getByTestId('watch')).toBeInTheDocument();
    expect(within(row('Đã Xong')).queryByTestId('watch')).not.toBeInTheDocument();
    expect(within(row('Sắp Đá')).queryByTestId('watch')).not.toBeInTheDocument();
  });
});

describe("a studio's table in today's schedule", () => {
  startMockApi();

  it('reads as the table and its presenter, with no second side and no kick-off time', async () => {
    const table = makeMatch({ fixtureId: 30, liveModeId: LIVE_MODE.casino, home: 'Baccarat Rồng Vàng', away: 'Sảnh Rồng Vàng', status: 'live', score: '', startTimestamp: at(1) });
    server.use(mockEndpoint(liveSchedule, [table]));
    renderHome(<TodaySchedule date="2025-05-10" timeZone={ZONE} />);
    const region = await screen.findByRole('region', { name: 'Casino' });
    const row = within(region).getByTestId('stream-row').closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Baccarat Rồng Vàng');
    expect(row).not.toHaveTextContent('Sảnh Rồng Vàng');
    expect(row.querySelector('time')).toBeNull();
    expect(within(row).getByTestId('watch')).toHaveAccessibleName(/Baccarat Rồng Vàng/);
  });
});
