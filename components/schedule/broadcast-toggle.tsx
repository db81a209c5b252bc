import { useTranslations } from 'next-intl';
import { Mic } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { FILTER_CODE, type FilterCode } from '@/lib/domain/filter-codes';
import { Link } from '@/lib/i18n/navigation';
import { scheduleHref } from './schedule-href';

export interface BroadcastToggleProps {
  path: string;
  /** The chosen day, or undefined for today. */
  date?: string;
  selected?: FilterCode;
}

/**
 * The schedule's one filter beside its sport tabs: only matches a commentator broadcasts (999).
 * A link that switches the filter on or off and keeps the chosen day.
 */
export function BroadcastToggle({ path, date, selected }: BroadcastToggleProps) {
  const t = useTranslations('schedule.filters');
  const on = selected === FILTER_CODE.scheduled;
  return (
    <nav aria-label={t('label')} className="shrink-0">
      <Link
        href={scheduleHref({ path, date, filter: on ? undefined : FILTER_CODE.scheduled })}
        aria-current={on ? 'true' : undefined}
        data-filter={FILTER_CODE.scheduled}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition',
          on ? 'border-accent bg-accent/10 text-accent' : 'border-border text-muted hover:border-accent/60 hover:text-fg',
        )}
      >
        <Mic aria-hidden className="size-4" />
        {t('scheduled')}
        <span aria-hidden className={cn('relative h-4 w-7 rounded-full transition', on ? 'bg-accent' : 'bg-surface-2 ring-1 ring-border')}>
          <span className={cn('absolute top-0.5 size-3 rounded-full bg-bg shadow-sm transition-[left]', on ? 'left-3.5' : 'left-0.5')} />
        </span>
      </Link>
    </nav>
  );
}
