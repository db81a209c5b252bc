import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { SEARCH_KINDS, searchPath, type SearchKind } from '@/lib/domain/search';

/** All kinds, then one tab per kind; the tabs keep the query. */
export function KindTabs({ q, kind }: { q: string; kind: SearchKind | undefined }) {
  const t = useTranslations('search');
  const tabs: { key: string; href: string; label: string; current: boolean }[] = [
    { key: 'all', href: searchPath(q), label: t('page.all'), current: kind === undefined },
    ...SEARCH_KINDS.map((k) => ({ key: k, href: searchPath(q, k), label: t(`kinds.${k}`), current: kind === k })),
  ];
  return (
    <nav aria-label={t('page.kindsLabel')} className="scrollbar-none -mx-1 overflow-x-auto">
      <ul className="flex min-w-max items-center gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium transition',
                tab.current ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
