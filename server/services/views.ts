import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { VIEW_WINDOW_MS, type ViewKind } from '@/lib/domain/views';
import { notFound } from '@/server/api/errors';
import { authSecret } from '@/server/auth/secret';
import type { Db } from '@/server/db/client';
import { readableArticles } from './news/readable';
import { recordReading } from './news/reading-history';

/** Who is viewing: a member by account; a guest by a keyed digest of address and browser, so no address is stored. */
export function viewerKey(who: { userId: number | null; ip: string; userAgent: string }): string {
  if (who.userId !== null) return `m:${who.userId}`;
  const digest = createHmac('sha256', authSecret()).update(`${who.ip}\n${who.userAgent}`).digest('base64url');
  return `g:${digest.slice(0, 22)}`;
}

/** Each kind's counter: where its items' view counts live. */
const COUNTERS: Record<ViewKind, { read(db: Db, id: number): Promise<number | undefined>; bump(db: Db, id: number): Promise<void> }> = {
  article: {
    read: async (db, id) =>
      (await db.selectFrom('newsArticles').select('viewCount').where('id', '=', id).where(readableArticles('newsArticles', Date.now())).executeTakeFirst())?.viewCount,
    bump: async (db, id) => {
      await db.updateTable('newsArticles').set((eb) => ({ viewCount: eb('viewCount', '+', 1) })).where('id', '=', id).execute();
    },
  },
  clip: {
    read: async (db, id) => (await db.selectFrom('highlightClips').select('viewCount').where('id', '=', id).where('publishedAt', '<=', Date.now()).executeTakeFirst())?.viewCount,
    bump: async (db, id) => {
      await db.updateTable('highlightClips').set((eb) => ({ viewCount: eb('viewCount', '+', 1) })).where('id', '=', id).execute();
    },
  },
};

/**
 * Counts a view unless this viewer's last counted view of the item is under an hour old. The check and
 * the stamp are one statement (an upsert that only moves an old stamp), so two views racing count once.
 * `memberId` names the signed-in reader, whose counted article reads are kept in their reading history.
 */
export async function countView(db: Db, input: { kind: ViewKind; id: number; viewer: string; memberId?: number | null; now?: number }): Promise<{ counted: boolean; viewCount: number }> {
  const counter = COUNTERS[input.kind];
  const now = input.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    if ((await counter.read(trx, input.id)) === undefined) throw notFound('No such item');
    const stamped = await trx
      .insertInto('contentViews')
      .values({ kind: input.kind, itemId: input.id, viewer: input.viewer, countedAt: now })
      .onConflict((oc) => oc.columns(['kind', 'itemId', 'viewer']).doUpdateSet({ countedAt: now }).where(sql.ref('content_views.counted_at'), '<=', now - VIEW_WINDOW_MS))
      .returning('viewer')
      .executeTakeFirst();
    if (stamped) {
      await counter.bump(trx, input.id);
      // A member's counted read of an article goes into their reading history, for the recommended tab.
      if (input.kind === 'article' && input.memberId) await recordReading(trx, input.memberId, input.id, now);
      // Stamps past the window decide nothing any more; each counted view sweeps its item's.
      await trx.deleteFrom('contentViews').where('kind', '=', input.kind).where('itemId', '=', input.id).where('countedAt', '<=', now - VIEW_WINDOW_MS).execute();
    }
    return { counted: stamped !== undefined, viewCount: (await counter.read(trx, input.id)) ?? 0 };
  });
}
