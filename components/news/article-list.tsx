import { Newspaper } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import { buttonClasses } from '@/components/ui/button';
import type { ArticleSummary } from '@/lib/contract/news';
import { NEWS_ROOT } from '@/lib/domain/news';
import { Link } from '@/lib/i18n/navigation';
import { ArticleCard } from './article-card';

export interface Pager {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}

interface ArticleListProps {
  articles: readonly ArticleSummary[];
  timeZone: string;
  now: number;
  /** Names the list for assistive tech (a visually hidden heading above it). */
  label: string;
  /** Cards drawn above the fold, whose covers load at once: the first row, or none under a lead story. */
  eagerCount?: number;
  pager?: Pager;
  /** The empty state offers the whole section when the list is a filtered one. */
  filtered?: boolean;
}

/** Articles as a grid of cards (one column on a phone, up to three on a wide screen), then the pager. */
export function ArticleList({ articles, timeZone, now, label, eagerCount = 3, pager, filtered = false }: ArticleListProps) {
  const t = useTranslations('news');
  if (articles.length === 0) {
    return (
      <EmptyState
        icon={<Newspaper aria-hidden />}
        title={t('empty.title')}
        description={t('empty.text')}
        action={filtered ? <Link href={NEWS_ROOT} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('empty.all')}</Link> : undefined}
      />
    );
  }
  return (
    <section aria-labelledby="news-list-heading" className="flex flex-col gap-5">
      <h2 id="news-list-heading" className="sr-only">{label}</h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3 2xl:grid-cols-4" data-testid="article-list">
        {articles.map((article, i) => (
          <li key={article.id} className="min-w-0">
            <ArticleCard article={article} timeZone={timeZone} now={now} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
      {pager && pager.pages > 1 ? <ListPager pager={pager} /> : null}
    </section>
  );
}

/** Previous and next page as links, so every page of the list is a plain address a crawler can follow. */
function ListPager({ pager }: { pager: Pager }) {
  const t = useTranslations('news.pager');
  const { page, pages, hrefOf } = pager;
  return (
    <nav aria-label={t('label')} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className={buttonClasses({ variant: 'outline', size: 'md' })}>
          {t('prev')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted tabular-nums">{t('page', { page, pages })}</span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} rel="next" className={buttonClasses({ variant: 'outline', size: 'md' })}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The lead story above the list: the page's largest picture, so it loads first. */
export function LeadStory({ article, timeZone, now }: { article: ArticleSummary; timeZone: string; now: number }) {
  const t = useTranslations('news');
  return (
    <section aria-labelledby="news-lead-heading">
      <h2 id="news-lead-heading" className="sr-only">{t('lead')}</h2>
      <ArticleCard article={article} timeZone={timeZone} now={now} lead eager />
    </section>
  );
}
