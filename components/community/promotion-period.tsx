import { useFormatter, useTranslations } from 'next-intl';
import { CalendarDays } from 'lucide-react';

/** "1 Dec 2026 – 25 Dec 2026" in the viewer's zone. */
export function PromotionPeriod({ startsAt, endsAt, timeZone }: { startsAt: number; endsAt: number; timeZone: string }) {
  const t = useTranslations('community.promotions');
  const format = useFormatter();
  const day = (ms: number) => format.dateTime(new Date(ms), { dateStyle: 'medium', timeZone });
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted tabular-nums">
      <CalendarDays aria-hidden className="size-3.5" />
      {t('period', { start: day(startsAt), end: day(endsAt) })}
    </span>
  );
}
