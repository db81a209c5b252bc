'use client';

import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { PageTitle } from '@/components/page-kit/page-title';
import { EmptyState } from '@/components/page-kit/empty-state';
import { searchQuery } from '@/lib/api/queries/search';
import { SEARCH_KINDS, SEARCH_LIMITS, searchPath, type SearchKind } from '@/lib/domain/search';
import { searchTokens } from '@/lib/format/fold';
import { useHitViews } from './hit-views';
import { ResultSection } from './result-section';
import { ResultsForm } from './results-form';
import { KindTabs } from './kind-tabs';

export interface SearchResultsViewProps {
  q: string;
  kind: SearchKind | undefined;
  timeZone: string;
}

/** `/tim-kiem`: the query's answers, every kind or one, with a tab per kind. */
export function SearchResultsView({ q, kind, timeZone }: SearchResultsViewProps) {
  const t = useTranslations('search');
  const describe = useHitViews(timeZone);
  const enabled = searchTokens(q).length > 0;
  const query = useQuery({ ...searchQuery({ q, kind, limit: kind ? SEARCH_LIMITS.kindPage : SEARCH_LIMITS.page }), enabled });
  const results = enabled ? query.data : undefined;
  const sections = results
    ? (kind ? [kind] : SEARCH_KINDS).map((k) => ({ kind: k, hits: describe(k, results), hasMore: results[k].hasMore })).filter((s) => s.hits.length > 0)
    : [];

  return (
    <div className="page-container flex flex-col gap-4 py-4 md:py-6">
      <PageTitle>{q ? t('page.titleFor', { query: q }) : t('page.title')}</PageTitle>
      <ResultsForm q={q} kind={kind} />
      {q ? <KindTabs q={q} kind={kind} /> : null}
      {!enabled ? (
        <EmptyState icon={<SearchX aria-hidden />} title={q ? t('page.emptyTitle', { query: q }) : t('page.startTitle')} description={q ? t('page.emptyHint') : t('page.startHint')} />
      ) : query.isError ? (
        <ErrorState title={t('page.errorTitle')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} />
      ) : !results ? (
        <ListLoading label={t('page.loading')} rows={3} className="flex flex-col gap-4" />
      ) : sections.length === 0 ? (
        <EmptyState icon={<SearchX aria-hidden />} title={t('page.emptyTitle', { query: q })} description={t('page.emptyHint')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" data-testid="search-results">
          {sections.map((s) => (
            <ResultSection
              key={s.kind}
              kind={s.kind}
              title={t(`kinds.${s.kind}`)}
              hits={s.hits}
              more={!kind && s.hasMore ? { href: searchPath(q, s.kind), label: t('page.more', { kind: t(`kinds.${s.kind}`).toLowerCase() }) } : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
