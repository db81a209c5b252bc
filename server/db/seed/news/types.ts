import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { Locale } from '@/lib/domain/locale';
import type { NewsCategory, NewsType } from '@/lib/domain/news';
import type { Translations } from '@/lib/domain/translated-text';
import type { Motif } from '@/server/media/banner-motifs';

/** What a seeded article's tag names: a catalogue row by its slug, resolved to an id when seeding. */
export interface SeedTag {
  kind: 'team' | 'league' | 'player';
  slug: string;
}

/**
 * One demo article as the newsroom would have filed it, before ids exist: its text in three languages,
 * the motif of its generated cover, how long ago it went out, and what it is about.
 */
export interface SeedArticle {
  /** Stable and unique: keeps the article's id and order the same from one seed to the next. */
  key: string;
  category: NewsCategory;
  type: NewsType;
  motif: Motif;
  /** Chosen by the desk for the featured tab. */
  featured: boolean;
  /** Hours before the seed's `now` the article was published (0 = just now). */
  ageHours: number;
  /** Username of the seeded staff member or editor who wrote it. */
  author: string;
  headline: Translations;
  standfirst: Translations;
  body: Record<Locale, ArticleBlock[]>;
  tags: SeedTag[];
}
