import { ArrowLeft, FilePen } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { SectionMessages } from '@/components/i18n/section-messages';
import { ArticleEditor } from '@/components/newsroom/article-editor';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';
import { newsroomArticleQuery } from '@/lib/api/queries/newsroom';
import { positiveId } from '@/lib/domain/football-urls';
import { NEWSROOM_PATHS, NEWSROOM_ROOT } from '@/lib/domain/newsroom';
import { Link } from '@/lib/i18n/navigation';
import { serverQuery } from '@/server/api/server-query';
import { forEditors, newsroomLocale, newsroomMetadata, viewerZone, type NewsroomRouteProps } from '../_newsroom/newsroom-route';

export const generateMetadata = newsroomMetadata;

type Props = NewsroomRouteProps<{ id: string }>;

/** /toa-soan/{id}: one article's form; the 404 for an unknown id and for anyone but an editor. */
export default async function EditArticlePage({ params }: Props) {
  const { id: raw } = await params;
  const locale = await newsroomLocale(params);
  const path = `${NEWSROOM_ROOT}/${raw}`;
  const id = positiveId(raw);
  if (id === null) routeValidationNotFound(path);
  const [result, t, timeZone] = await Promise.all([serverQuery(newsroomArticleQuery(id)), getTranslations({ locale, namespace: 'newsroom' }), viewerZone()]);
  const article = forEditors(result, path);
  return (
    <PageShell width="wide">
      <Link href={NEWSROOM_PATHS.list} className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-accent"><ArrowLeft aria-hidden className="size-4" />{t('editor.back')}</Link>
      <PageHeader icon={FilePen} title={t('editor.editTitle')} />
      <SectionMessages namespaces={['newsroom', 'news']}>
        <ArticleEditor key={article.id} initial={article} timeZone={timeZone} />
      </SectionMessages>
    </PageShell>
  );
}
