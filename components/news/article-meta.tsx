import { Clock3, Eye } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format/count';
import { formatDateTime } from '@/lib/format/date';
import { relativeTime } from '@/lib/format/relative-time';
import { sportOf, typeKeyOf } from './news-links';

const DAY = 86_400_000;

/**
 * When a piece went out: "3 giờ trước" within a day, the viewer's wall clock after that (a relative
 * "12 days ago" tells a reader less than the date); the exact time is always in the tooltip.
 */
export function ArticleTime({ at, now, timeZone, className }: { at: number; now: number; timeZone: string; className?: string }) {
  const locale = useLocale();
  const absolute = formatDateTime(at, timeZone);
  const recent = at <= now && now - at < DAY;
  return (
    <time dateTime={new Date(at).toISOString()} title={absolute} className={className}>
      {recent ? relativeTime(at, now, locale) : absolute}
    </time>
  );
}

/** The sport and the kind of piece, as two chips. Facts of a meta line are set apart by their icons, not dots: a wrapped line leaves no dot dangling. */
export function ArticleChips({ category, type, className }: { category: string; type: string; className?: string }) {
  const t = useTranslations('news');
  const sport = sportOf(category);
  const typeKey = typeKeyOf(type);
  return (
    <p className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {sport ? <Badge variant="accent">{t(`sports.${sport}`)}</Badge> : null}
      {typeKey ? <Badge variant="neutral">{t(`types.${typeKey}`)}</Badge> : null}
    </p>
  );
}

/** Views as the site counts them ("1,2K"), with the full sentence for assistive tech. */
export function ViewCount({ count, className }: { count: number; className?: string }) {
  const t = useTranslations('news.card');
  const locale = useLocale();
  const label = t('views', { n: count, count: formatCount(count, locale) });
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', className)} title={label}>
      <Eye aria-hidden className="size-3.5" />
      <span aria-hidden>{formatCount(count, locale)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Minutes to read. */
export function ReadingTime({ minutes, className }: { minutes: number; className?: string }) {
  const t = useTranslations('news.card');
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Clock3 aria-hidden className="size-3.5" />
      {t('readingTime', { minutes })}
    </span>
  );
}
