import * as comments from '@/lib/contract/comments';
import { listComments, listReplies } from '@/server/services/comments/read';
import { reactToComment, reportComment } from '@/server/services/comments/reactions';
import { spendCommentAllowance } from '@/server/services/comments/rate';
import type { CommentViewer } from '@/server/services/comments/viewer';
import { deleteOwnComment, moderateComment, postComment } from '@/server/services/comments/write';
import type { ApiContext } from '../context';
import { optionalMember, requireMember } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const member = async (c: ApiContext): Promise<CommentViewer> => {
  const claims = await requireMember(c);
  return { userId: claims.userId, siteRoleId: claims.siteRoleId };
};
const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();

export const routes: readonly RouteDef[] = [
  route(comments.commentList, async ({ query }, c) => listComments(await db(c), query, await optionalMember(c), now(c))),
  route(comments.commentReplies, async ({ query }, c) => listReplies(await db(c), query, await optionalMember(c), now(c))),
  route(comments.commentPost, async ({ body }, c) => postComment(await db(c), body, await member(c), now(c), c.get('ctx').locale)),
  route(comments.commentReact, async ({ body }, c) => {
    const me = await member(c);
    await spendCommentAllowance(c.get('deps').commentLimiter, 'react', me, now(c));
    return reactToComment(await db(c), body.id, body.reaction, me, now(c));
  }),
  route(comments.commentReport, async ({ body }, c) => {
    const me = await member(c);
    await spendCommentAllowance(c.get('deps').commentLimiter, 'report', me, now(c));
    return reportComment(await db(c), body.id, body.reason, me, now(c));
  }),
  route(comments.commentDelete, async ({ body }, c) => deleteOwnComment(await db(c), body.id, await member(c), now(c))),
  route(comments.commentModerate, async ({ body }, c) => moderateComment(await db(c), body.id, body.action, await member(c), now(c))),
];
