import type { Metadata } from 'next';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { PromotionDetailView } from '@/components/community/promotion-detail-view';
import { promotionPath } from '@/components/community/promotion-paths';
import { SectionMessages } from '@/components/i18n/section-messages';
import { promotionQuery } from '@/lib/api/queries/community';
import { viewerZone } from '@/lib/page-kit/context';
import { serverQuery } from '@/server/api/server-query';
import { communityLocale } from '../../_community/community-route';

interface PromotionPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

async function load(slug: string) {
  const result = await serverQuery(promotionQuery(decodeURIComponent(slug)));
  if (!result.ok && (result.status === 404 || result.status === 422)) routeValidationNotFound(promotionPath(slug));
  return result.ok ? result.data : null;
}

export async function generateMetadata({ params }: PromotionPageProps): Promise<Metadata> {
  const { slug } = await params;
  await communityLocale(params);
  const promotion = await load(slug);
  return promotion ? { title: promotion.title, description: promotion.summary } : {};
}

/** /khuyen-mai/{slug}: one promotion; an unknown slug is the route-validation 404. */
export default async function PromotionPage({ params }: PromotionPageProps) {
  const { slug } = await params;
  await communityLocale(params);
  const [promotion, timeZone] = await Promise.all([load(slug), viewerZone()]);
  if (!promotion) throw new Error(`promotion ${slug} could not be loaded`);
  return (
    <SectionMessages namespaces={['community']}>
      <PromotionDetailView promotion={promotion} timeZone={timeZone} />
    </SectionMessages>
  );
}
