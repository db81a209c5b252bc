import { Newspaper, Plus } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { NewsroomList, StatusFilter } from '@/components/newsroom/newsroom-list';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { newsroomListQuery } from '@/lib/api/queries/newsroom';
import { positiveId } from '@/lib/domain/football-urls';
import { ARTICLE_STATUSES, type ArticleStatus } from '@/lib/domain/news';
import { NEWSROOM_LIMITS, NEWSROOM_PATHS } from '@/lib/domain/newsroom';
import { Link } from '@/lib/i18n/navigation';
import type { SearchParams } from '@/lib/page-kit/context';
import { serverQuery } from '@/server/api/server-query';
import { forEditors, newsroomLocale, newsroomMetadata, viewerZone, type NewsroomRouteProps } from './_newsroom/newsroom-route';

export const generateMetadata = newsroomMetadata;

const statusOf = (raw: SearchParams[string]): ArticleStatus | null =>
  ARTICLE_STATUSES.find((s) => s === raw) ?? null;

/** /toa-soan: every article for editors, filtered by state, the last edited first; the 404 for anyone else. */
export default async function NewsroomPage({ params, searchParams }: NewsroomRouteProps & { searchParams: Promise<SearchParams> }) {
  const locale = await newsroomLocale(params);
  const q = await searchParams;
  const status = statusOf(q.status);
  const page = (typeof q.page === 'string' ? positiveId(q.page) : null) ?? 1;
  const pageSize = NEWSROOM_LIMITS.pageSize;
  const [result, t, timeZone] = await Promise.all([
    serverQuery(newsroomListQuery({ pageNum: page, pageSize, ...(status ? { status } : {}) })),
    getTranslations({ locale, namespace: 'newsroom' }),
    viewerZone(),
  ]);
  const data = forEditors(result, NEWSROOM_PATHS.list);
  return (
    <PageShell width="wide">
      <PageHeader
        icon={Newspaper}
        title={t('title')}
        subtitle={t('intro')}
        actions={
          <Link href={NEWSROOM_PATHS.create} className={buttonClasses()} data-testid="new-article">
            <Plus aria-hidden />
            {t('newArticle')}
          </Link>
        }
      >
        <div className="pt-3"><StatusFilter active={status} /></div>
      </PageHeader>
      <NewsroomList items={data.items} timeZone={timeZone} status={status} page={page} pages={Math.max(1, Math.ceil(data.total / pageSize))} />
    </PageShell>
  );
}
