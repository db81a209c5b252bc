import type { PostGroup, PostPlace } from '@/lib/contract/feed';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';

const unique = (ids: readonly (number | null)[]): number[] => [...new Set(ids.filter((id): id is number => id !== null))];

/** The groups a page of posts was written in, named in the reader's language, in one query. */
export async function groupsById(db: Db, groupIds: readonly (number | null)[], locale: Locale): Promise<Map<number, PostGroup>> {
  const ids = unique(groupIds);
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('communityGroups as g').select(['g.id', localizedColumn('g.name', locale).as('name'), 'g.privacy']).where('g.id', 'in', ids).execute();
  return new Map(rows.map((g) => [g.id, { id: g.id, name: g.name, privacy: g.privacy }]));
}

/** The places a page of posts is at, named in the reader's language, in one query. */
export async function placesById(db: Db, placeIds: readonly (number | null)[], locale: Locale): Promise<Map<number, PostPlace>> {
  const ids = unique(placeIds);
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('places as pl').select(['pl.id', localizedColumn('pl.name', locale).as('name'), 'pl.kind']).where('pl.id', 'in', ids).execute();
  return new Map(rows.map((p) => [p.id, { id: p.id, name: p.name, kind: p.kind }]));
}
