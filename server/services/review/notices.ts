import { INBOX_TYPES } from '@/lib/domain/chat';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import type { ReviewKind } from '@/lib/domain/review';
import type { Db } from '@/server/db/client';
import { sendInboxMessage } from '../inbox';

/** How much of the removed text the notice quotes, so its author knows which one it was. */
const QUOTE_MAX = 80;

interface NoticeWords {
  /** What was taken down, as the start of a sentence. */
  item: Record<Exclude<ReviewKind, 'member'>, string>;
  removed: (item: string, quote: string) => string;
  warnTitle: string;
  warn: string;
  suspendTitle: string;
  suspend: (days: number) => string;
}

const WORDS: Record<Locale, NoticeWords> = {
  vi: {
    item: { post: 'Bài viết', comment: 'Bình luận', chat: 'Tin nhắn chat' },
    removed: (item, quote) => `${item} của bạn đã bị gỡ vì vi phạm quy tắc cộng đồng: “${quote}”.`,
    warnTitle: 'Cảnh báo từ ban quản trị',
    warn: 'Vui lòng tuân thủ quy tắc cộng đồng. Nếu tái phạm, tài khoản của bạn có thể bị tạm khóa.',
    suspendTitle: 'Tài khoản bị tạm khóa',
    suspend: (days) => `Tài khoản của bạn bị tạm khóa ${days} ngày vì vi phạm quy tắc cộng đồng: trong thời gian này bạn không thể đăng bài, bình luận hay chat.`,
  },
  en: {
    item: { post: 'Your post', comment: 'Your comment', chat: 'Your chat message' },
    removed: (item, quote) => `${item} was removed for breaking the community rules: “${quote}”.`,
    warnTitle: 'A warning from the moderators',
    warn: 'Please follow the community rules. If it happens again, your account may be suspended.',
    suspendTitle: 'Your account is suspended',
    suspend: (days) => `Your account is suspended for ${days} ${days === 1 ? 'day' : 'days'} for breaking the community rules: until then you cannot post, comment or chat.`,
  },
  zh: {
    item: { post: '你的貼文', comment: '你的留言', chat: '你的聊天訊息' },
    removed: (item, quote) => `${item}因違反社群規範已被移除：「${quote}」。`,
    warnTitle: '管理員警告',
    warn: '請遵守社群規範。如再違規，你的帳號可能會被停權。',
    suspendTitle: '帳號已被停權',
    suspend: (days) => `你的帳號因違反社群規範被停權 ${days} 天，期間無法發文、留言或聊天。`,
  },
};

const quote = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX - 1).join('')}…` : chars.join('');
};

/**
 * The language a member reads: the one they wrote the item in, else their latest post or chat message,
 * else the site's. Accounts keep no language of their own, and the inbox stores text, not keys.
 */
export async function memberLanguage(db: Db, userId: number, written: string | null): Promise<Locale> {
  if (isLocale(written)) return written;
  const post = await db.selectFrom('posts').select('lang').where('authorId', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (isLocale(post?.lang)) return post.lang;
  const chat = await db.selectFrom('chatMessages').select('lang').where('userId', '=', userId).where('lang', 'is not', null).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return isLocale(chat?.lang) ? chat.lang : DEFAULT_LOCALE;
}

export interface ReviewNotice {
  userId: number;
  locale: Locale;
  kind: ReviewKind;
  /** The text taken down, quoted for its author. */
  excerpt: string;
  /** A suspension's length; none for a warning. */
  days?: number;
}

/** Tells the member in their inbox what was taken down and that they were warned or suspended. */
export async function sendReviewNotice(db: Db, n: ReviewNotice, now: number): Promise<void> {
  const w = WORDS[n.locale];
  const removed = n.kind === 'member' ? null : w.removed(w.item[n.kind], quote(n.excerpt));
  const content = [removed, n.days === undefined ? w.warn : w.suspend(n.days)].filter(Boolean).join(' ');
  await sendInboxMessage(db, { userId: n.userId, type: INBOX_TYPES.system, title: n.days === undefined ? w.warnTitle : w.suspendTitle, content, link: null, createdAt: now });
}
