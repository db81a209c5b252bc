import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TypeNav } from '@/components/tips/type-nav';
import { tipCategoryPath, tipDetailPath } from '@/lib/domain/tip-keo';
import { categoryMetadata, categoryOrNotFound, localeOf, pageOf, viewerZone, type TipPageProps } from '../_tips/page-context';
import { TipFeed } from '../_tips/tip-feed';
import { TipsShell } from '../_tips/tips-shell';

type Props = TipPageProps<{ category: string }>;

export const generateMetadata = categoryMetadata('meta.category');

/** /tip-keo/{category}: one sport's tips and its top tipsters (top-rating with the sport's filter code). */
export default async function TipCategoryPage({ params, searchParams }: Props) {
  const { locale: requested, category: slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const category = categoryOrNotFound(slug);
  const [t, timeZone, search] = await Promise.all([getTranslations({ locale, namespace: 'tips' }), viewerZone(), searchParams]);
  return (
    <TipsShell title={t('meta.category', { category: t(`tabs.${category.slug}`) })} subnav={<TypeNav category={category.slug} />}>
      <TipFeed
        timeZone={timeZone}
        page={pageOf(search)}
        path={tipCategoryPath(category.slug)}
        liveModeId={category.liveModeId}
        filterCode={category.filterCode}
        hrefOf={(tip) => tipDetailPath({ id: tip.id, home: tip.match.home, away: tip.match.away })}
      />
    </TipsShell>
  );
}
