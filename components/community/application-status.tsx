import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { Application } from '@/lib/contract/community';
import type { ApplicationStatus as Status } from '@/lib/domain/community';

const LOOK: Record<Status, { variant: BadgeVariant; icon: typeof Clock }> = {
  pending: { variant: 'warning', icon: Clock },
  approved: { variant: 'success', icon: CheckCircle2 },
  rejected: { variant: 'live', icon: XCircle },
};

/** Where the applicant's latest application stands, with the reviewers' note. */
export function ApplicationStatusCard({ application: a, timeZone }: { application: Application; timeZone: string }) {
  const t = useTranslations('community.apply');
  const format = useFormatter();
  const { variant, icon: StatusIcon } = LOOK[a.status];
  const date = format.dateTime(new Date(a.createdAt), { dateStyle: 'medium', timeZone });
  return (
    <section aria-labelledby="application-status" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 md:p-5" data-testid="application-status" data-status={a.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-status" className="text-base font-semibold text-fg">{t('statusTitle')}</h2>
        <Badge variant={variant} className="gap-1 normal-case">
          <StatusIcon aria-hidden className="size-3.5" />
          {t(`status.${a.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted">{t(`statusText.${a.status}`, { date })}</p>
      {a.note ? <p className="rounded-lg bg-bg px-3 py-2 text-sm text-fg">{t('note', { note: a.note })}</p> : null}
    </section>
  );
}
