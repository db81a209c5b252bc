import type { Kysely } from 'kysely';
import { ALWAYS_ON_MODES } from '@/lib/domain/live-modes';
import type { Translations } from '@/lib/domain/translated-text';
import { sameInEvery } from '@/lib/domain/translated-text';
import { hashString } from '@/lib/random/seeded';
import { translatedColumns } from '@/server/services/localized';
import type { Database, Row } from '../../schema';
import { insertRows } from '../insert';
import { storeCover } from './covers';
import { PLACE_SEEDS } from './places-data';

/** Stadium covers are drawn in a few variants, shared by many grounds. */
const STADIUM_COVERS = 6;
/** Home sides a stadium's description names before "and others". */
const NAMED_TEAMS = 3;

function stadiumText(teams: readonly string[], capacity: number): Translations {
  const shown = teams.slice(0, NAMED_TEAMS).join(', ');
  const more = teams.length > NAMED_TEAMS;
  const seats = (locale: string) => capacity.toLocaleString(locale);
  return {
    vi: `Sân nhà của ${shown}${more ? ' và các đội khác' : ''}. Sức chứa ${seats('vi-VN')} chỗ.`,
    en: `Home of ${shown}${more ? ' and others' : ''}. Capacity ${seats('en-GB')}.`,
    zh: `${shown}${more ? '等隊' : ''}的主場，可容納 ${seats('zh-TW')} 名觀眾。`,
  };
}

/** The grounds of teams that play matches (not the studios' always-on tables), with their home sides. */
async function grounds(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('venues as v')
    .innerJoin('teams as t', 't.venueId', 'v.id')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['v.id', 'v.name', 'v.slug', 'v.city', 'v.capacity', 't.name as team'])
    .where('l.liveModeId', 'not in', [...ALWAYS_ON_MODES])
    .orderBy('v.id')
    .orderBy('t.id')
    .execute();
  const byVenue = new Map<number, { id: number; name: string; slug: string; city: string; capacity: number; teams: string[] }>();
  for (const r of rows) {
    const venue = byVenue.get(r.id) ?? { id: r.id, name: r.name, slug: r.slug, city: r.city, capacity: r.capacity, teams: [] };
    venue.teams.push(r.team);
    byVenue.set(r.id, venue);
  }
  return [...byVenue.values()];
}

/** Cafés and clubs first (so lists start with them), then every ground as a stadium. Answers place ids by key (`venue:{id}` for a stadium). */
export async function seedPlaces(db: Kysely<Database>, now: number, uploadsDir: string): Promise<{ ids: Map<string, number>; count: number }> {
  const ids = new Map<string, number>();
  for (const p of PLACE_SEEDS) {
    const row = await db
      .insertInto('places')
      .values({
        kind: p.kind,
        venueId: null,
        ...translatedColumns('name', p.name),
        ...translatedColumns('address', p.address),
        city: p.city,
        ...translatedColumns('description', p.description),
        cover: await storeCover(uploadsDir, p.kind === 'club' ? 'clubhouse' : 'cafe', p.key),
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.key, row.id);
  }
  const stadiums: Row<'places'>[] = [];
  for (const g of await grounds(db)) {
    stadiums.push({
      kind: 'stadium',
      venueId: g.id,
      ...translatedColumns('name', sameInEvery(g.name)),
      ...translatedColumns('address', sameInEvery(g.city)),
      city: g.city,
      ...translatedColumns('description', stadiumText(g.teams, g.capacity)),
      cover: await storeCover(uploadsDir, 'stadium', `variant-${hashString(g.slug) % STADIUM_COVERS}`),
      createdAt: now,
    });
  }
  await insertRows(db, 'places', stadiums);
  const venuePlaces = await db.selectFrom('places').select(['id', 'venueId']).where('venueId', 'is not', null).execute();
  for (const v of venuePlaces) ids.set(`venue:${v.venueId}`, v.id);
  return { ids, count: PLACE_SEEDS.length + stadiums.length };
}
