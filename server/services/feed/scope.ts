import { POST_LIMITS } from '@/lib/domain/feed';
import { notFound, unauthorized, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { blockedEitherWay } from '../friends/block-lookup';
import { requireGroup } from '../groups/access';
import { requirePlace } from '../places/read';
import type { FeedMember } from './reader';
import { visiblePosts } from './visibility';

export interface ScopeQuery {
  scope: 'home' | 'member' | 'hashtag' | 'group' | 'place';
  id?: number;
  tag?: string;
}

const TAG = new RegExp(`^[\\p{L}\\p{N}_]{1,${POST_LIMITS.hashtagMaxChars}}$`, 'u');

/** A hashtag as stored: without its `#`, lower-cased; anything that could not be one is 422. */
export function normaliseTag(raw: string): string {
  const tag = raw.trim().replace(/^#/, '').toLocaleLowerCase('vi');
  if (!TAG.test(tag)) throw unprocessable('tag', 'letters, digits and underscores only');
  return tag;
}

const required = (id: number | undefined, what: string): number => {
  if (id === undefined) throw unprocessable('id', `required for ${what}`);
  return id;
};

/** The member whose posts a list shows: 404 for an unknown one or one either side has blocked. */
export async function listedMember(db: Db, id: number | undefined, reader: FeedMember | null): Promise<number> {
  const memberId = required(id, 'a member’s posts');
  const user = await db.selectFrom('users').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!user || (reader && reader.userId !== memberId && (await blockedEitherWay(db, reader.userId, memberId)))) throw notFound('id: no such member');
  return memberId;
}

/**
 * The posts of one list the reader may see: the home feed (outside groups, and the groups the reader is
 * in), one member's posts, one hashtag's, one group's or one place's (404 for an unknown one).
 */
export async function scopedPosts(db: Db, q: ScopeQuery, reader: FeedMember | null) {
  const base = visiblePosts(db, reader?.userId ?? null);
  if (q.scope === 'group') {
    const group = await requireGroup(db, required(q.id, 'a group’s posts'));
    return base.where('p.groupId', '=', group.id);
  }
  if (q.scope === 'place') {
    const placeId = required(q.id, 'a place’s posts');
    await requirePlace(db, placeId);
    return base.where('p.placeId', '=', placeId);
  }
  if (q.scope === 'member') return base.where('p.authorId', '=', await listedMember(db, q.id, reader));
  if (q.scope === 'hashtag') {
    if (q.tag === undefined) throw unprocessable('tag', 'required for a hashtag’s posts');
    const tag = normaliseTag(q.tag);
    return base.where((eb) => eb.exists(eb.selectFrom('postHashtags as h').select('h.postId').whereRef('h.postId', '=', 'p.id').where('h.tag', '=', tag)));
  }
  // A public group's posts may be read by anyone, but only its members get them in their feed.
  return base.where((eb) => eb.or([
    eb('p.groupId', 'is', null),
    eb.exists(eb.selectFrom('groupMembers as hgm').select('hgm.userId').whereRef('hgm.groupId', '=', 'p.groupId').where('hgm.userId', '=', reader?.userId ?? 0)),
  ]));
}

/** The saved list is the member's own: guests are asked to sign in. */
export function savedReader(reader: FeedMember | null): FeedMember {
  if (!reader) throw unauthorized('Login required');
  return reader;
}
