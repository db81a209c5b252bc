import type { DataOf } from '@/lib/contract/endpoint';
import type { feedProfile, feedProfileEdit } from '@/lib/contract/feed';
import { POST_LIMITS } from '@/lib/domain/feed';
import { notFound } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { COVER_UPLOAD, storeImage } from '../avatars';
import { blockedEitherWay, unblockedWith } from '../friends/block-lookup';
import { friendStatus } from '../friends/requests';
import { postAuthors } from './authors';
import { cleanPostText } from './input';
import type { FeedMember } from './reader';
import { visiblePosts } from './visibility';
import { groupReadableBy } from '../groups/visibility';
import { localizedColumn } from '../localized';
import { isLocale, type Locale } from '@/lib/domain/locale';

/** How many friends, and groups, the profile's boxes show. */
const FRIENDS_SHOWN = 6;
const GROUPS_SHOWN = 6;

/** The member's accepted friendships, each as the other member, the newest first; those blocked either way with the reader left out. */
function friendsOf(db: Db, userId: number, readerId: number | null) {
  return db
    .selectFrom('friendships as f')
    .innerJoin('users as u', (j) => j.on((eb) => eb.or([
      eb.and([eb('f.userLow', '=', userId), eb('u.id', '=', eb.ref('f.userHigh'))]),
      eb.and([eb('f.userHigh', '=', userId), eb('u.id', '=', eb.ref('f.userLow'))]),
    ])))
    .where('f.status', '=', 'accepted')
    .where((eb) => unblockedWith(eb.ref('u.id'), readerId));
}

/** A member's profile as the reader may see it: counts only of what the reader may see; 404 across a block. */
export async function memberProfile(db: Db, userId: number, reader: FeedMember | null, locale: Locale): Promise<DataOf<typeof feedProfile>> {
  const me = reader?.userId ?? null;
  // A private group's name is public, but that this member is in it is for its members to know.
  const groups = db
    .selectFrom('groupMembers as gm')
    .innerJoin('communityGroups as g', 'g.id', 'gm.groupId')
    .where('gm.userId', '=', userId)
    .where((eb) => groupReadableBy(eb.ref('g.id'), me));
  const user = await db.selectFrom('users').select(['id', 'createdAt']).where('id', '=', userId).executeTakeFirst();
  if (!user || (me !== null && me !== userId && (await blockedEitherWay(db, me, userId)))) throw notFound('userId: no such member');
  const [authors, profile, teams, posts, friendCount, friends, relation, groupCount, groupRows, myReport] = await Promise.all([
    postAuthors(db, [userId]),
    db.selectFrom('memberProfiles').select(['bio', 'bioLang', 'cover']).where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('favouriteTeams as ft').innerJoin('teams as t', 't.id', 'ft.teamId').select(['t.id', 't.name', 't.slug', 't.logo']).where('ft.userId', '=', userId).orderBy('ft.createdAt').orderBy('t.id').execute(),
    visiblePosts(db, me).select((eb) => eb.fn.countAll<number | string>().as('n')).where('p.authorId', '=', userId).executeTakeFirstOrThrow(),
    friendsOf(db, userId, null).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    friendsOf(db, userId, me).select(['u.id', 'u.displayName', 'u.profilePicture']).orderBy('f.updatedAt', 'desc').orderBy('u.id').limit(FRIENDS_SHOWN).execute(),
    me === null ? ('none' as const) : me === userId ? ('self' as const) : friendStatus(db, me, userId),
    groups.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    groups.select(['g.id', 'g.privacy', 'g.memberCount']).select(localizedColumn('g.name', locale).as('name')).orderBy('g.memberCount', 'desc').orderBy('g.id').limit(GROUPS_SHOWN).execute(),
    me === null || me === userId ? undefined : db.selectFrom('memberReports').select('userId').where('memberId', '=', userId).where('userId', '=', me).executeTakeFirst(),
  ]);
  const author = authors.get(userId);
  if (!author) throw notFound('userId: no such member');
  return {
    author,
    bio: profile?.bio ?? '',
    bioLang: isLocale(profile?.bioLang) ? profile.bioLang : null,
    cover: profile?.cover ?? null,
    joinedAt: Number(user.createdAt),
    favouriteTeams: teams,
    counts: { posts: Number(posts.n), friends: Number(friendCount.n), groups: Number(groupCount.n) },
    friends: friends.map((f) => ({ userId: f.id, displayName: f.displayName, profilePicture: f.profilePicture })),
    groups: groupRows.map((g) => ({ id: g.id, name: g.name, privacy: g.privacy, memberCount: Number(g.memberCount) })),
    relation,
    reported: myReport !== undefined,
  };
}

/**
 * The member's own bio (plain text, at most POST_LIMITS.bioMax characters, kept with the page's language)
 * and cover: a new picture, null to remove it, or left out to keep it.
 */
export async function editProfile(db: Db, me: FeedMember, input: { bio: string; cover?: string | null }, uploadsDir: string, now: number, locale: Locale): Promise<DataOf<typeof feedProfileEdit>> {
  const bio = cleanPostText(input.bio, POST_LIMITS.bioMax, 'bio');
  // Drawn and stored before the row is written: a picture that fails leaves the profile as it was.
  const cover = input.cover === undefined ? undefined : input.cover === null ? null : await storeImage(input.cover, uploadsDir, COVER_UPLOAD);
  const changes = { bio, bioLang: locale, updatedAt: now, ...(cover === undefined ? {} : { cover }) };
  await db
    .insertInto('memberProfiles')
    .values({ userId: me.userId, cover: null, ...changes })
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
  const row = await db.selectFrom('memberProfiles').select(['bio', 'cover']).where('userId', '=', me.userId).executeTakeFirstOrThrow();
  return { bio: row.bio, cover: row.cover };
}
