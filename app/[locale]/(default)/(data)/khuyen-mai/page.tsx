import { connection } from 'next/server';
import { PromotionsView } from '@/components/community/promotions-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { promotionsQuery } from '@/lib/api/queries/community';
import { viewerZone } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';
import { communityLocale, communityMetadata, type CommunityRouteProps } from '../_community/community-route';

export const generateMetadata = communityMetadata('promotions');

/** /khuyen-mai: every promotion, with the member's claims marked. */
export default async function PromotionsPage({ params }: CommunityRouteProps) {
  await communityLocale(params);
  // Per visitor (their claims) and per request: never prerendered at build time, when there is no database.
  await connection();
  const [promotions, timeZone] = await Promise.all([serverData(promotionsQuery()), viewerZone()]);
  return (
    <SectionMessages namespaces={['community']}>
      <PromotionsView promotions={promotions ?? []} timeZone={timeZone} />
    </SectionMessages>
  );
}
