import { randomFor } from '@/lib/random/seeded';

/** A meeting of two teams before the data window, as head-to-head lists show it. */
export interface EarlierMeeting {
  startTime: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

/** Seasons run from August to May; a season is named by the year it starts. */
const SEASON_START_MONTH = 7;
const MAX_SEASONS_BACK = 4;

export function seasonStartYear(ms: number): number {
  const d = new Date(ms);
  return d.getUTCMonth() >= SEASON_START_MONTH ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
}

/** Knuth's Poisson draw: goals of one side. */
function poisson(rand: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rand();
  while (p > limit && k < 9) {
    k += 1;
    p *= rand();
  }
  return k;
}

/** A kick-off on a day `fromDay`..`toDay` days after 1 August of `year`, between 11:00 and 20:45 UTC on the quarter hour. */
function kickOff(rand: () => number, year: number, fromDay: number, toDay: number): number {
  const day = fromDay + Math.floor(rand() * (toDay - fromDay + 1));
  const quarter = 44 + Math.floor(rand() * 40);
  return Date.UTC(year, SEASON_START_MONTH, 1 + day, 0, quarter * 15);
}

/**
 * Meetings of two teams in the seasons before the one `before` falls in, newest first: up to two a
 * season (home and away), for a few seasons. The same pair (either way round) and season always give
 * the same list, so the match page and any other head-to-head agree between requests.
 */
export function earlierMeetings(teamA: number, teamB: number, before: number): EarlierMeeting[] {
  if (teamA === teamB) return [];
  const [low, high] = teamA < teamB ? [teamA, teamB] : [teamB, teamA];
  const season = seasonStartYear(before);
  const rand = randomFor(`h2h:${low}:${high}:${season}`);
  const seasons = 1 + Math.floor(rand() * MAX_SEASONS_BACK);
  const lowStrength = 0.9 + rand() * 0.8;
  const highStrength = 0.9 + rand() * 0.8;
  const out: EarlierMeeting[] = [];
  for (let back = 1; back <= seasons; back++) {
    const year = season - back;
    const lowHomeFirst = rand() < 0.5;
    const legs = rand() < 0.8 ? 2 : 1;
    for (let leg = 0; leg < legs; leg++) {
      const lowHome = leg === 0 ? lowHomeFirst : !lowHomeFirst;
      // First legs in autumn, return legs in spring.
      const startTime = leg === 0 ? kickOff(rand, year, 20, 130) : kickOff(rand, year, 190, 290);
      const homeScore = poisson(rand, (lowHome ? lowStrength : highStrength) * 1.25);
      const awayScore = poisson(rand, (lowHome ? highStrength : lowStrength) * 1.0);
      out.push({ startTime, homeTeamId: lowHome ? low : high, awayTeamId: lowHome ? high : low, homeScore, awayScore });
    }
  }
  return out.sort((a, b) => b.startTime - a.startTime);
}
