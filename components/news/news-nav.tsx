import { useTranslations } from 'next-intl';
import { TabLinks, type TabLink } from '@/components/page-kit/tab-links';
import { NEWS_CATEGORY_SLUGS, NEWS_ROOT, NEWS_TABS, NEWS_TYPES, newsListPath, type NewsCategory } from '@/lib/domain/news';
import { newsTabPath } from './news-links';

/**
 * The news section's tabs (spec §2): the newest, featured, most read and recommended; then one link
 * per sport. The current one is marked by the page-kit's tab links.
 */
export function NewsNav() {
  const t = useTranslations('news');
  const tabs: TabLink[] = [
    { href: NEWS_ROOT, label: t('tabs.latest'), exact: true },
    ...NEWS_TABS.map((tab) => ({ href: newsTabPath(tab), label: t(`tabs.${tab}`) })),
  ];
  const sports: TabLink[] = NEWS_CATEGORY_SLUGS.map((slug) => ({ href: newsListPath(slug), label: t(`sports.${slug}`) }));
  return (
    <div className="flex flex-col gap-1.5">
      <TabLinks items={tabs} label={t('tabs.label')} />
      <TabLinks items={sports} label={t('sports.label')} className="[&_a]:h-8 [&_a]:border [&_a]:border-border [&_a]:text-[13px]" />
    </div>
  );
}

/** Within a sport: every type, or one. */
export function NewsTypeNav({ category }: { category: NewsCategory }) {
  const t = useTranslations('news.types');
  const items: TabLink[] = [
    { href: newsListPath(category), label: t('all'), exact: true },
    ...NEWS_TYPES.map((type) => ({ href: newsListPath(category, type.slug), label: t(type.key) })),
  ];
  return (
    <div className="border-t border-border pt-2">
      <TabLinks items={items} label={t('label')} className="[&_a]:h-8 [&_a]:text-[13px]" />
    </div>
  );
}
