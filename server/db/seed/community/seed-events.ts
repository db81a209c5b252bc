import type { Kysely } from 'kysely';
import type { EventRsvp } from '@/lib/domain/events';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { sameInEvery } from '@/lib/domain/translated-text';
import { translatedColumns } from '@/server/services/localized';
import type { Database, Row } from '../../schema';
import { insertRows } from '../insert';
import { DEMO_USERNAME } from '../users';
import { PARTY_DESCRIPTIONS, PARTY_PLANS, partyTitle, type PartyPlan } from './events-data';
import { PLACE_SEEDS } from './places-data';
import { fraction, shuffled, type People } from './people';
import type { SeededGroup } from './seed-groups';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** Parties are for matches from a little over an hour ahead (so the demo's reminder is still to come) to the seeded days' end. */
const WINDOW = { from: 75 * MINUTE, to: 5 * DAY };

type Fixture = Awaited<ReturnType<typeof upcomingFixtures>>[number] & { roomId: number | null };

function upcomingFixtures(db: Kysely<Database>, now: number) {
  return db
    .selectFrom('fixtures as f')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['f.id', 'f.venueId', 'l.slug as league', 'l.priority', 'h.name as home', 'a.name as away'])
    .where('f.liveModeId', '=', LIVE_MODE.football)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
    .where('f.startTime', '>', now + WINDOW.from)
    .where('f.startTime', '<', now + WINDOW.to)
    .orderBy('f.startTime')
    .orderBy('f.id')
    .execute();
}

async function withRooms(db: Kysely<Database>, now: number): Promise<Fixture[]> {
  const fixtures = await upcomingFixtures(db, now);
  if (fixtures.length === 0) return [];
  const rooms = await db.selectFrom('liveRooms').select(['id', 'fixtureId']).where('fixtureId', 'in', fixtures.map((f) => f.id)).orderBy('viewerCount', 'desc').orderBy('id').execute();
  const first = new Map<number, number>();
  for (const r of rooms) if (!first.has(r.fixtureId)) first.set(r.fixtureId, r.id);
  return fixtures.map((f) => ({ ...f, roomId: first.get(f.id) ?? null }));
}

/** The plan's match, preferring one no other party has taken. */
function fixtureFor(plan: PartyPlan, fixtures: readonly Fixture[], taken: ReadonlySet<number>): Fixture | undefined {
  const usable = plan.kind === 'online' ? fixtures.filter((f) => f.roomId !== null) : fixtures;
  const { pick } = plan;
  if ('soonest' in pick) return usable[0];
  const free = usable.filter((f) => !taken.has(f.id));
  // Fans meet at a ground only in its own league's country.
  if (plan.kind === 'stadium') return free.find((f) => f.league === pick.league);
  const big = [...free].sort((a, b) => a.priority - b.priority);
  return free.find((f) => f.home === pick.team || f.away === pick.team) ?? free.find((f) => f.league === pick.league) ?? big[0];
}

export interface EventSeedCtx {
  db: Kysely<Database>;
  now: number;
  seed: number;
  people: People;
  crowd: readonly string[];
  groups: readonly SeededGroup[];
  places: ReadonlyMap<string, number>;
}

/** Watch parties for the coming days' fixtures, each with its host going and some members answering. */
export async function seedEvents(ctx: EventSeedCtx): Promise<{ communityEvents: number; eventRsvps: number }> {
  const fixtures = await withRooms(ctx.db, ctx.now);
  const rsvps: Row<'eventRsvps'>[] = [];
  let events = 0;
  const taken = new Set<number>();
  for (const [i, plan] of PARTY_PLANS.entries()) {
    const fixture = fixtureFor(plan, fixtures, taken);
    const group = plan.group ? ctx.groups.find((g) => g.seed.key === plan.group) : undefined;
    const host = group ? group.seed.owner : plan.host;
    const hostId = host ? ctx.people.get(host) : undefined;
    const placeId = plan.kind === 'place' ? ctx.places.get(plan.place ?? '') : plan.kind === 'stadium' ? ctx.places.get(`venue:${fixture?.venueId}`) : undefined;
    if (!fixture || !host || hostId === undefined || (plan.group && !group) || (plan.kind !== 'online' && placeId === undefined)) continue;
    const where = PLACE_SEEDS.find((p) => p.key === plan.place)?.name ?? sameInEvery('');
    const descriptions = PARTY_DESCRIPTIONS[plan.kind];
    const description = descriptions[Math.floor(fraction(`description:${i}`, ctx.seed) * descriptions.length)] ?? sameInEvery('');
    const createdAt = ctx.now - Math.floor((0.2 + fraction(`created:${i}`, ctx.seed) * 2.5) * DAY);

    const answers = new Map<string, EventRsvp>([[host, 'going']]);
    if (plan.demo && ctx.people.has(DEMO_USERNAME)) answers.set(DEMO_USERNAME, plan.demo);
    const pool = shuffled((group?.members ?? ctx.crowd).filter((u) => !answers.has(u)), `answers:${i}`, ctx.seed);
    const room = plan.capacity === undefined ? Infinity : plan.capacity - answers.size;
    const going = Math.min(room, 3 + Math.floor(fraction(`going:${i}`, ctx.seed) * 9));
    pool.slice(0, going).forEach((u) => answers.set(u, 'going'));
    pool.slice(going, going + 2 + Math.floor(fraction(`interested:${i}`, ctx.seed) * 5)).forEach((u) => answers.set(u, 'interested'));
    const rows = [...answers].flatMap(([u, status], n) => {
      const userId = ctx.people.get(u);
      return userId === undefined ? [] : [{ userId, status, at: createdAt + n * 17 * MINUTE }];
    });

    const event = await ctx.db
      .insertInto('communityEvents')
      .values({
        fixtureId: fixture.id,
        placeId: placeId ?? null,
        roomId: plan.kind === 'online' ? fixture.roomId : null,
        groupId: group?.id ?? null,
        hostId,
        ...translatedColumns('title', partyTitle(plan.kind, fixture.home, fixture.away, where)),
        ...translatedColumns('description', description),
        lang: null,
        capacity: plan.capacity ?? null,
        goingCount: rows.filter((r) => r.status === 'going').length,
        interestedCount: rows.filter((r) => r.status === 'interested').length,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const r of rows) rsvps.push({ eventId: event.id, userId: r.userId, status: r.status, createdAt: r.at, updatedAt: r.at });
    taken.add(fixture.id);
    events += 1;
  }
  return { communityEvents: events, eventRsvps: await insertRows(ctx.db, 'eventRsvps', rsvps) };
}
