import { ChevronLeft, ListChecks } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Promotion } from '@/lib/contract/community';
import { Link } from '@/lib/i18n/navigation';
import { ClaimButton } from './claim-button';
import { PROMOTIONS_PATH } from './promotion-paths';
import { PromotionPeriod } from './promotion-period';
import { PromotionStatusBadge } from './promotion-status-badge';
import { PageTitle } from '@/components/page-kit/page-title';

/** /khuyen-mai/{slug}: the banner, period, reward, rules and the claim button. */
export function PromotionDetailView({ promotion: p, timeZone }: { promotion: Promotion; timeZone: string }) {
  const t = useTranslations('community.promotions');
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4 md:py-6" data-slug={p.slug}>
      <Link href={PROMOTIONS_PATH} className="inline-flex items-center gap-1 self-start text-sm text-muted hover:text-accent">
        <ChevronLeft aria-hidden className="size-4" />
        {t('back')}
      </Link>
      <div className="overflow-hidden rounded-xl border border-border bg-surface-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise */}
        <img src={p.banner} alt="" width={1600} height={600} className="aspect-[16/6] w-full object-cover" />
      </div>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <PromotionStatusBadge status={p.status} />
          <PromotionPeriod startsAt={p.startsAt} endsAt={p.endsAt} timeZone={timeZone} />
        </div>
        <PageTitle>{p.title}</PageTitle>
        <p className="text-sm text-muted md:text-base">{p.summary}</p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
        <span className="text-lg font-bold text-accent">{t('points', { points: p.points })}</span>
        <ClaimButton id={p.id} status={p.status} claimed={p.claimed} />
      </div>
      <section aria-labelledby="promotion-rules" className="rounded-xl border border-border bg-surface p-4">
        <h2 id="promotion-rules" className="mb-2 flex items-center gap-2 text-base font-semibold text-fg">
          <ListChecks aria-hidden className="size-4 text-accent" />
          {t('rules')}
        </h2>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm leading-relaxed text-muted">
          {p.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <p className="text-xs text-muted">{t('oddsNotice')}</p>
    </article>
  );
}
