import type { z } from 'zod/mini';
import type { PlaceCard, placeCities, placeDetail, placeList } from '@/lib/contract/places';
import { PLACE_LIMITS, placePath } from '@/lib/domain/places';
import type { Locale } from '@/lib/domain/locale';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';
import { upcomingEventCards } from '../events/lists';
import { pageOf, readIdCursor } from '../groups/paging';

/** Places `pl` with the reader's language's text. */
function placesQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('places as pl')
    .select(['pl.id', 'pl.kind', localizedColumn('pl.name', locale).as('name'), localizedColumn('pl.address', locale).as('address'), 'pl.city', 'pl.cover']);
}

const toCard = (r: Omit<PlaceCard, 'href'>): PlaceCard => ({ ...r, href: placePath(r.id) });

/** Places of a kind and city, in the order they were added (the cafés and clubs before the stadiums). */
export async function listPlaces(db: Db, q: z.output<typeof placeList.query>, locale: Locale): Promise<z.output<typeof placeList.data>> {
  const after = readIdCursor(q.cursor);
  let query = placesQuery(db, locale);
  if (q.kind) query = query.where('pl.kind', '=', q.kind);
  if (q.city) query = query.where('pl.city', '=', q.city);
  if (after !== null) query = query.where('pl.id', '>', after);
  const rows = await query.orderBy('pl.id').limit(q.pageSize + 1).execute();
  return pageOf(rows, q.pageSize, (r) => String(r.id), (shown) => shown.map(toCard));
}

/** Cities with places, most first. */
export async function listPlaceCities(db: Db, q: z.output<typeof placeCities.query>): Promise<z.output<typeof placeCities.data>> {
  let query = db.selectFrom('places').select(['city', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('city');
  if (q.kind) query = query.where('kind', '=', q.kind);
  const rows = await query.orderBy('count', 'desc').orderBy('city').execute();
  return rows.map((r) => ({ city: r.city, count: Number(r.count) }));
}

/** A place with the venue's seats (a stadium) and the watch parties coming up there that the reader may see. */
export async function placeDetailOf(db: Db, placeId: number, readerId: number | null, locale: Locale, now: number): Promise<z.output<typeof placeDetail.data>> {
  const row = await placesQuery(db, locale)
    .leftJoin('venues as v', 'v.id', 'pl.venueId')
    .select([localizedColumn('pl.description', locale).as('description'), 'pl.venueId', 'v.capacity'])
    .where('pl.id', '=', placeId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, `id: no place ${placeId}`);
  const events = await upcomingEventCards(db, { placeId }, readerId, locale, now, PLACE_LIMITS.upcomingEvents);
  const { description, venueId, capacity, ...card } = row;
  return { ...toCard(card), description, venueId, capacity: capacity ?? null, events };
}

/** 404 unless the place exists (for posts and parties that point at one). */
export async function requirePlace(db: Db, placeId: number): Promise<void> {
  const row = await db.selectFrom('places').select('id').where('id', '=', placeId).executeTakeFirst();
  if (!row) throw new ApiError(404, `placeId: no place ${placeId}`);
}
