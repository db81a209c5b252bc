import { Eye } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { SectionMessages } from '@/components/i18n/section-messages';
import { ArticleView } from '@/components/news/article-view';
import { newsroomPreviewQuery } from '@/lib/api/queries/newsroom';
import { positiveId } from '@/lib/domain/football-urls';
import { NEWSROOM_PATHS, NEWSROOM_ROOT } from '@/lib/domain/newsroom';
import { Link } from '@/lib/i18n/navigation';
import { serverQuery } from '@/server/api/server-query';
import { articleClips, articleMatches } from '../../../tin-tuc/_news/article-page';
import { renderedAt } from '../../../tin-tuc/_news/page-context';
import { forEditors, newsroomLocale, newsroomMetadata, viewerZone, type NewsroomRouteProps } from '../../_newsroom/newsroom-route';

export const generateMetadata = newsroomMetadata;

type Props = NewsroomRouteProps<{ id: string }>;

/** /toa-soan/{id}/xem-truoc: the article in any state, drawn by the public article view, in the page's language. */
export default async function PreviewArticlePage({ params }: Props) {
  const { id: raw } = await params;
  const locale = await newsroomLocale(params);
  const path = `${NEWSROOM_ROOT}/${raw}/xem-truoc`;
  const id = positiveId(raw);
  if (id === null) routeValidationNotFound(path);
  const [result, t, timeZone] = await Promise.all([serverQuery(newsroomPreviewQuery(id)), getTranslations({ locale, namespace: 'newsroom' }), viewerZone()]);
  const { article, related, status, live } = forEditors(result, path);
  const [matches, clips] = await Promise.all([articleMatches(article), articleClips(article)]);
  return (
    <>
      <div role="status" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-fg" data-testid="preview-banner">
        <p className="flex items-center gap-2 font-semibold">
          <Eye aria-hidden className="size-4 shrink-0 text-warning" />
          {live ? t('preview.bannerLive') : t('preview.banner', { status: t(`status.${status}`) })}
        </p>
        <Link href={NEWSROOM_PATHS.edit(article.id)} className="font-semibold text-accent hover:underline">{t('preview.backToEdit')}</Link>
      </div>
      <SectionMessages namespaces={['highlights', 'player']}>
        <ArticleView article={article} related={related} timeZone={timeZone} now={renderedAt()} matches={matches} clips={clips} />
      </SectionMessages>
    </>
  );
}
