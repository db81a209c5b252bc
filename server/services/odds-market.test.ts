import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ODDS_MARKET } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { FixtureCore } from './fixture-lookup';
import { pricesAt, type Market } from './odds';
import { marketDrift } from './odds-drift';
import type { MarketEvent } from './odds-events';

const MIN = 60_000;
const HOUR = 60 * MIN;
const KICK_OFF = Date.UTC(2026, 10, 22, 13, 0);
const IDS = Array.from({ length: 120 }, (_, i) => 5_000 + i);

const fixture = (id: number, over: Partial<FixtureCore> = {}): FixtureCore => ({
  id, liveModeId: LIVE_MODE.football, homeTeamId: 1, awayTeamId: 2, startTime: KICK_OFF, status: '14:00', scheduleStatus: SCHEDULE_STATUS.comingUp, homeScore: null, awayScore: null, ...over,
});
const even: Market = { homeStrength: 0, awayStrength: 0, events: [] };
const homeAt = (id: number, t: number, book = 0) => pricesAt(fixture(id), even, t, false).bookmakers[book]?.oneXTwo.home ?? NaN;
const hourly = (id: number) => Array.from({ length: ODDS_MARKET.openingMs / HOUR + 1 }, (_, k) => homeAt(id, KICK_OFF - ODDS_MARKET.openingMs + k * HOUR));
const SERIES = new Map(IDS.map((id) => [id, hourly(id)]));

describe('the pre-match market', () => {
  it('drifts smoothly: an hour moves a 1X2 price by a few cents at most', () => {
    const steps = [...SERIES.values()].flatMap((series) => series.slice(1).map((v, k) => Math.abs(v - (series[k] ?? v))));
    expect(Math.max(...steps)).toBeLessThan(0.2);
    expect(steps.filter((s) => s <= 0.05).length / steps.length).toBeGreaterThan(0.85);
  });

  it('closes visibly away from where it opened for most fixtures', () => {
    const moves = [...SERIES.values()].map((series) => Math.abs((series.at(-1) ?? 0) - (series[0] ?? 0)));
    expect(moves.filter((m) => m >= 0.05).length / IDS.length).toBeGreaterThan(0.6);
    // A drift, not a different match: most stay within a few tenths.
    expect(moves.filter((m) => m <= 0.6).length / IDS.length).toBeGreaterThan(0.8);
  });

  it('starts from the model (no drift) at the opening and holds the closing opinion once under way', () => {
    expect(marketDrift(IDS[0] ?? 0, KICK_OFF, KICK_OFF - ODDS_MARKET.openingMs - HOUR)).toEqual({ edge: 0, goals: 0 });
    expect(marketDrift(IDS[0] ?? 0, KICK_OFF, KICK_OFF + 2 * HOUR)).toEqual(marketDrift(IDS[0] ?? 0, KICK_OFF, KICK_OFF));
  });

  it('keeps the bookmakers within a small spread of each other', () => {
    for (const id of IDS) {
      for (const t of [KICK_OFF - 30 * HOUR, KICK_OFF - 5 * MIN]) {
        const homes = [0, 1, 2].map((b) => homeAt(id, t, b));
        expect(Math.max(...homes) / Math.min(...homes), `${id}@${t}`).toBeLessThan(1.12);
      }
    }
  });

  it('never quotes under 1.01 and moves lines in half steps only', () => {
    for (const id of IDS.slice(0, 40)) {
      for (const b of pricesAt(fixture(id), even, KICK_OFF, false).bookmakers) {
        expect(Math.min(b.oneXTwo.home, b.oneXTwo.away, b.handicap.home, b.overUnder.under)).toBeGreaterThanOrEqual(1.01);
        expect(Math.abs(b.handicap.line % 1)).toBe(0.5);
        expect(Math.abs(b.overUnder.line % 1)).toBe(0.5);
      }
    }
  });
});

describe('the live market', () => {
  const liveAt = (events: MarketEvent[], score: [number, number] = [0, 0]) => {
    const f = fixture(IDS[3] ?? 0, { status: '45', scheduleStatus: SCHEDULE_STATUS.live, homeScore: score[0], awayScore: score[1] });
    return pricesAt(f, { ...even, events }, KICK_OFF + 50 * MIN, true).bookmakers[0];
  };
  const card = (side: 'home' | 'away', kind = 'red'): MarketEvent => ({ kind, side, at: KICK_OFF + 40 * MIN });

  it('lengthens a side’s price when it has a player sent off', () => {
    const none = liveAt([]);
    const red = liveAt([card('home')]);
    expect(red?.oneXTwo.home).toBeGreaterThan(none?.oneXTwo.home ?? Infinity);
    expect(red?.oneXTwo.away).toBeLessThan(none?.oneXTwo.away ?? 0);
    expect(liveAt([card('away', 'second-yellow')])?.oneXTwo.away).toBeGreaterThan(none?.oneXTwo.away ?? Infinity);
  });

  it('ignores a card shown after the moment priced', () => {
    expect(liveAt([{ kind: 'red', side: 'home', at: KICK_OFF + 55 * MIN }])).toEqual(liveAt([]));
  });

  it('moves toward the side that scored', () => {
    const level = liveAt([]);
    expect(liveAt([], [1, 0])?.oneXTwo.home).toBeLessThan(level?.oneXTwo.home ?? 0);
    expect(liveAt([], [0, 1])?.oneXTwo.away).toBeLessThan(level?.oneXTwo.away ?? 0);
    expect(liveAt([], [0, 1])?.oneXTwo.home).toBeGreaterThan(level?.oneXTwo.home ?? Infinity);
  });

  it('starts from the closing line: the first live bucket is close to it', () => {
    const closing = pricesAt(fixture(IDS[3] ?? 0), even, KICK_OFF, false).bookmakers[0];
    const f = fixture(IDS[3] ?? 0, { status: '1', scheduleStatus: SCHEDULE_STATUS.live, homeScore: 0, awayScore: 0 });
    const kickOff = pricesAt(f, even, KICK_OFF + MIN, true).bookmakers[0];
    expect(Math.abs((kickOff?.oneXTwo.home ?? 0) - (closing?.oneXTwo.home ?? 0))).toBeLessThan(0.1);
  });
});
