import { BadgeCheck, Clock, Users } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { ReferralInfo } from '@/lib/contract/engagement';
import { CopyField } from './copy-field';

/** The member's code and link, what referring earned, and the friends who joined with the code. */
export function ReferralView({ info, timeZone }: { info: ReferralInfo; timeZone: string }) {
  const t = useTranslations('members.referral');
  const format = useFormatter();
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4 md:p-6">
        <p className="text-sm text-muted">{t('intro', { points: info.rewardPoints })}</p>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[200px_minmax(0,1fr)]">
          <CopyField label={t('code')} copyLabel={t('copyCode')} value={info.code} testId="referral-code" />
          <CopyField label={t('link')} copyLabel={t('copyLink')} value={info.path} isPath testId="referral-link" />
        </div>
        <p className="text-sm font-semibold text-accent">{t('earned', { points: info.earnedPoints })}</p>
      </Card>
      <section aria-labelledby="referred-title">
        <h2 id="referred-title" className="mb-3 flex items-center gap-2 text-base font-bold text-fg">
          <Users aria-hidden className="size-5 text-accent" />
          {t('listTitle')} ({info.referred.length})
        </h2>
        {info.referred.length === 0 ? (
          <EmptyState title={t('empty')} description={t('emptyHint')} />
        ) : (
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface" data-testid="referred-list">
            {info.referred.map((r) => (
              <li key={r.userId} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-fg">{r.displayName}</p>
                  <p className="text-xs text-muted">{t('joined', { date: format.dateTime(r.joinedAt, { dateStyle: 'medium', timeZone }) })}</p>
                </div>
                {r.verified ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                    <BadgeCheck aria-hidden className="size-4" />
                    {t('verified')}
                    {r.rewarded ? <span className="ml-1 text-accent">{t('rewarded', { points: info.rewardPoints })}</span> : null}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted">
                    <Clock aria-hidden className="size-4" />
                    {t('pending')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
