import { Gift } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { Promotion } from '@/lib/contract/community';
import { PromotionCard } from './promotion-card';
import { PageTitle } from '@/components/page-kit/page-title';

/** /khuyen-mai: running promotions first, then upcoming, then ended. */
export function PromotionsView({ promotions, timeZone }: { promotions: readonly Promotion[]; timeZone: string }) {
  const t = useTranslations('community.promotions');
  return (
    <div className="flex flex-col gap-5 py-4 md:py-6">
      <header className="flex flex-col gap-1">
        <PageTitle withIcon>
          <Gift aria-hidden className="size-6 text-accent" />
          {t('title')}
        </PageTitle>
        <p className="max-w-2xl text-sm text-muted">{t('intro')}</p>
      </header>
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
    </div>
  );
}
