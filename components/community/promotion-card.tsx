import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { Promotion } from '@/lib/contract/community';
import { Link } from '@/lib/i18n/navigation';
import { promotionPath } from './promotion-paths';
import { PromotionPeriod } from './promotion-period';
import { PromotionStatusBadge } from './promotion-status-badge';

/** A promotion in the list: its banner, status, period and reward; the whole card opens it. */
export function PromotionCard({ promotion: p, timeZone }: { promotion: Promotion; timeZone: string }) {
  const t = useTranslations('community.promotions');
  return (
    <article className={cn('group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface transition hover:border-accent/50', p.status === 'ended' && 'opacity-75')} data-slug={p.slug}>
      <div className="relative aspect-[16/6] overflow-hidden bg-surface-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise */}
        <img src={p.banner} alt="" width={1600} height={600} loading="lazy" className="size-full object-cover transition group-hover:scale-[1.02]" />
        <span className="absolute top-2 left-2 rounded-md bg-bg/90 shadow-sm">
          <PromotionStatusBadge status={p.status} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold text-fg">
          <Link href={promotionPath(p.slug)} className="after:absolute after:inset-0 hover:text-accent focus-visible:outline-none">
            {p.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{p.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <PromotionPeriod startsAt={p.startsAt} endsAt={p.endsAt} timeZone={timeZone} />
          <span className="text-sm font-semibold text-accent">{p.claimed ? t('claimed') : t('points', { points: p.points })}</span>
        </div>
      </div>
    </article>
  );
}
