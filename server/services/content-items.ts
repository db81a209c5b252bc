import type { CommentKind } from '@/lib/domain/comments';
import type { Locale } from '@/lib/domain/locale';
import { articlePath, articleSlug } from '@/lib/domain/news';
import { clipPath } from '@/lib/domain/highlights';
import type { SavedKind } from '@/lib/domain/saved';
import type { Db } from '@/server/db/client';
import { publishedClips, toClipSummary } from './highlights/clip-rows';
import { publishedArticles } from './news/article-rows';
import { postItems } from './feed/content';

/** Every kind of item the shared parts (comments, saved items) attach to. */
export type ContentKind = CommentKind | SavedKind;

/** What a list of someone's items shows of one: its title in the reader's language, its page and picture. */
export interface ContentItemCard {
  id: number;
  title: string;
  /** The item's canonical path without a language prefix. */
  href: string;
  image: string | null;
}

interface ContentKindItems {
  /**
   * Whether the reader (null: a guest) can see the item now; comments and saves are refused (404) on one
   * they cannot. Articles and clips are the same for everyone; a post depends on who reads it.
   */
  exists(db: Db, id: number, now: number, readerId: number | null): Promise<boolean>;
  /** The cards of those of `ids` the reader can see now, in any order. */
  cards(db: Db, ids: readonly number[], locale: Locale, now: number, readerId: number | null): Promise<ContentItemCard[]>;
}

/** Each kind's items: the one place a shared part learns whether an item exists and what it is called. */
const ITEMS: Record<ContentKind, ContentKindItems> = {
  article: {
    async exists(db, id, now) {
      const row = await db.selectFrom('newsArticles').select('id').where('id', '=', id).where('status', 'in', ['published', 'scheduled']).where('publishedAt', '<=', now).executeTakeFirst();
      return row !== undefined;
    },
    async cards(db, ids, locale, now) {
      if (ids.length === 0) return [];
      const rows = await publishedArticles(db, locale, now).where('a.id', 'in', [...ids]).execute();
      return rows.map((r) => ({ id: r.id, title: r.headline, href: articlePath({ category: r.category, type: r.type, slug: articleSlug({ id: r.id, headline: r.headlineVi }) }), image: r.cover }));
    },
  },
  clip: {
    async exists(db, id, now) {
      const row = await db.selectFrom('highlightClips').select('id').where('id', '=', id).where('publishedAt', '<=', now).executeTakeFirst();
      return row !== undefined;
    },
    async cards(db, ids, locale, now) {
      if (ids.length === 0) return [];
      const rows = await publishedClips(db, locale, now).where('c.id', 'in', [...ids]).execute();
      return rows.map((r) => ({ id: r.id, title: r.title, href: clipPath(toClipSummary(r)), image: r.poster }));
    },
  },
  post: {
    exists: (db, id, _now, readerId) => postItems.exists(db, id, readerId),
    cards: (db, ids, _locale, _now, readerId) => postItems.cards(db, ids, readerId),
  },
};

/** `readerId` left out reads as a guest, so a caller that forgets the reader never shows a member's post. */
export const contentItemExists = (db: Db, kind: ContentKind, id: number, now: number, readerId: number | null = null): Promise<boolean> =>
  ITEMS[kind].exists(db, id, now, readerId);

export const contentItemCards = (db: Db, kind: ContentKind, ids: readonly number[], locale: Locale, now: number, readerId: number | null = null): Promise<ContentItemCard[]> =>
  ITEMS[kind].cards(db, ids, locale, now, readerId);
