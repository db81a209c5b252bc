import { isNewsCategory, NEWS_ROOT, NEWS_TYPES, type NewsCategory, type NewsTab, type NewsTypeKey } from '@/lib/domain/news';

/** `/tin-tuc/{tab}`: the list in a tab's order. */
export const newsTabPath = (tab: NewsTab): string => `${NEWS_ROOT}/${tab}`;

/** The sport of an article's category, for its message key; null for a category this build does not know. */
export function sportOf(category: string): NewsCategory | null {
  return isNewsCategory(category) ? category : null;
}

/** The message key of an article type's name (`news.types.{key}`); null for a type this build does not know. */
export function typeKeyOf(type: string): NewsTypeKey | null {
  return NEWS_TYPES.find((t) => t.slug === type)?.key ?? null;
}
