import { useTranslations } from 'next-intl';
import { TabLinks, type TabLink } from '@/components/page-kit/tab-links';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { HIGHLIGHT_CATEGORY_SLUGS, HIGHLIGHT_TYPES, HIGHLIGHTS_ROOT, highlightListPath, highlightTypesOf, type HighlightCategory, type HighlightSort } from '@/lib/domain/highlights';

/** Every sport, then (within one) the types that sport has. */
export function HighlightsNav({ category }: { category?: HighlightCategory }) {
  const t = useTranslations('highlights');
  const sports: TabLink[] = [
    { href: HIGHLIGHTS_ROOT, label: t('types.all'), exact: true },
    ...HIGHLIGHT_CATEGORY_SLUGS.map((slug) => ({ href: highlightListPath(slug), label: t(`sports.${slug}`) })),
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <TabLinks items={sports} label={t('sports.label')} />
      {category ? (
        <div className="border-t border-border pt-2">
          <TabLinks
            items={[
              { href: highlightListPath(category), label: t('types.all'), exact: true },
              ...HIGHLIGHT_TYPES.filter((type) => highlightTypesOf(category).includes(type.slug)).map((type) => ({ href: highlightListPath(category, type.slug), label: t(`types.${type.key}`) })),
            ]}
            label={t('types.label')}
            className="[&_a]:h-8 [&_a]:text-[13px]"
          />
        </div>
      ) : null}
    </div>
  );
}

/** Newest or most viewed first, as two links keeping the list's path. */
export function SortLinks({ path, sort }: { path: string; sort: HighlightSort }) {
  const t = useTranslations('highlights.sort');
  const items = [
    { key: 'newest' as const, href: path },
    { key: 'most-viewed' as const, href: `${path}?sort=most-viewed` },
  ];
  return (
    <nav aria-label={t('label')} className="inline-flex rounded-full border border-border p-0.5 text-[13px]">
      {items.map((item) => (
        <Link
          key={item.key}
          href={item.href}
          aria-current={sort === item.key ? 'true' : undefined}
          className={cn('rounded-full px-3 py-1 font-medium transition', sort === item.key ? 'bg-fg text-bg' : 'text-muted hover:text-fg')}
        >
          {t(item.key)}
        </Link>
      ))}
    </nav>
  );
}
