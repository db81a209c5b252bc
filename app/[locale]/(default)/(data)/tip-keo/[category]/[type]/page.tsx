import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TypeNav } from '@/components/tips/type-nav';
import { tipCategoryBySlug, tipTypeBySlug, tipTypeDetailPath, tipTypePath } from '@/lib/domain/tip-keo';
import { categoryOrNotFound, localeOf, pageOf, typeOrNotFound, viewerZone, type TipPageProps } from '../../_tips/page-context';
import { TipFeed } from '../../_tips/tip-feed';
import { TipsShell } from '../../_tips/tips-shell';

type Props = TipPageProps<{ category: string; type: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: c, type: ty } = await params;
  const category = tipCategoryBySlug(c);
  const type = tipTypeBySlug(ty);
  if (!category || !type) return {};
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'tips' });
  return { title: t('meta.type', { type: t(`types.${type.slug}`), category: t(`tabs.${category.slug}`) }), description: t('meta.description') };
}

/** /tip-keo/{category}/{type}: one sport's tips on one market. */
export default async function TipTypePage({ params, searchParams }: Props) {
  const { locale: requested, category: c, type: ty } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const category = categoryOrNotFound(c);
  const type = typeOrNotFound(category, ty);
  const [t, timeZone, search] = await Promise.all([getTranslations({ locale, namespace: 'tips' }), viewerZone(), searchParams]);
  return (
    <TipsShell title={t('meta.type', { type: t(`types.${type.slug}`), category: t(`tabs.${category.slug}`) })} subnav={<TypeNav category={category.slug} />}>
      <TipFeed
        timeZone={timeZone}
        page={pageOf(search)}
        path={tipTypePath(category.slug, type.slug)}
        liveModeId={category.liveModeId}
        market={type.market}
        filterCode={category.filterCode}
        hrefOf={(tip) => tipTypeDetailPath(category.slug, type.slug, { id: tip.id, home: tip.match.home, away: tip.match.away })}
      />
    </TipsShell>
  );
}
