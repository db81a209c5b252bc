import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { tipDetailPath, TIP_ROOT } from '@/lib/domain/tip-keo';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf, tipOrNotFound, type TipPageProps } from '../../_tips/page-context';
import { TipDetailPage, tipMetadata } from '../../_tips/tip-detail-page';

type Props = TipPageProps<{ slug: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const data = await tipOrNotFound(`${TIP_ROOT}/chi-tiet/${slug}`, slug);
  return tipMetadata(data.tip, localeOf(locale));
}

/** /tip-keo/chi-tiet/{home}-vs-{away}-{id}: one tip; an old or mistyped name is sent to the right one. */
export default async function TipDetailRoute({ params }: Props) {
  const { locale: requested, slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const { tip, authorStats } = await tipOrNotFound(`${TIP_ROOT}/chi-tiet/${slug}`, slug);
  const canonical = tipDetailPath({ id: tip.id, home: tip.match.home, away: tip.match.away });
  if (canonical !== `${TIP_ROOT}/chi-tiet/${slug}`) redirect({ href: canonical, locale });
  return <TipDetailPage tip={tip} authorStats={authorStats} locale={locale} />;
}
