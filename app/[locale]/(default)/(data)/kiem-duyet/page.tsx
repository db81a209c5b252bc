import { getTranslations } from 'next-intl/server';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { MemberGate } from '@/components/auth/member-gate';
import { SectionMessages } from '@/components/i18n/section-messages';
import { ModerationLogView } from '@/components/moderation/moderation-log-view';
import { OPEN_QUEUE, ReviewQueue } from '@/components/moderation/review-queue';
import { LOG_TAB_PARAMS, ReviewTabs } from '@/components/moderation/review-tabs';
import { EmptyState } from '@/components/page-kit/empty-state';
import { MODERATION_LOG_PAGE_SIZE } from '@/lib/domain/chat-moderation';
import { moderationLogQuery } from '@/lib/api/queries/community';
import { reviewFirstPageQuery, reviewKeys } from '@/lib/api/queries/review';
import { viewerZone } from '@/lib/page-kit/context';
import { Hydrate } from '@/server/api/hydrate';
import { prefill, serverQuery } from '@/server/api/server-query';
import { communityLocale, communityMetadata, type CommunityRouteProps } from '../_community/community-route';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

export const generateMetadata = communityMetadata('moderationLog');

type SearchParams = Record<string, string | string[] | undefined>;

/** A whole number from 1 to max, or null for anything else. */
function bounded(value: string | string[] | undefined, max: number): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return n >= 1 && n <= max ? n : null;
}

/**
 * /kiem-duyet: the moderation log for staff (a commentator sees the rooms they host); guests are asked to
 * log in. The staff who work the review queue get it first, with the log as a second tab (`?tab=log`).
 */
export default async function ModerationLogPage({ params, searchParams }: CommunityRouteProps & { searchParams: Promise<SearchParams> }) {
  const locale = await communityLocale(params);
  const q = await searchParams;
  const page = bounded(q.page, 10_000) ?? 1;
  const groupId = bounded(q.groupId, 2_147_483_647);
  const pageSize = MODERATION_LOG_PAGE_SIZE.default;
  const [t, tQueue, log, queue, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'community.moderationLog' }),
    getTranslations({ locale, namespace: 'community.reviewQueue' }),
    serverQuery(moderationLogQuery({ pageNum: page, pageSize, ...(groupId === null ? {} : { groupId }) })),
    // Answered only for the staff who review: it tells them from everyone else and seeds their list.
    serverQuery(reviewFirstPageQuery(OPEN_QUEUE)),
    viewerZone(),
  ]);
  const logView = log.ok ? (
    <ModerationLogView list={log.data.list} total={log.data.total} page={page} pageSize={pageSize} groupId={groupId} timeZone={timeZone} {...(queue.ok ? { linkParams: LOG_TAB_PARAMS } : {})} />
  ) : log.status === 401 ? (
    <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<ShieldCheck aria-hidden />} />
  ) : (
    <EmptyState icon={<ShieldAlert aria-hidden />} title={log.status === 403 ? t('forbiddenTitle') : t('failed')} description={log.status === 403 ? t('forbiddenText') : undefined} />
  );
  if (!queue.ok) {
    return (
      <PageShell>
        <PageHeader icon={ShieldCheck} title={t('title')} subtitle={t('intro')} />
        {logView}
      </PageShell>
    );
  }
  const tab = q.tab === LOG_TAB_PARAMS.tab ? 'log' : 'queue';
  if (tab === 'queue') prefill(reviewKeys.list(OPEN_QUEUE), { pages: [queue.data], pageParams: [1] });
  return (
    <SectionMessages namespaces={['community']}>
      <PageShell>
        <PageHeader icon={ShieldCheck} title={tab === 'queue' ? tQueue('title') : t('title')} subtitle={tab === 'queue' ? tQueue('intro') : t('intro')}>
          <ReviewTabs active={tab} labels={{ nav: tQueue('tabsLabel'), queue: tQueue('tabQueue'), log: tQueue('tabLog') }} />
        </PageHeader>
        {tab === 'queue' ? (
          <Hydrate>
            <ReviewQueue timeZone={timeZone} />
          </Hydrate>
        ) : (
          logView
        )}
      </PageShell>
    </SectionMessages>
  );
}
