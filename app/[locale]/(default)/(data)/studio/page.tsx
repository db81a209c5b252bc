import { Radio, ShieldAlert } from 'lucide-react';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberGate } from '@/components/auth/member-gate';
import { SectionMessages } from '@/components/i18n/section-messages';
import { EmptyState } from '@/components/page-kit/empty-state';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';
import { StudioView } from '@/components/studio/studio-view';
import { studioOverviewQuery } from '@/lib/api/queries/studio';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { prefill, serverQuery } from '@/server/api/server-query';
import { rtmpServerUrl } from '@/server/services/studio/ingest-address';

export const generateMetadata = metadataFromMessages('studio.meta', { title: 'title', description: 'description', noindex: true });

interface StudioPageProps {
  params: Promise<{ locale: string }>;
}

/** /studio: commentators go live here; a guest is asked to log in, anyone else is told it is not for them. */
export default async function StudioPage({ params }: StudioPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [result, t, timeZone, host] = await Promise.all([
    serverQuery(studioOverviewQuery()),
    getTranslations({ locale, namespace: 'studio' }),
    viewerZone(),
    headers().then((h) => h.get('host')),
  ]);
  if (!result.ok && result.status !== 401 && result.status !== 403) throw new Error(`studio overview failed with ${result.status}`);
  // The page's own call reaches the API in-process, without the visitor's Host: the address is the page's.
  if (result.ok) prefill(studioOverviewQuery().queryKey, { ...result.data, ingest: { ...result.data.ingest, rtmpServer: rtmpServerUrl(host) } });
  return (
    <PageShell>
      <PageHeader icon={Radio} title={t('title')} subtitle={t('intro')} />
      {result.ok ? (
        <SectionMessages namespaces={['studio', 'chat']}>
          <Hydrate>
            <StudioView timeZone={timeZone} />
          </Hydrate>
        </SectionMessages>
      ) : result.status === 401 ? (
        <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<Radio aria-hidden />} testId="studio-guest" />
      ) : (
        <div data-testid="studio-forbidden">
          <EmptyState icon={<ShieldAlert aria-hidden />} title={t('forbiddenTitle')} description={t('forbiddenText')} />
        </div>
      )}
    </PageShell>
  );
}
