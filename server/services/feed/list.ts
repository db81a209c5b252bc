import type { DataOf } from '@/lib/contract/endpoint';
import type { feedList } from '@/lib/contract/feed';
import { FEED_RANKING, type FeedScope, type FeedSort } from '@/lib/domain/feed';
import { unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { decodeCursor, encodeCursor, type FeedCursor } from './cursor';
import { rankPosts, type RankCandidate } from './ranking';
import { rankReader } from './rank-reader';
import type { FeedReader } from './reader';
import { POST_COLUMNS, type PostRow } from './rows';
import { savedReader, scopedPosts } from './scope';
import { toPosts } from './to-post';
import { visiblePosts } from './visibility';

type Page = DataOf<typeof feedList>;
type Scoped = Awaited<ReturnType<typeof scopedPosts>>;

export interface ListQuery {
  scope: FeedScope;
  id?: number;
  tag?: string;
  sort: FeedSort;
  cursor?: string;
  pageSize: number;
}

const DAY_MS = 86_400_000;
const wrongCursor = () => unprocessable('cursor', 'not a cursor of this list');

/** Posts below a point of the time order, newest first; one more than asked tells whether more follow. */
const newestBelow = (base: Scoped, below: { c: number; i: number } | null, limit: number) =>
  base
    .select(POST_COLUMNS)
    .$if(below !== null, (qb) => qb.where((eb) => eb.or([eb('p.createdAt', '<', below?.c ?? 0), eb.and([eb('p.createdAt', '=', below?.c ?? 0), eb('p.id', '<', below?.i ?? 0)])])))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();

const newestCursor = (row: PostRow): string => encodeCursor({ k: 'n', c: Number(row.createdAt), i: row.id });

async function newestPage(db: Db, base: Scoped, below: { c: number; i: number } | null, q: ListQuery, reader: FeedReader, now: number): Promise<Page> {
  const rows = await newestBelow(base, below, q.pageSize + 1);
  const shown = rows.slice(0, q.pageSize);
  const last = shown.at(-1);
  return { list: await toPosts(db, shown, reader, now), nextCursor: rows.length > q.pageSize && last ? newestCursor(last) : null };
}

/**
 * The ranked order: the newest candidates of the ranking window, as they were when the first page was
 * read (its moment `t` and newest post `m` ride in the cursor, so pages neither repeat nor skip), ranked,
 * then everything older in plain time order.
 */
async function rankedPage(db: Db, base: Scoped, at: Extract<FeedCursor, { k: 'r' }> | null, q: ListQuery, reader: FeedReader, now: number): Promise<Page> {
  const t = at?.t ?? now;
  const rows = await base
    .leftJoin('fixtures as f', 'f.id', 'p.fixtureId')
    .select([...POST_COLUMNS, 'f.homeTeamId', 'f.awayTeamId'])
    .where('p.createdAt', '>=', t - FEED_RANKING.windowDays * DAY_MS)
    .$if(at !== null, (qb) => qb.where('p.id', '<=', at?.m ?? 0))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(FEED_RANKING.candidates)
    .execute();
  const m = at?.m ?? Math.max(0, ...rows.map((r) => r.id));
  const candidates: (PostRow & RankCandidate)[] = rows.map((r) => ({ ...r, createdAt: Number(r.createdAt), teamIds: [r.homeTeamId, r.awayTeamId].flatMap((x) => (x === null ? [] : [x])) }));
  const ranked = rankPosts(candidates, await rankReader(db, reader), t);
  const offset = at?.o ?? 0;
  const shown: PostRow[] = ranked.slice(offset, offset + q.pageSize);
  if (offset + q.pageSize < ranked.length) {
    return { list: await toPosts(db, shown, reader, now), nextCursor: encodeCursor({ k: 'r', t, m, o: offset + q.pageSize }) };
  }
  // The ranked posts are all shown: the page is filled from the time order below the oldest candidate.
  const oldest = rows.at(-1);
  const boundary = oldest ? { c: Number(oldest.createdAt), i: oldest.id } : { c: t - FEED_RANKING.windowDays * DAY_MS, i: 0 };
  const need = q.pageSize - shown.length;
  const older = await newestBelow(base, boundary, need + 1);
  const filled = [...shown, ...older.slice(0, need)];
  const lastOlder = older.slice(0, need).at(-1);
  const nextCursor = older.length > need ? encodeCursor(lastOlder ? { k: 'n', c: Number(lastOlder.createdAt), i: lastOlder.id } : { k: 'n', ...boundary }) : null;
  return { list: await toPosts(db, filled, reader, now), nextCursor };
}

/** The member's saved posts they may still see, last saved first. */
async function savedPage(db: Db, position: FeedCursor | null, q: ListQuery, reader: FeedReader, now: number): Promise<Page> {
  const me = savedReader(reader.member);
  if (position !== null && position.k !== 's') throw wrongCursor();
  const rows = await visiblePosts(db, me.userId)
    .innerJoin('savedItems as s', (j) => j.onRef('s.itemId', '=', 'p.id').on('s.userId', '=', me.userId).on('s.kind', '=', 'post'))
    .select([...POST_COLUMNS, 's.createdAt as savedAt'])
    .$if(position !== null, (qb) => qb.where((eb) => eb.or([eb('s.createdAt', '<', position?.c ?? 0), eb.and([eb('s.createdAt', '=', position?.c ?? 0), eb('s.itemId', '<', position?.i ?? 0)])])))
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.itemId', 'desc')
    .limit(q.pageSize + 1)
    .execute();
  const shown = rows.slice(0, q.pageSize);
  const last = shown.at(-1);
  const nextCursor = rows.length > q.pageSize && last ? encodeCursor({ k: 's', c: Number(last.savedAt), i: last.id }) : null;
  return { list: await toPosts(db, shown, reader, now), nextCursor };
}

/** One page of a feed list (see the contract's `feedList`); a cursor from another list or made up is 422. */
export async function listFeed(db: Db, q: ListQuery, reader: FeedReader, now: number): Promise<Page> {
  const position = q.cursor === undefined ? null : decodeCursor(q.cursor);
  if (q.scope === 'saved') return savedPage(db, position, q, reader, now);
  const base = await scopedPosts(db, { scope: q.scope, id: q.id, tag: q.tag }, reader.member);
  if (position?.k === 's' || (q.sort === 'newest' && position?.k === 'r')) throw wrongCursor();
  if (q.sort === 'newest' || position?.k === 'n') return newestPage(db, base, position?.k === 'n' ? position : null, q, reader, now);
  return rankedPage(db, base, position?.k === 'r' ? position : null, q, reader, now);
}
