import type { ActivityEntry } from '@/lib/contract/activity';
import type { MemberCard } from '@/lib/contract/friends';
import { excerptOf } from '@/lib/domain/activity';
import { eventPath } from '@/lib/domain/events';
import { postPath } from '@/lib/domain/feed';
import { groupPath } from '@/lib/domain/groups';
import type { Db } from '@/server/db/client';
import type { SourceRow } from './sources';
import { writeCursor } from './cursor';

/** Member cards for the ids, in one query. */
async function cardsOf(db: Db, ids: readonly number[]): Promise<Map<number, MemberCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'displayName', 'profilePicture']).where('id', 'in', unique).execute();
  return new Map(users.map((u) => [u.id, { userId: u.id, displayName: u.displayName, profilePicture: u.profilePicture }]));
}

const unknownMember = (userId: number): MemberCard => ({ userId, displayName: '', profilePicture: null });

/** The lines for a page of rows: who did it, and enough of the thing to name and link it. */
export async function toEntries(db: Db, rows: readonly SourceRow[]): Promise<ActivityEntry[]> {
  const cards = await cardsOf(db, rows.flatMap((r) => (r.kind === 'commented' ? [r.actorId, r.postAuthorId] : [r.actorId])));
  const card = (id: number) => cards.get(id) ?? unknownMember(id);
  return rows.map((r): ActivityEntry => {
    const common = { key: writeCursor(r.point), at: r.point.at, actor: card(r.actorId) };
    switch (r.kind) {
      case 'posted':
        return {
          ...common,
          kind: 'posted',
          href: postPath(r.postId),
          post: { id: r.postId, excerpt: excerptOf(r.body), lang: r.lang, pictures: r.pictures, isShare: r.isShare },
          group: r.group ? { ...r.group, href: groupPath(r.group.id) } : null,
        };
      case 'commented':
        return {
          ...common,
          kind: 'commented',
          href: postPath(r.postId),
          comment: { id: r.commentId, excerpt: excerptOf(r.body), lang: r.lang },
          post: { id: r.postId, excerpt: excerptOf(r.postBody), author: card(r.postAuthorId) },
        };
      case 'joinedGroup':
        return { ...common, kind: 'joinedGroup', href: groupPath(r.groupId), group: { id: r.groupId, name: r.name, privacy: r.privacy, href: groupPath(r.groupId), memberCount: r.memberCount } };
      case 'goingToEvent':
        return { ...common, kind: 'goingToEvent', href: eventPath(r.eventId), event: { id: r.eventId, title: r.title, startTimestamp: r.startTime, home: r.home, away: r.away } };
    }
  });
}
