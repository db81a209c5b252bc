import type { Kysely } from 'kysely';
import { hashtagsOf } from '@/lib/domain/feed';
import type { Database } from '../../schema';

/** Posts a group's page opens on, and how many of them its moderators pinned. */
const PER_GROUP = 8;
const PINNED = 1;
const HOUR = 3_600_000;

/**
 * What members write inside a closed group, where they talk shop rather than to the world. Seeded
 * members answer each other in public, so a private group gets posts of its own instead of moved ones.
 */
const PRIVATE_TALK: Readonly<Record<'vi' | 'en' | 'zh', readonly string[]>> = {
  vi: [
    'Chia sẻ file phân tích pressing tầm cao của trận cuối tuần, mọi người xem rồi góp ý nhé. #chienthuat',
    'Buổi mổ băng tối thứ Năm đổi sang 21h, ai bận báo trong nhóm giúp mình.',
    'Sơ đồ 3-2-5 khi triển khai bóng đang bị bắt bài ở hành lang trái, có ai đo được số lần mất bóng không?',
    'Nhóm mình thử dự đoán đội hình xuất phát vòng tới, mỗi người một bản, chủ nhật so kết quả.',
  ],
  en: [
    'Uploaded my notes on the high press from the weekend, have a look and tear them apart. #tactics',
    'Thursday video session moves to 9pm; shout here if that clashes.',
    'Their 3-2-5 build-up keeps getting trapped on the left. Anyone counted the turnovers?',
    'Everyone post a predicted XI for next round and we compare on Sunday.',
  ],
  zh: [
    '上傳了週末高位壓迫的分析筆記，大家看看給點意見。#戰術',
    '週四的賽後檢討改到晚上九點，有衝突的在這裡說一聲。',
    '他們3-2-5出球在左路一直被針對，有人統計過丟球次數嗎？',
    '每人預測下一輪首發陣容，週日一起對答案。',
  ],
};
const talkOf = (lang: string | null) => PRIVATE_TALK[lang === 'en' || lang === 'zh' ? lang : 'vi'];

/**
 * Gives each seeded group a feed: some of its members' own public posts are moved into it (newest
 * first, none already in a group, no shares), and the oldest of them is pinned by the group's owner.
 * A private group only takes posts nobody outside it has reacted to, voted on or commented on, so no
 * outsider's answer sits under a post they may no longer read.
 */
export async function placeGroupPosts(db: Kysely<Database>, now: number): Promise<{ groupPins: number; posts: number }> {
  const groups = await db.selectFrom('communityGroups').select(['id', 'privacy', 'creatorId', 'createdAt', 'lang']).orderBy('id').execute();
  let pins = 0;
  let written = 0;
  for (const group of groups) {
    const members = db.selectFrom('groupMembers').select('userId').where('groupId', '=', group.id);
    let candidates = db
      .selectFrom('posts as p')
      .select(['p.id', 'p.createdAt'])
      .where('p.authorId', 'in', members)
      .where('p.groupId', 'is', null)
      .where('p.sharedPostId', 'is', null)
      .where('p.state', '=', 'visible')
      .where('p.audience', '=', 'public')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('posts as s').select('s.id').whereRef('s.sharedPostId', '=', 'p.id'))));
    if (group.privacy === 'private') {
      candidates = candidates.where((eb) =>
        eb.and([
          eb.not(eb.exists(eb.selectFrom('postReactions as r').select('r.userId').whereRef('r.postId', '=', 'p.id').where('r.userId', 'not in', members))),
          eb.not(eb.exists(eb.selectFrom('postPollVotes as v').select('v.userId').whereRef('v.postId', '=', 'p.id').where('v.userId', 'not in', members))),
          eb.not(eb.exists(eb.selectFrom('comments as c').select('c.id').where('c.kind', '=', 'post').whereRef('c.itemId', '=', 'p.id').where('c.authorId', 'not in', members))),
        ]),
      );
    }
    let picked = await candidates.orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc').limit(PER_GROUP).execute();
    if (picked.length === 0 && group.privacy === 'private') {
      picked = await writePrivateTalk(db, group, (await members.orderBy('userId').execute()).map((m) => m.userId), now);
      written += picked.length;
    }
    if (picked.length === 0) continue;
    await db.updateTable('posts').set({ groupId: group.id }).where('id', 'in', picked.map((p) => p.id)).execute();
    const owner = group.creatorId ?? (await members.limit(1).executeTakeFirst())?.userId;
    if (owner === undefined) continue;
    const oldest = picked.slice(-PINNED);
    await db
      .insertInto('groupPins')
      .values(oldest.map((p) => ({ groupId: group.id, postId: p.id, pinnedBy: owner, pinnedAt: Math.max(Number(p.createdAt), Number(group.createdAt)) })))
      .execute();
    pins += oldest.length;
  }
  return { groupPins: pins, posts: written };
}

/** A closed group's own posts, newest first, by its members in turn, spread over the last days. */
async function writePrivateTalk(db: Kysely<Database>, group: { id: number; lang: string | null; createdAt: number }, memberIds: readonly number[], now: number) {
  if (memberIds.length === 0) return [];
  const texts = talkOf(group.lang);
  const rows = texts.map((body, i) => {
    const createdAt = Math.max(Number(group.createdAt), now - (i * 19 + 3) * HOUR);
    return {
      authorId: memberIds[i % memberIds.length] ?? memberIds[0] ?? 0, groupId: group.id, placeId: null, body, lang: group.lang ?? 'vi', audience: 'public' as const,
      state: 'visible' as const, fixtureId: null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt, editedAt: null, updatedAt: createdAt,
    };
  });
  const inserted = await db.insertInto('posts').values(rows).returning(['id', 'createdAt', 'body']).execute();
  const tags = inserted.flatMap((p) => hashtagsOf(p.body).map((tag) => ({ postId: p.id, tag, createdAt: Number(p.createdAt) })));
  if (tags.length > 0) await db.insertInto('postHashtags').values(tags).execute();
  return inserted.map((p) => ({ id: p.id, createdAt: p.createdAt })).sort((a, b) => Number(b.createdAt) - Number(a.createdAt));
}
