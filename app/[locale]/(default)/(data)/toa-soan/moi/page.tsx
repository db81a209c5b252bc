import { ArrowLeft, FilePlus2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { ArticleEditor } from '@/components/newsroom/article-editor';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';
import { NEWSROOM_PATHS } from '@/lib/domain/newsroom';
import { Link } from '@/lib/i18n/navigation';
import { editorsOnly, newsroomLocale, newsroomMetadata, viewerZone, type NewsroomRouteProps } from '../_newsroom/newsroom-route';

export const generateMetadata = newsroomMetadata;

/** /toa-soan/moi: an empty article; its first save files it as a draft and moves to its own page. */
export default async function NewArticlePage({ params }: NewsroomRouteProps) {
  const locale = await newsroomLocale(params);
  await editorsOnly(NEWSROOM_PATHS.create);
  const [t, timeZone] = await Promise.all([getTranslations({ locale, namespace: 'newsroom' }), viewerZone()]);
  return (
    <PageShell width="wide">
      <Link href={NEWSROOM_PATHS.list} className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-accent"><ArrowLeft aria-hidden className="size-4" />{t('editor.back')}</Link>
      <PageHeader icon={FilePlus2} title={t('editor.newTitle')} />
      <SectionMessages namespaces={['newsroom', 'news']}>
        <ArticleEditor initial={null} timeZone={timeZone} />
      </SectionMessages>
    </PageShell>
  );
}
