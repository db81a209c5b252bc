import type { Faker } from '@faker-js/faker';
import type { Locale } from '@/lib/domain/locale';
import { FEED_DAYS, isFinished, type Author, type Fixture } from './world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a post says about a match, which decides when it can have been written. */
export type MatchMoment = 'preview' | 'live' | 'result';

/** How much members of each language talk about a league; leagues not named get a little. */
const LEAGUE_INTEREST: Readonly<Record<Locale, Readonly<Record<string, number>>>> = {
  vi: { 'premier-league': 10, 'vleague-1': 8, 'uefa-champions-league': 5, 'la-liga': 6, 'serie-a': 4, bundesliga: 3, 'ligue-1': 2, 'afc-champions-league': 3, 'vleague-2': 2 },
  en: { 'premier-league': 10, 'uefa-champions-league': 5, 'la-liga': 3, 'serie-a': 2, bundesliga: 2, mls: 2, 'a-league-men': 2, 'vleague-1': 2 },
  zh: { 'premier-league': 8, 'la-liga': 5, 'uefa-champions-league': 5, 'serie-a': 3, 'j1-league': 3, 'chinese-super-league': 2, bundesliga: 2, 'vleague-1': 1 },
};
const OTHER_LEAGUES = 0.2;

/**
 * When a post of this moment about this match can have been written, or null: a preview up to a day
 * before kick-off, a live post during the match, a result within a day of the final whistle; never
 * after `now`, never before the feed's first day.
 */
export function momentWindow(moment: MatchMoment, f: Fixture, now: number): [number, number] | null {
  const first = now - FEED_DAYS * DAY;
  const last = now - MINUTE;
  let lo: number;
  let hi: number;
  if (moment === 'preview') [lo, hi] = [f.startTime - 26 * HOUR, f.startTime - 30 * MINUTE];
  else if (moment === 'live') [lo, hi] = [f.startTime + 5 * MINUTE, f.startTime + 105 * MINUTE];
  else {
    if (!isFinished(f)) return null;
    [lo, hi] = [f.startTime + 115 * MINUTE, f.startTime + 30 * HOUR];
  }
  lo = Math.max(lo, first);
  hi = Math.min(hi, last);
  return lo < hi ? [lo, hi] : null;
}

/** A moment in the window: previews cluster before kick-off, results soon after the whistle. */
export function momentIn(f: Faker, moment: MatchMoment, [lo, hi]: [number, number]): number {
  const u = f.number.float({ min: 0, max: 1 });
  if (moment === 'preview') return Math.round(hi - (hi - lo) * u ** 1.6);
  if (moment === 'result') return Math.round(lo + (hi - lo) * u ** 2);
  return Math.round(lo + (hi - lo) * u);
}

const follows = (author: Author, f: Fixture) => author.team !== null && (f.home.name === author.team || f.away.name === author.team);

/**
 * A match the author would write about at this moment, and when: often their own club's, otherwise
 * one of the leagues their language follows, recent matches far more often than old ones (so the last
 * day of the feed is the busiest). Null when no match fits.
 */
export function chooseMatch(f: Faker, author: Author, fixtures: readonly Fixture[], moment: MatchMoment, now: number): { fixture: Fixture; at: number } | null {
  const candidates = fixtures.flatMap((fixture) => {
    const window = momentWindow(moment, fixture, now);
    return window ? [{ fixture, window }] : [];
  });
  if (candidates.length === 0) return null;
  const own = candidates.filter((c) => follows(author, c.fixture));
  const pool = own.length > 0 && f.number.float() < 0.45 ? own : candidates;
  const interest = LEAGUE_INTEREST[author.lang];
  const chosen = f.helpers.weightedArrayElement(
    pool.map((c) => ({
      weight: (interest[c.fixture.leagueSlug] ?? OTHER_LEAGUES) * Math.exp(-(now - c.window[1]) / (2.5 * DAY)) + 1e-6,
      value: c,
    })),
  );
  return { fixture: chosen.fixture, at: momentIn(f, moment, chosen.window) };
}

/** How long ago a post without a match was written: anywhere in the feed's days, most in the last one or two. */
export function recentAge(f: Faker): number {
  return 3 * MINUTE + Math.round(FEED_DAYS * DAY * f.number.float({ min: 0, max: 1 }) ** 2.2);
}

/** The matches the feed will talk about most, for the pictures drawn of them. */
export function featuredMatches(fixtures: readonly Fixture[], authors: readonly Author[], now: number, moment: MatchMoment, count: number): Fixture[] {
  const clubs = new Set(authors.map((a) => a.team).filter((t): t is string => t !== null));
  const score = (fx: Fixture) => {
    const window = momentWindow(moment, fx, now);
    if (!window) return 0;
    const interest = Math.max(LEAGUE_INTEREST.vi[fx.leagueSlug] ?? 0, LEAGUE_INTEREST.en[fx.leagueSlug] ?? 0, LEAGUE_INTEREST.zh[fx.leagueSlug] ?? 0, OTHER_LEAGUES);
    const ownClub = clubs.has(fx.home.name) || clubs.has(fx.away.name) ? 3 : 1;
    return interest * ownClub * Math.exp(-(now - window[1]) / (2.5 * DAY));
  };
  return fixtures
    .map((fx) => ({ fx, s: score(fx) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.fx.id - b.fx.id)
    .slice(0, count)
    .map((x) => x.fx);
}
