import { useTranslations } from 'next-intl';
import { TabLinks, type TabLink } from '@/components/page-kit/tab-links';
import { TIP_ROOT, TIP_TABS, myTipsPath, tipCategoryPath, tipCategoryBySlug } from '@/lib/domain/tip-keo';

/** The tip section's tabs (spec §2): all, my tips, then one per sport. */
export function TipsNav() {
  const t = useTranslations('tips.tabs');
  const items: TabLink[] = [
    { href: TIP_ROOT, label: t('all'), exact: true },
    ...TIP_TABS.map((slug) => {
      const category = tipCategoryBySlug(slug);
      return { href: category ? tipCategoryPath(category.slug) : myTipsPath(), label: t(slug) };
    }),
  ];
  return <TabLinks items={items} label={t('label')} />;
}
