import { sql } from 'kysely';
import { hashtagsOf, mentionsOf, POST_LIMITS } from '@/lib/domain/feed';
import { unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { cleanCommentText, textLength } from '../comments/text';

/** A post's text or a share's note as stored (the comments' plain-text rule), within `max` characters. */
export function cleanPostText(raw: string, max: number, field = 'body'): string {
  const text = cleanCommentText(raw);
  if (textLength(text) > max) throw unprocessable(field, `at most ${max} characters`);
  return text;
}

/**
 * The pictures' descriptions, one per picture in order, on one line each ('' where none was written);
 * more descriptions than pictures is 422.
 */
export function pictureAlts(raw: readonly string[], pictures: number): string[] {
  if (raw.length > pictures) throw unprocessable('imageAlts', `a description for each of the ${pictures} pictures at most`);
  return raw.map((alt, i) => {
    const text = cleanCommentText(alt).replace(/\s+/g, ' ').trim();
    if (textLength(text) > POST_LIMITS.imageAltMax) throw unprocessable(`imageAlts.${i}`, `at most ${POST_LIMITS.imageAltMax} characters`);
    return text;
  });
}

export interface CleanPoll {
  question: string | null;
  options: string[];
}

/** A poll's question and options, trimmed; an option blank, too long or said twice is 422. */
export function cleanPoll(poll: { question?: string | null; options: readonly string[] }): CleanPoll {
  const question = poll.question ? cleanPostText(poll.question, POST_LIMITS.pollQuestionMax, 'poll.question') : '';
  const options = poll.options.map((o, i) => {
    const option = cleanPostText(o, POST_LIMITS.pollOptionMax, `poll.options.${i}`).replace(/\s+/g, ' ');
    if (option === '') throw unprocessable(`poll.options.${i}`, 'must not be blank');
    return option;
  });
  const folded = options.map((o) => o.toLocaleLowerCase('vi'));
  if (new Set(folded).size !== folded.length) throw unprocessable('poll.options', 'each option only once');
  return { question: question === '' ? null : question, options };
}

/** A stored poll as the spam filter reads it again on an edit; null for a post without one. */
export const cleanPollParts = (question: string | null, options: readonly string[]): CleanPoll | null => (options.length === 0 ? null : { question, options: [...options] });

/** Everything of a post the spam filter reads: its text, poll and the pictures' descriptions. */
export const judgedText = (body: string, poll: CleanPoll | null, alts: readonly string[] = []): string =>
  [body, poll?.question ?? '', ...(poll?.options ?? []), ...alts].filter(Boolean).join('\n');

/** The members a text names by `@username` (any case), by id. */
async function mentionedIds(db: Db, body: string): Promise<number[]> {
  const names = mentionsOf(body);
  if (names.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where(sql<string>`lower(username)`, 'in', names).execute();
  return rows.map((r) => r.id);
}

/**
 * Writes a post's hashtags and mentions from its text, replacing any earlier ones (an edit), and answers
 * the members it names now that it did not name before, for their notices.
 */
export async function writeTags(trx: Db, post: { id: number; body: string; createdAt: number }): Promise<number[]> {
  const before = new Set((await trx.selectFrom('postMentions').select('userId').where('postId', '=', post.id).execute()).map((r) => r.userId));
  await trx.deleteFrom('postHashtags').where('postId', '=', post.id).execute();
  await trx.deleteFrom('postMentions').where('postId', '=', post.id).execute();
  const tags = hashtagsOf(post.body);
  if (tags.length > 0) await trx.insertInto('postHashtags').values(tags.map((tag) => ({ postId: post.id, tag, createdAt: post.createdAt }))).execute();
  const mentioned = await mentionedIds(trx, post.body);
  if (mentioned.length > 0) await trx.insertInto('postMentions').values(mentioned.map((userId) => ({ postId: post.id, userId }))).execute();
  return mentioned.filter((id) => !before.has(id));
}
