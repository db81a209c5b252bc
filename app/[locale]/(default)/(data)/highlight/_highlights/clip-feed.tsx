import { routeValidationNotFound } from '@/components/app/route-validation';
import { ClipList } from '@/components/highlights/clip-list';
import { highlightListQuery, type HighlightListParams } from '@/lib/api/queries/highlights';
import { HIGHLIGHT_LIMITS, type HighlightSort } from '@/lib/domain/highlights';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { pagedHref, renderedAt, viewerZone } from './page-context';

interface ClipFeedProps {
  filter: Omit<HighlightListParams, 'pageNum' | 'pageSize' | 'sort'>;
  sort: HighlightSort;
  page: number;
  path: string;
  label: string;
}

/** One page of clips, server-rendered; a page past the last is the 404. */
export async function ClipFeed({ filter, sort, page, path, label }: ClipFeedProps) {
  const [list, timeZone] = await Promise.all([
    serverQuery(highlightListQuery({ ...filter, sort, pageNum: page, pageSize: HIGHLIGHT_LIMITS.pageSize })),
    viewerZone(),
  ]);
  if (!list.ok && list.status === 422) routeValidationNotFound(`${path}?page=${page}`);
  const data = required(list, 'highlight list');
  if (page > 1 && data.items.length === 0) routeValidationNotFound(`${path}?page=${page}`);
  const pages = Math.max(1, Math.ceil(data.total / HIGHLIGHT_LIMITS.pageSize));
  return (
    <ClipList
      clips={data.items}
      timeZone={timeZone}
      now={renderedAt()}
      label={label}
      filtered={Boolean(filter.category)}
      pager={{ page, pages, hrefOf: pagedHref(path, sort) }}
    />
  );
}
