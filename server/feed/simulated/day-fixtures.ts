import { LocalCalendar } from '@/lib/format/local-calendar';
import { fakerFor } from '@/lib/random/faker';
import type { Row } from '@/server/db/schema';
import { fixtureRow, planAll, staticIdMaker, type Numbered } from './fixture-plan';
import type { LeagueData } from './leagues';

const HOUR = 3_600_000;

/** Share of a day's matches that will not be played out, decided when the day is made. */
const FATES: readonly [string, number][] = [
  ['postponed', 0.012],
  ['cancelled', 0.005],
  ['wo', 0.006],
  ['abandoned', 0.004],
];

export interface DayFixtures {
  day: string;
  rows: Row<'fixtures'>[];
  /** Fixture id → planned fate; revealed by the clock in time (see fateRevealAt). */
  fates: Map<number, string>;
}

/**
 * One local day's fixtures (Ho Chi Minh City calendar), `dayOffset` days from `now`, from the same
 * catalogue as the seed. The rows depend on the seed and the day only, apart from ids, which
 * continue from `firstId`, and public ids, which avoid `takenStaticIds`.
 */
export function buildDayFixtures(data: LeagueData, opts: { seed: number; now: number; dayOffset: number; firstId: number; takenStaticIds: Set<number> }): DayFixtures {
  const cal = new LocalCalendar(opts.now);
  const first = cal.startOf(opts.dayOffset);
  const day = cal.dayKey(opts.dayOffset);
  const planned = planAll(data, { now: first + 12 * HOUR, first, last: cal.startOf(opts.dayOffset + 1), from: -1, to: 1 }, opts.seed, `-${day}`);
  const numbered: Numbered[] = planned.map((p, i) => ({ ...p, id: opts.firstId + i, status: '' }));
  const f = fakerFor(opts.seed, `fates-${day}`);
  const fates = new Map<number, string>();
  for (const p of numbered) {
    const r = f.number.float({ min: 0, max: 1 });
    if (p.def.alwaysOn) continue;
    let acc = 0;
    for (const [fate, share] of FATES) {
      acc += share;
      if (r < acc) {
        fates.set(p.id, fate);
        break;
      }
    }
  }
  const staticId = staticIdMaker(opts.seed, `static-ids-${day}`, opts.takenStaticIds);
  return { day, rows: numbered.map((p) => fixtureRow(p, staticId(), opts.now, fates.get(p.id) ?? null)), fates };
}
