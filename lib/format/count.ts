import { INTL_LOCALE, type Locale } from '@/lib/domain/locale';

const formatters = new Map<Locale, Intl.NumberFormat>();

function decimal(locale: Locale): Intl.NumberFormat {
  let nf = formatters.get(locale);
  if (!nf) {
    nf = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1, useGrouping: false });
    formatters.set(locale, nf);
  }
  return nf;
}

/**
 * `abs` in `unit`s, truncated (not rounded) to one decimal so a count never shows more than
 * it is: 999 999 is "999.9K", not "1000K". Dividing by a tenth of the unit first keeps it exact.
 */
function tenths(abs: number, unit: number): number {
  return Math.floor(abs / (unit / 10)) / 10;
}

/**
 * Counts per spec §9: plain below 1000, "K" from 1000, "M" from 1e6, one decimal in the
 * locale's separator (vi "1,5K", en "1.5K"). A trailing ".0" is dropped: 1000 is "1K".
 * Negative counts keep their sign; NaN and infinities, which no real count is, show "0".
 */
export function formatCount(n: number, locale: Locale): string {
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  const nf = decimal(locale);
  if (abs < 1_000) return sign + nf.format(Math.trunc(abs));
  if (abs < 1_000_000) return `${sign}${nf.format(tenths(abs, 1_000))}K`;
  return `${sign}${nf.format(tenths(abs, 1_000_000))}M`;
}
