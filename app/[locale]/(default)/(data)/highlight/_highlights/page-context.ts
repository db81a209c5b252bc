import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { positiveId } from '@/lib/domain/football-urls';
import {
  HIGHLIGHT_TYPES, highlightTypesOf, isHighlightCategory, isHighlightType, type HighlightCategory, type HighlightSort, type HighlightType,
} from '@/lib/domain/highlights';
import type { Locale } from '@/lib/domain/locale';
import { localeOf, type SearchParams } from '@/lib/page-kit/context';
export { localeOf, viewerZone } from '@/lib/page-kit/context';

export interface HighlightPageProps<P extends object = object> {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<SearchParams>;
}

export function pageOf(search: SearchParams): number {
  const raw = search.page;
  return (typeof raw === 'string' ? positiveId(raw) : null) ?? 1;
}

export const sortOf = (search: SearchParams): HighlightSort => (search.sort === 'most-viewed' ? 'most-viewed' : 'newest');

/** `?t=` of a link to a moment: seconds into the clip. */
export function startOf(search: SearchParams): number | null {
  const raw = search.t;
  if (typeof raw !== 'string' || !/^\d{1,5}$/.test(raw)) return null;
  return Number(raw);
}

export const pagedHref = (path: string, sort: HighlightSort) => (page: number) => {
  const query = new URLSearchParams();
  if (sort !== 'newest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export function categoryOrNotFound(slug: string, path: string): HighlightCategory {
  if (!isHighlightCategory(slug)) routeValidationNotFound(path);
  return slug;
}

/** A type the sport has: goals and saves are football's only. */
export function typeOrNotFound(slug: string, category: HighlightCategory, path: string): HighlightType {
  if (!isHighlightType(slug) || !highlightTypesOf(category).includes(slug)) routeValidationNotFound(path);
  return slug;
}

const typeKey = (type: HighlightType) => HIGHLIGHT_TYPES.find((t) => t.slug === type)?.key ?? 'extended';

export async function listHeading(locale: Locale, list: { category?: HighlightCategory; type?: HighlightType }): Promise<{ title: string; description: string }> {
  const t = await getTranslations({ locale, namespace: 'highlights' });
  if (!list.category) return { title: t('meta.title'), description: t('meta.description') };
  const category = t(`sports.${list.category}`);
  if (!list.type) return { title: t('meta.category', { category }), description: t('meta.categoryDescription', { category }) };
  const type = t(`types.${typeKey(list.type)}`);
  return { title: t('meta.type', { category, type }), description: t('meta.typeDescription', { category, type }) };
}

export async function categoryMetadata({ params }: HighlightPageProps<{ category: string }>): Promise<Metadata> {
  const { locale, category } = await params;
  return isHighlightCategory(category) ? listHeading(localeOf(locale), { category }) : {};
}

export async function typeMetadata({ params }: HighlightPageProps<{ category: string; type: string }>): Promise<Metadata> {
  const { locale, category, type } = await params;
  return isHighlightCategory(category) && isHighlightType(type) ? listHeading(localeOf(locale), { category, type }) : {};
}

/** The render's clock, for "3 giờ trước": read once per page, outside the components that draw it. */
export function renderedAt(): number {
  return Date.now();
}
