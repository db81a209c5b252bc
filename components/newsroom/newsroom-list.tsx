import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { NewsroomItem } from '@/lib/contract/newsroom';
import { ARTICLE_STATUSES, type ArticleStatus } from '@/lib/domain/news';
import { NEWSROOM_PATHS } from '@/lib/domain/newsroom';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { sportOf, typeKeyOf } from '@/components/news/news-links';
import { StatusBadge } from './status-badge';

/** The list's address with a status filter and a page. */
export function listHref(status: ArticleStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${NEWSROOM_PATHS.list}?${query}` : NEWSROOM_PATHS.list;
}

/** All, draft, scheduled, published, unpublished: links, so a filtered list has its own address. */
export function StatusFilter({ active }: { active: ArticleStatus | null }) {
  const t = useTranslations('newsroom');
  const options: { status: ArticleStatus | null; label: string }[] = [{ status: null, label: t('filter.all') }, ...ARTICLE_STATUSES.map((s) => ({ status: s, label: t(`status.${s}`) }))];
  return (
    <nav aria-label={t('filter.label')} className="scrollbar-none -mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {options.map((o) => (
          <li key={o.status ?? 'all'}>
            <Link
              href={listHref(o.status)}
              aria-current={o.status === active ? 'page' : undefined}
              className={cn('inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold transition', o.status === active ? 'border-accent bg-accent text-accent-fg' : 'border-border bg-surface text-fg hover:border-accent/50')}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface NewsroomListProps {
  items: readonly NewsroomItem[];
  timeZone: string;
  status: ArticleStatus | null;
  page: number;
  pages: number;
}

/** One page of articles for editors: state, headline (a link to edit it), filing, author and times. */
export function NewsroomList({ items, timeZone, status, page, pages }: NewsroomListProps) {
  const t = useTranslations('newsroom');
  const tn = useTranslations('news');
  if (items.length === 0) return <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">{t('list.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface" aria-label={t('list.label')} data-testid="newsroom-list">
        {items.map((a) => {
          const sport = sportOf(a.category);
          const typeKey = typeKeyOf(a.type);
          return (
            <li key={a.id} className="flex flex-col gap-1.5 p-3 sm:p-4" data-article={a.id}>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <StatusBadge status={a.status} live={a.live} />
                {sport ? <span>{tn(`sports.${sport}`)}</span> : null}
                {typeKey ? <span>· {tn(`types.${typeKey}`)}</span> : null}
                {a.featured ? <span className="inline-flex items-center gap-0.5 text-warning"><Star aria-hidden className="size-3" />{t('list.featured')}</span> : null}
              </div>
              <Link href={NEWSROOM_PATHS.edit(a.id)} className="text-base font-bold text-fg [overflow-wrap:anywhere] hover:text-accent">
                {a.headline || t('list.untitled')}
              </Link>
              <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
                <span>{t('list.by', { name: a.author })}</span>
                <span>{t('list.updated', { time: formatDateTime(a.updatedAt, timeZone) })}</span>
                {a.publishedAt && (a.status === 'scheduled' || a.live) ? <span>{t(a.live ? 'list.publishedAt' : 'list.goesOut', { time: formatDateTime(a.publishedAt, timeZone) })}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3" aria-label={t('list.page', { page, pages })}>
          {page > 1 ? <Link href={listHref(status, page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}><ChevronLeft aria-hidden />{t('list.previous')}</Link> : <span />}
          <span className="text-sm text-muted">{t('list.page', { page, pages })}</span>
          {page < pages ? <Link href={listHref(status, page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('list.next')}<ChevronRight aria-hidden /></Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
