import type { Generated } from 'kysely';
import type { ArticleStatus, ArticleTagKind, NewsCategory, NewsType } from '@/lib/domain/news';
import type { TranslatedColumns } from '@/lib/domain/translated-text';

/** A news article; bodies are JSON arrays of blocks (lib/contract/news-blocks), one per language. */
export interface NewsArticleTable extends TranslatedColumns<'headline'>, TranslatedColumns<'standfirst'>, TranslatedColumns<'body'> {
  id: Generated<number>;
  category: NewsCategory;
  type: NewsType;
  status: ArticleStatus;
  /** 1 when the desk put it in the featured tab. */
  featured: Generated<number>;
  cover: string;
  authorId: number;
  /** The fixture an automatic match report is about. */
  fixtureId: number | null;
  viewCount: Generated<number>;
  publishedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface NewsArticleTagTable {
  articleId: number;
  kind: ArticleTagKind;
  refId: number;
}
