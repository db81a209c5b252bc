import type { z } from 'zod/mini';
import type { ActivityEntry, activityList } from '@/lib/contract/activity';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { comparePoints, readCursor, writeCursor } from './cursor';
import { toEntries } from './entries';
import { friendIdsOf } from './friends';
import { ACTIVITY_SOURCES } from './sources';

type ListQuery = z.output<typeof activityList.query>;

/**
 * A page of what the reader's friends did, newest first. Each kind is read on its own up to one row
 * past the page, all are merged in the list's order, and the page is cut from the merge; the extra row
 * only says there is more.
 */
export async function listActivity(db: Db, readerId: number, q: ListQuery, locale: Locale): Promise<{ list: ActivityEntry[]; nextCursor: string | null }> {
  const after = readCursor(q.cursor);
  const friends = await friendIdsOf(db, readerId);
  if (friends.length === 0) return { list: [], nextCursor: null };
  const query = { readerId, friends, after, limit: q.pageSize + 1, locale };
  const rows = (await Promise.all(ACTIVITY_SOURCES.map((read) => read(db, query)))).flat().sort((x, y) => comparePoints(x.point, y.point));
  const shown = rows.slice(0, q.pageSize);
  const last = shown[shown.length - 1];
  return { list: await toEntries(db, shown), nextCursor: rows.length > q.pageSize && last ? writeCursor(last.point) : null };
}
