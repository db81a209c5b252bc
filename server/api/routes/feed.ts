import * as feed from '@/lib/contract/feed';
import { notFound } from '@/server/api/errors';
import { createPost, refuseSuspended } from '@/server/services/feed/create';
import { deletePost, editPost } from '@/server/services/feed/edit';
import { uploadPostImage } from '@/server/services/feed/images';
import { listFeed } from '@/server/services/feed/list';
import { editProfile, memberProfile } from '@/server/services/feed/profile';
import { spendFeedAllowance } from '@/server/services/feed/rate';
import { reactToPost, reportPost, voteInPoll } from '@/server/services/feed/reactions';
import type { FeedMember, FeedReader } from '@/server/services/feed/reader';
import { postFor } from '@/server/services/feed/to-post';
import { feedTrendsOf } from '@/server/services/feed/trends';
import type { ApiContext } from '../context';
import { optionalMember, requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();
const limiter = (c: ApiContext) => c.get('deps').feedLimiter;
const uploadsDir = (c: ApiContext) => c.get('deps').accounts.uploadsDir;

const member = async (c: ApiContext): Promise<FeedMember> => {
  const claims = await requireMember(c);
  return { userId: claims.userId, siteRoleId: claims.siteRoleId };
};
const reader = async (c: ApiContext): Promise<FeedReader> => ({ member: await optionalMember(c), locale: c.get('ctx').locale });
const writer = async (c: ApiContext) => ({ member: await member(c), locale: c.get('ctx').locale });

/** Trends are the same for every reader; a minute's delay costs nothing. */
const TRENDS_SHARED_MS = 60_000;

export const routes: readonly RouteDef[] = [
  route(feed.feedList, async ({ query }, c) => listFeed(await db(c), query, await reader(c), now(c))),
  route(feed.feedPost, async ({ query }, c) => {
    const post = await postFor(await db(c), query.id, await reader(c), now(c));
    if (!post) throw notFound('id: no such post');
    return post;
  }),
  route(feed.feedTrends, async (_input, c) => feedTrendsOf(await db(c), now(c)), { sharedForMs: TRENDS_SHARED_MS }),
  route(feed.feedImage, async ({ body }, c) => {
    const me = await member(c);
    await refuseSuspended(await db(c), me.userId, now(c));
    return uploadPostImage(body.image, uploadsDir(c));
  }),
  route(feed.feedCreate, async ({ body }, c) => createPost(await db(c), body, { reader: await writer(c), uploadsDir: uploadsDir(c), limiter: limiter(c), now: now(c) })),
  route(feed.feedEdit, async ({ body }, c) => editPost(await db(c), body, await writer(c), now(c))),
  route(feed.feedDelete, async ({ body }, c) => deletePost(await db(c), body.id, await member(c), now(c))),
  route(feed.feedReact, async ({ body }, c) => {
    const me = await member(c);
    await spendFeedAllowance(limiter(c), 'react', me, now(c));
    return reactToPost(await db(c), body.id, body.reaction, me, now(c));
  }),
  route(feed.feedVote, async ({ body }, c) => {
    const me = await member(c);
    await spendFeedAllowance(limiter(c), 'react', me, now(c));
    return voteInPoll(await db(c), body.id, body.optionId, me, now(c));
  }),
  route(feed.feedReport, async ({ body }, c) => {
    const me = await member(c);
    await spendFeedAllowance(limiter(c), 'report', me, now(c));
    return reportPost(await db(c), body.id, body.reason, me, now(c));
  }),
  route(feed.feedProfile, async ({ query }, c) => memberProfile(await db(c), query.userId, await optionalMember(c), c.get('ctx').locale)),
  route(feed.feedProfileEdit, async ({ body }, c) => editProfile(await db(c), await member(c), body, uploadsDir(c), now(c), c.get('ctx').locale)),
];
