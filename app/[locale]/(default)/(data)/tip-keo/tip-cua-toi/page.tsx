import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MyTipsView } from '@/components/tips/my-tips/my-tips-view';
import { myTipsQuery, tipQuoteQuery } from '@/lib/api/queries/tips';
import { positiveId } from '@/lib/domain/football-urls';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { localeOf, viewerZone, type TipPageProps } from '../_tips/page-context';
import { TipsShell } from '../_tips/tips-shell';
import { metadataFromMessages } from '@/lib/page-kit/metadata';

export const generateMetadata = metadataFromMessages('tips', { title: 'meta.mine', description: 'meta.description' });

/** /tip-keo/tip-cua-toi[?fixtureId=]: the member's tips and the form to write one (on that match, when given). */
export default async function MyTipsPage({ params, searchParams }: TipPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, timeZone, search, viewer] = await Promise.all([getTranslations({ locale, namespace: 'tips' }), viewerZone(), searchParams, serverViewer()]);
  const fixtureId = typeof search.fixtureId === 'string' ? positiveId(search.fixtureId) : null;
  // The list and the form's match are handed to the islands, which read the same queries.
  const [, quote] = await Promise.all([viewer === 0 ? null : prefetch(myTipsQuery(viewer)), fixtureId === null ? null : prefetch(tipQuoteQuery(fixtureId))]);
  return (
    <TipsShell title={t('meta.mine')}>
      <SectionMessages namespaces={['tips']}>
        <Hydrate>
          <MyTipsView
            serverViewer={viewer}
            timeZone={timeZone}
            initialFixtureId={quote?.match.fixtureId}
            initialLiveModeId={quote?.match.liveModeId}
          />
        </Hydrate>
      </SectionMessages>
    </TipsShell>
  );
}
