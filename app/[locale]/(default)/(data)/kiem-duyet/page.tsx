import { getTranslations } from 'next-intl/server';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { MemberGate } from '@/components/auth/member-gate';
import { ModerationLogView } from '@/components/moderation/moderation-log-view';
import { EmptyState } from '@/components/page-kit/empty-state';
import { MODERATION_LOG_PAGE_SIZE } from '@/lib/domain/chat-moderation';
import { moderationLogQuery } from '@/lib/api/queries/community';
import { viewerZone } from '@/lib/page-kit/context';
import { serverQuery } from '@/server/api/server-query';
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

/** /kiem-duyet: the moderation log for staff (a commentator sees the rooms they host); guests are asked to log in. */
export default async function ModerationLogPage({ params, searchParams }: CommunityRouteProps & { searchParams: Promise<SearchParams> }) {
  const locale = await communityLocale(params);
  const q = await searchParams;
  const page = bounded(q.page, 10_000) ?? 1;
  const groupId = bounded(q.groupId, 2_147_483_647);
  const pageSize = MODERATION_LOG_PAGE_SIZE.default;
  const [t, log, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'community.moderationLog' }),
    serverQuery(moderationLogQuery({ pageNum: page, pageSize, ...(groupId === null ? {} : { groupId }) })),
    viewerZone(),
  ]);
  return (
    <PageShell>
      <PageHeader icon={ShieldCheck} title={t('title')} subtitle={t('intro')} />
      {log.ok ? (
        <ModerationLogView list={log.data.list} total={log.data.total} page={page} pageSize={pageSize} groupId={groupId} timeZone={timeZone} />
      ) : log.status === 401 ? (
        <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<ShieldCheck aria-hidden />} />
      ) : (
        <EmptyState icon={<ShieldAlert aria-hidden />} title={log.status === 403 ? t('forbiddenTitle') : t('failed')} description={log.status === 403 ? t('forbiddenText') : undefined} />
      )}
    </PageShell>
  );
}
