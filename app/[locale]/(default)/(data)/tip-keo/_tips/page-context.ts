import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { tipDetailQuery } from '@/lib/api/queries/tips';
import { positiveId } from '@/lib/domain/football-urls';
import { tipCategoryBySlug, tipIdFromSlug, tipTypeBySlug, TIP_ROOT, type TipCategory } from '@/lib/domain/tip-keo';
import { localeOf } from '@/lib/page-kit/context';
import { foundOrNull } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
export { localeOf, viewerZone } from '@/lib/page-kit/context';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface TipPageProps<P extends object = object> {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<SearchParams>;
}

/** `?page=`: a positive page number; anything else is the first page. */
export function pageOf(search: SearchParams): number {
  const raw = search.page;
  return (typeof raw === 'string' ? positiveId(raw) : null) ?? 1;
}

/** The sport of `/tip-keo/{category}`, or the route-validation 404. */
export function categoryOrNotFound(slug: string): TipCategory {
  const category = tipCategoryBySlug(slug);
  if (!category) routeValidationNotFound(`${TIP_ROOT}/${slug}`);
  return category;
}

/** `generateMetadata` of a sport's page: the title names the sport (unknown sports get none; the page 404s). */
export function categoryMetadata(titleKey: 'meta.category' | 'meta.events') {
  return async ({ params }: TipPageProps<{ category: string }>): Promise<Metadata> => {
    const { locale, category: slug } = await params;
    const category = tipCategoryBySlug(slug);
    if (!category) return {};
    const t = await getTranslations({ locale: localeOf(locale), namespace: 'tips' });
    return { title: t(titleKey, { category: t(`tabs.${category.slug}`) }), description: t('meta.description') };
  };
}

export function typeOrNotFound(category: TipCategory, slug: string) {
  const type = tipTypeBySlug(slug);
  if (!type) routeValidationNotFound(`${TIP_ROOT}/${category.slug}/${slug}`);
  return type;
}

/**
 * The tip of a detail slug with its author's record, or the route-validation 404 for a malformed slug
 * or an unknown tip; a failure is the error view. The request's query client asks once for the page
 * and its metadata.
 */
export async function tipOrNotFound(path: string, slug: string) {
  const id = /^[a-z0-9-]+$/.test(slug) ? tipIdFromSlug(slug) : null;
  if (id === null) routeValidationNotFound(path);
  const data = foundOrNull(await serverQuery(tipDetailQuery(id)), `tip ${id}`);
  if (!data) routeValidationNotFound(path);
  return data;
}
