import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { positiveId } from '@/lib/domain/football-urls';
import { isNewsCategory, isNewsTab, isNewsType, NEWS_ROOT, NEWS_TYPES, type NewsCategory, type NewsTab, type NewsType } from '@/lib/domain/news';
import type { Locale } from '@/lib/domain/locale';
import { localeOf, type SearchParams } from '@/lib/page-kit/context';
export { localeOf, viewerZone } from '@/lib/page-kit/context';

export interface NewsPageProps<P extends object = object> {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<SearchParams>;
}

/** `?page=`: a positive page number; anything else is the first page. */
export function pageOf(search: SearchParams): number {
  const raw = search.page;
  return (typeof raw === 'string' ? positiveId(raw) : null) ?? 1;
}

/** The list's own address for a page of it: the first page has no `?page=`. */
export const pagedHref = (path: string) => (page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** The render's clock, for "3 giờ trước": read once per page, outside the components that draw it. */
export function renderedAt(): number {
  return Date.now();
}

/** `/tin-tuc/{segment}` names either a tab (an order of every sport's articles) or a sport. */
export type NewsSegment = { kind: 'tab'; tab: NewsTab } | { kind: 'category'; category: NewsCategory };

export function segmentOf(slug: string): NewsSegment | null {
  if (isNewsTab(slug)) return { kind: 'tab', tab: slug };
  if (isNewsCategory(slug)) return { kind: 'category', category: slug };
  return null;
}

export function segmentOrNotFound(slug: string): NewsSegment {
  const segment = segmentOf(slug);
  if (!segment) routeValidationNotFound(`${NEWS_ROOT}/${slug}`);
  return segment;
}

/** The sport of `/tin-tuc/{category}/…`; a tab there (no types below a tab) or anything else is the 404. */
export function categoryOrNotFound(slug: string, path: string): NewsCategory {
  if (!isNewsCategory(slug)) routeValidationNotFound(path);
  return slug;
}

export function typeOrNotFound(slug: string, path: string): NewsType {
  if (!isNewsType(slug)) routeValidationNotFound(path);
  return slug;
}

const typeKey = (type: NewsType) => NEWS_TYPES.find((t) => t.slug === type)?.key ?? 'hot';

/** Heading and description of a list: every sport, a tab, a sport, or a sport's type. */
export async function listHeading(locale: Locale, list: { tab?: NewsTab; category?: NewsCategory; type?: NewsType }): Promise<{ title: string; description: string }> {
  const t = await getTranslations({ locale, namespace: 'news' });
  if (list.tab) return { title: t(`meta.tab.${list.tab}`), description: t(`meta.tabDescription.${list.tab}`) };
  if (!list.category) return { title: t('meta.title'), description: t('meta.description') };
  const category = t(`sports.${list.category}`);
  if (!list.type) return { title: t('meta.category', { category }), description: t('meta.categoryDescription', { category }) };
  const type = t(`types.${typeKey(list.type)}`);
  return { title: t('meta.type', { category, type }), description: t('meta.typeDescription', { category, type }) };
}

/** `generateMetadata` of `/tin-tuc/{segment}`: an unknown segment gets none (the page 404s). */
export async function segmentMetadata({ params }: NewsPageProps<{ category: string }>): Promise<Metadata> {
  const { locale, category } = await params;
  const segment = segmentOf(category);
  if (!segment) return {};
  return listHeading(localeOf(locale), segment.kind === 'tab' ? { tab: segment.tab } : { category: segment.category });
}

/** `generateMetadata` of `/tin-tuc/{category}/{type}`. */
export async function typeMetadata({ params }: NewsPageProps<{ category: string; type: string }>): Promise<Metadata> {
  const { locale, category, type } = await params;
  if (!isNewsCategory(category) || !isNewsType(type)) return {};
  return listHeading(localeOf(locale), { category, type });
}
