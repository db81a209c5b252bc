import { INBOX_TYPES } from '@/lib/domain/chat';
import { postPath } from '@/lib/domain/feed';
import { LOCALES, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import en from '@/messages/en/inbox.json';
import vi from '@/messages/vi/inbox.json';
import zh from '@/messages/zh/inbox.json';
import { blockedEitherWay } from '../friends/block-lookup';
import { sendInboxMessage } from '../inbox';
import { memberLanguage } from '../review/notices';
import { canSeePost } from './visibility';

type NoticeKind = 'mention' | 'reaction' | 'comment' | 'reply';
const WORDS: Record<Locale, typeof vi.feedNotices> = { vi: vi.feedNotices, en: en.feedNotices, zh: zh.feedNotices };
const TITLE = { mention: 'mentionTitle', reaction: 'reactionTitle', comment: 'commentTitle', reply: 'replyTitle' } as const;

/** How much of the text a notice quotes, so the member knows which post or comment it is about. */
const QUOTE_MAX = 80;
const quote = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX - 1).join('')}…` : chars.join('');
};
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

interface Notice {
  kind: NoticeKind;
  to: number;
  from: number;
  postId: number;
  /** The post's or the comment's text, quoted. */
  text: string;
}

/**
 * Sends one feed notice in the recipient's language (the inbox stores text, and accounts keep no
 * language, so it is the one they last wrote in, as the review notices choose it). Never to oneself,
 * never across a block, never about a post the recipient may not see.
 */
async function send(trx: Db, n: Notice, now: number): Promise<void> {
  if (n.to === n.from || (await blockedEitherWay(trx, n.to, n.from)) || !(await canSeePost(trx, n.postId, n.to))) return;
  const who = await trx.selectFrom('users').select('displayName').where('id', '=', n.from).executeTakeFirst();
  if (!who) return;
  const words = WORDS[await memberLanguage(trx, n.to, null)];
  const content = fill(words[n.kind], { name: who.displayName, quote: quote(n.text) });
  await sendInboxMessage(trx, { userId: n.to, type: INBOX_TYPES.system, title: words[TITLE[n.kind]], content, link: postPath(n.postId), createdAt: now });
}

/** Members newly named in a post's text who may read it. */
export async function noticeMentions(trx: Db, post: { id: number; authorId: number; body: string }, userIds: readonly number[], now: number): Promise<void> {
  for (const to of userIds) await send(trx, { kind: 'mention', to, from: post.authorId, postId: post.id, text: post.body }, now);
}

/** A reaction to someone's post; while an earlier reaction notice about the post is unread, no second one. */
export async function noticeReaction(trx: Db, post: { id: number; authorId: number; body: string }, from: number, now: number): Promise<void> {
  const titles = LOCALES.map((locale) => WORDS[locale].reactionTitle);
  const unread = await trx
    .selectFrom('inboxMessages')
    .select('id')
    .where('userId', '=', post.authorId)
    .where('read', '=', 0)
    .where('link', '=', postPath(post.id))
    .where('title', 'in', titles)
    .executeTakeFirst();
  if (!unread) await send(trx, { kind: 'reaction', to: post.authorId, from, postId: post.id, text: post.body }, now);
}

/** A comment on a post tells its author; a reply also tells the author of the comment it answers. */
export async function noticeComment(trx: Db, c: { postId: number; authorId: number; body: string; parentId: number | null }, now: number): Promise<void> {
  const post = await trx.selectFrom('posts').select('authorId').where('id', '=', c.postId).executeTakeFirst();
  if (!post) return;
  await send(trx, { kind: 'comment', to: post.authorId, from: c.authorId, postId: c.postId, text: c.body }, now);
  if (c.parentId === null) return;
  const parent = await trx.selectFrom('comments').select('authorId').where('id', '=', c.parentId).executeTakeFirst();
  if (parent && parent.authorId !== post.authorId) await send(trx, { kind: 'reply', to: parent.authorId, from: c.authorId, postId: c.postId, text: c.body }, now);
}
