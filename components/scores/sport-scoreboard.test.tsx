import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { basketballBoard, billiardBoard, esportBoard, tennisBoard, volleyballBoard } from '@/tests/mocks/scoreboards';
import { SportScoreboard, type SportScoreboardProps } from './sport-scoreboard';
import { renderScores } from './test-utils';

const sides = { home: 'Sinner', away: 'Alcaraz' };

function board(props: Partial<SportScoreboardProps> & Pick<SportScoreboardProps, 'scoreboard' | 'liveModeId'>, locale: 'vi' | 'en' | 'zh' = 'vi') {
  renderScores(<SportScoreboard live score={{ home: 1, away: 1 }} {...sides} {...props} />, locale);
  return screen.getByRole('table');
}

/** The cells of a side's row, its name first. */
function row(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name: new RegExp(name) });
  const tr = header.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr).getAllByRole('cell').map((c) => c.textContent ?? '');
}

describe('SportScoreboard', () => {
  it('draws a live tennis match: games per set, game points, the server and sets won, in Vietnamese', () => {
    const table = board({ scoreboard: tennisBoard(), liveModeId: LIVE_MODE.tennis });
    expect(table).toHaveAccessibleName('Điểm từng set');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Bên', '1Set 1', '2Set 2', '3Set 3 (đang diễn ra)', 'Game', 'Set']);
    expect(row(table, 'Sinner')).toEqual(['6', '3', '2', '30', '1']);
    expect(row(table, 'Alcaraz')).toEqual(['4', '6', '1', '15', '1']);
    expect(within(within(table).getByRole('rowheader', { name: /Sinner/ })).getByTestId('serve-dot')).toHaveTextContent('đang giao bóng');
    const won = table.querySelectorAll('[data-won]');
    expect([...won].map((c) => c.textContent)).toEqual(['6', '6']);
  });

  it('names tennis sets in Chinese as 盤 and volleyball sets as 局', () => {
    board({ scoreboard: tennisBoard(), liveModeId: LIVE_MODE.tennis }, 'zh');
    expect(screen.getByRole('columnheader', { name: /第3盤/ })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleName('各盤比分');
  });

  it('draws volleyball sets in English with the server and no game column', () => {
    const table = board({ scoreboard: volleyballBoard(), liveModeId: LIVE_MODE.volleyball, home: 'Thailand', away: 'Vietnam', score: { home: 1, away: 1 } }, 'en');
    expect(table).toHaveAccessibleName('Score by set');
    expect(within(table).queryByRole('columnheader', { name: 'Game' })).toBeNull();
    expect(row(table, 'Thailand')).toEqual(['25', '19', '8', '1']);
    expect(within(within(table).getByRole('rowheader', { name: /Vietnam/ })).getByTestId('serve-dot')).toHaveTextContent('serving');
  });

  it('shows a finished match without the set in play, game points or serve, every set decided', () => {
    const finished = volleyballBoard({ periods: [{ home: 25, away: 21 }, { home: 19, away: 25 }, { home: 25, away: 23 }, { home: 25, away: 20 }], current: null, server: null });
    const table = board({ scoreboard: finished, liveModeId: LIVE_MODE.volleyball, live: false, score: { home: 3, away: 1 } }, 'zh');
    expect(table).toHaveAccessibleName('各局比分');
    expect(within(table).queryByText(/進行中/)).toBeNull();
    expect(screen.queryByTestId('serve-dot')).toBeNull();
    expect([...table.querySelectorAll('[data-won]')].map((c) => c.textContent)).toEqual(['25', '25', '25', '25']);
    expect(within(table).getByRole('columnheader', { name: /第4局/ })).toBeInTheDocument();
  });

  it('shows a tennis tie-break in its points', () => {
    const tieBreak = tennisBoard({ periods: [{ home: 6, away: 4 }, { home: 6, away: 6 }], current: 2, game: { home: '5', away: '3' } });
    const table = board({ scoreboard: tieBreak, liveModeId: LIVE_MODE.tennis }, 'en');
    expect(row(table, 'Sinner')).toEqual(['6', '6', '5', '1']);
    expect(row(table, 'Alcaraz')).toEqual(['4', '6', '3', '1']);
  });

  it('draws basketball quarters with the clock under them, and overtime as its own column', () => {
    const overtime = basketballBoard({ periods: [...basketballBoard().periods, { home: 20, away: 23 }, { home: 4, away: 2 }], current: 5, clock: '03:10' });
    const table = board({ scoreboard: overtime, liveModeId: LIVE_MODE.basketball, score: { home: 81, away: 78 } });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('OTHiệp phụ (đang diễn ra)');
    expect(screen.getByTestId('scoreboard-footer')).toHaveTextContent('Hiệp phụ · 03:10');
  });

  it('says a basketball match is on a break, in every language', () => {
    const atBreak = basketballBoard({ clock: null });
    const { unmount } = renderScores(<SportScoreboard scoreboard={atBreak} liveModeId={LIVE_MODE.basketball} live home="A" away="B" score={null} />, 'vi');
    expect(screen.getByTestId('scoreboard-footer')).toHaveTextContent('Nghỉ giữa hiệp');
    unmount();
    renderScores(<SportScoreboard scoreboard={atBreak} liveModeId={LIVE_MODE.basketball} live home="A" away="B" score={null} />, 'zh');
    expect(screen.getByTestId('scoreboard-footer')).toHaveTextContent('節間休息');
  });

  it('draws esport maps', () => {
    const table = board({ scoreboard: esportBoard(), liveModeId: LIVE_MODE.esport, home: 'GAM', away: 'Team Flash', score: { home: 1, away: 0 } }, 'zh');
    expect(within(table).getByRole('columnheader', { name: /第2局地圖/ })).toBeInTheDocument();
    expect(row(table, 'GAM')).toEqual(['13', '7', '1']);
  });

  it('draws billiards as frames won, with the frame in play and the race', () => {
    const table = board({ scoreboard: billiardBoard(), liveModeId: LIVE_MODE.billiard, score: { home: 7, away: 4 } }, 'en');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Side', 'Frames']);
    expect(screen.getByTestId('scoreboard-footer')).toHaveTextContent('Frame 12 · Race to 9');
  });

  it('keeps the race to a finished billiards match', () => {
    board({ scoreboard: billiardBoard({ current: null }), liveModeId: LIVE_MODE.billiard, live: false, score: { home: 9, away: 4 } }, 'vi');
    expect(screen.getByTestId('scoreboard-footer')).toHaveTextContent('Chạm 9');
  });
});
