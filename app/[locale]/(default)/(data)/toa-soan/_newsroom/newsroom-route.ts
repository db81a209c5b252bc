import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { newsroomListQuery } from '@/lib/api/queries/newsroom';
import type { Locale } from '@/lib/domain/locale';
import { localeOf } from '@/lib/page-kit/context';
import type { ServerQueryResult } from '@/server/api/server-query';
import { serverQuery } from '@/server/api/server-query';
export { viewerZone } from '@/lib/page-kit/context';

export interface NewsroomRouteProps<P extends object = object> {
  params: Promise<{ locale: string } & P>;
}

export async function newsroomLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return locale;
}

/**
 * The data of a newsroom page, or the site's ordinary 404 for anyone the API refuses (a guest, a member
 * who is not an editor) and for an id that names nothing: the newsroom does not exist for them.
 * Any other failure is thrown to the error view.
 */
export function forEditors<T>(result: ServerQueryResult<T>, path: string): T {
  if (result.ok) return result.data;
  if ([401, 403, 404, 422].includes(result.status)) routeValidationNotFound(path);
  throw new Error(`newsroom ${path} failed with ${result.status}`);
}

/** Only an editor may open the page; the smallest list call asks the API who the viewer is. */
export async function editorsOnly(path: string): Promise<void> {
  forEditors(await serverQuery(newsroomListQuery({ pageNum: 1, pageSize: 1 })), path);
}

/** Never indexed; titled only for an editor (anyone else gets the 404 page and its title). */
export async function newsroomMetadata({ params }: NewsroomRouteProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const allowed = (await serverQuery(newsroomListQuery({ pageNum: 1, pageSize: 1 }))).ok;
  if (!allowed) return { robots: { index: false, follow: false } };
  const t = await getTranslations({ locale, namespace: 'newsroom.meta' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}
