import { Gift } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { Promotion } from '@/lib/contract/community';
import { PromotionCard } from './promotion-card';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

/** /khuyen-mai: running promotions first, then upcoming, then ended. */
export function PromotionsView({ promotions, timeZone }: { promotions: readonly Promotion[]; timeZone: string }) {
  const t = useTranslations('community.promotions');
  return (
    <PageShell>
      <PageHeader icon={Gift} title={t('title')} subtitle={t('intro')} />
      {promotions.length === 0 ? (
        <EmptyState icon={<Gift aria-hidden />} title={t('empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotions">
          {promotions.map((p) => (
            <li key={p.id} className="relative">
              <PromotionCard promotion={p} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted">{t('oddsNotice')}</p>
    </PageShell>
  );
}
