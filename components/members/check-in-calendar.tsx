import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { MEMBER_PATHS } from '@/lib/domain/member-urls';
import { addMonths, daysOfMonth, monthOf } from '@/lib/domain/member-day';
import { Link } from '@/lib/i18n/navigation';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Monday-first column (0..6) of a day. */
function weekdayColumn(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** A month of check-ins: checked days filled, today ringed. */
export function CheckInCalendar({ month, checked, today }: { month: string; checked: readonly string[]; today: string }) {
  const t = useTranslations('members.checkIn');
  const days = daysOfMonth(month);
  const set = new Set(checked);
  const lead = days[0] ? weekdayColumn(days[0]) : 0;
  const [year, mm] = month.split('-');
  const monthHref = (m: string) => ({ pathname: MEMBER_PATHS.checkIn, query: { thang: m } });
  const hasNext = addMonths(month, 1) <= monthOf(today);
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-bold text-fg">{t('calendar', { month: `${mm}/${year}` })}</h2>
        <nav aria-label={t('months')} className="flex gap-1">
          <Link href={monthHref(addMonths(month, -1))} aria-label={t('previousMonth')} className={buttonClasses({ variant: 'ghost', size: 'icon' })} scroll={false}>
            <ChevronLeft aria-hidden />
          </Link>
          {hasNext ? (
            <Link href={monthHref(addMonths(month, 1))} aria-label={t('nextMonth')} className={buttonClasses({ variant: 'ghost', size: 'icon' })} scroll={false}>
              <ChevronRight aria-hidden />
            </Link>
          ) : null}
        </nav>
      </div>
      <div role="grid" aria-label={t('calendar', { month: `${mm}/${year}` })} className="grid grid-cols-7 gap-1.5 text-center" data-testid="check-in-calendar">
        {WEEKDAYS.map((w) => (
          <div key={w} role="columnheader" className="pb-1 text-[11px] font-semibold text-muted">
            {t(`weekdays.${w}`)}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`pad-${i}`} aria-hidden />
        ))}
        {days.map((d) => {
          const on = set.has(d);
          const isToday = d === today;
          const label = [d.slice(8), on ? t('checked') : null, isToday ? t('today') : null].filter(Boolean).join(', ');
          return (
            <div
              key={d}
              role="gridcell"
              aria-label={label}
              data-day={d}
              data-checked={on}
              className={cn(
                'flex aspect-square items-center justify-center rounded-lg text-sm font-semibold tabular-nums sm:aspect-auto sm:h-11',
                on ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted',
                isToday && 'ring-2 ring-accent ring-offset-2 ring-offset-surface',
              )}
            >
              {Number(d.slice(8))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
