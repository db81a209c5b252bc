import type { HistoryPoint, OddsHistory } from '@/lib/contract/football-scores';
import { MOCK_NOW } from './live-data';

const HOUR = 3_600_000;

const point = (hoursAgo: number, home: number, away: number): HistoryPoint => ({
  t: MOCK_NOW - hoursAgo * HOUR, home, draw: 3.4, away, ahLine: -0.5, ahHome: 1.92, ahAway: 1.9, ouLine: 2.5, ouOver: 1.88, ouUnder: 1.94,
});

/** Sao Bắc Odds opened the home side at 2.10 and the away side at 3.60; live-data's odds are now 1.95 and 3.80. */
export const oddsHistory = (fixtureId: number): OddsHistory => ({
  fixtureId,
  bookmakers: [{ bookmaker: 'Sao Bắc Odds', points: [point(20, 2.1, 3.6), point(5, 2.0, 3.7), point(1, 1.95, 3.8)] }],
});
