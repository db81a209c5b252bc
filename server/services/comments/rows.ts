import { sql, type ExpressionBuilder } from 'kysely';
import type { Comment } from '@/lib/contract/comments';
import type { CommentReaction, CommentState } from '@/lib/domain/comments';
import { isLocale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { unblockedWith } from '../friends/block-lookup';
import { viewerIdOf, viewerModerates, type CommentViewer } from './viewer';

type Eb = ExpressionBuilder<Database & { c: Database['comments'] }, 'c'>;

/** The states a viewer is shown in full: moderators see hidden comments too, so they can show them again. */
export const shownStates = (viewer: CommentViewer | null): CommentState[] => (viewerModerates(viewer) ? ['visible', 'hidden'] : ['visible']);

const shownReplies = (eb: Eb, states: CommentState[]) => eb.selectFrom('comments as r').whereRef('r.parentId', '=', 'c.id').where('r.state', 'in', states);

/** A top comment shows in a state the viewer is shown, or otherwise while replies they are shown still answer it. */
export const shownTop = (viewer: CommentViewer | null) => {
  const states = shownStates(viewer);
  return (eb: Eb) => eb.or([eb('c.state', 'in', states), eb.exists(shownReplies(eb, states).select('r.id'))]);
};

/** The comment's author and the viewer have not blocked each other (either way): blocked members see nothing of each other. */
export const unblockedAuthor = (viewer: CommentViewer | null) => {
  const me = viewerIdOf(viewer);
  return (eb: Eb) => unblockedWith(eb.ref('c.authorId'), me);
};

/** Comments with their author and what the viewer did to them; callers add filters, order and paging. */
export function commentRows(db: Db, viewer: CommentViewer | null) {
  const me = viewerIdOf(viewer);
  const moderator = viewerModerates(viewer);
  const states = shownStates(viewer);
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.authorId')
    .select((eb) => [
      'c.id', 'c.parentId', 'c.body', 'c.lang', 'c.state', 'c.createdAt', 'c.authorId',
      'u.displayName', 'u.profilePicture', 'u.siteRoleId',
      shownReplies(eb, states).select((e) => e.fn.countAll<number | string>().as('n')).as('replyCount'),
      eb.selectFrom('commentReactions as x').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('x.commentId', '=', 'c.id').as('reactionTotal'),
      eb.selectFrom('commentReactions as m').select('m.reaction').whereRef('m.commentId', '=', 'c.id').where('m.userId', '=', me).as('myReaction'),
      eb.selectFrom('commentReports as p').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('p.commentId', '=', 'c.id').where('p.userId', '=', me).as('reportedByMe'),
      (moderator
        ? eb.selectFrom('commentReports as q').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('q.commentId', '=', 'c.id')
        : eb.val(0)
      ).as('reportCount'),
    ])
    .where(unblockedAuthor(viewer));
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

/** How many members chose each reaction on each of the comments. */
export async function reactionCounts(db: Db, ids: readonly number[]): Promise<Map<number, Partial<Record<CommentReaction, number>>>> {
  const out = new Map<number, Partial<Record<CommentReaction, number>>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('commentReactions')
    .select(['commentId', 'reaction', sql<number | string>`count(*)`.as('n')])
    .where('commentId', 'in', [...ids])
    .groupBy(['commentId', 'reaction'])
    .execute();
  for (const r of rows) out.set(r.commentId, { ...out.get(r.commentId), [r.reaction]: Number(r.n) });
  return out;
}

/** The wire shape; a deleted comment's text never leaves the server, a hidden one's goes to moderators only. */
export function toComment(r: CommentRow, reactions: Partial<Record<CommentReaction, number>> | undefined, viewer: CommentViewer | null): Comment {
  const readable = shownStates(viewer).includes(r.state);
  return {
    id: r.id,
    parentId: r.parentId,
    author: { userId: r.authorId, displayName: r.displayName, profilePicture: r.profilePicture, siteRoleId: r.siteRoleId },
    body: readable ? r.body : null,
    lang: isLocale(r.lang) ? r.lang : null,
    state: r.state,
    createdAt: Number(r.createdAt),
    replyCount: r.parentId === null ? Number(r.replyCount ?? 0) : 0,
    reactions: reactions ?? {},
    myReaction: (r.myReaction ?? null) as CommentReaction | null,
    mine: viewer !== null && r.authorId === viewer.userId,
    reported: Number(r.reportedByMe ?? 0) > 0,
    reportCount: Number(r.reportCount ?? 0),
  };
}

/** Rows as comments, with their reaction counts. */
export async function toComments(db: Db, rows: readonly CommentRow[], viewer: CommentViewer | null): Promise<Comment[]> {
  const counts = await reactionCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toComment(r, counts.get(r.id), viewer));
}

/** One comment as the viewer sees it, whatever its state. */
export async function commentById(db: Db, id: number, viewer: CommentViewer | null): Promise<Comment | null> {
  const row = await commentRows(db, viewer).where('c.id', '=', id).executeTakeFirst();
  return row ? ((await toComments(db, [row], viewer))[0] ?? null) : null;
}
