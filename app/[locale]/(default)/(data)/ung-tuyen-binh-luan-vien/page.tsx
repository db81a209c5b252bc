import { ApplyView } from '@/components/community/apply-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { myApplicationQuery, pendingApplicationsQuery } from '@/lib/api/queries/community';
import { viewerZone } from '@/lib/page-kit/context';
import { serverQuery } from '@/server/api/server-query';
import { communityLocale, communityMetadata, type CommunityRouteProps } from '../_community/community-route';

export const generateMetadata = communityMetadata('apply');

/** /ung-tuyen-binh-luan-vien: the application form or its status; staff also see the applications to review. */
export default async function ApplyPage({ params }: CommunityRouteProps) {
  await communityLocale(params);
  const [mine, pending, timeZone] = await Promise.all([serverQuery(myApplicationQuery()), serverQuery(pendingApplicationsQuery()), viewerZone()]);
  return (
    <SectionMessages namespaces={['community']}>
      <ApplyView mine={mine.ok ? mine.data : undefined} review={pending.ok ? pending.data : null} timeZone={timeZone} />
    </SectionMessages>
  );
}
