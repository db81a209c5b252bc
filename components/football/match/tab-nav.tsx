import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { MATCH_TABS, matchTabHref, type MatchTab } from './match-tabs';

/** The tabs as links: each opens the same match with another section rendered on the server. */
export async function TabNav({ matchHref, active }: { matchHref: string; active: MatchTab }) {
  const t = await getTranslations('match.nav');
  return (
    <nav aria-label={t('label')} className="scrollbar-none -mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {MATCH_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={matchTabHref(matchHref, tab)}
              scroll={false}
              aria-current={tab === active ? 'page' : undefined}
              className={cn('block rounded-full px-3.5 py-1.5 text-sm font-semibold', tab === active ? 'bg-accent text-accent-fg' : 'bg-surface text-muted hover:text-fg')}
            >
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
