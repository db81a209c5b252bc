import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLiveQueries } from '@/lib/api/live-query';
import { act, screen, within } from '@testing-library/react';
import { liveSchedule } from '@/lib/contract/schedule';
import { FILTER_CODE } from '@/lib/domain/filter-codes';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ScheduleList } from './schedule-list';
import { SCHEDULE_REFRESH_MS } from './schedule-query';
import { beGuest, renderSchedule, ZONE } from './test-utils';

const refresh = vi.fn();
vi.mock('@/lib/i18n/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), useRouter: () => ({ refresh }) }));

const at = (hour: number) => Date.UTC(2025, 4, 10, hour);
const host = (userId: number, roomId: number, displayName: string) => ({
  userId,
  displayName,
  nickname: null,
  profilePicture: null,
  roomId,
  streamLink: `/streams/${roomId}/master.m3u8`,
  viewerCount: 10,
});

const upcoming = makeMatch({
  fixtureId: 1, home: 'Nam Định', away: 'Hải Phòng', status: '18:00', score: '', scheduleStatus: SCHEDULE_STATUS.comingUp,
  startTimestamp: at(11), roomId: 401, commentatorId: 81, users: [host(81, 401, 'Minh Anh')],
});
const live = makeMatch({
  fixtureId: 2, home: 'Thể Công', away: 'Bình Định', status: '67', score: '[2-1]', startTimestamp: at(10),
  roomId: 402, commentatorId: 82, users: [host(82, 402, 'Tuấn'), host(83, 403, 'Lan')],
});
const ended = makeMatch({
  fixtureId: 3, home: 'SLNA', away: 'Thanh Hóa', status: 'FT', score: '[0-3]', scheduleStatus: SCHEDULE_STATUS.ended,
  startTimestamp: at(8), roomId: null, commentatorId: null, users: [],
});

function show(props: Partial<Parameters<typeof ScheduleList>[0]> = {}) {
  return renderSchedule(<ScheduleList date="2025-05-10" isToday timeZone={ZONE} {...props} />);
}

describe('ScheduleList', () => {
  // Each test starts with nothing kept from the one before.
  beforeEach(() => resetLiveQueries());
  const api = startMockApi();

  it('lists the live match first with a live badge and its minute and score', async () => {
    beGuest();
    server.use(mockEndpoint(liveSchedule, [ended, upcoming, live]));
    show();
    const league = await screen.findByRole('region', { name: 'V.League 1' });
    const rows = within(league).getAllByRole('listitem').filter((li) => li.hasAttribute('data-fixture'));
    expect(rows.map((r) => r.dataset.fixture)).toEqual(['2', '3', '1']);
    expect(rows[0]).toHaveAttribute('data-live');
    expect(rows[0]).toHaveTextContent(/Trực tiếp.*67'/);
    expect(rows[0]).toHaveTextContent('Thể Công2');
  });

  it('shows the final score and the ended state of a finished match', async () => {
    server.use(mockEndpoint(liveSchedule, [ended]));
    show();
    const row = (await screen.findByText('SLNA')).closest('li')!;
    expect(row).toHaveTextContent('KT');
    expect(row).toHaveTextContent('Thanh Hóa3');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("draws a studio's round-the-clock table as its name, without a second side or a kick-off time", async () => {
    const table = makeMatch({ fixtureId: 9, liveModeId: LIVE_MODE.casino, home: 'Baccarat Rồng Vàng', away: 'Sảnh Rồng Vàng', status: 'live', score: '', startTimestamp: at(1) });
    server.use(mockEndpoint(liveSchedule, [table]));
    show();
    const row = (await screen.findByTestId('stream-row')).closest('li')!;
    expect(row).toHaveTextContent('Baccarat Rồng Vàng');
    expect(row).not.toHaveTextContent('Sảnh Rồng Vàng');
    expect(row.querySelector('time')).toBeNull();
  });

  it('links each commentator to their own room', async () => {
    server.use(mockEndpoint(liveSchedule, [live]));
    show();
    const avatars = await screen.findByRole('list', { name: 'Bình luận viên' });
    const links = within(avatars).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/truc-tiep/the-thao/bong-da/the-cong-binh-dinh-402',
      '/truc-tiep/the-thao/bong-da/the-cong-binh-dinh-403',
    ]);
    expect(links[1]).toHaveAccessibleName('Xem Thể Công vs Bình Định cùng BLV Lan');
  });

  it('offers booking only for an upcoming match with a host', async () => {
    beGuest();
    server.use(mockEndpoint(liveSchedule, [live, upcoming, ended]));
    show();
    const buttons = await screen.findAllByRole('button', { name: /^Đặt lịch/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Đặt lịch xem Nam Định – Hải Phòng với BLV Minh Anh');
  });

  it('with filter 999 keeps only matches a commentator broadcasts', async () => {
    server.use(mockEndpoint(liveSchedule, [live, ended]));
    show({ filter: FILTER_CODE.scheduled });
    await screen.findByText('Thể Công');
    expect(screen.queryByText('SLNA')).toBeNull();
  });

  it('shows one esports league when a league slug is given', async () => {
    const lck = makeMatch({ fixtureId: 5, liveModeId: LIVE_MODE.esport, home: 'T1', away: 'Gen.G', league: { id: 7, name: 'LCK', slug: 'lck', logo: '' } });
    const vcs = makeMatch({ fixtureId: 6, liveModeId: LIVE_MODE.esport, home: 'GAM', away: 'TSW', league: { id: 8, name: 'VCS', slug: 'lol-vcs', logo: '' } });
    server.use(mockEndpoint(liveSchedule, [lck, vcs]));
    show({ liveModeId: LIVE_MODE.esport, leagueSlug: 'lck' });
    await screen.findByText('T1');
    expect(screen.queryByText('GAM')).toBeNull();
    expect(screen.getByRole('link', { name: 'LCK' })).toHaveAttribute('href', '/lich-truc-tiep/esport/lck');
  });

  it('asks for the chosen day and sport, a full page at a time', async () => {
    const seen = vi.fn();
    server.use(
      mockEndpoint(liveSchedule, ({ query }) => {
        seen(query);
        return [];
      }),
    );
    show({ date: '2025-05-12', isToday: false, liveModeId: LIVE_MODE.basketball });
    await screen.findByText('Không có trận đấu nào');
    expect(seen).toHaveBeenCalledWith({ date: '2025-05-12', timezone: ZONE, pageSize: 200, liveModeId: LIVE_MODE.basketball });
  });

  it('refreshes today in place: a new minute and score appear without a reload', async () => {
    // The clock too: a refresh is due once the last answer is that old.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      let current = live;
      server.use(mockEndpoint(liveSchedule, () => [current]));
      show();
      const row = (await screen.findByText('Thể Công')).closest('li')!;
      expect(row).toHaveTextContent("67'");
      current = { ...live, status: '71', score: '[3-1]' };
      await act(async () => {
        vi.advanceTimersByTime(SCHEDULE_REFRESH_MS);
      });
      await screen.findByText("71'");
      expect(screen.getByText('Thể Công').closest('li')).toHaveTextContent('Thể Công3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not poll a day other than today', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const seen = vi.fn();
      server.use(
        mockEndpoint(liveSchedule, () => {
          seen();
          return [upcoming];
        }),
      );
      show({ isToday: false });
      await screen.findByText('Nam Định');
      await act(async () => {
        vi.advanceTimersByTime(SCHEDULE_REFRESH_MS * 3);
      });
      expect(seen).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the day the server read without asking again, until a refresh is due', async () => {
    show({ served: { matches: [live], at: Date.now() } });
    expect(screen.getByText('Thể Công').closest('li')).toHaveTextContent("67'");
    expect(api.calls(liveSchedule.path)).toHaveLength(0);
  });

  it('offers to draw the page again when the server could not read the day', () => {
    show({ isToday: false, served: { matches: null, at: Date.now() } });
    screen.getByRole('button', { name: 'Thử lại' }).click();
    expect(refresh).toHaveBeenCalled();
  });
});
