import { useTranslations } from 'next-intl';
import { TabLinks } from '@/components/page-kit/tab-links';
import { TIP_TYPES, tipCategoryPath, tipEventsPath, tipTypePath, type TipCategorySlug } from '@/lib/domain/tip-keo';

/** Within a sport: every market, one market, or the matches with tips. */
export function TypeNav({ category }: { category: TipCategorySlug }) {
  const t = useTranslations('tips.types');
  const items = [
    { href: tipCategoryPath(category), label: t('all'), exact: true },
    ...TIP_TYPES.map((type) => ({ href: tipTypePath(category, type.slug), label: t(type.slug) })),
    { href: tipEventsPath(category), label: t('events') },
  ];
  return <TabLinks items={items} label={t('label')} />;
}
