import { INTL_LOCALE, type Locale } from '@/lib/domain/locale';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: Locale, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${locale}:${numeric}`;
  let rtf = formatters.get(key);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric });
    formatters.set(key, rtf);
  }
  return rtf;
}

/**
 * "5 phút trước" / "5 minutes ago" / "5 分鐘前"; a future time reads "sau ..." / "in ..." / "...後".
 * Units follow spec §9: seconds under a minute, then minutes, hours, days under 30 days,
 * months (of 30 days) under 365 days, then years. Counts are whole units of elapsed time, so
 * the result does not depend on a time zone (RELATIVE_TIME_ZONE would only matter for calendar words).
 */
export function relativeTime(thenMs: number, nowMs: number, locale: Locale): string {
  const delta = thenMs - nowMs;
  const abs = Math.abs(delta);
  const sign = delta < 0 ? -1 : 1;
  const whole = (unitMs: number) => sign * Math.floor(abs / unitMs);
  // 'auto' lets zero seconds read "now"; larger units stay numeric ("1 day ago", not "yesterday").
  if (abs < MINUTE) return formatter(locale, 'auto').format(whole(SECOND) || 0, 'second');
  const rtf = formatter(locale, 'always');
  if (abs < HOUR) return rtf.format(whole(MINUTE), 'minute');
  if (abs < DAY) return rtf.format(whole(HOUR), 'hour');
  if (abs < MONTH) return rtf.format(whole(DAY), 'day');
  if (abs < YEAR) return rtf.format(whole(MONTH), 'month');
  return rtf.format(whole(YEAR), 'year');
}
