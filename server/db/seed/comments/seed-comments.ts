import type { Kysely } from 'kysely';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Database } from '../../schema';
import { CHAT_MEMBER_PREFIX } from '../chat-members';
import { NEWS_SEED_ARTICLES } from '../news';
import { COMMENT_THREADS, type SeedComment } from './threads';

const MINUTE = 60_000;

/**
 * Files the demo threads under their articles, found by their Vietnamese headline, so it works on a
 * database seeded before comments existed. A thread whose article or fans are missing is left out.
 */
export async function seedComments(db: Kysely<Database>, opts: { now: number }): Promise<{ comments: number; commentReactions: number }> {
  const fans = await db.selectFrom('users').select('id').where('username', 'like', `${CHAT_MEMBER_PREFIX}%`).where('siteRoleId', '=', SITE_ROLE.member).orderBy('id').execute();
  const fanId = (index: number): number | undefined => fans[index]?.id;
  let comments = 0;
  let commentReactions = 0;

  async function file(c: SeedComment, article: number, parentId: number | null): Promise<number | null> {
    const authorId = fanId(c.fan);
    if (authorId === undefined) return null;
    const at = opts.now - c.ageMinutes * MINUTE;
    const { id } = await db
      .insertInto('comments')
      .values({ kind: 'article', itemId: article, parentId, authorId, body: c.body, lang: c.lang, moderatedBy: null, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    comments += 1;
    const reactions = (c.reactions ?? []).flatMap(([fan, reaction]) => {
      const userId = fanId(fan);
      return userId === undefined ? [] : [{ commentId: id, userId, reaction, createdAt: at + MINUTE }];
    });
    if (reactions.length > 0) await db.insertInto('commentReactions').values(reactions).execute();
    commentReactions += reactions.length;
    return id;
  }

  for (const thread of COMMENT_THREADS) {
    const headline = NEWS_SEED_ARTICLES.find((a) => a.key === thread.article)?.headline.vi;
    if (headline === undefined) throw new Error(`comment seed: no article ${thread.article}`);
    const article = await db.selectFrom('newsArticles').select('id').where('headlineVi', '=', headline).executeTakeFirst();
    if (!article) continue;
    for (const top of thread.comments) {
      const topId = await file(top, article.id, null);
      if (topId === null) continue;
      for (const reply of top.replies ?? []) await file(reply, article.id, topId);
    }
  }
  return { comments, commentReactions };
}
