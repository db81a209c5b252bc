import type { Post } from '@/lib/contract/feed';
import { hashtagsOf, POST_LIMITS } from '@/lib/domain/feed';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { loadExtras, type PostExtras } from './extras';
import { toPostMatch } from './match-cards';
import type { FeedReader } from './reader';
import { POST_COLUMNS, type PostRow } from './rows';
import { visiblePosts } from './visibility';

type PostCore = NonNullable<Post['shared']>;

function pollOf(row: PostRow, extras: PostExtras): Post['poll'] {
  const options = extras.pollOptions.get(row.id);
  if (!options || options.length === 0) return null;
  return { question: row.pollQuestion, options, totalVotes: options.reduce((sum, o) => sum + o.votes, 0), myVote: extras.myVotes.get(row.id) ?? null };
}

function coreOf(row: PostRow, extras: PostExtras): PostCore {
  const author = extras.authors.get(row.authorId);
  if (!author) throw new Error(`post ${row.id}: author ${row.authorId} is missing`);
  const match = row.fixtureId === null ? undefined : extras.matches.get(row.fixtureId);
  return {
    id: row.id,
    author,
    body: row.body,
    mentions: extras.mentions.get(row.id) ?? [],
    // Read from the text itself, which the stored tags were taken from; it saves a query per page.
    hashtags: hashtagsOf(row.body),
    lang: isLocale(row.lang) ? row.lang : DEFAULT_LOCALE,
    images: extras.images.get(row.id) ?? [],
    poll: pollOf(row, extras),
    match: match ? toPostMatch(match, row.roomId) : null,
    group: row.groupId === null ? null : (extras.groups.get(row.groupId) ?? null),
    place: row.placeId === null ? null : (extras.places.get(row.placeId) ?? null),
    audience: row.audience,
    state: row.state,
    createdAt: Number(row.createdAt),
    editedAt: row.editedAt === null ? null : Number(row.editedAt),
  };
}

function toPost(row: PostRow, shared: PostRow | undefined, extras: PostExtras, me: number, now: number): Post {
  const mine = row.authorId === me;
  const editEnds = Number(row.createdAt) + POST_LIMITS.editWindowMs;
  const editable = mine && (row.state === 'visible' || row.state === 'held') && now < editEnds;
  return {
    ...coreOf(row, extras),
    shared: shared ? coreOf(shared, extras) : null,
    isShare: row.sharedPostId !== null,
    reactions: extras.reactions.get(row.id) ?? {},
    myReaction: extras.myReactions.get(row.id) ?? null,
    commentCount: row.commentCount,
    shareCount: row.shareCount,
    saved: extras.saved.has(row.id),
    mine,
    reported: extras.reported.has(row.id),
    editableUntil: editable ? editEnds : null,
  };
}

/**
 * Posts as the reader sees them, in the order given: each share with its original when the reader may
 * see it, and every part around them read once for the whole page.
 */
export async function toPosts(db: Db, rows: readonly PostRow[], reader: FeedReader, now: number): Promise<Post[]> {
  if (rows.length === 0) return [];
  const readerId = reader.member?.userId ?? null;
  const sharedIds = [...new Set(rows.flatMap((r) => (r.sharedPostId === null ? [] : [r.sharedPostId])))];
  const originals: PostRow[] = sharedIds.length === 0 ? [] : await visiblePosts(db, readerId).select(POST_COLUMNS).where('p.id', 'in', sharedIds).execute();
  const byId = new Map(originals.map((o) => [o.id, o]));
  const all = [...rows, ...originals.filter((o) => !rows.some((r) => r.id === o.id))];
  const extras = await loadExtras(db, all, readerId ?? 0, reader.locale);
  return rows.map((row) => toPost(row, row.sharedPostId === null ? undefined : byId.get(row.sharedPostId), extras, readerId ?? 0, now));
}

/** One post the reader may see, or null. */
export async function postFor(db: Db, id: number, reader: FeedReader, now: number): Promise<Post | null> {
  const row = await visiblePosts(db, reader.member?.userId ?? null).select(POST_COLUMNS).where('p.id', 'in', [id]).executeTakeFirst();
  return row ? ((await toPosts(db, [row], reader, now))[0] ?? null) : null;
}
