import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { FilterCode } from '@/lib/domain/filter-codes';
import { Link } from '@/lib/i18n/navigation';
import { ScrollRow } from './scroll-row';
import { dayMonth, dayOffset, weekdayOf } from './schedule-day';
import { scheduleHref } from './schedule-href';

export interface DayStripProps {
  path: string;
  days: readonly string[];
  today: string;
  selected: string;
  filter?: FilterCode;
}

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** Yesterday … +5 days as links; the chosen day is marked. */
export function DayStrip({ path, days, today, selected, filter }: DayStripProps) {
  const t = useTranslations('schedule.days');
  // Near days by name ("Hôm nay"), the others by weekday; the date sits under each.
  function label(day: string): string {
    const offset = dayOffset(day, today);
    if (offset === -1) return t('yesterday');
    if (offset === 0) return t('today');
    if (offset === 1) return t('tomorrow');
    return t(`weekdays.${WEEKDAYS[weekdayOf(day)] ?? '0'}`);
  }
  return (
    <ScrollRow label={t('label')}>
      <ul className="flex min-w-max gap-1.5 px-1">
        {days.map((day) => {
          const current = day === selected;
          return (
            <li key={day}>
              <Link
                href={scheduleHref({ path, date: day === today ? undefined : day, filter })}
                aria-current={current ? 'date' : undefined}
                aria-label={t('weekday', { weekday: label(day), date: dayMonth(day) })}
                className={cn(
                  'flex h-12 min-w-[4.75rem] flex-col items-center justify-center rounded-xl border px-3 text-center transition',
                  current
                    ? 'border-accent bg-accent text-accent-fg'
                    : 'border-border bg-surface text-fg hover:border-accent/60 hover:text-accent',
                )}
              >
                <span className="text-sm leading-tight font-semibold whitespace-nowrap">{label(day)}</span>{' '}
                <span className={cn('text-[11px] tabular-nums', current ? 'opacity-90' : 'text-muted')}>{dayMonth(day)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ScrollRow>
  );
}
