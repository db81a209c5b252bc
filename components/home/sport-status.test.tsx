import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { makeMatch } from '@/tests/mocks/data';
import { basketballBoard, tennisBoard, volleyballBoard } from '@/tests/mocks/scoreboards';
import { MatchCard } from './match-card';
import { ScheduleRow } from './schedule-row';
import { renderHome } from './test-utils';

const ZONE = 'Asia/Ho_Chi_Minh';
const volleyball = makeMatch({ liveModeId: LIVE_MODE.volleyball, status: '37', score: '[1-1]', scoreboard: volleyballBoard() });

describe('a points sport on the home page', () => {
  it('gives a featured volleyball card its set instead of a minute, and the sets under the score', async () => {
    renderHome(<MatchCard match={volleyball} timeZone={ZONE} />);
    expect(screen.getByText('Set 3')).toBeInTheDocument();
    expect(screen.queryByText("37'")).toBeNull();
    // The line's code loads after the page (the server draws it first).
    expect(await screen.findByTestId('scoreboard-line')).toHaveTextContent('25-21 19-25 8-5');
  });

  it('gives a schedule row the basketball quarter and clock', () => {
    const basketball = makeMatch({ liveModeId: LIVE_MODE.basketball, status: '58', score: '[57-53]', scoreboard: basketballBoard() });
    renderHome(<ul><ScheduleRow match={basketball} timeZone={ZONE} /></ul>);
    expect(screen.getAllByText('Q3 07:42').length).toBeGreaterThan(0);
    expect(screen.queryByText("58'")).toBeNull();
  });

  it('shows a finished tennis match by the shared word, with its sets', async () => {
    const finished = makeMatch({ liveModeId: LIVE_MODE.tennis, status: 'FT', score: '[2-1]', scheduleStatus: SCHEDULE_STATUS.ended, scoreboard: tennisBoard({ current: null, server: null }) });
    renderHome(<ul><ScheduleRow match={finished} timeZone={ZONE} /></ul>);
    expect(screen.getByText('KT')).toBeInTheDocument();
    const line = await screen.findByTestId('scoreboard-line');
    expect(line).toHaveTextContent('6-4 3-6 2-1');
    expect(line).not.toHaveTextContent('30-15');
  });

  it('says only "live" for a points sport without a board yet, never a minute', () => {
    renderHome(<MatchCard match={{ ...volleyball, scoreboard: null }} timeZone={ZONE} />);
    expect(screen.getByText('Trực tiếp')).toBeInTheDocument();
    expect(screen.queryByText("37'")).toBeNull();
  });

  it('leaves football as it was: the minute and no line', () => {
    renderHome(<ul><ScheduleRow match={makeMatch({ status: '67' })} timeZone={ZONE} /></ul>);
    expect(screen.getByText("67'")).toBeInTheDocument();
    expect(screen.queryByTestId('scoreboard-line')).toBeNull();
  });
});
