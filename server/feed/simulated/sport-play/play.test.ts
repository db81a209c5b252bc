import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { parseScoreboard } from '@/lib/contract/scoreboard';
import { serialiseScoreboard } from '@/lib/domain/scoreboard';
import { fixtureStateAt, playDuration, stoppedAfter, type ClockFixture } from '../clock';
import { sportPlay } from '.';
import { FIXTURE_IDS, samples } from './sampling';

const SECOND = 1_000;
const MIN = 60 * SECOND;
const KICK_OFF = Date.UTC(2026, 10, 22, 12, 0, 0);
const SPORTS = [
  ['tennis', LIVE_MODE.tennis],
  ['volleyball', LIVE_MODE.volleyball],
  ['basketball', LIVE_MODE.basketball],
  ['esport', LIVE_MODE.esport],
  ['billiards', LIVE_MODE.billiard],
] as const;

describe.each(SPORTS)('%s', (_name, liveModeId) => {
  it('only moves forward: scores, finished periods and the period in play never go back', () => {
    const problems: string[] = [];
    for (const id of FIXTURE_IDS.slice(0, 30)) {
      const { moments } = samples(id, liveModeId, 15 * SECOND);
      for (let i = 1; i < moments.length; i++) {
        const [before, after] = [moments[i - 1]?.board, moments[i]?.board];
        const [b, a] = [moments[i - 1], moments[i]];
        if (!before || !after || !b || !a) throw new Error('a board at every moment of play');
        const last = before.periods.length - 1;
        const backwards =
          a.home < b.home ||
          a.away < b.away ||
          after.periods.length < before.periods.length ||
          before.periods.some((p, k) => {
            const later = after.periods[k];
            if (!later || later.home < p.home || later.away < p.away) return true;
            return k < last && (later.home !== p.home || later.away !== p.away);
          }) ||
          (after.current !== null && after.current < (before.current ?? 0));
        if (backwards) problems.push(`fixture ${id}: ${JSON.stringify(before)} then ${JSON.stringify(after)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('stores and reads back every board it shows', () => {
    for (const id of FIXTURE_IDS.slice(0, 30)) {
      for (const m of samples(id, liveModeId, 30 * SECOND).moments) expect(parseScoreboard(serialiseScoreboard(m.board))).toEqual(m.board);
    }
  });

  it('reports score changes whose running total is the score at each moment, the last at the final whistle', () => {
    for (const id of FIXTURE_IDS) {
      const duration = playDuration(id, liveModeId);
      const play = sportPlay(id, liveModeId, duration);
      let home = 0;
      let away = 0;
      play.runs.forEach((run, i) => {
        if (run.side === 'home') home += run.points;
        else away += run.points;
        if (play.runs[i + 1]?.offset === run.offset) return;
        expect(play.at(run.offset), `fixture ${id} at ${run.offset}`).toMatchObject({ home, away });
        expect(play.at(run.offset - 1).home + play.at(run.offset - 1).away).toBeLessThan(home + away);
      });
      expect(play.runs.at(-1)?.offset).toBe(duration);
      expect(play.at(duration)).toMatchObject({ home, away });
    }
  });

  it('is the same match for the same fixture', () => {
    const duration = playDuration(77, liveModeId);
    expect(samples(77, liveModeId, MIN).moments).toEqual(samples(77, liveModeId, MIN).moments);
    expect(sportPlay(77, liveModeId, duration).runs).toEqual(sportPlay(77, liveModeId, duration).runs);
  });

  it('has no scoreboard before kick-off or after a walkover, and freezes it where an abandoned match stopped', () => {
    const f: ClockFixture = { id: 21, liveModeId, startTime: KICK_OFF, status: '' };
    expect(fixtureStateAt(f, KICK_OFF - 1).scoreboard).toBeNull();
    const wo = fixtureStateAt({ ...f, fate: 'wo' }, KICK_OFF + 10 * MIN);
    expect(wo).toMatchObject({ status: 'wo', scoreboard: null });
    expect((wo.homeScore ?? 0) + (wo.awayScore ?? 0)).toBeGreaterThan(0);
    const abandoned = { ...f, fate: 'abandoned' };
    const stop = KICK_OFF + stoppedAfter(f);
    const frozen = fixtureStateAt(abandoned, stop + 3 * 60 * MIN);
    expect(frozen.scheduleStatus).not.toBe(SCHEDULE_STATUS.live);
    expect(frozen.scoreboard).not.toBeNull();
    expect(frozen.scoreboard).toEqual(fixtureStateAt(f, stop).scoreboard);
    expect({ home: frozen.homeScore, away: frozen.awayScore }).toEqual({ home: fixtureStateAt(f, stop).homeScore, away: fixtureStateAt(f, stop).awayScore });
  });

  it('keeps the raw status by half of play and ends "ft" with nothing in play', () => {
    const f: ClockFixture = { id: 9, liveModeId, startTime: KICK_OFF, status: '' };
    const duration = playDuration(9, liveModeId);
    expect(fixtureStateAt(f, KICK_OFF + duration * 0.25).status).toBe('1');
    expect(fixtureStateAt(f, KICK_OFF + duration * 0.75).status).toBe('2');
    const end = fixtureStateAt(f, KICK_OFF + duration);
    expect(end).toMatchObject({ status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended });
    expect(end.scoreboard).toMatchObject({ current: null, game: null, server: null, clock: null });
  });
});
