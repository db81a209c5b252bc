import type { DataOf } from '@/lib/contract/endpoint';
import type { savedList } from '@/lib/contract/saved';
import type { Locale } from '@/lib/domain/locale';
import { SAVED_KINDS, SAVED_LIMITS, type SavedKind } from '@/lib/domain/saved';
import { ApiError, notFound } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { contentItemCards, contentItemExists, type ContentItemCard } from '../content-items';

interface SavedTarget {
  kind: SavedKind;
  id: number;
}

/** Saves an item for the member; a second save keeps the first one's time. */
export async function saveItem(db: Db, userId: number, item: SavedTarget, now: number): Promise<{ saved: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (!(await contentItemExists(trx, item.kind, item.id, now, userId))) throw notFound('id: no such item');
    const held = await trx.selectFrom('savedItems').select((eb) => eb.fn.countAll<number | string>().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow();
    const already = await trx.selectFrom('savedItems').select('itemId').where('userId', '=', userId).where('kind', '=', item.kind).where('itemId', '=', item.id).executeTakeFirst();
    if (!already && Number(held.n) >= SAVED_LIMITS.perMember) throw new ApiError(409, `At most ${SAVED_LIMITS.perMember} saved items; remove some first`);
    await trx.insertInto('savedItems').values({ userId, kind: item.kind, itemId: item.id, createdAt: now }).onConflict((oc) => oc.doNothing()).execute();
    return { saved: true };
  });
}

export async function unsaveItem(db: Db, userId: number, item: SavedTarget): Promise<{ saved: boolean }> {
  await db.deleteFrom('savedItems').where('userId', '=', userId).where('kind', '=', item.kind).where('itemId', '=', item.id).execute();
  return { saved: false };
}

export async function isSaved(db: Db, userId: number, item: SavedTarget): Promise<{ saved: boolean }> {
  const row = await db.selectFrom('savedItems').select('itemId').where('userId', '=', userId).where('kind', '=', item.kind).where('itemId', '=', item.id).executeTakeFirst();
  return { saved: row !== undefined };
}

/** One page of the member's own saved items, newest saved first, each with its title and link. */
export async function listSaved(db: Db, userId: number, q: { pageNum: number; pageSize: number }, locale: Locale, now: number): Promise<DataOf<typeof savedList>> {
  const mine = db.selectFrom('savedItems').where('userId', '=', userId);
  const [rows, total] = await Promise.all([
    mine.select(['kind', 'itemId', 'createdAt']).orderBy('createdAt', 'desc').orderBy('itemId', 'desc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
    mine.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const cards = new Map<string, ContentItemCard>();
  for (const kind of SAVED_KINDS) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.itemId);
    for (const card of await contentItemCards(db, kind, ids, locale, now, userId)) cards.set(`${kind}:${card.id}`, card);
  }
  const list = rows.flatMap((r) => {
    const card = cards.get(`${r.kind}:${r.itemId}`);
    return card ? [{ kind: r.kind, id: r.itemId, title: card.title, href: card.href, image: card.image, savedAt: Number(r.createdAt) }] : [];
  });
  return { list, total: Number(total.n) };
}
