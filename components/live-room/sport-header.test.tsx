import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { RoomDetail } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Scoreboard } from '@/lib/domain/scoreboard';
import enCommon from '@/messages/en/common.json';
import enRoom from '@/messages/en/liveroom.json';
import viCommon from '@/messages/vi/common.json';
import viRoom from '@/messages/vi/liveroom.json';
import zhCommon from '@/messages/zh/common.json';
import zhRoom from '@/messages/zh/liveroom.json';
import { basketballBoard, billiardBoard, esportBoard, tennisBoard, volleyballBoard } from '@/tests/mocks/scoreboards';
import { MatchHeader } from './match-header';
import { OverviewTab } from './overview-tab';
import { makeRoom, testQueryClient } from './test-utils';
import { QueryClientProvider } from '@tanstack/react-query';

const MESSAGES = { vi: { common: viCommon, liveroom: viRoom }, en: { common: enCommon, liveroom: enRoom }, zh: { common: zhCommon, liveroom: zhRoom } };

function renderIn(ui: ReactElement, locale: Locale = 'vi') {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={testQueryClient()}>
        <NextIntlClientProvider locale={locale} timeZone="Asia/Ho_Chi_Minh" messages={MESSAGES[locale]}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

function sportRoom(liveModeId: number, scoreboard: Scoreboard | null, score = '[1-1]', status = '37'): RoomDetail {
  const room = makeRoom({ liveModeId });
  const ended = status.toLowerCase() === 'ft';
  room.match = { ...room.match, liveModeId, scoreboard, score, status, scheduleStatus: ended ? SCHEDULE_STATUS.ended : SCHEDULE_STATUS.live };
  return { ...room, onAir: !ended };
}

function liveStatus(): string {
  return screen.getByTestId('room-live-status').textContent ?? '';
}

describe('MatchHeader of a points sport', () => {
  it('shows a live volleyball match by its set, never a minute, with the set scores table', () => {
    renderIn(<MatchHeader room={sportRoom(LIVE_MODE.volleyball, volleyballBoard())} timeZone="Asia/Ho_Chi_Minh" />);
    expect(liveStatus()).toBe('Trực tiếp Set 3');
    expect(liveStatus()).not.toContain("'");
    expect(screen.getByRole('table', { name: 'Điểm từng set' })).toBeInTheDocument();
  });

  it.each([
    ['en', LIVE_MODE.tennis, tennisBoard({ periods: [{ home: 6, away: 4 }, { home: 6, away: 6 }], current: 2, game: { home: '3', away: '3' } }), 'Set 2 · Tie-break'],
    ['zh', LIVE_MODE.tennis, tennisBoard(), '第3盤'],
    ['zh', LIVE_MODE.volleyball, volleyballBoard(), '第3局'],
    ['vi', LIVE_MODE.basketball, basketballBoard(), 'Hiệp 3 · 07:42'],
    ['en', LIVE_MODE.basketball, basketballBoard({ clock: null }), 'Break'],
    ['zh', LIVE_MODE.basketball, basketballBoard({ clock: null }), '節間休息'],
    ['en', LIVE_MODE.esport, esportBoard(), 'Map 2'],
    ['zh', LIVE_MODE.esport, esportBoard(), '第2局地圖'],
    ['vi', LIVE_MODE.billiard, billiardBoard(), 'Ván 12 · Chạm 9'],
    ['zh', LIVE_MODE.billiard, billiardBoard(), '第12局 · 搶9'],
  ] as const)('labels a live match in %s (mode %i) as its sport does', (locale, mode, board, label) => {
    const tLive = MESSAGES[locale].liveroom.live;
    renderIn(<MatchHeader room={sportRoom(mode, board)} timeZone="Asia/Ho_Chi_Minh" />, locale);
    expect(liveStatus()).toBe(`${tLive} ${label}`);
    expect(screen.getByTestId('sport-scoreboard')).toBeInTheDocument();
  });

  it('says only "live" for a points sport whose board has not arrived, rather than a minute', () => {
    renderIn(<MatchHeader room={sportRoom(LIVE_MODE.volleyball, null)} timeZone="Asia/Ho_Chi_Minh" />);
    expect(liveStatus()).toBe('Trực tiếp');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the shared word for a finished match, with every set on the board', () => {
    const finished = volleyballBoard({ periods: [{ home: 25, away: 21 }, { home: 25, away: 19 }, { home: 25, away: 23 }], current: null, server: null });
    renderIn(<MatchHeader room={sportRoom(LIVE_MODE.volleyball, finished, '[3-0]', 'FT')} timeZone="Asia/Ho_Chi_Minh" />, 'en');
    expect(screen.getByText('Full time')).toBeInTheDocument();
    expect(screen.queryByTestId('room-live-status')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Score by set' })).getAllByRole('columnheader')).toHaveLength(5);
  });

  it('draws football exactly as before: its minute and no scoreboard', () => {
    renderIn(<MatchHeader room={makeRoom()} timeZone="Asia/Ho_Chi_Minh" />);
    expect(liveStatus()).toBe("Trực tiếp 35'");
    expect(screen.queryByTestId('sport-scoreboard')).toBeNull();
  });
});

describe('OverviewTab of a points sport', () => {
  it('lists the sets instead of one line per point', () => {
    renderIn(<OverviewTab room={sportRoom(LIVE_MODE.volleyball, volleyballBoard())} />);
    const items = within(screen.getByRole('list', { name: 'Điểm từng set' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Set 125–21', 'Set 219–25', 'Set 3đang diễn ra8–5']);
    expect(screen.queryByText(/\+1|1 điểm/)).toBeNull();
  });

  it('lists basketball quarters in Chinese', () => {
    renderIn(<OverviewTab room={sportRoom(LIVE_MODE.basketball, basketballBoard(), '[57-53]')} />, 'zh');
    const items = within(screen.getByRole('list', { name: '各節比分' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('第1節24–19');
  });
});
