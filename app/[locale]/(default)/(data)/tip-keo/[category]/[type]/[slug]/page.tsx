import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { tipCategoryBySlug, tipTypeDetailPath, tipTypePath } from '@/lib/domain/tip-keo';
import { redirect } from '@/lib/i18n/navigation';
import { categoryOrNotFound, localeOf, tipOrNotFound, typeOrNotFound, type TipPageProps } from '../../../_tips/page-context';
import { TipDetailPage, tipMetadata } from '../../../_tips/tip-detail-page';

type Props = TipPageProps<{ category: string; type: string; slug: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, type, slug } = await params;
  const cat = tipCategoryBySlug(category);
  if (!cat) return {};
  const data = await tipOrNotFound(`${tipTypePath(cat.slug, type)}/${slug}`, slug);
  return tipMetadata(data.tip, localeOf(locale));
}

/** /tip-keo/{category}/{type}/{slug}: a tip seen within its sport and market; a tip of another one is a 404. */
export default async function TipInTypePage({ params }: Props) {
  const { locale: requested, category: c, type: ty, slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const category = categoryOrNotFound(c);
  const type = typeOrNotFound(category, ty);
  const path = `${tipTypePath(category.slug, type.slug)}/${slug}`;
  const { tip, authorStats } = await tipOrNotFound(path, slug);
  if (tip.match.liveModeId !== category.liveModeId || tip.market !== type.market) routeValidationNotFound(path);
  const canonical = tipTypeDetailPath(category.slug, type.slug, { id: tip.id, home: tip.match.home, away: tip.match.away });
  if (canonical !== path) redirect({ href: canonical, locale });
  return <TipDetailPage tip={tip} authorStats={authorStats} locale={locale} />;
}
