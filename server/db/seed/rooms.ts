import type { Faker } from '@faker-js/faker';
import { isFixedStatus } from '@/server/feed/clock';
import { fakerFor } from './fakers';
import type { LeagueData } from './leagues';
import type { Row } from './rows';

/** A room before the commentator's database id is known. */
export type PlannedRoom = Omit<Row<'liveRooms'>, 'commentatorId'> & { commentatorUsername: string };

/** A commentator covers one match at a time, with room to prepare. */
const BUSY_MS = 150 * 60_000;

const TITLES: readonly ((home: string, away: string, league: string, host: string) => string)[] = [
  (h, a) => `Trực tiếp ${h} vs ${a}`,
  (h, a, l) => `${l}: ${h} - ${a}`,
  (h, a) => `${h} vs ${a} | Bình luận tiếng Việt`,
  (h, a) => `Nhận định & bình luận ${h} vs ${a}`,
  (h, a, l, c) => `[${l}] ${h} vs ${a} cùng ${c}`,
  (h, a) => `Cùng xem ${h} đối đầu ${a}`,
];

function roomCount(f: Faker, big: boolean, priority: number): number {
  if (!big) return f.datatype.boolean(0.55) ? 1 : 0;
  if (priority <= 3) return f.helpers.weightedArrayElement([{ value: 1, weight: 2 }, { value: 2, weight: 4 }, { value: 3, weight: 3 }]);
  return f.helpers.weightedArrayElement([{ value: 1, weight: 5 }, { value: 2, weight: 3 }, { value: 3, weight: 1 }]);
}

/** Commentated rooms: big matches get one to three, other matches at most one. */
export function buildRooms(
  fixtures: readonly Row<'fixtures'>[],
  data: LeagueData,
  commentators: readonly { username: string; displayName: string }[],
  opts: { seed: number },
): PlannedRoom[] {
  const f = fakerFor(opts.seed, 'rooms');
  const teamName = new Map(data.teams.map((t) => [t.row.id, t.row.name]));
  const leagueName = new Map(data.leagues.map((l) => [l.id, l.name]));
  const busy = new Map<string, number[]>();
  const rooms: PlannedRoom[] = [];
  for (const fx of fixtures) {
    const def = data.defs.get(fx.leagueId);
    if (!def || isFixedStatus(fx.status)) continue;
    const free = commentators.filter((c) => (busy.get(c.username) ?? []).every((t) => Math.abs(t - fx.startTime) >= BUSY_MS));
    const hosts = f.helpers.arrayElements(free, Math.min(free.length, roomCount(f, def.big, def.priority)));
    for (const host of hosts) {
      busy.set(host.username, [...(busy.get(host.username) ?? []), fx.startTime]);
      const id = rooms.length + 1;
      const home = teamName.get(fx.homeTeamId) ?? '';
      const away = teamName.get(fx.awayTeamId) ?? '';
      const reach = def.big ? Math.max(1, 12 - def.priority) : 1;
      rooms.push({
        id,
        fixtureId: fx.id,
        commentatorUsername: host.username,
        liveModeId: fx.liveModeId,
        title: f.helpers.arrayElement(TITLES)(home, away, leagueName.get(fx.leagueId) ?? def.name, host.displayName),
        streamKey: `room-${id}`,
        viewerCount: f.number.int({ min: 120, max: 900 }) * reach + f.number.int({ min: 0, max: 99 }),
      });
    }
  }
  return rooms;
}
