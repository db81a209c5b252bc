import { DAY_MS, LocalCalendar } from '@/lib/format/local-calendar';
import { fakerFor } from '@/lib/random/faker';
import type { Row } from '@/server/db/schema';
import { MIN_LIVE, SpanSet, liveSpan, type Span } from '../live-cover';
import { simulatedMatchLength } from './clock';
import { fixtureRow, planAll, staticIdMaker, type Numbered } from './fixture-plan';
import type { LeagueData } from './leagues';

/** Days around today (in Ho Chi Minh City) that get fixtures. */
export const FIXTURE_DAYS = { from: -5, to: 5 } as const;

/** Matches that kicked off this long before the window opens may still be running in it. */
const LEAD_IN_MS = 3 * 3_600_000;

/** How many finished fixtures end up in each hand-set state. */
const FIXED_PAST = { postponed: 3, cancelled: 2, wo: 2, abandoned: 1 } as const;

/**
 * Marks a few finished fixtures postponed, cancelled, walked over or abandoned, and one later
 * fixture postponed; only where enough other matches are live meanwhile.
 */
function markFixedStates(fixtures: Numbered[], now: number, seed: number): void {
  const f = fakerFor(seed, 'fixed-states');
  const spans = new Map<Numbered, Span>();
  for (const p of fixtures) spans.set(p, liveSpan({ ...p, liveModeId: p.def.liveModeId }, simulatedMatchLength) as Span);
  const live = new SpanSet(spans.values());
  const taken = new Set<Span>();
  // Counting spans already taken as gone, as well as this one.
  const spare = (p: Numbered) => {
    const span = spans.get(p) as Span;
    return live.lows(span.start, span.end).every((t) => live.at(t).filter((s) => s !== span && !taken.has(s)).length >= MIN_LIVE);
  };
  const pick = (pool: Numbered[], count: number): Numbered[] => {
    const chosen: Numbered[] = [];
    for (const p of f.helpers.shuffle(pool)) {
      if (chosen.length === count) break;
      if (!spare(p)) continue;
      chosen.push(p);
      taken.add(spans.get(p) as Span);
    }
    return chosen;
  };
  const total = Object.values(FIXED_PAST).reduce((a, b) => a + b, 0);
  const chosen = pick(fixtures.filter((p) => p.startTime + 3 * 3_600_000 < now), total);
  let i = 0;
  for (const [status, count] of Object.entries(FIXED_PAST)) {
    for (let k = 0; k < count; k++) {
      const p = chosen[i++];
      if (p) p.status = status;
    }
  }
  const [later] = pick(fixtures.filter((p) => p.startTime > now + DAY_MS), 1);
  if (later) later.status = 'postponed';
}

/**
 * Fixtures from five days ago to five days ahead, and the matches still running when that window
 * opens, with states as the clock has them at `now`.
 */
export function buildFixtures(data: LeagueData, opts: { seed: number; now: number }): Row<'fixtures'>[] {
  const cal = new LocalCalendar(opts.now);
  // The league's calendar may run a day behind the audience's (the Americas, and the matches
  // already running when the window opens) or ahead of it (Japan, Australia).
  const planned = planAll(data, {
    now: opts.now,
    first: Math.min(cal.startOf(FIXTURE_DAYS.from), opts.now + FIXTURE_DAYS.from * DAY_MS - LEAD_IN_MS),
    last: cal.startOf(FIXTURE_DAYS.to + 1),
    from: FIXTURE_DAYS.from - 2,
    to: FIXTURE_DAYS.to + 1,
  }, opts.seed);
  const numbered: Numbered[] = planned.map((p, index) => ({ ...p, id: index + 1, status: '' }));
  markFixedStates(numbered.filter((p) => !p.def.alwaysOn), opts.now, opts.seed);
  const staticId = staticIdMaker(opts.seed, 'static-ids', new Set());
  return numbered.map((p) => fixtureRow(p, staticId(), opts.now));
}
