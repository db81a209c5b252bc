import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashtagsOf, mentionsOf } from '@/lib/domain/feed';
import { LOCALES } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { UPLOAD_URL_PREFIX } from '@/lib/domain/uploads';
import { judgeText } from '@/server/safety/spam-filter';
import { openDb, type Db } from '../../client';
import { migrateToLatest } from '../../migrate';
import { seed } from '../../seed';
import { DEMO_USERNAME } from '../users';

/** Wednesday 25 November 2026, 10:00 in Ho Chi Minh City. */
const NOW = Date.UTC(2026, 10, 25, 3);
const DAY = 86_400_000;
const FEED_TABLES = ['posts', 'postImages', 'postPollOptions', 'postPollVotes', 'postReactions', 'postHashtags', 'postMentions', 'postReports', 'memberProfiles', 'reviewItems'] as const;

async function seeded(uploadsDir: string): Promise<Db> {
  const db = await openDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
  await seed(db, { now: NOW, uploadsDir });
  return db;
}

let dirs: string[] = [];
let db: Db;

beforeAll(async () => {
  dirs = [await mkdtemp(path.join(os.tmpdir(), 'feed-seed-')), await mkdtemp(path.join(os.tmpdir(), 'feed-seed-'))];
  db = await seeded(dirs[0] ?? '');
}, 120_000);
afterAll(async () => {
  await db.destroy();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the feed seed', () => {
  it('writes the same rows and the same pictures again for the same seed and time', async () => {
    const again = await seeded(dirs[1] ?? '');
    try {
      for (const table of FEED_TABLES) expect(await again.selectFrom(table).selectAll().execute(), table).toEqual(await db.selectFrom(table).selectAll().execute());
      const threads = (d: Db) => d.selectFrom('comments').selectAll().where('kind', '=', 'post').orderBy('id').execute();
      expect(await threads(again)).toEqual(await threads(db));
    } finally {
      await again.destroy();
    }
  }, 120_000);

  it('writes about a hundred and fifty posts over the last ten days, busiest in the last one, in every language', async () => {
    const posts = await db.selectFrom('posts').select(['lang', 'createdAt', 'editedAt', 'updatedAt']).execute();
    expect(posts.length).toBeGreaterThanOrEqual(120);
    expect(posts.length).toBeLessThanOrEqual(180);
    for (const p of posts) {
      expect(p.createdAt).toBeLessThanOrEqual(NOW);
      expect(p.createdAt).toBeGreaterThan(NOW - 10 * DAY - 1);
      expect(p.updatedAt).toBe(p.editedAt ?? p.createdAt);
    }
    const byLang = new Map(LOCALES.map((l) => [l, posts.filter((p) => p.lang === l).length]));
    for (const l of LOCALES) expect(byLang.get(l), l).toBeGreaterThanOrEqual(20);
    expect(byLang.get('vi')).toBeGreaterThan(posts.length / 2);
    const lastDay = posts.filter((p) => p.createdAt > NOW - DAY).length;
    expect(lastDay).toBeGreaterThan(posts.length / 5);
    expect(posts.filter((p) => p.editedAt !== null).length).toBeGreaterThan(0);
  });

  it('keeps every post counter equal to its reactions, comments and shares', async () => {
    const posts = await db.selectFrom('posts').select(['id', 'reactionCount', 'commentCount', 'shareCount']).execute();
    const grouped = async (rows: Promise<{ id: number | null; n: string | number | bigint }[]>) => new Map((await rows).map((r) => [r.id, Number(r.n)]));
    const reactions = await grouped(db.selectFrom('postReactions').select(['postId as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('postId').execute());
    const comments = await grouped(db.selectFrom('comments').select(['itemId as id', (eb) => eb.fn.countAll<number>().as('n')]).where('kind', '=', 'post').groupBy('itemId').execute());
    const shares = await grouped(db.selectFrom('posts').select(['sharedPostId as id', (eb) => eb.fn.countAll<number>().as('n')]).where('sharedPostId', 'is not', null).groupBy('sharedPostId').execute());
    for (const p of posts) {
      expect([p.id, p.reactionCount, p.commentCount, p.shareCount]).toEqual([p.id, reactions.get(p.id) ?? 0, comments.get(p.id) ?? 0, shares.get(p.id) ?? 0]);
    }
    expect([...reactions.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(300);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(5);
    const replies = await db.selectFrom('comments').select('id').where('kind', '=', 'post').where('parentId', 'is not', null).execute();
    expect(replies.length).toBeGreaterThan(0);
  });

  it('stores every picture it names, at the size it records, where the site serves uploads from', async () => {
    const images = await db.selectFrom('postImages').select(['postId', 'path', 'width', 'height']).execute();
    const covers = await db.selectFrom('memberProfiles').select('cover as path').where('cover', 'is not', null).execute();
    expect(new Set(images.map((i) => i.path)).size).toBeGreaterThanOrEqual(30);
    expect(covers.length).toBeGreaterThanOrEqual(15);
    const perPost = new Map<number, number>();
    for (const i of images) perPost.set(i.postId, (perPost.get(i.postId) ?? 0) + 1);
    expect(Math.max(...perPost.values())).toBeLessThanOrEqual(10);
    expect(Math.max(...perPost.values())).toBeGreaterThanOrEqual(5);
    const file = (url: string) => path.join(dirs[0] ?? '', url.slice(UPLOAD_URL_PREFIX.length));
    for (const i of images) {
      expect(i.path).toMatch(/^\/media\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(file(i.path)), i.path).toBe(true);
    }
    for (const c of covers) expect(c.path ?? '').toMatch(/^\/media\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    for (const c of covers) expect(existsSync(file(c.path ?? '')), c.path ?? '').toBe(true);
    const sample = images[0];
    if (sample) expect(await sharp(file(sample.path)).metadata()).toMatchObject({ format: 'webp', width: sample.width, height: sample.height });
  });

  it('describes every picture in the language of its post, and the scoreboard of a match post names that match', async () => {
    const rows = await db.selectFrom('postImages as i').innerJoin('posts as p', 'p.id', 'i.postId').select(['i.alt', 'p.lang', 'p.fixtureId']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.alt.trim(), `a picture of a post in ${r.lang}`).not.toBe('');
    const chinese = rows.filter((r) => r.lang === 'zh');
    expect(chinese.length).toBeGreaterThan(0);
    for (const r of chinese) expect(r.alt).toMatch(/[\u4e00-\u9fff]/);
    expect(rows.some((r) => r.fixtureId !== null && /\d+–\d+/.test(r.alt))).toBe(true);
    for (const r of rows) expect(judgeText(r.alt).reasons, r.alt).toEqual([]);
  });

  it('files every held post in the open review queue, with the filter’s reasons, and every reported one with its reports', async () => {
    const held = await db.selectFrom('posts').select(['id', 'body', 'authorId', 'createdAt']).where('state', '=', 'held').orderBy('createdAt').execute();
    expect(held.length).toBeGreaterThanOrEqual(3);
    expect(held.length).toBeLessThanOrEqual(5);
    for (const p of held) {
      const item = await db.selectFrom('reviewItems').selectAll().where('kind', '=', 'post').where('itemId', '=', p.id).executeTakeFirstOrThrow();
      expect(item).toMatchObject({ source: 'filter', state: 'open', subjectId: p.authorId, reportCount: 0, excerpt: p.body, createdAt: p.createdAt });
      // Judged as the server judges a new post: beside what the same member wrote in the minutes before.
      const earlier = held.filter((e) => e.authorId === p.authorId && e.createdAt < p.createdAt && e.createdAt > p.createdAt - 10 * 60_000).reverse().map((e) => e.body);
      expect(item.reasons).toBe(judgeText(p.body, earlier).reasons.join(','));
    }
    const reported = await db.selectFrom('reviewItems').selectAll().where('source', '=', 'report').execute();
    expect(reported).toHaveLength(2);
    for (const item of reported) {
      const reports = await db.selectFrom('postReports').select('reason').where('postId', '=', item.itemId).execute();
      expect(item.reportCount).toBe(reports.length);
      expect(item.reasons.split(',').sort()).toEqual([...new Set(reports.map((r) => r.reason))].sort());
    }
  });

  it('writes nothing the spam filter would hold in visible posts and comments, and tags and mentions as the server reads them', async () => {
    const visible = await db.selectFrom('posts').select(['id', 'body']).where('state', '=', 'visible').execute();
    const comments = await db.selectFrom('comments').select('body').where('kind', '=', 'post').execute();
    for (const text of [...visible.map((p) => p.body), ...comments.map((c) => c.body)]) expect(judgeText(text).reasons, text).toEqual([]);
    const users = new Map((await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
    const tags = await db.selectFrom('postHashtags').select(['postId', 'tag']).execute();
    const mentions = await db.selectFrom('postMentions').select(['postId', 'userId']).execute();
    for (const p of await db.selectFrom('posts').select(['id', 'body']).execute()) {
      expect(tags.filter((t) => t.postId === p.id).map((t) => t.tag).sort()).toEqual(hashtagsOf(p.body).sort());
      const named = mentionsOf(p.body).flatMap((n) => users.get(n) ?? []);
      expect(mentions.filter((m) => m.postId === p.id).map((m) => m.userId).sort()).toEqual([...new Set(named)].sort());
    }
    expect(tags.length).toBeGreaterThan(50);
    expect(mentions.length).toBeGreaterThan(5);
    expect(new Set(tags.map((t) => t.tag)).size).toBeGreaterThan(15);
  });

  it('gives the demo member and a commentator posts of their own and friends whose posts they see', async () => {
    const feedOf = async (username: string) => {
      const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      const links = await db.selectFrom('friendships').select(['userLow', 'userHigh']).where('status', '=', 'accepted').where((eb) => eb.or([eb('userLow', '=', user.id), eb('userHigh', '=', user.id)])).execute();
      const friends = links.map((l) => (l.userLow === user.id ? l.userHigh : l.userLow));
      const own = await db.selectFrom('posts').select('id').where('authorId', '=', user.id).execute();
      const fromFriends = friends.length === 0 ? [] : await db.selectFrom('posts').select('audience').where('authorId', 'in', friends).where('state', '=', 'visible').execute();
      return { own: own.length, fromFriends: fromFriends.length, forFriendsOnly: fromFriends.filter((p) => p.audience === 'friends').length };
    };
    const demo = await feedOf(DEMO_USERNAME);
    expect(demo.own).toBeGreaterThanOrEqual(3);
    expect(demo.fromFriends).toBeGreaterThanOrEqual(10);
    expect(demo.forFriendsOnly).toBeGreaterThanOrEqual(1);
    // The commentator a tester signs in as hosts the next match at least an hour away (tests/e2e/support/commentator.ts).
    const next = await db
      .selectFrom('liveRooms as r')
      .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
      .innerJoin('users as u', 'u.id', 'r.commentatorId')
      .select('u.username')
      .where('u.username', 'like', 'blv.%')
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
      .where('f.startTime', '>', NOW + 3_600_000)
      .orderBy('f.startTime')
      .orderBy('u.username')
      .executeTakeFirstOrThrow();
    const commentator = await feedOf(next.username);
    expect(commentator.own).toBeGreaterThanOrEqual(1);
    expect(commentator.fromFriends).toBeGreaterThanOrEqual(3);
  });

  it('puts match cards, live rooms, polls with votes and shares with notes in the feed', async () => {
    const posts = await db.selectFrom('posts').select(['id', 'fixtureId', 'roomId', 'sharedPostId', 'body', 'audience', 'createdAt']).execute();
    expect(posts.filter((p) => p.fixtureId !== null).length).toBeGreaterThan(40);
    expect(posts.filter((p) => p.roomId !== null).length).toBeGreaterThan(10);
    for (const p of posts.filter((x) => x.roomId !== null)) {
      const room = await db.selectFrom('liveRooms').select('fixtureId').where('id', '=', p.roomId ?? 0).executeTakeFirstOrThrow();
      expect(room.fixtureId).toBe(p.fixtureId);
    }
    const byId = new Map(posts.map((p) => [p.id, p]));
    const shares = posts.filter((p) => p.sharedPostId !== null);
    for (const s of shares) {
      const original = byId.get(s.sharedPostId ?? 0);
      expect(original?.audience).toBe('public');
      expect(s.createdAt).toBeGreaterThan(original?.createdAt ?? Infinity);
      expect(s.body.length).toBeGreaterThan(0);
    }
    const options = await db.selectFrom('postPollOptions').select(['postId', 'id']).execute();
    const votes = await db.selectFrom('postPollVotes').select(['postId', 'optionId']).execute();
    expect(new Set(options.map((o) => o.postId)).size).toBeGreaterThanOrEqual(5);
    for (const v of votes) expect(options.find((o) => o.id === v.optionId)?.postId).toBe(v.postId);
    expect(new Set(posts.map((p) => p.audience))).toEqual(new Set(['public', 'friends', 'onlyMe']));
  });
  it('gives groups posts and a pin, and leaves no outsider’s answer under a private group’s post', async () => {
    const groups = await db.selectFrom('communityGroups').select(['id', 'privacy']).execute();
    const withPosts = await db.selectFrom('posts').select('groupId').where('groupId', 'is not', null).groupBy('groupId').execute();
    expect(withPosts.length).toBeGreaterThanOrEqual(groups.length - 2);
    expect(withPosts.some((g) => groups.find((x) => x.id === g.groupId)?.privacy === 'private')).toBe(true);
    const pins = await db.selectFrom('groupPins as g').innerJoin('posts as p', 'p.id', 'g.postId').select(['g.groupId', 'p.groupId as postGroup']).execute();
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) expect(pin.postGroup).toBe(pin.groupId);
    const outsider = (table: 'postReactions' | 'postPollVotes') =>
      db
        .selectFrom(`${table} as a` as 'postReactions as a')
        .innerJoin('posts as p', 'p.id', 'a.postId')
        .innerJoin('communityGroups as g', 'g.id', 'p.groupId')
        .select('a.userId')
        .where('g.privacy', '=', 'private')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('groupMembers as m').select('m.userId').whereRef('m.groupId', '=', 'g.id').whereRef('m.userId', '=', 'a.userId'))))
        .execute();
    expect(await outsider('postReactions')).toEqual([]);
    expect(await outsider('postPollVotes')).toEqual([]);
    const comments = await db
      .selectFrom('comments as c')
      .innerJoin('posts as p', 'p.id', 'c.itemId')
      .innerJoin('communityGroups as g', 'g.id', 'p.groupId')
      .select('c.id')
      .where('c.kind', '=', 'post')
      .where('g.privacy', '=', 'private')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('groupMembers as m').select('m.userId').whereRef('m.groupId', '=', 'g.id').whereRef('m.userId', '=', 'c.authorId'))))
      .execute();
    expect(comments).toEqual([]);
  });
});
