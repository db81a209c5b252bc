import { routeValidationNotFound } from '@/components/app/route-validation';
import { ArticleList, LeadStory } from '@/components/news/article-list';
import { newsListQuery, type NewsListParams } from '@/lib/api/queries/news';
import { NEWS_LIMITS } from '@/lib/domain/news';
import { required } from '@/server/api/page-data';
import { serverData, serverQuery } from '@/server/api/server-query';
import { pagedHref, renderedAt, viewerZone } from './page-context';

interface NewsFeedProps {
  /** The list's filter and order: a sport, a type, a tab. */
  filter: Omit<NewsListParams, 'pageNum' | 'pageSize'>;
  page: number;
  /** The list's own path, for the pager. */
  path: string;
  /** Names the list for assistive tech. */
  label: string;
  /** On the first page, the newest featured article leads, larger, above the grid. */
  withLead?: boolean;
}

const PAGE_SIZE = NEWS_LIMITS.pageSize;

/**
 * One page of articles, server-rendered. A failed list is the error view (its retry asks again), not
 * an empty list; a failed lead only leaves the lead out.
 */
export async function NewsFeed({ filter, page, path, label, withLead = false }: NewsFeedProps) {
  const [list, featured, timeZone] = await Promise.all([
    serverQuery(newsListQuery({ ...filter, pageNum: page, pageSize: PAGE_SIZE })),
    withLead && page === 1 ? serverData(newsListQuery({ tab: 'noi-bat', pageNum: 1, pageSize: 1 })) : null,
    viewerZone(),
  ]);
  // A page past the last (`?page=9` of five, or past what the API pages through) names nothing: the 404,
  // not an empty state that would say the section has no articles.
  if (!list.ok && list.status === 422) routeValidationNotFound(`${path}?page=${page}`);
  const data = required(list, 'news list');
  if (page > 1 && data.items.length === 0) routeValidationNotFound(`${path}?page=${page}`);
  const now = renderedAt();
  const lead = featured?.items[0]?.featured ? featured.items[0] : null;
  const articles = lead ? data.items.filter((a) => a.id !== lead.id) : data.items;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  const filtered = Boolean(filter.category ?? filter.tab);
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      {lead ? <LeadStory article={lead} timeZone={timeZone} now={now} /> : null}
      <ArticleList
        articles={articles}
        timeZone={timeZone}
        now={now}
        label={label}
        eagerCount={lead ? 0 : 3}
        filtered={filtered}
        pager={{ page, pages, hrefOf: pagedHref(path) }}
      />
    </div>
  );
}
