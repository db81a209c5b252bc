import { Eye } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format/count';
import { formatDateTime } from '@/lib/format/date';
import { relativeTime } from '@/lib/format/relative-time';

const DAY = 86_400_000;

/**
 * When an item went out: "3 giờ trước" within a day, the viewer's wall clock after that (a relative
 * "12 days ago" tells a reader less than the date); the exact time is always in the tooltip.
 */
export function PublishedTime({ at, now, timeZone, className }: { at: number; now: number; timeZone: string; className?: string }) {
  const locale = useLocale();
  const absolute = formatDateTime(at, timeZone);
  const recent = at <= now && now - at < DAY;
  return (
    <time dateTime={new Date(at).toISOString()} title={absolute} className={className}>
      {recent ? relativeTime(at, now, locale) : absolute}
    </time>
  );
}

/** Views as the site counts them ("1,2K"), with the full sentence for assistive tech. */
export function ViewCount({ count, className, iconClassName = 'size-3.5' }: { count: number; className?: string; iconClassName?: string }) {
  const t = useTranslations('common.meta');
  const locale = useLocale();
  const label = t('views', { n: count, count: formatCount(count, locale) });
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', className)} title={label}>
      <Eye aria-hidden className={iconClassName} />
      <span aria-hidden>{formatCount(count, locale)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
