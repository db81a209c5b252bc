import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MyTipsView } from '@/components/tips/my-tips/my-tips-view';
import { myTipsQuery, tipQuoteQuery } from '@/lib/api/queries/tips';
import { serverApi } from '@/server/api/server-api';
import { myTips, tipQuote } from '@/lib/contract/tips';
import { positiveId } from '@/lib/domain/football-urls';
import { serverViewer } from '../../chatroom/_shared/viewer';
import { localeOf, viewerZone, type TipPageProps } from '../_tips/page-context';
import { TipsShell } from '../_tips/tips-shell';

export async function generateMetadata({ params }: TipPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'tips' });
  return { title: t('meta.mine'), description: t('meta.description') };
}

/** /tip-keo/tip-cua-toi[?fixtureId=]: the member's tips and the form to write one (on that match, when given). */
export default async function MyTipsPage({ params, searchParams }: TipPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, timeZone, search, viewer] = await Promise.all([getTranslations({ locale, namespace: 'tips' }), viewerZone(), searchParams, serverViewer()]);
  const fixtureId = typeof search.fixtureId === 'string' ? positiveId(search.fixtureId) : null;
  const queryClient = new QueryClient();
  const [mine, quote] = await Promise.all([
    viewer === 0 ? null : serverApi(myTips),
    fixtureId === null ? null : serverApi(tipQuote, { query: { fixtureId } }),
  ]);
  if (mine) queryClient.setQueryData(myTipsQuery(viewer).queryKey, mine);
  if (quote) queryClient.setQueryData(tipQuoteQuery(quote.match.fixtureId).queryKey, quote);
  return (
    <TipsShell title={t('meta.mine')}>
      <SectionMessages namespaces={['tips']}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <MyTipsView
            serverViewer={viewer}
            timeZone={timeZone}
            initialFixtureId={quote?.match.fixtureId}
            initialLiveModeId={quote?.match.liveModeId}
          />
        </HydrationBoundary>
      </SectionMessages>
    </TipsShell>
  );
}
